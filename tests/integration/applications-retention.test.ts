import { eq } from 'drizzle-orm';
import { afterAll, afterEach, expect, it } from 'vitest';
import { applyForHome, deleteMyApplication, withdrawMyApplication } from '@/lib/applications/service';
import { users } from '@/lib/db/schema/accounts';
import { applications } from '@/lib/db/schema/applications';
import type { Db } from '@/lib/db/types';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { runJob } from '@/lib/jobs/run';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-03-01T10:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);

let people = 0;
async function person(db: Db) {
  const n = ++people;
  const user = { id: `retention-${n}-${Date.now()}`, name: `Person ${n}`, email: `retention${n}-${Date.now()}@example.dk` };
  await db.insert(users).values(user);
  return user;
}

async function apply(db: Db, user: { id: string; name: string; email: string }, now: Date) {
  const group = await createGroup(db);
  const home = await createHome(db, group.id);
  const form = { name: user.name, email: user.email, phone: '+45 20 30 40 50', message: 'Hej' };
  return (await applyForHome(user, { ...form, property: home.slug }, { locale: 'da-DK' }, now)).id;
}

const row = async (db: Db, id: string) => (await db.select().from(applications).where(eq(applications.id, id)))[0];

afterAll(async () => {
  await stopBackgroundDelivery();
});

describeEachEngine(
  'application retention job',
  (ctx) => {
    const db = () => ctx.handle.db;
    const run = (now: Date) => runJob('anonymise-applications', { handle: ctx.handle, now });

    afterEach(async () => {
      await stopBackgroundDelivery();
    });

    it('anonymises a deleted application 30 days after it became inactive, once', async () => {
      const user = await person(db());
      const deleted = await apply(db(), user, at(-5));
      await withdrawMyApplication(user, deleted, T0);
      await deleteMyApplication(user, deleted, at(2));
      const kept = await apply(db(), user, at(-5));
      await withdrawMyApplication(user, kept, T0);
      // Deleted while active: it became inactive on deletion, ten days later.
      const late = await apply(db(), user, at(-5));
      await deleteMyApplication(user, late, at(10));
      const before = await row(db(), deleted);

      expect(await run(at(29.9))).toEqual({ ran: true, result: { anonymised: 0 } });
      expect(await row(db(), deleted)).toEqual(before);

      expect(await run(at(30))).toEqual({ ran: true, result: { anonymised: 1 } });
      const anonymised = await row(db(), deleted);
      expect(before.household).not.toBeNull();
      expect(anonymised).toMatchObject({
        userId: null,
        name: null,
        email: null,
        phone: null,
        message: null,
        household: null,
        anonymisedAt: at(30),
      });
      // What statistics need stays.
      expect(anonymised).toMatchObject({
        propertyId: before.propertyId,
        companyId: before.companyId,
        status: 'withdrawn',
        external: false,
        createdAt: at(-5),
        inactiveAt: T0,
        deletedAt: at(2),
      });

      // Idempotent: a second run the same day finds nothing, and leaves the row as it was.
      expect(await run(at(30))).toEqual({ ran: true, result: { anonymised: 0 } });
      expect(await row(db(), deleted)).toEqual(anonymised);
      // Inactive but not deleted: kept for its owner.
      expect(await row(db(), kept)).toMatchObject({ userId: user.id, name: user.name, anonymisedAt: null });
      expect(await row(db(), late)).toMatchObject({ userId: user.id, anonymisedAt: null });

      expect(await run(at(40))).toEqual({ ran: true, result: { anonymised: 1 } });
      expect(await row(db(), late)).toMatchObject({ userId: null, email: null, inactiveAt: at(10) });
    });

    it('runs one job at a time: a second run while the first holds the lock does nothing', async () => {
      const outcomes = await Promise.all([run(at(100)), run(at(100))]);
      expect(outcomes.map((o) => o.ran).sort()).toEqual([false, true]);
      // The lock is released after the run.
      expect((await run(at(100))).ran).toBe(true);
    });

    it('on PostgreSQL, another node holding the advisory lock keeps this one from running', async () => {
      if (ctx.handle.engine !== 'postgres') return;
      const pool = (ctx.handle.db as unknown as { $client: import('pg').Pool }).$client;
      const otherNode = await pool.connect();
      try {
        await otherNode.query(`select pg_advisory_lock(hashtext('hjemly.job.anonymise-applications'))`);
        expect(await run(at(100))).toEqual({ ran: false });
        await otherNode.query(`select pg_advisory_unlock(hashtext('hjemly.job.anonymise-applications'))`);
        expect((await run(at(100))).ran).toBe(true);
      } finally {
        otherNode.release();
      }
    });
  },
  { install: true },
);
