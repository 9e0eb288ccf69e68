import 'server-only';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { APIError, createAuthEndpoint, getSessionFromCtx, sendVerificationEmailFn } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import type { Db } from '@/lib/db/types';
import { requestLocale } from '@/lib/http/request-locale';
import { errorMessage } from '@/lib/http/errors';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import { MITID_OUTCOME_PARAM } from '@/lib/mitid/outcome-param';
import { mitidStartSchema, type MitidStart } from '@/lib/mitid/schema';
import {
  accountOfIdentity,
  beginJourney,
  endJourney,
  isHeldByOther,
  JOURNEY_MINUTES,
  mitidEnabled,
  recordProof,
  unlinkIdentity,
  type MitidJourney,
  type MitidOutcome,
} from '@/lib/mitid/service';
import { BrokerRefusedError } from '@/lib/mitid/oidc';
import type { MitidProof } from '@/lib/mitid/claims';
import { mitidSignUpSchema } from './auth-schema';
import { mitidMessage, termsRequiredMessage } from './messages';
import { TERMS_VERSION } from './terms';

/*
 * MitID through the broker as better-auth endpoints, so a journey's end makes a session exactly as a
 * password does (its cookie, and the session hook that refuses a deactivated account):
 *   POST /mitid/start    → { url } of the broker; the journey's state also in a cookie of this browser
 *   GET  /mitid/callback ← the broker; back to the page the journey began on, with ?mitid=<outcome>
 *   POST /mitid/unlink   ← a signed-in person, after confirming
 * The rules of the journey itself live in lib/mitid.
 */

const STATE_COOKIE = 'mitid_state';
const CALLBACK_PATH = '/mitid/callback';

type Ctx = GenericEndpointContext;

function redirectUri(ctx: { context: { baseURL: string } }): string {
  return `${ctx.context.baseURL}${CALLBACK_PATH}`;
}

