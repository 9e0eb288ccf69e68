import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/routing';

export type CmsRequest = { collection: string; locale: Locale; populate: string[]; filters?: Record<string, string> };

/** A CMS answers a request with a Strapi-shaped body; `path` names it in error messages. */
export type CmsSource = {
  name: 'local' | 'strapi';
  fetch(request: CmsRequest): Promise<{ path: string; body: unknown }>;
};

/** SPEC §7: `{collection}?sort=updatedAt:desc&locale={locale}&populate=...` */
export function cmsPath({ collection, locale, populate, filters = {} }: CmsRequest): string {
  const query = new URLSearchParams({ sort: 'updatedAt:desc', locale });
  populate.forEach((relation) => query.append(`populate[${relation}][populate]`, '*'));
  Object.entries(filters).forEach(([field, value]) => query.append(`filters[${field}][$eq]`, value));
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
      if (!response.ok) throw new Error(`CMS request ${path} failed with ${response.status}`);
      return { path, body: await response.json() };
    },
  };
}

export function localSource(root = path.join(process.cwd(), 'content')): CmsSource {
  return {
    name: 'local',
    async fetch(request) {
      const file = path.join(root, request.locale, `${request.collection}.json`);
      const body = await readFile(file, 'utf8').then(JSON.parse, () => ({ data: null }));
      return { path: cmsPath(request), body: applyFilters(body, request.filters) };
    },
  };
}

export function configuredSource(): CmsSource {
  return process.env.CMS_URL ? strapiSource(process.env.CMS_URL, process.env.CMS_TOKEN) : localSource();
}

/** The local files hold whole collections; filter them the way Strapi's `filters[field][$eq]` would. */
function applyFilters(body: { data: unknown }, filters: Record<string, string> = {}): unknown {
  if (!Array.isArray(body.data) || Object.keys(filters).length === 0) return body;
  const data = body.data.filter((entry: Record<string, unknown>) => {
    const fields = (entry.attributes ?? entry) as Record<string, unknown>;
    return Object.entries(filters).every(([field, value]) => fields[field] === value);
  });
  return { ...body, data };
}
