import type { FlagsClientConfig } from './client-config';
import { parseUnleashUrl } from './unleash-settings';

type Env = Record<string, string | undefined>;

export const PRODUCTION = 'production';
const DEFAULT_APP_ENV = 'development';
const ENVIRONMENT_NAME = /^[a-z][a-z0-9-]{0,31}$/;

/** The deployment's environment (APP_ENV): development unless configured; `npm start` is a development demo. */
export function appEnvironment(env: Env = process.env): string {
  const value = env.APP_ENV?.trim().toLowerCase();
  if (!value) return DEFAULT_APP_ENV;
  if (!ENVIRONMENT_NAME.test(value)) throw new Error(`APP_ENV "${env.APP_ENV}" is not an environment name (a-z, 0-9, -)`);
  return value;
}

/** The environments the team manages flags for: the seeded three and this deployment's own. */
export function knownEnvironments(env: Env = process.env): string[] {
  return [...new Set(['development', 'test', PRODUCTION, appEnvironment(env)])];
}

/**
 * What /dev/flags may switch: a test deployment sharing the database must never change what
 * production users see, and the page has no sign-in of its own.
 */
export function isSwitchableEnvironment(environment: string, env: Env = process.env): boolean {
  return environment !== PRODUCTION && knownEnvironments(env).includes(environment);
}

// The frontend key is public by nature (every browser receives it); it names the environment.
const LOCAL_TOKEN_SECRET = 'hjemly-local-frontend-token';

export type FrontendToken = { token: string; environment: string };

/**
 * Unleash frontend tokens look like `<project>:<environment>.<secret>` and are bound to that
 * environment; a token in another format is bound to APP_ENV. UNLEASH_FRONTEND_TOKEN may list
 * several, comma-separated, when environments share one database.
 */
export function frontendTokens(env: Env = process.env): FrontendToken[] {
  const appEnv = appEnvironment(env);
  const configured = (env.UNLEASH_FRONTEND_TOKEN ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const tokens = configured.length ? configured : [`*:${appEnv}.${LOCAL_TOKEN_SECRET}`];
  return tokens.map((token) => ({ token, environment: tokenEnvironment(token) ?? appEnv }));
}

function tokenEnvironment(token: string): string | undefined {
  const match = /^[^:]+:(.+)\.[^.]+$/.exec(token);
  return match?.[1];
}

/** An external Unleash or Edge, as configured (its base URL or its frontend API), asked instead of ours. */
export function externalUnleashUrl(env: Env = process.env): string | undefined {
  return env.UNLEASH_URL || env.NEXT_PUBLIC_UNLEASH_URL || undefined;
}

/** The external frontend API's address; undefined without UNLEASH_URL or for one the start check refuses. */
export function unleashFrontendUrl(env: Env = process.env): string | undefined {
  const external = externalUnleashUrl(env);
  if (!external) return undefined;
  const parsed = parseUnleashUrl(external);
  return 'frontendUrl' in parsed ? parsed.frontendUrl : undefined;
}

export function flagsAdapter(env: Env = process.env): 'local' | 'unleash' {
  return externalUnleashUrl(env) ? 'unleash' : 'local';
}

/**
 * What the browser's client and the server's get (read at request time, never baked into the build);
 * null for an external Unleash the start check refuses (lib/config/requirements.ts), where every flag stays off.
 */
export function flagsClientConfig(env: Env = process.env): FlagsClientConfig | null {
  const environment = appEnvironment(env);
  if (externalUnleashUrl(env)) {
    const url = unleashFrontendUrl(env);
    return url && env.UNLEASH_CLIENT_KEY ? { url, clientKey: env.UNLEASH_CLIENT_KEY, appName: appName(env), environment } : null;
  }
  const tokens = frontendTokens(env);
  const own = tokens.find((token) => token.environment === environment) ?? tokens[0];
  return { url: null, clientKey: own.token, appName: appName(env), environment };
}

function appName(env: Env): string {
  return env.UNLEASH_APP_NAME || 'hjemly-web';
}

/** /dev/flags: outside `next start` only with ENABLE_DEV_FLAGS=1, and never in production. */
export function isFlagsPageEnabled(env: Env = process.env): boolean {
  if (appEnvironment(env) === PRODUCTION) return false;
  return env.NODE_ENV !== 'production' || env.ENABLE_DEV_FLAGS === '1';
}
