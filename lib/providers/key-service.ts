import 'server-only';
import { recordAudit } from '@/lib/audit/service';
import type { AuditActor } from '@/lib/audit/schema';
import { getDb } from '@/lib/db/client';
import { API_KEY_PREFIX, hashApiKey, newApiKeySecret } from './api-key-secret';
import { findCallerByHash, insertApiKey, listApiKeys, revokeApiKey, touchApiKey } from './key-repository';
import type { ApiCaller, ApiKeySummary, CreatedApiKey } from './schema';

// For the retention job (lib/jobs/purge-retained-data.ts): idempotency records past their 24 hours.
export { deleteExpiredIdempotencyKeys } from './idempotency-repository';

/** A new key of the actor's company, on record with who made it. */
export async function createApiKey(actor: AuditActor, name: string, now = new Date()): Promise<CreatedApiKey> {
  const { secret, prefix, secretHash } = newApiKeySecret();
  const createdBy = actor.who.kind === 'member' ? actor.who.userId : null;
  const key = await (
    await getDb()
  ).transaction(async (tx) => {
    const made = await insertApiKey(tx, { companyId: actor.companyId, name, prefix, secretHash, createdBy });
    await recordAudit(
      tx,
      actor,
      { action: 'apiKey.created', subject: { type: 'apiKey', id: made.id }, detail: { label: name, prefix } },
      now,
    );
    return made;
  });
  return { key, secret };
}

export async function listKeysOfCompany(companyId: number): Promise<ApiKeySummary[]> {
  return listApiKeys(await getDb(), companyId);
}

/** Revokes a key of the actor's company (on record the first time); false when it has no such key. */
export async function revokeKeyOfCompany(actor: AuditActor, id: number, now = new Date()): Promise<boolean> {
  return (await getDb()).transaction(async (tx) => {
    const revoked = await revokeApiKey(tx, actor.companyId, id, now);
    if (revoked && revoked !== 'unchanged') {
      await recordAudit(tx, actor, { action: 'apiKey.revoked', subject: { type: 'apiKey', id }, detail: { label: revoked.name } }, now);
    }
    return revoked !== null;
  });
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
