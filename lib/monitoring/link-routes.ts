import { isLocale, pathnames, type AppPathname, type StaticPathname } from '@/lib/i18n/routing';

type DynamicPathname = Exclude<AppPathname, StaticPathname>;
/** The parameters a route pattern names: `'/a/[id]/b/[token]'` → `'id' | 'token'`. */
type ParamOf<R extends string> = R extends `${string}[${infer P}]${infer Rest}` ? P | ParamOf<Rest> : never;

/**
 * Which parameter of a page's address is a secret: the token a mailed link carries in place of a
 * sign-in, which opens the page for whoever holds it. `null`: the parameter is a slug, a company, or
 * an id that shows something only to its signed-in owner. Every dynamic route of the routing table
 * must be named here, so a new one forces someone to decide.
 */
const pageSecrets = {
  '/city-guides/[slug]': null,
  '/articles/[slug]': null,
  '/rental-housing/[slug]': null,
  '/rental-housing/[slug]/statistics': null,
  '/new-build/[slug]': null,
  '/property-group/[slug]': null,
  '/property-group/shared/[slug]': null,
  '/property-group/[slug]/open-house': null,
  '/property-group/[slug]/waiting-list/apply': null,
  '/property-group/[slug]/waiting-list/confirmation': null,
  '/property/[slug]': null,
  '/property/[slug]/apply': null,
  '/glossary/[slug]': null,
  '/company/[slug]': null,
  '/my-data/[token]': 'token',
  '/application/[id]': null,
  '/booking-invitation/[token]': 'token',
  '/booking-invitation/[token]/confirmation': 'token',
  '/booking-invitation/[token]/cancel': 'token',
  '/booking-link/[token]': 'token',
  '/booking-survey/[token]': 'token',
  '/booking-survey/[token]/confirmation': 'token',
  '/tenant-assignment-offer/[token]': 'token',
  '/tenant-assignment-offer/[token]/interest': 'token',
  '/contract/[token]': 'token',
  '/waiting-list-offer/[token]': 'token',
  '/waiting-list-complete-signup/[token]': 'token',
  '/saved-searches/unsubscribe/[token]': 'token',
  // The payment's page shows it to its owner only, signed in.
  '/payment-confirmation/[id]': null,
  '/payment-confirmation/[id]/sandbox': null,
  '/subscriptions/stop/[token]': 'token',
  '/embed/[company]': null,
  '/account/company/applications/[id]': null,
  '/account/company/open-house/[id]': null,
  '/account/company/messages/[id]': null,
} as const satisfies { [R in DynamicPathname]: ParamOf<R> | null };

/**
 * The same for every other route under app/ with a parameter (the API, the sitemaps). The API a
 * mailed link's page calls carries its token too. Better Auth's catch-all serves the password
 * reset's link at `reset-password/{token}`.
 */
