import type { FlagVariant } from '@/lib/db/schema/flags';
import type { FrontendToken } from './config';
import type { FlagContext, MetricsBody } from './schema';

/** One entry of the Unleash frontend API answer. */
export type FrontendToggle = { name: string; enabled: true; variant: FlagVariant; impressionData: boolean };

const NO_VARIANT: FlagVariant = { name: 'disabled', enabled: false };
// The SDK's environment when the app configures none; it defers to the key's.
const SDK_DEFAULT_ENVIRONMENT = 'default';

/** The environment the `Authorization` key opens, or null for an unknown key. */
export function keyEnvironment(authorization: string | null, tokens: FrontendToken[]): string | null {
  const key = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!key) return null;
  return tokens.find((token) => token.token === key)?.environment ?? null;
}

/**
 * The key decides the environment, as in Unleash. A context naming another environment is a
 * misconfigured client, refused rather than silently served the key's flags.
 */
export function requestEnvironment(authorization: string | null, context: FlagContext, tokens: FrontendToken[]): string | null {
  const environment = keyEnvironment(authorization, tokens);
  if (!environment) return null;
  const asked = context.environment;
  return !asked || asked === SDK_DEFAULT_ENVIRONMENT || asked === environment ? environment : null;
}

export function frontendToggle(flag: { name: string; variant: FlagVariant | null; impressionData: boolean }): FrontendToggle {
  return { name: flag.name, enabled: true, variant: flag.variant ?? NO_VARIANT, impressionData: flag.impressionData };
}

/** The hour a report is counted in: the server's clock, since browsers' clocks are often wrong. */
export function metricsHour(now: Date): Date {
  const hour = new Date(now);
  hour.setUTCMinutes(0, 0, 0);
  return hour;
}

/** The report's counts for flags that exist; made-up names would only fill the table. */
export function countsForKnownFlags(bucket: MetricsBody['bucket'], known: ReadonlySet<string>) {
  return Object.entries(bucket.toggles)
    .filter(([name, counts]) => known.has(name) && counts.yes + counts.no > 0)
    .map(([flagName, counts]) => ({ flagName, yes: counts.yes, no: counts.no, variants: counts.variants ?? {} }));
}
