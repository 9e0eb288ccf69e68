import { asc, eq, sql } from 'drizzle-orm';
import { companies } from '@/lib/db/schema/catalogue';
import { whiteLabelConfigs } from '@/lib/db/schema/white-label';
import type { Db } from '@/lib/db/types';
import { isEmbedOrigin } from './rules';
import { whiteLabelThemeSchema, type WhiteLabelConfig, type WhiteLabelTheme } from './schema';

export type WhiteLabelRecord = WhiteLabelConfig & { embedOrigins: string[] };
/** What a host's config is written from; without `showWholePlatform` the host links to no other landlords. */
export type WhiteLabelInput = Omit<WhiteLabelRecord, 'showWholePlatform'> & Partial<Pick<WhiteLabelRecord, 'showWholePlatform'>>;

export async function findByHost(db: Db, host: string): Promise<WhiteLabelRecord | null> {
  const [row] = await db.select().from(whiteLabelConfigs).where(eq(whiteLabelConfigs.host, host)).limit(1);
  if (!row) return null;
  return {
    host: row.host,
    name: row.name,
    isWhiteLabel: row.isWhiteLabel,
    defaultPage: row.defaultPage,
    // The JSON column is only as good as whoever wrote it; unknown keys and bad colours are dropped.
    theme: whiteLabelThemeSchema.catch({}).parse(row.theme),
    companyIds: row.companyIds,
    showWholePlatform: row.showWholePlatform,
    embedOrigins: row.embedOrigins.filter(isEmbedOrigin),
  };
}

export async function upsert(db: Db, record: WhiteLabelInput): Promise<void> {
  const bad = record.embedOrigins.filter((origin) => !isEmbedOrigin(origin));
  if (bad.length) throw new Error(`Not an origin a page may be framed from: ${bad.join(', ')}`);
  const values = { ...record, updatedAt: new Date() };
  await db.insert(whiteLabelConfigs).values(values).onConflictDoUpdate({ target: whiteLabelConfigs.host, set: values });
}

/** A company's embed settings: from the white-label configs that name it (its own sites). */
export type CompanyEmbed = { origins: string[]; theme: WhiteLabelTheme };

/** The origins every config naming the company allows, and the first such config's theme; null for an unknown company. */
export async function findCompanyEmbed(db: Db, slug: string): Promise<CompanyEmbed | null> {
  const rows = await db
    .select({ companyId: companies.id, origins: whiteLabelConfigs.embedOrigins, theme: whiteLabelConfigs.theme })
    .from(companies)
    .leftJoin(whiteLabelConfigs, sql`${companies.id} = any(${whiteLabelConfigs.companyIds})`)
    .where(eq(companies.slug, slug))
    .orderBy(asc(whiteLabelConfigs.id));
  if (!rows.length) return null;
  const origins = rows.flatMap((row) => row.origins ?? []).filter(isEmbedOrigin);
  const theme = rows[0].theme ? whiteLabelThemeSchema.catch({}).parse(rows[0].theme) : {};
  return { origins: [...new Set(origins)], theme };
}