export const otherRouteSecrets: Record<string, string | null> = {
  '/api/account/contracts/[id]': null,
  '/api/account/waiting-list-offers/[id]': null,
  '/api/applications/[id]': null,
  '/api/applications/[id]/viewings/[invitationId]': null,
  '/api/auth/[...all]': null,
  '/api/auth/reset-password/[token]': 'token',
  '/api/company/api-keys/[id]': null,
  '/api/company/applications/[id]': null,
  '/api/company/contracts/[id]': null,
  '/api/company/conversations/[id]': null,
  '/api/company/members/[userId]': null,
  '/api/company/messages/[id]': null,
  '/api/company/offers/[id]': null,
  '/api/company/tenants/[id]': null,
  '/api/company/viewings/[id]': null,
  '/api/company/viewings/[id]/invitations/[invitationId]': null,
  '/api/company/waiting-lists/[groupId]': null,
  '/api/company/waiting-lists/[groupId]/offers/[offerId]': null,
  '/api/company/webhook-deliveries/[id]': null,
  '/api/company/webhooks/[id]': null,
  '/api/contracts/[token]': 'token',
  '/api/image/find-public/[id]': null,
  '/api/interest-lists/[slug]': null,
  '/api/messages/[id]': null,
  '/api/my-data/[token]': 'token',
  '/api/offer-answers/[token]': 'token',
  '/api/offers/[id]': null,
  '/api/open-house/events/[eventId]': null,
  '/api/open-house/registrations/[id]': null,
  '/api/open-house/token-registrations/[token]': 'token',
  '/api/payments/[id]': null,
  '/api/provider/v1/applications/[id]': null,
  '/api/provider/v1/contracts/[id]': null,
  '/api/provider/v1/conversations/[id]': null,
  '/api/provider/v1/groups/[groupId]': null,
  '/api/provider/v1/groups/[groupId]/homes/[homeId]': null,
  '/api/provider/v1/groups/[groupId]/homes/[homeId]/images/[imageId]': null,
  '/api/provider/v1/groups/[groupId]/images/[imageId]': null,
  '/api/provider/v1/groups/[groupId]/waiting-list/offers/[offerId]': null,
  '/api/provider/v1/offers/[id]': null,
  '/api/provider/v1/open-house-events/[eventId]': null,
  '/api/provider/v1/tenants/[id]': null,
  '/api/provider/v1/viewings/[id]': null,
  '/api/provider/v1/viewings/[id]/invitations/[invitationId]': null,
  '/api/saved-searches/[id]': null,
  '/api/saved-searches/unsubscribe/[token]': 'token',
  '/api/subscriptions/[id]': null,
  '/api/viewings/invitations/[token]': 'token',
  '/api/viewings/links/[token]': 'token',
  '/api/viewings/mine/[invitationId]': null,
  '/api/viewings/surveys/[token]': 'token',
  '/api/waiting-list-invitations/[token]': 'token',
  '/api/waiting-list-memberships/[id]': null,
  '/api/waiting-list-offers/[token]': 'token',
  '/api/waiting-lists/[slug]': null,
  '/api/white-label-config/[host]': null,
  '/sitemaps/[id]': null,
};

/** Every classified route: a page under both its internal and its public address, and the rest. */
export function classifiedRoutes(): { route: string; secret: string | null }[] {
  const pages = (Object.entries(pageSecrets) as [DynamicPathname, string | null][]).flatMap(([route, secret]) => [
    { route, secret },
    { route: pathnames[route], secret },
  ]);
  const others = Object.entries(otherRouteSecrets).map(([route, secret]) => ({ route, secret }));
  return [...pages, ...others];
}

type Pattern = { segments: string[]; secretAt: number };

const patterns: Pattern[] = classifiedRoutes().flatMap(({ route, secret }) => {
  const segments = route.split('/').filter(Boolean);
  const secretAt = segments.indexOf(`[${secret}]`);
  return secret && secretAt !== -1 ? [{ segments, secretAt }] : [];
});

// A link token is 32 random bytes in base64url (43 characters), Better Auth's a shorter random
// string: long and of mixed case, which no slug (lower case) or id (lower-case hex, digits) is.
const TOKEN_LIKE = /^(?=.*[a-z])(?=.*[A-Z])[\w-]{16,}$/;

function matches(pattern: Pattern, segments: string[]): boolean {
  return pattern.segments.length <= segments.length && pattern.segments.every((part, i) => part.startsWith('[') || part === segments[i]);
}

/**
 * A path's segments (after the locale, if any) with a link's secret replaced by its parameter's
 * name, `/mine-data/[token]`; a segment shaped like a token goes too, whatever route it is on.
 */
export function withoutLinkSecrets(segments: string[]): string[] {
  const start = isLocale(segments[0]) ? 1 : 0;
  const route = segments.slice(start);
  const pattern = patterns.find((candidate) => matches(candidate, route));
  return segments.map((segment, i) => {
    if (pattern && i - start === pattern.secretAt) return pattern.segments[pattern.secretAt];
    return TOKEN_LIKE.test(segment) ? '[token]' : segment;
  });
}
