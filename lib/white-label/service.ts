import 'server-only';
import { getDb } from '@/lib/db/client';
import { findByHost, type WhiteLabelRecord } from './repository';
import { siteUrl } from '@/lib/i18n/metadata';
import { defaultConfig, whiteLabelOrigin } from './rules';
import { hostSchema, type WhiteLabelConfig } from './schema';

const TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

// Shared by proxy.ts and the app through globalThis (they are separate bundles in one process).
const cacheKey = Symbol.for('hjemly.white-label-cache');
type Entry = { value: WhiteLabelRecord | null; expires: number };
const g = globalThis as typeof globalThis & { [cacheKey]?: Map<string, Entry> };
const cache = (g[cacheKey] ??= new Map());

export function normaliseHost(raw: string | null | undefined): string | null {
  const parsed = hostSchema.safeParse(raw ?? '');
  return parsed.success ? parsed.data : null;
}

/** The stored record for a host (with its embed origins), cached for 60 s (DESIGN §4). */
export async function getWhiteLabelRecord(rawHost: string | null | undefined): Promise<WhiteLabelRecord | null> {
  const host = normaliseHost(rawHost);
  if (!host) return null;
  const hit = cache.get(host);
  if (hit && hit.expires > Date.now()) return hit.value;
  const value = await findByHost(await getDb(), host);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(host, { value, expires: Date.now() + TTL_MS });
  return value;
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
export async function publicOrigin(headers: Headers | undefined): Promise<URL> {
  const rawHost = headers?.get('host');
  if (!rawHost) return siteUrl();
  const record = await getWhiteLabelRecord(rawHost);
  return (record?.isWhiteLabel ? whiteLabelOrigin(rawHost, headers?.get('x-forwarded-proto') ?? null, siteUrl()) : null) ?? siteUrl();
}
