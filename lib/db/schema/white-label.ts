import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type WhiteLabelTheme = {
  faviconUrl?: string;
  /** CSS colour overrides, applied as `--hj-<name>` custom properties. */
  colors?: Partial<Record<'primary' | 'primaryContrast' | 'secondary' | 'headerBg' | 'headerText' | 'footerBg' | 'footerText', string>>;
};

export const whiteLabelConfigs = pgTable('white_label_configs', {
  id: serial('id').primaryKey(),
  host: text('host').notNull().unique(),
  name: text('name').notNull(),
  isWhiteLabel: boolean('is_white_label').notNull().default(true),
  defaultPage: text('default_page').notNull().default('/'),
  theme: jsonb('theme').$type<WhiteLabelTheme>().notNull().default({}),
  /** The companies whose homes, groups and waiting lists the host shows (all of the platform's when empty). */
  companyIds: integer('company_ids').array().notNull().default([]),
  /** Whether the host links to the whole platform (SITE_URL) beside its own companies' homes. */
  showWholePlatform: boolean('show_whole_platform').notNull().default(false),
  /** Origins allowed to frame the embedded listings (CSP frame-ancestors on /embed only). */
  embedOrigins: text('embed_origins').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
