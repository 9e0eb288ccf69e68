/** The CMS has no entry for what was asked (a single type or locale without content). */
export class CmsNoDataError extends Error {
  constructor(path: string, body: unknown) {
    super(`No data found for resource at ${path}. Response was: ${JSON.stringify(body)}`);
    this.name = 'CmsNoDataError';
  }
}

/**
 * Strapi answers `{ data: { id, attributes } }` (v4), `{ data: { id, ...fields } }` (v5), or a list of
 * either. Returns the first entry's fields, or throws "No data found" when there is no data.
 */
export function firstEntryAttributes(body: unknown, path: string): Record<string, unknown> {
  const record = firstEntry(body, path) as Record<string, unknown>;
  const attributes = record.attributes;
  return attributes && typeof attributes === 'object' ? (attributes as Record<string, unknown>) : record;
}

/** The first (or only) entry of an answer as Strapi sent it, or "No data found" when there is none. */
export function firstEntry(body: unknown, path: string): unknown {
  const data = (body as { data?: unknown } | null)?.data;
  const entry = Array.isArray(data) ? data[0] : data;
  if (!entry || typeof entry !== 'object') throw new CmsNoDataError(path, body);
  return entry;
}

/** The entries of a list answer; a list answer without a `data` array is "No data found". */
export function listData(body: unknown, path: string): unknown[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new CmsNoDataError(path, body);
  return data;
}

export type Pagination = { page: number; pageSize: number; pageCount: number; total: number };

/** `meta.pagination` of a list answer; an answer without it is taken as the only page. */
export function paginationOf(body: unknown): Pagination | null {
  const pagination = (body as { meta?: { pagination?: Partial<Pagination> } } | null)?.meta?.pagination;
  if (!pagination || typeof pagination.pageCount !== 'number') return null;
  return { page: pagination.page ?? 1, pageSize: pagination.pageSize ?? 25, pageCount: pagination.pageCount, total: pagination.total ?? 0 };
}

/** v4 `{ id, attributes: {...} }` → `{ id, ...attributes }`; a v5 entry is flat already. */
export function flattenEntry(entry: unknown): unknown {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return entry;
  const { attributes, ...rest } = entry as Record<string, unknown>;
  return attributes && typeof attributes === 'object' ? { ...rest, ...(attributes as Record<string, unknown>) } : rest;
}

/**
 * A relation's value in either version: v4 wraps it as `{ data: entry | entry[] | null }` with each
 * entry as `{ id, attributes }`; v5 gives the flat entry or array itself.
 */
export function unwrapRelation(value: unknown): unknown {
  const inner = value && typeof value === 'object' && !Array.isArray(value) && 'data' in value ? (value as { data: unknown }).data : value;
  return Array.isArray(inner) ? inner.map(flattenEntry) : flattenEntry(inner);
}

/**
 * Strapi sends `null` for every field an editor left empty; to us that is a field not given, so the
 * schemas' defaults and optional fields apply. Nulls inside lists are left for the schema to refuse.
 */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!value || typeof value !== 'object') return value;
  const fields = Object.entries(value).filter(([, field]) => field !== null);
  return Object.fromEntries(fields.map(([key, field]) => [key, withoutNulls(field)]));
}
