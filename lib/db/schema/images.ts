import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Generated pictures are drawn from (kind, seed); an upload's original is kept by the image storage
 * (lib/images/storage.ts) under its storageKey, with the media type and byte size of that file.
 */
export const imageKinds = ['facade', 'interior', 'floorplan', 'logo', 'upload'] as const;
export type ImageKind = (typeof imageKinds)[number];

export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<ImageKind>().notNull(),
  seed: integer('seed').notNull().default(0),
  storageKey: text('storage_key'),
  contentType: text('content_type'),
  byteSize: integer('byte_size'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  altDa: text('alt_da').notNull().default(''),
  altEn: text('alt_en').notNull().default(''),
  isPublic: boolean('is_public').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
