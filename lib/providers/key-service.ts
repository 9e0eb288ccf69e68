import 'server-only';
import { getDb } from '@/lib/db/client';
import { API_KEY_PREFIX, hashApiKey, newApiKeySecret } from './api-key-secret';
import { findCallerByHash, insertApiKey, listApiKeys, revokeApiKey, touchApiKey } from './key-repository';
import type { ApiCaller, ApiKeySummary, CreatedApiKey } from './schema';

// For the retention job (lib/jobs/purge-retained-data.ts): idempotency records past their 24 hours.
export { deleteExpiredIdempotencyKeys } from './idempotency-repository';

export async function createApiKey(companyId: number, name: string, createdBy: string | null): Promise<CreatedApiKey> {
  const { secret, prefix, secretHash } = newApiKeySecret();
  const key = await insertApiKey(await getDb(), { companyId, name, prefix, secretHash, createdBy });
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
  if (!match || !match[1].startsWith(API_KEY_PREFIX)) return null;
  const db = await getDb();
  const caller = await findCallerByHash(db, hashApiKey(match[1]));
  if (caller) await touchApiKey(db, caller.keyId, now);
  return caller;
}
