import { and, eq, isNull, lt, or, gt } from 'drizzle-orm';
import { linkTokens } from '@/lib/db/schema/tokens';
import type { Db } from '@/lib/db/types';
import type { LinkTokenPurpose } from './purposes';

export type LinkTokenRow = typeof linkTokens.$inferSelect;

export async function insertLinkToken(db: Db, values: typeof linkTokens.$inferInsert): Promise<void> {
  await db.insert(linkTokens).values(values);
}

export async function findLinkToken(db: Db, purpose: LinkTokenPurpose, tokenHash: string): Promise<LinkTokenRow | null> {
  const [row] = await db
    .select()
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, tokenHash), eq(linkTokens.purpose, purpose)));
  return row ?? null;
}

/**
 * Marks an unused, unexpired token used, in one statement: of two requests at once, the second
 * waits for the first's row lock, then finds consumed_at set and changes nothing. The row, or null
 * when this request did not consume it.
 */
export async function consumeLinkTokenRow(db: Db, purpose: LinkTokenPurpose, tokenHash: string, now: Date): Promise<LinkTokenRow | null> {
  const [row] = await db
    .update(linkTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(linkTokens.tokenHash, tokenHash),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.consumedAt),
        or(isNull(linkTokens.expiresAt), gt(linkTokens.expiresAt, now)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Marks the subject's unused tokens of this purpose used, whatever their expiry. */
export async function consumeSubjectTokens(db: Db, purpose: LinkTokenPurpose, subject: string, now: Date): Promise<void> {
  await db
    .update(linkTokens)
    .set({ consumedAt: now })
    .where(and(eq(linkTokens.purpose, purpose), eq(linkTokens.subject, subject), isNull(linkTokens.consumedAt)));
}

export async function deleteSubjectTokens(db: Db, purpose: LinkTokenPurpose, subject: string): Promise<void> {
  await db.delete(linkTokens).where(and(eq(linkTokens.purpose, purpose), eq(linkTokens.subject, subject)));
}

/** Tokens that expired, or were used, before `before`; how many. */
export async function deleteTokensEndedBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(linkTokens)
    .where(or(lt(linkTokens.expiresAt, before), lt(linkTokens.consumedAt, before)))
    .returning({ tokenHash: linkTokens.tokenHash });
  return rows.length;
}
