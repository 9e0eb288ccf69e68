import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linkTokens } from '@/lib/db/schema/tokens';
import { consumeLinkToken, issueLinkToken, resolveLinkToken, withdrawLinkTokens } from '@/lib/tokens/service';
import { describeEachEngine, freshDatabase } from './support/databases';

const NOW = new Date('2026-03-02T10:00:00Z');
const LATER = new Date('2026-03-09T10:00:00Z');
const HOUR = 3_600_000;

describeEachEngine('the link token store', (ctx) => {
  const db = () => ctx.handle.db;

  it('resolves a token to its subject until it expires, and keeps only its hash', async () => {
    const token = await issueLinkToken(db(), { purpose: 'offer', subject: 'offer-1', expiresAt: LATER }, NOW);
    expect(await resolveLinkToken(db(), 'offer', token, NOW)).toEqual({ kind: 'found', subject: 'offer-1', expiresAt: LATER });
    expect(await resolveLinkToken(db(), 'offer', token, new Date(LATER.getTime() - 1))).toMatchObject({ kind: 'found' });
    expect(await resolveLinkToken(db(), 'offer', token, LATER)).toEqual({ kind: 'expired', subject: 'offer-1' });
    const stored = await db().select().from(linkTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.some((row) => row.tokenHash.length === 64 && row.subject === 'offer-1')).toBe(true);
  });

  it('opens one purpose only: another purpose, an unknown or a malformed token is notFound', async () => {
    const token = await issueLinkToken(db(), { purpose: 'viewingSurvey', subject: 'inv-1', expiresAt: LATER }, NOW);
    expect(await resolveLinkToken(db(), 'viewingInvitation', token, NOW)).toEqual({ kind: 'notFound' });
    expect(await consumeLinkToken(db(), 'viewingInvitation', token, NOW)).toEqual({ kind: 'notFound' });
    expect(await resolveLinkToken(db(), 'viewingSurvey', token.replace(/^./, token[0] === 'A' ? 'B' : 'A'), NOW)).toEqual({
      kind: 'notFound',
    });
    expect(await resolveLinkToken(db(), 'viewingSurvey', "' or 1=1 --", NOW)).toEqual({ kind: 'notFound' });
    expect(await resolveLinkToken(db(), 'viewingSurvey', token, NOW)).toMatchObject({ kind: 'found', subject: 'inv-1' });
  });

  it('consumes a single-use link once; later uses find it used, an expired one cannot be consumed', async () => {
    const token = await issueLinkToken(db(), { purpose: 'waitingListInvitation', subject: 7, expiresAt: LATER }, NOW);
    expect(await consumeLinkToken(db(), 'waitingListInvitation', token, NOW)).toEqual({ kind: 'found', subject: '7', expiresAt: LATER });
    expect(await consumeLinkToken(db(), 'waitingListInvitation', token, NOW)).toEqual({ kind: 'used', subject: '7' });
    expect(await resolveLinkToken(db(), 'waitingListInvitation', token, NOW)).toEqual({ kind: 'used', subject: '7' });
    const late = await issueLinkToken(db(), { purpose: 'waitingListInvitation', subject: 8, expiresAt: LATER }, NOW);
    expect(await consumeLinkToken(db(), 'waitingListInvitation', late, LATER)).toEqual({ kind: 'expired', subject: '8' });
  });

  it('leaves a token unused when the change it was consumed with rolls back', async () => {
    const token = await issueLinkToken(db(), { purpose: 'waitingListInvitation', subject: 9, expiresAt: null }, NOW);
    await expect(
      db().transaction(async (tx) => {
        expect(await consumeLinkToken(tx, 'waitingListInvitation', token, NOW)).toMatchObject({ kind: 'found' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await resolveLinkToken(db(), 'waitingListInvitation', token, new Date(NOW.getTime() + 1000 * HOUR))).toEqual({
      kind: 'found',
      subject: '9',
      expiresAt: null,
    });
  });

  it('withdraws a subject’s links, or replaces them with the newest', async () => {
    const first = await issueLinkToken(db(), { purpose: 'subscriptionStop', subject: 3, expiresAt: null }, NOW);
    const other = await issueLinkToken(db(), { purpose: 'subscriptionStop', subject: 4, expiresAt: null }, NOW);
    const second = await issueLinkToken(db(), { purpose: 'subscriptionStop', subject: 3, expiresAt: null, replace: true }, NOW);
    expect(await resolveLinkToken(db(), 'subscriptionStop', first, NOW)).toEqual({ kind: 'notFound' });
    expect(await resolveLinkToken(db(), 'subscriptionStop', second, NOW)).toMatchObject({ kind: 'found', subject: '3' });
    await withdrawLinkTokens(db(), 'subscriptionStop', 3);
    expect(await resolveLinkToken(db(), 'subscriptionStop', second, NOW)).toEqual({ kind: 'notFound' });
    expect(await resolveLinkToken(db(), 'subscriptionStop', other, NOW)).toMatchObject({ kind: 'found', subject: '4' });
  });
});

// PGlite has one connection, so requests there never overlap: only PostgreSQL can show two at once.
describe.skipIf(!process.env.TEST_DATABASE_URL)('consuming a link token from many requests at once [postgres]', () => {
  it('lets exactly one of them consume it', async () => {
    const handle = await freshDatabase('postgres');
    try {
      const { db } = handle;
      const token = await issueLinkToken(db, { purpose: 'waitingListInvitation', subject: 11, expiresAt: LATER }, NOW);
      // Each use holds its transaction open a moment after consuming, so the others queue on the row.
      const use = () =>
        db.transaction(async (tx) => {
          const outcome = await consumeLinkToken(tx, 'waitingListInvitation', token, NOW);
          await tx.execute(sql`select pg_sleep(0.05)`);
          return outcome.kind;
        });
      const outcomes = await Promise.all(Array.from({ length: 8 }, use));
      expect(outcomes.filter((kind) => kind === 'found')).toHaveLength(1);
      expect(outcomes.filter((kind) => kind === 'used')).toHaveLength(7);
    } finally {
      await handle.close();
    }
  });
});
