import { appEnvironment, externalUnleashUrl, PRODUCTION } from '@/lib/flags/config';
import { parseUnleashUrl, unleashKeyProblem } from '@/lib/flags/unleash-settings';
import { parseTrustedProxies } from '@/lib/http/client-address';
import { S3_VARIABLES } from '@/lib/images/storage-s3';
import { mitidSettingsProblem } from '@/lib/mitid/settings';
import { tileSource } from '@/lib/search/map-config';
import { parseCprKey } from '@/lib/cpr/cpr-key';

/*
 * What a deployment must configure, checked once at start (instrumentation.ts, `npm start`) and by
 * /api/health: a server that would answer 500 on every account route, or mail links to localhost,
 * refuses to start and names every variable to fix instead.
 */

type Env = Record<string, string | undefined>;

export type ConfigProblem = { variable: string; message: string };

type Rule = (env: Env) => ConfigProblem | null;

const MIN_AUTH_SECRET_LENGTH = 32;

/** `next start` (and so `npm start`) runs with NODE_ENV=production, the demo included. */
const isProductionBuild = (env: Env) => env.NODE_ENV === 'production';

/** The real site (docs/operations/configuration.md: APP_ENV=production), as opposed to a demo or a test deployment. */
function isRealSite(env: Env): boolean {
  try {
    return appEnvironment(env) === PRODUCTION;
  } catch {
    return false; // reported by the APP_ENV rule
  }
}

function isCprKey(value: string): boolean {
  try {
    parseCprKey(value);
    return true;
  } catch {
    return false;
  }
}

function urlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function wholeNumber(variable: string, min: number, max: number): Rule {
  return (env) => {
    const value = env[variable];
    if (value === undefined || value === '') return null;
    const number = Number(value);
    return Number.isInteger(number) && number >= min && number <= max
      ? null
      : { variable, message: `${variable} must be a whole number from ${min} to ${max}, not "${value}".` };
  };
}

