import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { hashToken } from '@/lib/tokens/secret-token';
import { resolveLinkToken } from '@/lib/tokens/service';
import { migrationsFolder } from '@/lib/db/migrate';
import type { DbHandle } from '@/lib/db/types';
import { describeEachEngine } from './support/databases';

/*
 * Links mailed before the one token store must open the same thing after it: a database migrated up
 * to just before link_tokens gets rows in each old shape, then the rest of the migrations run, and
 * every old link resolves to its subject, purpose and expiry.
 */

type Journal = { entries: { tag: string }[] };

async function runMigrations(handle: DbHandle, folder: string): Promise<void> {
  if (handle.engine === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  }
}

/** A copy of the migrations folder that ends just before the migration creating link_tokens. */
async function foldersBeforeLinkTokens(): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  const sqlOf = (tag: string) => readFile(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  let first = -1;
  for (const [index, entry] of journal.entries.entries()) {
    if ((await sqlOf(entry.tag)).includes('CREATE TABLE "link_tokens"')) {
      first = index;
      break;
    }
  }
  expect(first).toBeGreaterThan(0);
  const folder = await mkdtemp(path.join(tmpdir(), 'hjemly-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, first) }));
  return folder;
}

const NOW = new Date('2026-03-02T10:00:00Z');
const EXPIRES = new Date('2026-03-20T10:00:00Z');
const LATER = new Date('2027-03-20T10:00:00Z');
const OFFER = '00000000-0000-4000-8000-000000000001';
const INVITATION = '00000000-0000-4000-8000-000000000002';
const CONTRACT = '00000000-0000-4000-8000-000000000003';
const TENANT = '00000000-0000-4000-8000-000000000004';
const token = (name: string) => name.padEnd(43, 'x');

describeEachEngine(
  'links mailed before the one token store',
  (ctx) => {
    it('resolve after the migration to the same subject, purpose and expiry', async () => {
      const before = await foldersBeforeLinkTokens();
      try {
        await runMigrations(ctx.handle, before);
      } finally {
        await rm(before, { recursive: true, force: true });
      }
      const hash = (name: string) => hashToken(token(name));
      // The old rows' parents are beside the point: foreign keys are not checked for this insert.
      await ctx.handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(
          sql`insert into offer_tokens (token_hash, offer_id, expires_at) values (${hash('offer')}, ${OFFER}, ${EXPIRES.toISOString()})`,
        );
        await tx.execute(sql`insert into viewing_tokens (token_hash, invitation_id, purpose, expires_at) values
          (${hash('invitation')}, ${INVITATION}, 'invitation', ${EXPIRES.toISOString()}),
          (${hash('survey')}, ${INVITATION}, 'survey', ${EXPIRES.toISOString()})`);
        await tx.execute(sql`insert into open_house_cancel_tokens (token_hash, registration_id) values (${hash('cancel')}, 41)`);
        // The areas that kept the hash on their own row.
        await tx.execute(sql`insert into contracts (id, tenant_id, version, file_key, file_name, byte_size, sha256, token_hash, token_expires_at)
          values (${CONTRACT}, ${TENANT}, 1, 'k', 'lejekontrakt-v1.pdf', 1, 's', ${hash('contract')}, ${EXPIRES.toISOString()})`);
        await tx.execute(
          sql`insert into waiting_list_offers (id, list_id, property_id, deadline) values (5, 1, 1, ${EXPIRES.toISOString()})`,
        );
        await tx.execute(sql`insert into waiting_list_offer_recipients (id, offer_id, user_id, position, locale, token_hash)
          values (51, 5, 'u', 1, 'da-DK', ${hash('wlOffer')})`);
        await tx.execute(sql`insert into waiting_list_invitations (id, list_id, token_hash, email, seniority_date, expires_at, completed_at) values
          (61, 1, ${hash('wlInvitation')}, 'a@example.dk', '2020-01-01', ${EXPIRES.toISOString()}, null),
          (62, 1, ${hash('wlInvitationUsed')}, 'b@example.dk', '2020-01-01', ${EXPIRES.toISOString()}, ${NOW.toISOString()})`);
        await tx.execute(sql`insert into subscriptions
          (id, user_id, membership_id, group_id, list_name, annual_fee_ore, locale, status, started_on, renews_on, provider, stop_token_hash) values
          (71, 'u', 1, 1, 'Liste', 30000, 'da-DK', 'active', '2026-01-01', '2027-01-01', 'sandbox', ${hash('stop')}),
          (72, 'u', 2, 1, 'Liste', 30000, 'da-DK', 'expired', '2025-01-01', '2026-01-01', 'sandbox', ${hash('stopEnded')})`);
      });

      await runMigrations(ctx.handle, migrationsFolder);

      const db = ctx.handle.db;
      expect(await resolveLinkToken(db, 'offer', token('offer'), NOW)).toEqual({ kind: 'found', subject: OFFER, expiresAt: EXPIRES });
      expect(await resolveLinkToken(db, 'offer', token('offer'), EXPIRES)).toEqual({ kind: 'expired', subject: OFFER });
      expect(await resolveLinkToken(db, 'viewingInvitation', token('invitation'), NOW)).toMatchObject({
        kind: 'found',
        subject: INVITATION,
      });
      expect(await resolveLinkToken(db, 'viewingSurvey', token('survey'), NOW)).toMatchObject({ kind: 'found', subject: INVITATION });
      expect(await resolveLinkToken(db, 'viewingInvitation', token('survey'), NOW)).toEqual({ kind: 'notFound' });
      expect(await resolveLinkToken(db, 'openHouseCancel', token('cancel'), NOW)).toEqual({
        kind: 'found',
        subject: '41',
        expiresAt: null,
      });
      expect(await resolveLinkToken(db, 'contract', token('contract'), NOW)).toEqual({
        kind: 'found',
        subject: CONTRACT,
        expiresAt: EXPIRES,
      });
      expect(await resolveLinkToken(db, 'contract', token('contract'), EXPIRES)).toEqual({ kind: 'expired', subject: CONTRACT });
      expect(await resolveLinkToken(db, 'offer', token('contract'), NOW)).toEqual({ kind: 'notFound' });
      // Past the offer's deadline the member's link still shows their answer and the outcome.
      expect(await resolveLinkToken(db, 'waitingListOffer', token('wlOffer'), LATER)).toEqual({
        kind: 'found',
        subject: '51',
        expiresAt: null,
      });
      expect(await resolveLinkToken(db, 'waitingListInvitation', token('wlInvitation'), NOW)).toEqual({
        kind: 'found',
        subject: '61',
        expiresAt: EXPIRES,
      });
      expect(await resolveLinkToken(db, 'waitingListInvitation', token('wlInvitation'), EXPIRES)).toEqual({
        kind: 'expired',
        subject: '61',
      });
      expect(await resolveLinkToken(db, 'waitingListInvitation', token('wlInvitationUsed'), NOW)).toEqual({ kind: 'used', subject: '62' });
      expect(await resolveLinkToken(db, 'subscriptionStop', token('stop'), LATER)).toEqual({
        kind: 'found',
        subject: '71',
        expiresAt: null,
      });
      expect(await resolveLinkToken(db, 'subscriptionStop', token('stopEnded'), NOW)).toEqual({ kind: 'notFound' });
    });
  },
  { empty: true },
);
