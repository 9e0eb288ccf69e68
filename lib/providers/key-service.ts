import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { findCallerByHash, insertApiKey, listApiKeys, revokeApiKey, touchApiKey } from './key-repository';
import type { ApiCaller, ApiKeySummary, CreatedApiKey } from './schema';

// For the retention job (lib/jobs/purge-retained-data.ts): idempotency records past their 24 hours.
export { deleteExpiredIdempotencyKeys } from './idempotency-repository';

/*
 * API keys: 32 random bytes behind a recognisable prefix (so secret scanners and people can tell
 * what a leaked string is). Only the SHA-256 is stored — a key of that entropy needs no slow hash —
 * so a key is shown once and can never be read back, from the database or anywhere else.
 */

const KEY_PREFIX = 'hjm_';
/** Enough to tell keys apart in the console, far too little to use. */
const SHOWN_CHARACTERS = KEY_PREFIX.length + 6;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export async function createApiKey(companyId: number, name: string, createdBy: string | null): Promise<CreatedApiKey> {
  const secret = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const key = await insertApiKey(await getDb(), {
    companyId,
    name,
    prefix: secret.slice(0, SHOWN_CHARACTERS),
    secretHash: hashOf(secret),
    createdBy,
  });
  return { key, secret };
}

export async function listKeysOfCompany(companyId: number): Promise<ApiKeySummary[]> {
  return listApiKeys(await getDb(), companyId);
}

export async function revokeKeyOfCompany(companyId: number, id: number, now = new Date()): Promise<boolean> {
  return revokeApiKey(await getDb(), companyId, id, now);
}

/** The caller of a provider API request, from its `Authorization: Bearer …` header; null when absent, unknown or revoked. */
export async function authenticateApiKey(authorization: string | null, now = new Date()): Promise<ApiCaller | null> {
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(authorization?.trim() ?? '');
  if (!match || !match[1].startsWith(KEY_PREFIX)) return null;
  const db = await getDb();
  const caller = await findCallerByHash(db, hashOf(match[1]));
  if (caller) await touchApiKey(db, caller.keyId, now);
  return caller;
}
