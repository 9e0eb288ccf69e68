import { z } from 'zod';
import type { SortOption } from './schema';

const cursorSchema = z.tuple([
  z.enum(['newest', 'rentAsc', 'rentDesc', 'sizeAsc', 'sizeDesc']),
  z.union([z.number(), z.string()]),
  z.number().int(),
]);

export type Cursor = { sort: SortOption; value: number | string; id: number };

/** Keyset cursors are opaque to people but carry the sort they belong to, so a stale one is ignored. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

export function decodeCursor(raw: string | undefined, sort: SortOption): Cursor | null {
  if (!raw) return null;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data[0] !== sort) return null;
    return { sort, value: parsed.data[1], id: parsed.data[2] };
  } catch {
    return null;
  }
}
