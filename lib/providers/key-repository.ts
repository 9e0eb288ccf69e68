import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { apiKeys } from '@/lib/db/schema/providers';
import type { Db, DbOrTx } from '@/lib/db/types';
import type { ApiCaller, ApiKeySummary } from './schema';

const summaryColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

type SummaryRow = { id: number; name: string; prefix: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null };

const toSummary = (row: SummaryRow): ApiKeySummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export async function insertApiKey(
  db: DbOrTx,
  key: { companyId: number; name: string; prefix: string; secretHash: string; createdBy: string | null },
): Promise<ApiKeySummary> {
  const [row] = await db.insert(apiKeys).values(key).returning(summaryColumns);
  return toSummary(row);
}

export async function listApiKeys(db: Db, companyId: number): Promise<ApiKeySummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(apiKeys)
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toSummary);
}

/**
 * Revokes a key of the company: the key revoked now, or 'unchanged' when it already was (revoking
 * twice keeps the first time); null when the company has no such key.
 */
export async function revokeApiKey(db: DbOrTx, companyId: number, id: number, now: Date): Promise<{ name: string } | 'unchanged' | null> {
  const [row] = await db
    .select({ name: apiKeys.name, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)))
    .for('update');
  if (!row) return null;
  if (row.revokedAt) return 'unchanged';
  await db.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, id));
  return { name: row.name };
}

export async function findCallerByHash(db: Db, secretHash: string): Promise<ApiCaller | null> {
  const [row] = await db
    .select({ keyId: apiKeys.id, companyId: apiKeys.companyId, label: apiKeys.name })
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

/** Records use at most once a minute per key: "last used" needs no finer grain than that, and a write per request would. */
export async function touchApiKey(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - 60_000)))));
}
