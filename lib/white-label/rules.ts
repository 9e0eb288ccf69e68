import { isSafeRelativePath } from '@/lib/http/safe-path';
import type { WhiteLabelConfig } from './schema';

/**
 * SPEC §4: on a white-label host, `/` without an `auth` query parameter goes to the default page.
 * Returns the target path, or null when the request should pass.
 */
export function rootRedirectTarget(
  config: Pick<WhiteLabelConfig, 'isWhiteLabel' | 'defaultPage'> | null,
  pathname: string,
  searchParams: URLSearchParams,
): string | null {
  if (!config?.isWhiteLabel || pathname !== '/' || searchParams.has('auth')) return null;
  if (!isSafeRelativePath(config.defaultPage) || config.defaultPage === '/') return null;
  return config.defaultPage;
}

export function defaultConfig(host: string): WhiteLabelConfig {
  return { host, name: 'Hjemly', isWhiteLabel: false, defaultPage: '/', theme: {}, companyIds: [] };
}