function backTo(returnTo: string, outcome: MitidOutcome): string {
  const url = new URL(returnTo, 'http://return.invalid');
  url.searchParams.set(MITID_OUTCOME_PARAM, outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A sign-up's e-mail and terms, refused in the form's words before the person goes to MitID. */
function signUpEmail(body: MitidStart, locale: Locale): string {
  const parsed = mitidSignUpSchema.safeParse({ email: body.email ?? '', acceptTerms: body.acceptTerms ?? false });
  if (parsed.success) return parsed.data.email;
  const field = String(parsed.error.issues[0]?.path[0] ?? 'email');
  if (field === 'acceptTerms') throw new APIError('BAD_REQUEST', { message: termsRequiredMessage(locale), code: 'TERMS_NOT_ACCEPTED' });
  throw new APIError('BAD_REQUEST', { message: errorMessage(locale, 'invalidField', { field }), code: 'INVALID_FIELD' });
}

async function start(db: Db, ctx: Ctx & { body: MitidStart }) {
  const locale = requestLocale(ctx.headers ?? new Headers());
  if (!mitidEnabled()) throw new APIError('NOT_FOUND', { message: mitidMessage(locale, 'off'), code: 'MITID_OFF' });
  const session = await getSessionFromCtx(ctx);
  const { intent } = ctx.body;
  if (intent === 'link' && !session) throw new APIError('UNAUTHORIZED', { message: errorMessage(locale, 'unauthorized') });
  const email = intent === 'signUp' ? signUpEmail(ctx.body, locale) : null;
  try {
    const journey = await beginJourney(
      db,
      {
        intent,
        userId: intent === 'link' ? session!.user.id : null,
        email,
        returnTo: ctx.body.returnTo,
        locale,
        redirectUri: redirectUri(ctx),
      },
      new Date(),
    );
    const cookie = ctx.context.createAuthCookie(STATE_COOKIE, { maxAge: JOURNEY_MINUTES * 60, path: ctx.context.options.basePath });
    ctx.setCookie(cookie.name, journey.state, cookie.attributes);
    return ctx.json({ url: journey.url });
  } catch (error) {
    if (!(error instanceof BrokerRefusedError)) throw error;
    console.error('MitID: cannot reach the broker:', error.cause);
    throw new APIError('SERVICE_UNAVAILABLE', { message: mitidMessage(locale, 'unavailable'), code: 'MITID_UNAVAILABLE' });
  }
}

/** A session for the account, as a password sign-in makes it; the account's own refusals are outcomes. */
async function signIn(ctx: Ctx, userId: string): Promise<MitidOutcome> {
  const user = await ctx.context.internalAdapter.findUserById(userId);
  if (!user) return 'notLinked';
  if (!user.emailVerified) return 'emailNotVerified';
  try {
    const session = await ctx.context.internalAdapter.createSession(userId);
    await setSessionCookie(ctx, { session, user });
    return 'signedIn';
  } catch (error) {
    // The session hook of lib/accounts/auth.ts refuses a deactivated account.
    if (error instanceof APIError && error.body?.code === 'USER_DEACTIVATED') return 'deactivated';
    throw error;
  }
}

/** A new account from the sign-up form's e-mail and MitID's name; it signs in once the address is confirmed. */
async function signUp(db: Db, ctx: Ctx, flow: MitidJourney, issuer: string, proof: MitidProof): Promise<MitidOutcome> {
  const { email, returnTo } = flow as MitidJourney & { email: string };
  if (await ctx.context.internalAdapter.findUserByEmail(email)) return 'emailTaken';
  const now = new Date();
  const user = await ctx.context.internalAdapter.createUser(
    {
      email,
      name: proof.name,
      emailVerified: false,
      termsAcceptedAt: now,
      termsVersion: TERMS_VERSION,
    },
    { method: 'mitid' },
  );
  if (!(await recordProof(db, user.id, issuer, proof, now))) return 'takenByOther';
  // better-auth takes the link's return address from the body of a sign-up; this one is a GET.
  await sendVerificationEmailFn({ ...ctx, body: { callbackURL: returnTo } } as Ctx, user);
  return 'checkEmail';
}

async function callback(db: Db, ctx: Ctx): Promise<never> {
  const cookie = ctx.context.createAuthCookie(STATE_COOKIE, { path: ctx.context.options.basePath });
  const cookieState = ctx.getCookie(cookie.name);
  ctx.setCookie(cookie.name, '', { ...cookie.attributes, maxAge: 0 });
  const end = await endJourney(db, new URL(ctx.request!.url), cookieState, redirectUri(ctx), new Date());
  // Without its journey there is no page to go back to: the front page, in the language of the browser.
  const locale = requestLocale(ctx.headers ?? new Headers());
  const home = locale === defaultLocale ? '/' : `/${locale}`;
  if (!end.proved) throw ctx.redirect(backTo(end.flow?.returnTo ?? home, end.reason));
  const { flow, issuer, proof } = end;
  const linkedTo = await accountOfIdentity(db, issuer, proof.subject);
  let outcome: MitidOutcome;
  if (flow.intent === 'link') {
    if (linkedTo && linkedTo !== flow.userId) outcome = 'takenByOther';
    else if (await isHeldByOther(db, issuer, proof, flow.userId!)) outcome = 'takenByOther';
    else outcome = (await recordProof(db, flow.userId!, issuer, proof, new Date())) ? 'linked' : 'takenByOther';
  } else if (linkedTo) {
    outcome = await signIn(ctx, linkedTo);
    if (outcome === 'signedIn') await recordProof(db, linkedTo, issuer, proof, new Date());
  } else {
    outcome = flow.intent === 'signUp' && flow.email ? await signUp(db, ctx, flow, issuer, proof) : 'notLinked';
  }
  throw ctx.redirect(backTo(flow.returnTo, outcome));
}

export function mitidPlugin(db: Db): BetterAuthPlugin {
  return {
    id: 'hjemly-mitid',
    endpoints: {
      mitidStart: createAuthEndpoint('/mitid/start', { method: 'POST', body: mitidStartSchema }, (ctx) => start(db, ctx)),
      mitidCallback: createAuthEndpoint(CALLBACK_PATH, { method: 'GET' }, (ctx) => callback(db, ctx)),
      mitidUnlink: createAuthEndpoint('/mitid/unlink', { method: 'POST' }, async (ctx) => {
        const session = await getSessionFromCtx(ctx);
        const locale = requestLocale(ctx.headers ?? new Headers());
        if (!session) throw new APIError('UNAUTHORIZED', { message: errorMessage(locale, 'unauthorized') });
        return ctx.json({ unlinked: await unlinkIdentity(db, session.user.id) });
      }),
    },
  };
}
