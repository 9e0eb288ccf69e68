import { wholePlatform, type CompanyScope } from '@/lib/catalogue/visibility';
import { isSafeRelativePath } from '@/lib/http/safe-path';
import { defaultLocale, locales } from '@/lib/i18n/routing';
import { hostSchema, type WhiteLabelConfig } from './schema';

/** The locale prefix of a language's root (`''` for `/`, `/en-DK` for `/en-DK`), or null for any other path. */
function rootPrefix(pathname: string): string | null {
  if (pathname === '/') return '';
  const locale = locales.find((candidate) => candidate !== defaultLocale && pathname === `/${candidate}`);
  return locale ? `/${locale}` : null;
}

/**
 * On a white-label host, the root without an `auth` query parameter goes to the default
 * page — the English root to its English version, or the platform's own home page would show under
 * the landlord's brand. Returns the target path, or null when the request should pass.
 */
export function rootRedirectTarget(
  config: Pick<WhiteLabelConfig, 'isWhiteLabel' | 'defaultPage'> | null,
  pathname: string,
  searchParams: URLSearchParams,
): string | null {
  const prefix = rootPrefix(pathname);
  if (!config?.isWhiteLabel || prefix === null || searchParams.has('auth')) return null;
  if (!isSafeRelativePath(config.defaultPage) || config.defaultPage === '/') return null;
  return `${prefix}${config.defaultPage}`;
}

export function defaultConfig(host: string): WhiteLabelConfig {
  return { host, name: 'Hjemly', isWhiteLabel: false, defaultPage: '/', theme: {}, companyIds: [], showWholePlatform: false };
}

/** The companies a host shows: a white-label host's own when it names any, else the whole platform. */
export function companyScopeOf(config: Pick<WhiteLabelConfig, 'isWhiteLabel' | 'companyIds'>): CompanyScope {
  return config.isWhiteLabel && config.companyIds.length ? { companyIds: config.companyIds } : wholePlatform;
}

/**
 * The origin a white-label host is reached at. The host has already matched a stored
 * white-label config, so it is not attacker-chosen; only a numeric port is kept from the header.
 */
export function whiteLabelOrigin(rawHost: string, forwardedProto: string | null, fallback: URL): URL | null {
  const host = hostSchema.safeParse(rawHost);
  if (!host.success) return null;
  const port = /:(\d{1,5})$/.exec(rawHost.trim())?.[1];
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? `${forwardedProto}:` : fallback.protocol;
  return new URL(`${proto}//${host.data}${port ? `:${port}` : ''}`);
}

/**
 * An origin a landlord's site may frame the embed from, as it goes into the CSP's frame-ancestors:
 * exactly `scheme://host[:port]` over http(s). Anything else (`*`, quotes, `;`, a path) could widen
 * or break the policy, so it is dropped wherever it was written.
 */
export function isEmbedOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    // The parser lets `*` through in a host name; frame-ancestors would read it as a wildcard.
    const plainHost = /^[a-z0-9.-]+$/.test(url.hostname);
    return (url.protocol === 'https:' || url.protocol === 'http:') && plainHost && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * The sites that may frame `/embed/{company}` (CSP frame-ancestors, besides the site itself): the
 * origins the requesting host allows for every embed on it, and the origins the company's own
 * white-label configs allow — so a landlord's site can frame the embed from the platform's host too.
 */
export function embedParentOrigins(hostOrigins: readonly string[], companyOrigins: readonly string[]): string[] {
  return [...new Set([...hostOrigins, ...companyOrigins].filter(isEmbedOrigin))];
}

/**
 * The origin the embedded page may post its height to: the `parent` it was given, only when it is
 * exactly one of the allowed origins (a post to any other window would leak nothing much, but the
 * frame must not answer to whoever names themselves its parent).
 */
export function embedParentOrigin(parent: string | string[] | undefined, allowed: readonly string[]): string | null {
  if (typeof parent !== 'string' || !isEmbedOrigin(parent)) return null;
  return allowed.includes(parent) ? parent : null;
}
