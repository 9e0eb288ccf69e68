import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/routing';
import { flattenEntry } from './strapi-response';

export type CmsRequest = {
  collection: string;
  locale: Locale;
  populate: string[];
  filters?: Record<string, string>;
  /** Strapi pages its lists (25 entries unless asked otherwise); single types have no pages. */
  pagination?: { page: number; pageSize: number };
};

/** A CMS answers a request with a Strapi-shaped body; `path` names it in error messages. */
export type CmsSource = {
  name: 'local' | 'strapi';
  fetch(request: CmsRequest): Promise<{ path: string; body: unknown }>;
};

/** `{collection}?sort=updatedAt:desc&locale={locale}&populate=...` */
export function cmsPath({ collection, locale, populate, filters = {}, pagination }: CmsRequest): string {
  const query = new URLSearchParams({ sort: 'updatedAt:desc', locale });
  populate.forEach((relation) => query.append(`populate[${relation}][populate]`, '*'));
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
