import { expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { connect } from '@/lib/db/connect';
import { migrate } from '@/lib/db/migrate';
import { properties, propertyGroups, PublicationStatus } from '@/lib/db/schema/catalogue';
import { isSeeded, seed } from '@/lib/db/seed/seed';
import { getPublicGroup, getShareableGroup, getVisibleProperty, getCompany } from '@/lib/catalogue/service';
import { describeEachEngine } from './support/databases';

async function slugsOf(db: Parameters<typeof isSeeded>[0]) {
  return (await db.select({ slug: properties.slug }).from(properties).orderBy(asc(properties.id))).map((r) => r.slug);
}

describeEachEngine(
  'database layer',
  (ctx) => {
    it('applies every migration to an empty database and is idempotent', async () => {
      await migrate(ctx.handle);
      await migrate(ctx.handle);
      const tables = await ctx.handle.db.execute<{ name: string }>(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
      );
      const names = (tables as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
      expect(names).toEqual(expect.arrayContaining(['companies', 'properties', 'property_groups', 'white_label_configs']));
    });

    it('seeds deterministically: the same seed gives the same homes on every engine', async () => {
      expect(await isSeeded(ctx.handle.db)).toBe(false);
      const counts = await seed(ctx.handle.db, { properties: 150 });
      expect(counts).toEqual({ companies: 2, groups: 20, properties: 150 });
      expect(await isSeeded(ctx.handle.db)).toBe(true);

      const reference = await connect({ pgliteDir: 'memory://' });
      await migrate(reference);
      await seed(reference.db, { properties: 150 });
      expect(await slugsOf(ctx.handle.db)).toEqual(await slugsOf(reference.db));
      await reference.close();
    });

    it('shows a group at its public path only when PUBLISHED or WAITING_LIST', async () => {
      const groups = await ctx.handle.db
        .select({ slug: propertyGroups.slug, status: propertyGroups.publicationStatus })
        .from(propertyGroups);
      const byStatus = (status: PublicationStatus) => groups.find((g) => g.status === status)!.slug;

      expect(await getPublicGroup(byStatus(PublicationStatus.PUBLISHED))).not.toBeNull();
      expect(await getPublicGroup(byStatus(PublicationStatus.WAITING_LIST))).not.toBeNull();
      expect(await getPublicGroup(byStatus(PublicationStatus.UNPUBLISHED))).toBeNull();
      expect(await getPublicGroup(byStatus(PublicationStatus.SHAREABLE))).toBeNull();

      expect(await getShareableGroup(byStatus(PublicationStatus.SHAREABLE))).not.toBeNull();
      expect(await getShareableGroup(byStatus(PublicationStatus.PUBLISHED))).toBeNull();
      expect(await getShareableGroup(byStatus(PublicationStatus.UNPUBLISHED))).toBeNull();
    });

    it('hides homes of unpublished groups and marks homes of shareable groups as not indexable', async () => {
      async function propertyIn(status: PublicationStatus) {
        const [row] = await ctx.handle.db
          .select({ slug: properties.slug })
          .from(properties)
          .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
          .where(eq(propertyGroups.publicationStatus, status))
          .limit(1);
        return row.slug;
      }
      expect(await getVisibleProperty(await propertyIn(PublicationStatus.UNPUBLISHED))).toBeNull();
      expect((await getVisibleProperty(await propertyIn(PublicationStatus.SHAREABLE)))?.indexable).toBe(false);
      const published = await getVisibleProperty(await propertyIn(PublicationStatus.PUBLISHED));
      expect(published?.indexable).toBe(true);
      expect(published?.group.company.name).toBeTruthy();
      expect(await getVisibleProperty('no-such-home')).toBeNull();
      expect(await getCompany('no-such-company')).toBeNull();
    });
  },
  { install: true, empty: true },
);
