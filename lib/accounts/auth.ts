import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { accounts, rateLimits, sessions, users, verifications } from '@/lib/db/schema/accounts';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { isCrossSiteRequest, ownOrigins } from '@/lib/http/csrf';
import { pathOfNul } from '@/lib/http/nul';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { isDomainError } from '@/lib/errors/domain-error';
import { errorMessage } from '@/lib/http/errors';
import { requestLocale } from '@/lib/http/request-locale';
import { requestSite } from '@/lib/http/request-site';
import { enforceRateLimit } from '@/lib/rate-limit/service';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { defaultLocale } from '@/lib/i18n/routing';
import { publicOrigin } from '@/lib/white-label/service';
import { findEmailOfUser } from './account-repository';
import { mitidPlugin } from './mitid-plugin';
import { passwordProblemMessage, termsRequiredMessage } from './messages';
import { personalInfoSchema } from './personal-info-schema';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password-rules';
import { authSecret } from './secret';
import { countFailedSignIn, waitBeforeSignIn } from './sign-in-throttle';
import { TERMS_VERSION, termsAcceptanceRule } from './terms';

export const AUTH_BASE_PATH = '/api/auth';

/** A session lasts 30 days from its last renewal; better-auth renews one in use once a day (seconds). */
export const SESSION_LIFETIME = { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 };

/** Endpoints that take a new password, and the body field that carries it. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * Rate limits, per client IP and path, in the database so every node counts together.
 * Windows in seconds. They count every attempt, failed or not: a person needs few.
 */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 5 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 15 * 60, max: 5 },
  '/reset-password': { window: 15 * 60, max: 10 },
  '/send-verification-email': { window: 15 * 60, max: 5 },
  '/verify-email': { window: 60, max: 10 },
  '/change-password': { window: 60, max: 5 },
  '/change-email': { window: 60, max: 5 },
  // Each start asks the broker for its discovery document and writes a journey row.
  '/mitid/start': { window: 60, max: 10 },
  '/mitid/callback': { window: 60, max: 10 },
};

/**
 * Endpoints that mail a link to the address in the body. Their per-IP limit holds only as far as the
 * client address can be trusted; this one holds per address, so nobody can flood one inbox.
 */
const MAIL_REQUEST_PATHS = new Set(['/request-password-reset', '/send-verification-email']);
export const MAILS_PER_ADDRESS: RateLimitRule = { name: 'account-mail', windowMs: 60 * 60_000, max: 5 };

/**
 * better-auth endpoints the browser must not call directly: changing the e-mail goes through
 * /api/account/email, which asks for the password first (re-authentication), and name and phone
 * through /api/account/personal-info with our validation. verify-password would let a stolen session
 * test guesses outside the per-user limit of our re-authentication. Our services still call them server-side.
 */
const SERVER_ONLY_PATHS = new Set(['/change-email', '/update-user', '/verify-password']);

/**
 * The browser tests sign in many times from one address within a minute; they raise the limits with
 * AUTH_RATE_LIMIT_SCALE. The limits themselves are tested at scale 1 (tests/integration/accounts).
 */
function scaledRateLimits() {
  const scale = Math.max(1, Number(process.env.AUTH_RATE_LIMIT_SCALE ?? 1) || 1);
  const rules = Object.entries(AUTH_RATE_LIMITS).map(([path, rule]) => [path, { ...rule, max: rule.max * scale }]);
  // Every page asks for the session once: a per-address limit on it (better-auth's default 100 a
  // minute) would show everyone behind one office or dormitory address as signed out.
  return { ...Object.fromEntries(rules), '/get-session': false as const };
}

