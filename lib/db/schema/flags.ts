import { bigint, boolean, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** An Unleash variant as the frontend API returns it. */
export type FlagVariant = { name: string; enabled: boolean; payload?: { type: string; value: string } };

/** One row per flag and environment (the embedded feature-flag service). */
export const featureFlags = pgTable(
  'feature_flags',
  {
    name: text('name').notNull(),
    environment: text('environment').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    variant: jsonb('variant').$type<FlagVariant>(),
    impressionData: boolean('impression_data').notNull().default(false),
    description: text('description').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.environment, t.name] })],
);

/**
 * Flag evaluations reported by browsers, summed per flag, app and hour (as Unleash keeps them):
 * every open tab reports every 30 s, so raw buckets would grow with traffic while this stays at
 * flags × apps × hours.
 */
export const flagMetrics = pgTable(
  'flag_metrics',
  {
    environment: text('environment').notNull(),
    appName: text('app_name').notNull(),
    flagName: text('flag_name').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    yes: bigint('yes', { mode: 'number' }).notNull().default(0),
    no: bigint('no', { mode: 'number' }).notNull().default(0),
    variants: jsonb('variants').$type<Record<string, number>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.environment, t.flagName, t.appName, t.hour] })],
);
