import { searchQuerySchema, type SearchQuery } from './schema';

type RawParams = Record<string, string | string[] | undefined>;

/**
 * Reads the search state from the URL. A hand-edited or outdated parameter is dropped rather than
 * failing the whole page: the person still gets results for everything else they asked for. Of a
 * repeated parameter the last counts, as in the API: a ticked box comes after its hidden "off" value.
 */
export function parseSearchQuery(raw: RawParams): SearchQuery {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const last = Array.isArray(value) ? value.at(-1) : value;
    if (last !== undefined && last !== '') params[key] = last;
  }
  for (let attempt = 0; attempt < 30; attempt++) {
    const parsed = searchQuerySchema.safeParse(params);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete params[String(issue.path[0])];
  }
  return searchQuerySchema.parse({});
}

/** The URL parameters of a query, without defaults and empty values (short, shareable URLs). */
export function toSearchParams(query: Partial<Record<keyof SearchQuery, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    // Upcoming homes are shown unless left out: only leaving them out is written.
    if (key === 'upcoming') {
      if (value === false) out[key] = '0';
      continue;
    }
    if (value === undefined || value === null || value === false || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) out[key] = value.join(',');
    } else if (typeof value === 'object') {
      const location = value as { kind: string; key: string };
      out[key] = `${location.kind}:${location.key}`;
    } else if (value === true) {
      out[key] = '1';
    } else if (!((key === 'sort' && value === 'newest') || (key === 'view' && value === 'list'))) {
      out[key] = String(value);
    }
  }
  return out;
}