function siteOrigin(): URL {
  return new URL(process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`);
}

/**
 * better-auth builds its links on SITE_URL; a person who signed up on a white-label host gets them
 * on that host, so the mail leads back to the landlord's site (and its session cookie).
 */
async function onRequestHost(url: string, headers: Headers | undefined): Promise<string> {
  const link = new URL(url);
  const origin = await publicOrigin(headers && requestSite(headers));
  return new URL(`${link.pathname}${link.search}`, origin).href;
}

function localeOf(headers: Headers | undefined) {
  return headers ? requestLocale(headers) : defaultLocale;
}

/** better-auth answers an error it did not throw with a 500: ours becomes its 429, in the request's language. */
async function limitMailsTo(email: string, headers: Headers | undefined): Promise<void> {
  try {
    await enforceRateLimit(MAILS_PER_ADDRESS, email.trim().toLowerCase());
  } catch (error) {
    if (isDomainError(error, 'RateLimited')) {
      throw new APIError('TOO_MANY_REQUESTS', { message: errorMessage(localeOf(headers), 'tooManyRequests') });
    }
    throw error;
  }
}

/**
 * A verification mail better-auth sends on its own (signing in to an unverified account, signing up,
 * an e-mail change) counts against the address's budget too: over it, the mail is skipped and the
 * answer stays the same, so the caller learns nothing. The explicit resend paths are counted before
 * the call (MAIL_REQUEST_PATHS), where a 429 can tell the person to wait.
 */
async function withinMailBudget(email: string, request: Request | undefined): Promise<boolean> {
  const path = request ? new URL(request.url).pathname.replace(/^\/api\/auth/, '') : '';
  if (MAIL_REQUEST_PATHS.has(path)) return true;
  try {
    await enforceRateLimit(MAILS_PER_ADDRESS, email.trim().toLowerCase());
    return true;
  } catch (error) {
    if (isDomainError(error, 'RateLimited')) return false;
    throw error;
  }
}

async function isDeactivated(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.deactivatedAt);
}

export function createAuth(db: Db) {
  const base = siteOrigin();
  return betterAuth({
    appName: 'Hjemly',
    baseURL: base.origin,
    basePath: AUTH_BASE_PATH,
    secret: authSecret(),
    telemetry: { enabled: false },
    // An error that is not one of its own answers (a database outage) is thrown to app/api/auth,
    // which answers it like every route does, instead of a bare 500.
    onAPIError: { throw: true },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    // better-auth refuses a state-changing request whose Origin is not listed: our CSRF rule,
    // with the same origins as lib/http/csrf.ts (SITE_URL and the request's own host).
    trustedOrigins: async (request) => [base.origin, ...(request ? ownOrigins(request.headers) : [])],
    user: {
      modelName: 'user',
      additionalFields: {
        // input: false — a sign-up body cannot set them; our own services do.
        phone: { type: 'string', required: false, input: false },
        deactivatedAt: { type: 'date', required: false, input: false },
        termsAcceptedAt: { type: 'date', required: false, input: false },
        termsVersion: { type: 'string', required: false, input: false },
      },
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // Only queued here; the mail is delivered in the background (lib/email), never awaited.
      sendResetPassword: async ({ user, url }, request) => {
        const link = await onRequestHost(url, request?.headers);
        await enqueueEmail(db, {
          to: user.email,
          locale: localeOf(request?.headers),
          template: 'resetPassword',
          data: { name: user.name, url: link },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A person who lost the first mail gets a new one by trying to sign in (rate-limited).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      // Also sends the link that confirms a new address: then `user.email` is the new one, not the stored one.
      sendVerificationEmail: async ({ user, url }, request) => {
        if (!(await withinMailBudget(user.email, request))) return;
        const changing = (await findEmailOfUser(db, user.id)) !== user.email;
        const template = changing ? 'changeEmail' : 'verifyEmail';
        const link = await onRequestHost(url, request?.headers);
        await enqueueEmail(db, { to: user.email, locale: localeOf(request?.headers), template, data: { name: user.name, url: link } });
      },
    },
    session: SESSION_LIFETIME,
    plugins: [mitidPlugin(db)],
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: scaledRateLimits(),
    },
    advanced: {
      // better-auth turns its Origin check off under test runners; we test what production runs.
      disableOriginCheck: false,
      // HttpOnly and SameSite=Lax are better-auth's defaults; Secure whenever we are served over HTTPS or in production.
      useSecureCookies: process.env.NODE_ENV === 'production' || base.protocol === 'https:',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // app/api/auth sets this header from clientAddress(): better-auth alone would take a forged
      // single X-Forwarded-For entry, and put every client of a multi-hop header into one bucket.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.request && SERVER_ONLY_PATHS.has(ctx.path)) throw new APIError('NOT_FOUND');
        // better-auth checks Origin only when the request carries a cookie; a page elsewhere could
        // still make a visitor's browser request reset or verification mails, or sign up in their name.
        if (ctx.request && isCrossSiteRequest(ctx.request.method, ctx.request.headers, ownOrigins(ctx.request.headers))) {
          throw new APIError('FORBIDDEN', { message: errorMessage(localeOf(ctx.headers), 'csrf'), code: 'CROSS_SITE_REQUEST' });
        }
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const nul = pathOfNul(body);
        if (nul !== null) {
          throw new APIError('BAD_REQUEST', {
            message: errorMessage(localeOf(ctx.headers), 'invalidField', { field: nul }),
            code: 'INVALID_FIELD',
          });
        }
        // better-auth takes any name; one the account pages and the mails cannot carry would leave an
        // account whose verification and reset mails fail, its address taken for good.
        if (ctx.path === '/sign-up/email' && !personalInfoSchema.shape.name.safeParse(body.name).success) {
          throw new APIError('BAD_REQUEST', {
            message: errorMessage(localeOf(ctx.headers), 'invalidField', { field: 'name' }),
            code: 'INVALID_NAME',
          });
        }
        // The form's unticked box is refused here too: an account exists only with the terms accepted.
        if (ctx.path === '/sign-up/email' && !termsAcceptanceRule.safeParse(body.acceptTerms).success) {
          throw new APIError('BAD_REQUEST', { message: termsRequiredMessage(localeOf(ctx.headers)), code: 'TERMS_NOT_ACCEPTED' });
        }
        if (MAIL_REQUEST_PATHS.has(ctx.path) && typeof body.email === 'string') await limitMailsTo(body.email, ctx.headers);
        if (ctx.path === '/sign-in/email' && typeof body.email === 'string') await waitBeforeSignIn(body.email);
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        const password = field ? body[field] : undefined;
        if (typeof password !== 'string') return;
        const problem = passwordProblem(password);
        if (problem) {
          const code = { tooShort: 'PASSWORD_TOO_SHORT', tooLong: 'PASSWORD_TOO_LONG', tooCommon: 'PASSWORD_TOO_COMMON' }[problem];
          throw new APIError('BAD_REQUEST', { message: passwordProblemMessage(localeOf(ctx.headers), problem), code });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (ctx.path !== '/sign-in/email' || typeof email !== 'string') return;
        // better-auth's own APIError class, not necessarily the one exported to us: read the status.
        const answer = ctx.context.returned as { statusCode?: unknown } | undefined;
        if (answer?.statusCode === 401) await countFailedSignIn(email);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Sign-up is the one way to a new user, and its before hook has checked the acceptance.
          before: async (user, ctx) =>
            ctx?.path === '/sign-up/email' ? { data: { ...user, termsAcceptedAt: new Date(), termsVersion: TERMS_VERSION } } : undefined,
        },
      },
      session: {
        create: {
          // Every way to a session (sign-in, verification link, reset) passes here, after the password
          // check — so "deactivated" is only told to someone who knows the password (no enumeration).
          before: async (session, ctx) => {
            if (await isDeactivated(db, session.userId)) {
              throw new APIError('FORBIDDEN', { message: errorMessage(localeOf(ctx?.headers), 'deactivated'), code: 'USER_DEACTIVATED' });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * better-auth turns any failure of a session look-up into an error of its own (a 500). After one,
 * this asks the database once more: an outage is then thrown as itself, and answered as one (503).
 */
export async function throwIfDatabaseDown(): Promise<void> {
  await (await getDb()).execute(sql`select 1`);
}

// One instance per database client: getDb() is async and tests install a fresh database per suite.
const authKey = Symbol.for('hjemly.auth');
type AuthCache = { db: Db; auth: Auth };

export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  const g = globalThis as typeof globalThis & { [authKey]?: AuthCache };
  if (g[authKey]?.db !== db) g[authKey] = { db, auth: createAuth(db) };
  return g[authKey].auth;
}
