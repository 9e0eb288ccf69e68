import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as groupRoute from '@/app/api/provider/v1/groups/[groupId]/route';
import * as homesRoute from '@/app/api/provider/v1/groups/[groupId]/homes/route';
import * as groupStatusRoute from '@/app/api/provider/v1/groups/[groupId]/status/route';
import { homeEvents, properties, propertyGroups } from '@/lib/db/schema/catalogue';
import { idempotencyKeys } from '@/lib/db/schema/providers';
import type { Db } from '@/lib/db/types';
import { onPageChanges } from '@/lib/bridges/page-bridge';
import { describeEachEngine, itRacing } from './support/databases';
import { companyWithKey, providerRequest, withParams } from './support/provider-requests';

const GROUP = { name: 'Havnehusene', street: 'Havnegade 12', postcode: '8000', description: 'Ved havnen.' };
const home = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  floorDoor: `${id}.`,
  rooms: 3,
  sizeM2: 82,
  monthlyRent: 11950,
  ...fields,
});

const putGroup = (key: string, groupId: string) =>
  groupRoute.PUT(providerRequest('PUT', `/groups/${groupId}`, { key, body: GROUP }), withParams({ groupId }));
const putHomes = (key: string, groupId: string, body: unknown, idempotencyKey?: string) =>
  homesRoute.PUT(providerRequest('PUT', `/groups/${groupId}/homes`, { key, body, idempotencyKey }), withParams({ groupId }));

async function homesOf(db: Db, companyId: number) {
  return db
    .select({ externalId: properties.externalId, monthlyRent: properties.monthlyRent })
    .from(properties)
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
    .where(eq(propertyGroups.companyId, companyId))
    .orderBy(properties.externalId);
}

