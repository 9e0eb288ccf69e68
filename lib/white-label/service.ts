import 'server-only';
import { ttlCache } from '@/lib/cache/ttl';
import { getDb } from '@/lib/db/client';
import type { RequestSite } from '@/lib/http/request-site';
import { findByHost, findCompanyEmbed, type CompanyEmbed, type WhiteLabelRecord } from './repository';
import { siteUrl } from '@/lib/i18n/metadata';
import type { CompanyScope } from '@/lib/catalogue/visibility';
import { companyScopeOf, defaultConfig, embedParentOrigins, whiteLabelOrigin } from './rules';
import { hostSchema, type WhiteLabelConfig } from './schema';

// Shared by proxy.ts and the app (separate bundles in one process); bounded, as any Host header makes a key.
const records = ttlCache<WhiteLabelRecord | null>({ ttlMs: 60_000, maxEntries: 1_000, sharedAs: 'hjemly.white-label-cache' });
// Keyed by the slug in the path, which anyone may make up: bounded like the hosts.
const companyEmbeds = ttlCache<CompanyEmbed | null>({ ttlMs: 60_000, maxEntries: 1_000, sharedAs: 'hjemly.company-embed-cache' });

export function normaliseHost(raw: string | null | undefined): string | null {
  const parsed = hostSchema.safeParse(raw ?? '');
  return parsed.success ? parsed.data : null;
}

/** The stored record for a host (with its embed origins), cached for 60 s. */
export async function getWhiteLabelRecord(rawHost: string | null | undefined): Promise<WhiteLabelRecord | null> {
  const host = normaliseHost(rawHost);
  if (!host) return null;
  return records(host, async () => findByHost(await getDb(), host));
}

/** The public config of a host; hosts without one get the platform's own (not white-label). */
export async function getWhiteLabelConfig(rawHost: string | null | undefined): Promise<WhiteLabelConfig> {
  const record = await getWhiteLabelRecord(rawHost);
  const host = normaliseHost(rawHost) ?? 'localhost';
  if (!record) return defaultConfig(host);
  const { embedOrigins: _internal, ...config } = record;
  return config;
}

/**
 * The origin people use on the requesting host: a white-label host's own (links in its mails and
 * its robots.txt stay on the landlord's site), else SITE_URL. An arbitrary Host header never
 * becomes a link: only hosts with a stored white-label config count.
 */
export async function publicOrigin(site: RequestSite | undefined): Promise<URL> {
  if (!site?.host) return siteUrl();
  const record = await getWhiteLabelRecord(site.host);
  return (record?.isWhiteLabel ? whiteLabelOrigin(site.host, site.forwardedProto, siteUrl()) : null) ?? siteUrl();
}

/** The companies the requesting host shows: search, overviews, waiting lists and the embed take it. */
export async function companyScopeFor(site: RequestSite | undefined): Promise<CompanyScope> {
  return companyScopeOf(await getWhiteLabelConfig(site?.host));
}

/** A company's embed settings (allowed parent origins, theme), cached for 60 s like the hosts; null for an unknown slug. */
export async function getCompanyEmbed(slug: string): Promise<CompanyEmbed | null> {
  return companyEmbeds(slug, async () => findCompanyEmbed(await getDb(), slug));
}

/** The origins that may frame `/embed/{slug}` on the requesting host (besides the site itself), and that it posts its height to. */
export async function embedOriginsFor(rawHost: string | null | undefined, slug: string): Promise<string[]> {
  const [host, company] = await Promise.all([getWhiteLabelRecord(rawHost), getCompanyEmbed(slug)]);
  return embedParentOrigins(host?.embedOrigins ?? [], company?.origins ?? []);
}
