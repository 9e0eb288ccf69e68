/**
 * Strapi answers `{ data: { id, attributes } }` (v4), `{ data: { id, ...fields } }` (v5), or a list of
 * either. Returns the first entry's fields, or throws SPEC §8's error when there is no data.
 */
export function firstEntryAttributes(body: unknown, path: string): Record<string, unknown> {
  const data = (body as { data?: unknown } | null)?.data;
  const entry = Array.isArray(data) ? data[0] : data;
  if (!entry || typeof entry !== 'object') {
    throw new Error(`No data found for resource at ${path}. Response was: ${JSON.stringify(body)}`);
  }
  const record = entry as Record<string, unknown>;
  const attributes = record.attributes;
  return attributes && typeof attributes === 'object' ? (attributes as Record<string, unknown>) : record;
}
