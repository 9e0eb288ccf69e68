import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { featureFlags, flagMetrics } from '@/lib/db/schema/flags';
import type { Db } from '@/lib/db/types';
import type { FeatureFlag } from './schema';

export type FlagCounts = { flagName: string; yes: number; no: number; variants: Record<string, number> };

const flagColumns = {
  name: featureFlags.name,
  environment: featureFlags.environment,
  enabled: featureFlags.enabled,
  variant: featureFlags.variant,
  impressionData: featureFlags.impressionData,
  description: featureFlags.description,
  updatedAt: featureFlags.updatedAt,
};

export async function listEnabledFlags(db: Db, environment: string): Promise<FeatureFlag[]> {
  return db
    .select(flagColumns)
    .from(featureFlags)
    .where(and(eq(featureFlags.environment, environment), eq(featureFlags.enabled, true)))
    .orderBy(asc(featureFlags.name));
}

export async function listFlags(db: Db, environments: string[]): Promise<FeatureFlag[]> {
  return db
    .select(flagColumns)
    .from(featureFlags)
    .where(inArray(featureFlags.environment, environments))
    .orderBy(asc(featureFlags.environment), asc(featureFlags.name));
}

export async function flagNamesIn(db: Db, environment: string): Promise<string[]> {
  const rows = await db.select({ name: featureFlags.name }).from(featureFlags).where(eq(featureFlags.environment, environment));
  return rows.map((row) => row.name);
}

/** Creates the flag in that environment when it is missing, so any environment can be managed. */
export async function setFlagEnabled(db: Db, name: string, environment: string, enabled: boolean, now: Date): Promise<void> {
  await db
    .insert(featureFlags)
    .values({ name, environment, enabled, updatedAt: now })
    .onConflictDoUpdate({ target: [featureFlags.environment, featureFlags.name], set: { enabled, updatedAt: now } });
}

/**
 * Adds one report's counts to the hour's rows in one statement: concurrent reports for the same
 * flag add up instead of overwriting each other. Variant counts are merged key by key.
 */
export async function addFlagCounts(
  db: Db,
  environment: string,
  appName: string,
  hour: Date,
  counts: FlagCounts[],
  now: Date,
): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(flagMetrics)
    .values(
      counts.map((c) => ({ environment, appName, hour, flagName: c.flagName, yes: c.yes, no: c.no, variants: c.variants, updatedAt: now })),
    )
    .onConflictDoUpdate({
      target: [flagMetrics.environment, flagMetrics.flagName, flagMetrics.appName, flagMetrics.hour],
      set: {
        yes: sql`${flagMetrics.yes} + excluded.yes`,
        no: sql`${flagMetrics.no} + excluded.no`,
        variants: sql`(
          select coalesce(jsonb_object_agg(key, total), '{}'::jsonb)
          from (
            select key, sum(value::bigint) as total
            from (select * from jsonb_each_text(${flagMetrics.variants}) union all select * from jsonb_each_text(excluded.variants)) as merged
            group by key
          ) as sums
        )`,
        updatedAt: now,
      },
    });
}

export async function flagCounts(db: Db, environment: string, hour: Date): Promise<(FlagCounts & { appName: string })[]> {
  return db
    .select({
      flagName: flagMetrics.flagName,
      appName: flagMetrics.appName,
      yes: flagMetrics.yes,
      no: flagMetrics.no,
      variants: flagMetrics.variants,
    })
    .from(flagMetrics)
    .where(and(eq(flagMetrics.environment, environment), eq(flagMetrics.hour, hour)))
    .orderBy(asc(flagMetrics.flagName), asc(flagMetrics.appName));
}
