import { ATTRIBUTION_COOKIE, FIRST_TOUCH, LAST_TOUCH, WHITE_LABEL } from './attribution-cookies';
import type { CookieJar } from './cookies';
import { limitLength, sanitiseText, sanitiseUrl } from './sanitise';

export { ATTRIBUTION_COOKIE, ATTRIBUTION_COOKIES, clearAttribution, FIRST_TOUCH, LAST_TOUCH, WHITE_LABEL } from './attribution-cookies';

/**
 * Marketing attribution, as pure rules over an injected cookie jar and session store.
 *
 * Where the values come from: utm_source, utm_medium and utm_campaign from the landing URL; the
 * referrer from `document.referrer` when it is another site (moving around our own pages is no
 * touch); company id and property group id from the landing URL's `company_id` and
 * `property_group_id` parameters, which a landlord's campaign links carry (our pages do not expose
 * internal ids, so the URL is the one place that names them).
 */

export const SESSION_MARK = 'hjemly_attribution_session';
export const COMPANY_PARAM = 'company_id';
export const PROPERTY_GROUP_PARAM = 'property_group_id';
const MAX_VALUE_LENGTH = 500;

export type Touch = {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  referrer?: string;
  companyId?: string;
  propertyGroupId?: string;
};

export type Landing = { url: string; referrer: string };

export type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export type WhiteLabelOrigin = { isWhiteLabel: boolean; host: string; companyIds: readonly number[] };

function param(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name)?.trim();
  return value ? limitLength(sanitiseText(value), MAX_VALUE_LENGTH) : undefined;
}

function positiveId(value: string | undefined): string | undefined {
  return value && /^[1-9]\d{0,17}$/.test(value) ? value : undefined;
}

/** The referrer when it is another site; our own host referring to itself is no touch. */
function externalReferrer(referrer: string, url: URL): string | undefined {
  if (!referrer) return undefined;
  try {
    if (new URL(referrer).host === url.host) return undefined;
  } catch {
    return undefined;
  }
  return limitLength(sanitiseUrl(referrer), MAX_VALUE_LENGTH) || undefined;
}

/** The touch a landing carries; absent values stay undefined. */
export function touchOf({ url: href, referrer }: Landing): Touch {
  const url = new URL(href);
  return {
    utmSource: param(url, 'utm_source'),
    utmMedium: param(url, 'utm_medium'),
    utmCampaign: param(url, 'utm_campaign'),
    referrer: externalReferrer(referrer, url),
    companyId: positiveId(param(url, COMPANY_PARAM)),
    propertyGroupId: positiveId(param(url, PROPERTY_GROUP_PARAM)),
  };
}

/**
 * Attribution counts once per browser session, on its first navigation, and only for a plain
 * navigation (not a reload, back/forward or prerender). The first look marks the session, whatever
 * the navigation type, so a later reload never counts as a landing.
 */
export function isAttributableLanding(session: SessionStore, navigationType: string | undefined): boolean {
  if (session.getItem(SESSION_MARK)) return false;
  session.setItem(SESSION_MARK, '1');
  return navigationType === 'navigate';
}

/** First-touch values are written once each, when absent, and never overwritten. */
export function applyFirstTouch(cookies: CookieJar, touch: Touch): void {
  for (const [key, name] of Object.entries(FIRST_TOUCH) as [keyof Touch, string][]) {
    const value = touch[key];
    if (value && !cookies.get(name)) cookies.set(name, value, ATTRIBUTION_COOKIE);
  }
}

/**
 * Last-touch values follow the latest landing that came from somewhere (a campaign or another
 * site), as one set: a campaign without a medium must not keep the previous campaign's medium.
 * A direct visit carries no touch and leaves the last one standing.
 */
export function applyLastTouch(cookies: CookieJar, touch: Touch): void {
  const entries = Object.entries(LAST_TOUCH) as [keyof typeof LAST_TOUCH, string][];
  if (!entries.some(([key]) => touch[key])) return;
  for (const [key, name] of entries) {
    const value = touch[key];
    if (value) cookies.set(name, value, ATTRIBUTION_COOKIE);
    else cookies.remove(name, ATTRIBUTION_COOKIE);
  }
}

/** On a white-label host: which white label brought the person, set only when absent. */
export function applyWhiteLabel(cookies: CookieJar, origin: WhiteLabelOrigin): void {
  if (!origin.isWhiteLabel) return;
  if (origin.companyIds.length > 0 && !cookies.get(WHITE_LABEL.companyIds)) {
    cookies.set(WHITE_LABEL.companyIds, origin.companyIds.join(','), ATTRIBUTION_COOKIE);
  }
  if (!cookies.get(WHITE_LABEL.hostname)) cookies.set(WHITE_LABEL.hostname, origin.host, ATTRIBUTION_COOKIE);
}

export type AttributionEnv = { cookies: CookieJar; session: SessionStore; navigationType: string | undefined };

/** Everything attribution does on a page load that has marketing consent. Returns whether the landing counted. */
export function recordAttribution(env: AttributionEnv, landing: Landing, origin: WhiteLabelOrigin): boolean {
  applyWhiteLabel(env.cookies, origin);
  if (!isAttributableLanding(env.session, env.navigationType)) return false;
  const touch = touchOf(landing);
  applyFirstTouch(env.cookies, touch);
  applyLastTouch(env.cookies, touch);
  return true;
}

/** The attribution part of an analytics event, read back from the cookies. */
export function attributionFields(cookies: CookieJar) {
  const read = (name: string) => cookies.get(name) ?? null;
  return {
    firstTouchUtmSource: read(FIRST_TOUCH.utmSource),
    firstTouchUtmMedium: read(FIRST_TOUCH.utmMedium),
    firstTouchUtmCampaign: read(FIRST_TOUCH.utmCampaign),
    lastTouchUtmSource: read(LAST_TOUCH.utmSource),
    lastTouchUtmMedium: read(LAST_TOUCH.utmMedium),
    lastTouchUtmCampaign: read(LAST_TOUCH.utmCampaign),
    firstTouchReferrer: read(FIRST_TOUCH.referrer),
    lastTouchReferrer: read(LAST_TOUCH.referrer),
    firstTouchCompanyId: read(FIRST_TOUCH.companyId),
    firstTouchPropertyGroupId: read(FIRST_TOUCH.propertyGroupId),
    whiteLabelCompanyIds: read(WHITE_LABEL.companyIds),
    whiteLabelHostname: read(WHITE_LABEL.hostname),
  };
}
