import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/routing';
import { flattenEntry } from './strapi-response';

/**
 * What Strapi 5 is to fill in beyond an entry's own fields: components, media and relations, each
 * `true` (the whole of it), a list of the fields wanted, or the same again for components nested in
 * it. Scalar and JSON fields always come and cannot be populated (Strapi refuses the key).
 */
export type Populate = { [field: string]: true | string[] | Populate };

export type CmsRequest = {
  collection: string;
  locale: Locale;
  populate: Populate;
  filters?: Record<string, string>;
  /** Strapi pages its lists (25 entries unless asked otherwise); single types have no pages. */
  pagination?: { page: number; pageSize: number };
};

/**
 * A CMS answers a request with a Strapi-shaped body; `path` names it in error messages. `mediaUrl`
 * makes a media field's URL one a browser can load.
 */
export type CmsSource = {
  name: 'local' | 'strapi';
  fetch(request: CmsRequest): Promise<{ path: string; body: unknown }>;
  mediaUrl(url: string): string;
};

/** Strapi 5's query for a populate tree: `populate[a]=true`, `populate[a][fields][0]=x`, `populate[a][populate][b]=true`. */
function appendPopulate(query: URLSearchParams, prefix: string, populate: Populate) {
  for (const [field, value] of Object.entries(populate)) {
    const key = `${prefix}[${field}]`;
    if (value === true) query.append(key, 'true');
    else if (Array.isArray(value)) value.forEach((name, index) => query.append(`${key}[fields][${index}]`, name));
    else appendPopulate(query, `${key}[populate]`, value);
  }
}

/** `{collection}?sort=updatedAt:desc&locale={locale}&populate[...]=...` */
export function cmsPath({ collection, locale, populate, filters = {}, pagination }: CmsRequest): string {
  const query = new URLSearchParams({ sort: 'updatedAt:desc', locale });
  appendPopulate(query, 'populate', populate);
  Object.entries(filters).forEach(([field, value]) => query.append(`filters[${field}][$eq]`, value));
  if (pagination) {
    query.append('pagination[page]', String(pagination.page));
    query.append('pagination[pageSize]', String(pagination.pageSize));
  }
  return `${collection}?${query.toString()}`;
}

export function strapiSource(baseUrl: string, token: string | undefined): CmsSource {
  return {
    name: 'strapi',
    // Uploads Strapi keeps itself come as paths on the CMS; a storage provider's are absolute already.
    mediaUrl: (url) => new URL(url, baseUrl).href,
    async fetch(request) {
      const path = cmsPath(request);
      const response = await fetch(`${baseUrl.replace(/\/$/, '')}/api/${path}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal: AbortSignal.timeout(5_000),
      });
      // Strapi answers a single type or locale it has no entry for with 404 and `{ data: null, error }`:
      // that is the "no data found" answer, raised by the reader; any other failure is the CMS's.
      if (response.status === 404) return { path, body: await response.json().catch(() => ({ data: null })) };
      if (!response.ok) throw new Error(`CMS request ${path} failed with ${response.status}`);
      return { path, body: await response.json() };
    },
  };
}

const DEFAULT_PAGE_SIZE = 25; // Strapi's default
const MAX_PAGE_SIZE = 100; // Strapi's default maximum

/** Every `*.json` of a collection folder as one entry each, or null when the folder does not exist. */
async function readCollectionFolder(folder: string): Promise<Record<string, unknown>[] | null> {
  const names = await readdir(folder).catch(() => null);
  if (!names) return null;
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (name) => {
      const text = await readFile(path.join(/*turbopackIgnore: true*/ folder, name), 'utf8');
      try {
        return JSON.parse(text) as Record<string, unknown>;
      } catch (error) {
        throw new Error(`Content file ${path.join(folder, name)} is not valid JSON`, { cause: error });
      }
    }),
  );
}

/** Strapi's list answer for a collection folder: filtered, newest first, one page of it. */
function listAnswer(entries: Record<string, unknown>[], request: CmsRequest) {
  const filtered = applyFilters(entries, request.filters).sort((a, b) => String(b.updatedAt ?? '').localeCompare(String(a.updatedAt ?? '')));
  const pageSize = Math.min(request.pagination?.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = Math.max(request.pagination?.page ?? 1, 1);
  const data = filtered.slice((page - 1) * pageSize, page * pageSize);
  const pageCount = Math.ceil(filtered.length / pageSize);
  return { data, meta: { pagination: { page, pageSize, pageCount, total: filtered.length } } };
}

/**
 * content/<locale>/<collection>/*.json is a collection (one entry per file, served as Strapi's list
 * answer); content/<locale>/<name>.json is a single type or a whole answer, served as written.
 */
// The content folder is read at run time, not bundled: the turbopackIgnore marks keep the build
// from tracing the whole project through these dynamic paths.
export function localSource(root = path.join(/*turbopackIgnore: true*/ process.cwd(), 'content')): CmsSource {
  return {
    name: 'local',
    // Local media are the site's own files (public/), addressed from the site's root.
    mediaUrl: (url) => url,
    async fetch(request) {
      const entries = await readCollectionFolder(path.join(/*turbopackIgnore: true*/ root, request.locale, request.collection));
      if (entries) return { path: cmsPath(request), body: listAnswer(entries, request) };
      const file = path.join(/*turbopackIgnore: true*/ root, request.locale, `${request.collection}.json`);
      const body = await readFile(file, 'utf8').then(JSON.parse, () => ({ data: null }));
      const filtered = Array.isArray(body.data) ? { ...body, data: applyFilters(body.data, request.filters) } : body;
      return { path: cmsPath(request), body: filtered };
    },
  };
}

export function configuredSource(): CmsSource {
  return process.env.CMS_URL ? strapiSource(process.env.CMS_URL, process.env.CMS_TOKEN) : localSource();
}

/** Filters entries the way Strapi's `filters[field][$eq]` would. */
function applyFilters<T>(entries: T[], filters: Record<string, string> = {}): T[] {
  const conditions = Object.entries(filters);
  if (conditions.length === 0) return entries;
  return entries.filter((entry) => {
    const fields = flattenEntry(entry) as Record<string, unknown>;
    return conditions.every(([field, value]) => fields[field] === value);
  });
}
