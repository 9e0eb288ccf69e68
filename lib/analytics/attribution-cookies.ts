import type { CookieJar, CookieOptions } from './cookies';

// The attribution cookies' names and their removal, apart from the rules (./attribution): every
// page's consent choice may clear them, and only pages with marketing consent need the rules.

export const ATTRIBUTION_COOKIE: Required<Pick<CookieOptions, 'path' | 'maxAge'>> = { path: '/', maxAge: 2_592_000 };

export const FIRST_TOUCH = {
  utmSource: 'hjemly_ft_utm_source',
  utmMedium: 'hjemly_ft_utm_medium',
  utmCampaign: 'hjemly_ft_utm_campaign',
  referrer: 'hjemly_ft_referrer',
  companyId: 'hjemly_ft_company_id',
  propertyGroupId: 'hjemly_ft_property_group_id',
} as const;

export const LAST_TOUCH = {
  utmSource: 'hjemly_lt_utm_source',
  utmMedium: 'hjemly_lt_utm_medium',
  utmCampaign: 'hjemly_lt_utm_campaign',
  referrer: 'hjemly_lt_referrer',
} as const;

export const WHITE_LABEL = {
  companyIds: 'hjemly_wl_company_ids',
  hostname: 'hjemly_wl_hostname',
} as const;

export const ATTRIBUTION_COOKIES: readonly string[] = [
  ...Object.values(FIRST_TOUCH),
  ...Object.values(LAST_TOUCH),
  ...Object.values(WHITE_LABEL),
];

/** Withdrawn marketing consent: every attribution and white-label cookie goes. */
export function clearAttribution(cookies: CookieJar): void {
  for (const name of ATTRIBUTION_COOKIES) cookies.remove(name, ATTRIBUTION_COOKIE);
}
