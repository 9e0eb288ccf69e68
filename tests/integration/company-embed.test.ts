import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '@/lib/db/schema/catalogue';
import { whiteLabelConfigs } from '@/lib/db/schema/white-label';
import { findCompanyEmbed, upsert, type WhiteLabelInput } from '@/lib/white-label/repository';
import { embedOriginsFor } from '@/lib/white-label/service';
import { createGroup } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';

function config(host: string, companyIds: number[], embedOrigins: string[], primary: string): WhiteLabelInput {
  return { host, name: host, isWhiteLabel: true, defaultPage: '/', theme: { colors: { primary } }, companyIds, embedOrigins };
}

describeEachEngine(
  'the origins that may frame a company’s embed',
  (ctx) => {
    // The 60 s caches are process-wide: hosts and companies of their own per engine.
    const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const hosts = { first: `first-${run}.example`, second: `second-${run}.example`, other: `other-${run}.example` };
    let slug = '';
    let otherSlug = '';

    beforeAll(async () => {
      const db = ctx.handle.db;
      const [own, other] = [await createGroup(db), await createGroup(db)];
      const slugOf = async (id: number) => (await db.select().from(companies).where(eq(companies.id, id)))[0].slug;
      [slug, otherSlug] = [await slugOf(own.companyId), await slugOf(other.companyId)];
      await upsert(db, config(hosts.first, [own.companyId], ['https://fjordbo.example'], '#7a1f5c'));
      await upsert(
        db,
        config(hosts.second, [other.companyId, own.companyId], ['https://fjordbo.example', 'https://udlejning.example'], '#123456'),
      );
      await upsert(db, config(hosts.other, [other.companyId], ['https://other.example'], '#654321'));
    });

    it('joins the origins of every config that names the company, and takes the first config’s theme', async () => {
      const embed = await findCompanyEmbed(ctx.handle.db, slug);
      expect(embed?.origins.sort()).toEqual(['https://fjordbo.example', 'https://udlejning.example']);
      expect(embed?.theme).toEqual({ colors: { primary: '#7a1f5c' } });
    });

    it('gives each company its own configs’ origins, none when no config names it, and null for an unknown one', async () => {
      expect((await findCompanyEmbed(ctx.handle.db, otherSlug))?.origins.sort()).toEqual([
        'https://fjordbo.example',
        'https://other.example',
        'https://udlejning.example',
      ]);
      const lone = await createGroup(ctx.handle.db);
      const [{ slug: loneSlug }] = await ctx.handle.db.select().from(companies).where(eq(companies.id, lone.companyId));
      expect(await findCompanyEmbed(ctx.handle.db, loneSlug)).toEqual({ origins: [], theme: {} });
      expect(await findCompanyEmbed(ctx.handle.db, `no-such-${run}`)).toBeNull();
    });

    it('drops an origin written around the validation, as the host configs do', async () => {
      await ctx.handle.db
        .update(whiteLabelConfigs)
        .set({ embedOrigins: ['https://fjordbo.example', '*', 'https://x.example; script-src *'] })
        .where(eq(whiteLabelConfigs.host, hosts.first));
      expect((await findCompanyEmbed(ctx.handle.db, slug))?.origins).not.toContain('*');
      expect((await findCompanyEmbed(ctx.handle.db, slug))?.origins.every((o) => !o.includes(';'))).toBe(true);
    });

    it('on any host, allows the company’s origins; the host’s own add to them for its embeds', async () => {
      expect((await embedOriginsFor('localhost:3000', slug)).sort()).toEqual(['https://fjordbo.example', 'https://udlejning.example']);
      expect((await embedOriginsFor(hosts.other, slug)).sort()).toEqual([
        'https://fjordbo.example',
        'https://other.example',
        'https://udlejning.example',
      ]);
      expect(await embedOriginsFor('localhost:3000', `no-such-${run}`)).toEqual([]);
    });
  },
  { install: true },
);