describeEachEngine(
  'provider API: a group’s homes in one write',
  (ctx) => {
    const db = () => ctx.handle.db;
    let announced: string[][] = [];
    let stop: () => void;
    beforeAll(() => {
      stop = onPageChanges((tags) => announced.push([...tags]));
    });
    afterAll(() => stop());

    it('makes the new homes and replaces the known ones, keeps those left out, and tells the pages once', async () => {
      const { key, companyId } = await companyWithKey(db());
      const group = (await (await putGroup(key, 'G1')).json()) as { slug: string };
      expect((await putHomes(key, 'G1', { homes: [home('H1'), home('H2')] })).status).toBe(200);

      announced = [];
      const response = await putHomes(key, 'G1', { homes: [home('H2', { monthlyRent: 9950 }), home('H3')] });
      expect(response.status).toBe(200);
      const answer = await response.json();
      expect(answer).toMatchObject({ created: ['H3'], replaced: ['H2'] });
      expect(answer.group.homes.map((h: { externalId: string }) => h.externalId).sort()).toEqual(['H1', 'H2', 'H3']);
      expect(await homesOf(db(), companyId)).toEqual([
        { externalId: 'H1', monthlyRent: 11950 },
        { externalId: 'H2', monthlyRent: 9950 },
        { externalId: 'H3', monthlyRent: 11950 },
      ]);
      expect(announced).toHaveLength(1);
      expect(announced[0]).toContain(`group:${group.slug}`);
    });

    it('records a home free again and a lower rent for saved searches, as single writes do', async () => {
      const { key } = await companyWithKey(db());
      await putGroup(key, 'G5');
      await putHomes(key, 'G5', { homes: [home('H1', { availability: 'reserved' }), home('H2'), home('H3')] });
      const published = await groupStatusRoute.PUT(
        providerRequest('PUT', '/groups/G5/status', { key, body: { status: 'PUBLISHED' } }),
        withParams({ groupId: 'G5' }),
      );
      expect(published.status).toBe(200);
      const write = { homes: [home('H1'), home('H2', { monthlyRent: 9950 }), home('H3', { monthlyRent: 12950 })] };
      expect((await putHomes(key, 'G5', write)).status).toBe(200);
      const events = await db()
        .select({ externalId: properties.externalId, kind: homeEvents.kind })
        .from(homeEvents)
        .innerJoin(properties, eq(properties.id, homeEvents.propertyId))
        .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
        .where(and(eq(propertyGroups.externalId, 'G5'), sql`${homeEvents.kind} <> 'published'`))
        .orderBy(properties.externalId);
      expect(events).toEqual([
        { externalId: 'H1', kind: 'availableAgain' },
        { externalId: 'H2', kind: 'priceLowered' },
      ]);
    });

    it('refuses the whole write when any home breaks a rule, naming every home and field, and stores nothing', async () => {
      const { key, companyId } = await companyWithKey(db());
      await putGroup(key, 'G1');
      await putHomes(key, 'G1', { homes: [home('H1')] });
      const response = await putHomes(key, 'G1', {
        homes: [home('H1', { monthlyRent: 5000 }), home('H2', { deposit: 35_851 }), home('H3'), home('H4', { parking: 7 })],
      });
      expect(response.status).toBe(422);
      const pathsOf = async (answer: Response) => ((await answer.json()).errors as { path: string }[]).map((error) => error.path);
      expect((await pathsOf(response)).sort()).toEqual(['body.homes.1.deposit', 'body.homes.3.parking']);
      const twice = await putHomes(key, 'G1', { homes: [home('H1', { monthlyRent: 5000 }), home('H2'), home('H1')] });
      expect(await pathsOf(twice)).toEqual(['body.homes.2.id']);
      expect(await homesOf(db(), companyId)).toEqual([{ externalId: 'H1', monthlyRent: 11950 }]);
    });

    it('takes 1 to 500 homes, and only for a group of the caller’s company', async () => {
      const { key } = await companyWithKey(db());
      const stranger = await companyWithKey(db());
      await putGroup(key, 'G1');
      expect((await putHomes(key, 'G1', { homes: [] })).status).toBe(422);
      const tooMany = Array.from({ length: 501 }, (_, i) => home(`H${i}`));
      expect((await putHomes(key, 'G1', { homes: tooMany })).status).toBe(422);
      expect((await putHomes(stranger.key, 'G1', { homes: [home('H1')] })).status).toBe(404);
      const all = await putHomes(key, 'G1', { homes: tooMany.slice(0, 500) });
      expect(all.status).toBe(200);
      expect((await all.json()).created).toHaveLength(500);
    });

    it('answers a retry with the first answer and writes nothing twice', async () => {
      const { key, companyId } = await companyWithKey(db());
      await putGroup(key, 'G1');
      const body = { homes: [home('H1'), home('H2')] };
      const first = await putHomes(key, 'G1', body, 'bulk-once');
      const retry = await putHomes(key, 'G1', body, 'bulk-once');
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await retry.json()).toEqual(await first.json());
      expect(await homesOf(db(), companyId)).toHaveLength(2);
    });

    it('keeps the group as it was when the database refuses a home half-way', async () => {
      const { key, companyId } = await companyWithKey(db());
      await putGroup(key, 'G1');
      await putHomes(key, 'G1', { homes: [home('H1')] });
      // A refusal only the database knows of, after the first homes of the write went through.
      await db().execute(sql`create function refuse_boom() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
      await db().execute(
        sql`create trigger refuse_boom before insert on properties for each row when (new.external_id = 'BOOM') execute function refuse_boom()`,
      );
      try {
        const response = await putHomes(key, 'G1', { homes: [home('H1', { monthlyRent: 5000 }), home('H2'), home('BOOM')] }, 'bulk-boom');
        expect(response.status).toBe(500);
        expect(await homesOf(db(), companyId)).toEqual([{ externalId: 'H1', monthlyRent: 11950 }]);
        // The failed write kept no answer: the corrected request may use the same key.
        expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'bulk-boom'))).toEqual([]);
      } finally {
        await db().execute(sql`drop trigger refuse_boom on properties`);
        await db().execute(sql`drop function refuse_boom()`);
      }
    });

    itRacing(ctx.engine)('makes each home once when two writes of the same new homes race', async () => {
      const { key, companyId } = await companyWithKey(db());
      await putGroup(key, 'G1');
      const body = { homes: Array.from({ length: 20 }, (_, i) => home(`H${i}`)) };
      const responses = await Promise.all([putHomes(key, 'G1', body), putHomes(key, 'G1', body)]);
      expect(responses.map((response) => response.status)).toEqual([200, 200]);
      const answers = await Promise.all(responses.map((response) => response.json()));
      expect(answers.map((answer) => answer.created.length).sort()).toEqual([0, 20]);
      const rows = await db()
        .select({ externalId: properties.externalId })
        .from(properties)
        .innerJoin(propertyGroups, and(eq(propertyGroups.id, properties.groupId), eq(propertyGroups.companyId, companyId)));
      expect(rows).toHaveLength(20);
    });
  },
  { install: true },
);