const rules: Rule[] = [
  (env) => {
    try {
      appEnvironment(env);
      return null;
    } catch {
      return { variable: 'APP_ENV', message: `APP_ENV "${env.APP_ENV}" is not an environment name (a-z, 0-9 and -, e.g. production).` };
    }
  },
  (env) =>
    isProductionBuild(env) && env.DATABASE_URL && !env.BETTER_AUTH_SECRET
      ? {
          variable: 'BETTER_AUTH_SECRET',
          message:
            'BETTER_AUTH_SECRET is missing: with DATABASE_URL every web node must sign sessions with the same secret (openssl rand -base64 32).',
        }
      : null,
  (env) =>
    isProductionBuild(env) && env.BETTER_AUTH_SECRET && env.BETTER_AUTH_SECRET.length < MIN_AUTH_SECRET_LENGTH
      ? { variable: 'BETTER_AUTH_SECRET', message: `BETTER_AUTH_SECRET is shorter than ${MIN_AUTH_SECRET_LENGTH} characters.` }
      : null,
  (env) => {
    // CPR numbers are encrypted under it (lib/cpr/cpr-crypto.ts). A key generated under DATA_DIR
    // would differ per node and go with the disk: the real site and every PostgreSQL deployment set it.
    for (const variable of ['CPR_KEY', 'CPR_KEY_PREVIOUS'] as const) {
      const keys = (env[variable] ?? '').split(',').filter((key) => key.trim());
      if (keys.some((key) => !isCprKey(key))) {
        return { variable, message: `${variable} must be 32 bytes written as 64 hex digits or base64 (openssl rand -base64 32).` };
      }
    }
    return !env.CPR_KEY && (isRealSite(env) || (isProductionBuild(env) && env.DATABASE_URL))
      ? {
          variable: 'CPR_KEY',
          message:
            'CPR_KEY is missing: CPR numbers on waiting lists are encrypted with it, the same key on every node (openssl rand -base64 32).',
        }
      : null;
  },
  (env) => {
    if (!env.SITE_URL) {
      return isRealSite(env)
        ? {
            variable: 'SITE_URL',
            message: 'SITE_URL is missing: without the public origin, mail links and canonical URLs point at localhost.',
          }
        : null;
    }
    const protocols = isRealSite(env) ? ['https:'] : ['http:', 'https:'];
    return urlWithProtocol(env.SITE_URL, protocols)
      ? null
      : {
          variable: 'SITE_URL',
          message: `SITE_URL must be an absolute ${protocols.join(' or ').replaceAll(':', '')} URL, e.g. https://hjemly.dk.`,
        };
  },
  (env) =>
    env.DATABASE_URL && !urlWithProtocol(env.DATABASE_URL, ['postgres:', 'postgresql:'])
      ? { variable: 'DATABASE_URL', message: 'DATABASE_URL must be a postgres:// connection string.' }
      : null,
  (env) =>
    env.TRUSTED_PROXIES && !parseTrustedProxies(env.TRUSTED_PROXIES.trim())
      ? {
          variable: 'TRUSTED_PROXIES',
          message: `TRUSTED_PROXIES must be a number of proxies (e.g. 1) or a comma-separated list of addresses and networks (e.g. 10.0.0.0/8,fd00::/8), not "${env.TRUSTED_PROXIES}".`,
        }
      : null,
  (env) => {
    // Whether Unleash takes the key is asked at start (lib/flags/start-check.ts); here what its form shows.
    const url = externalUnleashUrl(env);
    if (!url) return null;
    const parsed = parseUnleashUrl(url);
    if ('problem' in parsed) return { variable: 'UNLEASH_URL', message: parsed.problem };
    const key = env.UNLEASH_CLIENT_KEY?.trim();
    if (!key) {
      return {
        variable: 'UNLEASH_CLIENT_KEY',
        message: 'UNLEASH_CLIENT_KEY is missing: with UNLEASH_URL, set a frontend token of that Unleash for this environment.',
      };
    }
    const problem = unleashKeyProblem(key);
    return problem ? { variable: 'UNLEASH_CLIENT_KEY', message: problem } : null;
  },
  wholeNumber('PORT', 1, 65_535),
  wholeNumber('DATABASE_POOL_SIZE', 1, 1_000),
  wholeNumber('MAX_CONCURRENT_REQUESTS', 1, 10_000),
  wholeNumber('MAX_QUEUED_REQUESTS', 0, 100_000),
  wholeNumber('QUEUE_TIMEOUT_MS', 0, 600_000),
  wholeNumber('KEEP_ALIVE_TIMEOUT_MS', 1_000, 3_600_000),
  wholeNumber('HEADERS_TIMEOUT_MS', 1_000, 3_600_000),
  wholeNumber('DRAIN_TIMEOUT_MS', 0, 600_000),
  wholeNumber('PAGE_CHANGES_HEARTBEAT_MS', 100, 600_000),
  wholeNumber('DRAIN_DELAY_MS', 0, 600_000),
  (env) => {
    if (env.SMTP_URL) {
      return urlWithProtocol(env.SMTP_URL, ['smtp:', 'smtps:'])
        ? null
        : { variable: 'SMTP_URL', message: 'SMTP_URL must be an smtp:// or smtps:// URL.' };
    }
    return isRealSite(env)
      ? {
          variable: 'SMTP_URL',
          message: 'SMTP_URL is missing: on the real site e-mails (verification, password reset) would never leave the outbox.',
        }
      : null;
  },
  (env) => {
    // The places service (lib/points-of-interest) is off without both; one alone is a half-done setup.
    const url = env.POI_URL?.trim();
    const token = env.POI_TOKEN?.trim();
    if (url && !urlWithProtocol(url, ['http:', 'https:'])) {
      return { variable: 'POI_URL', message: 'POI_URL must be an http(s) URL, the places API base (e.g. https://api.geoapify.com).' };
    }
    if (Boolean(url) !== Boolean(token)) {
      const missing = url ? 'POI_TOKEN' : 'POI_URL';
      return {
        variable: missing,
        message: `${missing} is missing: points of interest need both POI_URL and POI_TOKEN (or neither, to leave them off).`,
      };
    }
    return null;
  },
  (env) =>
    isRealSite(env) && env.ENABLE_DEV_OUTBOX === '1'
      ? {
          variable: 'ENABLE_DEV_OUTBOX',
          message: 'ENABLE_DEV_OUTBOX must not be set on the real site: /dev/outbox shows every e-mail, reset links included.',
        }
      : null,
  (env) =>
    isRealSite(env) && env.ENABLE_TEST_CLOCK === '1'
      ? {
          variable: 'ENABLE_TEST_CLOCK',
          message: 'ENABLE_TEST_CLOCK must not be set on the real site: it lets a request choose the time its deadlines are judged at.',
        }
      : null,
  (env) => {
    const template = env.MAP_TILE_URL;
    if (!template) return null;
    return tileSource(template) && ['{z}', '{x}', '{y}'].every((part) => template.includes(part))
      ? null
      : {
          variable: 'MAP_TILE_URL',
          message: `MAP_TILE_URL must be an http(s) tile URL template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png, not "${template}".`,
        };
  },
  (env) => {
    // Uploaded pictures go to the bucket only when every setting is there; some of them is a half-done setup.
    const missing = S3_VARIABLES.filter((name) => !env[name]?.trim());
    if (missing.length === S3_VARIABLES.length) return null;
    if (missing.length) {
      return {
        variable: missing[0],
        message: `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: uploaded images go to an S3 bucket only with all of ${S3_VARIABLES.join(', ')} (or none, for DATA_DIR/uploads).`,
      };
    }
    const protocols = isRealSite(env) ? ['https:'] : ['http:', 'https:'];
    if (!urlWithProtocol(env.S3_ENDPOINT!.trim(), protocols)) {
      return {
        variable: 'S3_ENDPOINT',
        message: `S3_ENDPOINT must be an absolute ${protocols.join(' or ').replaceAll(':', '')} URL of the S3-compatible service, e.g. https://s3.eu-north-1.amazonaws.com.`,
      };
    }
    return /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET!.trim())
      ? null
      : { variable: 'S3_BUCKET', message: `S3_BUCKET must be a bucket name (3–63 of a-z, 0-9, . and -), not "${env.S3_BUCKET}".` };
  },
  // Tile providers require their credit on the map: another provider's tiles must not show OpenStreetMap's.
  (env) =>
    env.MAP_TILE_URL && !env.MAP_TILE_ATTRIBUTION
      ? {
          variable: 'MAP_TILE_ATTRIBUTION',
          message: 'MAP_TILE_ATTRIBUTION is missing: with MAP_TILE_URL, set the credit (HTML) your tile provider requires on the map.',
        }
      : null,
  (env) => mitidSettingsProblem(env, isRealSite(env)),
  (env) => {
    // The sandbox takes test cards: on the real site it would put people on paid lists for nothing.
    if (!env.STRIPE_SECRET_KEY) {
      return isRealSite(env)
        ? {
            variable: 'STRIPE_SECRET_KEY',
            message: 'STRIPE_SECRET_KEY is missing: on the real site waiting-list fees must be paid with Stripe, not the test sandbox.',
          }
        : null;
    }
    return env.STRIPE_WEBHOOK_SECRET
      ? null
      : {
          variable: 'STRIPE_WEBHOOK_SECRET',
          message: "STRIPE_WEBHOOK_SECRET is missing: without the webhook endpoint's signing secret no payment event can be verified.",
        };
  },
];

/** Every problem of this environment, in a stable order; empty when the server may start. */
export function configurationProblems(env: Env = process.env): ConfigProblem[] {
  return rules.map((rule) => rule(env)).filter((problem): problem is ConfigProblem => problem !== null);
}

export function describeProblems(problems: ConfigProblem[]): string {
  return [
    `Hjemly cannot start: ${problems.length === 1 ? 'one setting is' : `${problems.length} settings are`} missing or wrong.`,
    ...problems.map((problem) => `  - ${problem.message}`),
    'Set them in the environment (README, "Environment variables") and start again.',
  ].join('\n');
}

/** Start-up: print every problem and exit non-zero, so a broken node never reports itself healthy. */
export function exitOnBrokenConfiguration(env: Env = process.env): void {
  const problems = configurationProblems(env);
  if (problems.length === 0) return;
  console.error(describeProblems(problems));
  process.exit(1);
}
