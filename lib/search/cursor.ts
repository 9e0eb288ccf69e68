import { z } from 'zod';
import { MAX_ROW_ID } from '@/lib/http/row-id';
import type { SortOption } from './schema';

/** `published_at::text` as PostgreSQL writes it: `2026-11-28 06:28:24.123456+00`. */
const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?\d{2})?)$/;

function daysIn(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** A timestamp the database reads back: one it would refuse (`abc`, 30 February, year 0) never reaches it. */
function isTimestampText(text: string): boolean {
  const match = TIMESTAMP_TEXT.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offset] = match.slice(1).map(Number);
  const dateFits = year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
  return dateFits && hour < 24 && minute < 60 && second < 60 && !(offset > 15);
}

const int4 = z
  .number()
  .int()
  .min(-(2 ** 31))
  .max(2 ** 31 - 1);
const rowId = z.number().int().min(1).max(MAX_ROW_ID);

// Each sort's value has its column's type. The values go to the database as parameters, so one of
// another type (a text for a rent, a number or `abc` for a time) would fail the query, not find nothing.
const cursorSchema = z.union([
  z.tuple([z.literal('newest'), z.string().refine(isTimestampText), rowId]),
  z.tuple([z.enum(['rentAsc', 'rentDesc', 'sizeAsc', 'sizeDesc']), int4, rowId]),
]);

export type Cursor = { sort: SortOption; value: number | string; id: number };

/** Keyset cursors are opaque to people but carry the sort they belong to, so a stale one is ignored. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

/** The cursor `raw` holds, or null for one this site did not give out (garbage, or values that do not fit its sort). */
function readCursor(raw: string): Cursor | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? { sort: parsed.data[0], value: parsed.data[1], id: parsed.data[2] } : null;
  } catch {
    return null;
  }
}

/** Whether `raw` is a cursor of ours, whatever its sort (the API refuses any other, a page ignores it). */
export function isWellFormedCursor(raw: string): boolean {
  return readCursor(raw) !== null;
}

export function decodeCursor(raw: string | undefined, sort: SortOption): Cursor | null {
  const cursor = raw ? readCursor(raw) : null;
  return cursor?.sort === sort ? cursor : null;
}
