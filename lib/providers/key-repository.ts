import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { apiKeys } from '@/lib/db/schema/providers';
import type { Db } from '@/lib/db/types';
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
  db: Db,
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

/** Revokes a key of the company; false when it has no such key. Revoking twice keeps the first time. */
export async function revokeApiKey(db: Db, companyId: number, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)));
  if (!row) return false;
  if (!row.revokedAt) await db.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, id));
  return true;
}

export async function findCallerByHash(db: Db, secretHash: string): Promise<ApiCaller | null> {
  const [row] = await db
    .select({ keyId: apiKeys.id, companyId: apiKeys.companyId })
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
