import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_RATE_LIMITS, MAILS_PER_ADDRESS } from '@/lib/accounts/auth';
import { authSecret } from '@/lib/accounts/secret';
import { TERMS_VERSION } from '@/lib/accounts/terms';
import { FAILED_SIGN_INS, signInWaitMs } from '@/lib/accounts/sign-in-throttle';
import { accounts, sessions, users } from '@/lib/db/schema/accounts';
import { emailMessages } from '@/lib/db/schema/email';
import { whiteLabelConfigs } from '@/lib/db/schema/white-label';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { route } from '@/lib/handlers/route';
import { describeEachEngine } from './support/databases';
import { authGet, authPost, freshIp, ORIGIN, SESSION_COOKIE_NAME, sessionCookie, TEST_PASSWORD } from './support/sessions';

const PASSWORD = TEST_PASSWORD;
const COOKIE_NAME = SESSION_COOKIE_NAME;
const post = authPost;
const get = authGet;

const whoAmI = route({ auth: 'required' }, async ({ user }) => ({ id: user.id, email: user.email }));
const apiGet = (cookie?: string) =>
  whoAmI(new Request(`${ORIGIN}/api/me`, { headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) } }));

beforeAll(() => {
  // A fixed secret, so the suite never writes a generated one under ./data.
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-accounts-suite-0123456789');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await stopBackgroundDelivery();
});

describeEachEngine(
  'accounts',
  (ctx) => {
    const db = () => ctx.handle.db;
    let n = 0;
    const newEmail = () => `person${++n}-${Date.now()}@example.dk`;

    async function mailsTo(email: string) {
      return db().select().from(emailMessages).where(eq(emailMessages.to, email)).orderBy(desc(emailMessages.id));
    }

    async function verificationUrl(email: string): Promise<string> {
      const [mail] = (await mailsTo(email)).filter((m) => m.template === 'verifyEmail');
      const url = mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
      if (!url) throw new Error(`no verification link mailed to ${email}`);
      return url;
    }

    async function signUp(email: string, password = PASSWORD, name = 'Ida Holm') {
      return post('/sign-up/email', { body: { name, email, password, acceptTerms: true } });
    }

    /** A verified account with a password, ready to sign in. */
    async function verifiedUser(email = newEmail()) {
      expect((await signUp(email)).status).toBe(200);
      expect((await get(new URL(await verificationUrl(email)).href)).status).toBeLessThan(400);
      return email;
    }

    async function signIn(email: string, password = PASSWORD, ip?: string) {
      return post('/sign-in/email', { body: { email, password }, ip });
    }

    afterEach(async () => {
      await stopBackgroundDelivery();
    });

    it('sign-up creates an unverified user and queues a verification mail in the request language', async () => {
      const email = newEmail();
      const response = await post('/sign-up/email', {
        body: { name: 'Ida Holm', email, password: PASSWORD, acceptTerms: true },
        headers: { 'accept-language': 'en' },
      });
      expect(response.status).toBe(200);
      // No session before the e-mail is verified.
      expect(sessionCookie(response)).toBeNull();

      const [user] = await db().select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ name: 'Ida Holm', emailVerified: false, deactivatedAt: null });
      const [credential] = await db().select().from(accounts).where(eq(accounts.userId, user.id));
      expect(credential.providerId).toBe('credential');
      expect(credential.password).not.toContain(PASSWORD);

      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ template: 'verifyEmail', locale: 'en-DK', status: 'queued' });
      expect(mails[0].text).toContain('Ida Holm');
      expect(await verificationUrl(email)).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    });

    it('sign-up asks for the terms: refused unticked, in the request language, and stored with time and version when accepted', async () => {
      for (const acceptTerms of [undefined, false]) {
        const email = newEmail();
        const response = await post('/sign-up/email', { body: { name: 'Ida Holm', email, password: PASSWORD, acceptTerms } });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          code: 'TERMS_NOT_ACCEPTED',
          message: 'Du skal acceptere vilkårene for at oprette en profil.',
        });
        expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
        expect(await mailsTo(email)).toHaveLength(0);
      }
      const email = newEmail();
      const before = Date.now();
      expect((await signUp(email)).status).toBe(200);
      const [user] = await db().select().from(users).where(eq(users.email, email));
      expect(user.termsVersion).toBe(TERMS_VERSION);
      expect(user.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(user.termsAcceptedAt?.getTime()).toBeLessThanOrEqual(Date.now());
    });

    it('links the mails of someone on a white-label host to that host, and never to an unknown Host header', async () => {
      await db()
        .insert(whiteLabelConfigs)
        .values({ host: 'fjordbo.example', name: 'Fjordbo', isWhiteLabel: true, companyIds: [] })
        .onConflictDoNothing();
      const onHost = (host: string) => ({ host, origin: `http://${host}` });
      const email = newEmail();
      expect(
        (
          await post('/sign-up/email', {
            body: { name: 'Ida Holm', email, password: PASSWORD, acceptTerms: true },
            headers: onHost('fjordbo.example'),
          })
        ).status,
      ).toBe(200);
      expect(await verificationUrl(email)).toMatch(/^http:\/\/fjordbo\.example\/api\/auth\/verify-email\?token=/);

      const other = newEmail();
      expect(
        (
          await post('/sign-up/email', {
            body: { name: 'Ida Holm', email: other, password: PASSWORD, acceptTerms: true },
            headers: onHost('evil.example'),
          })
        ).status,
      ).toBe(200);
      expect(await verificationUrl(other)).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    });

    it('refuses sign-in before verification, and signs in after the mailed link is opened', async () => {
      const email = newEmail();
      await signUp(email);
      const before = await signIn(email);
      expect(before.status).toBe(403);
      expect(sessionCookie(before)).toBeNull();

      const verified = await get(await verificationUrl(email));
      expect(verified.status).toBeLessThan(400);
      const [user] = await db().select().from(users).where(eq(users.email, email));
      expect(user.emailVerified).toBe(true);

      const after = await signIn(email);
      expect(after.status).toBe(200);
      const cookie = sessionCookie(after);
      expect(cookie).not.toBeNull();
      expect(cookie!.attributes).toMatch(/HttpOnly/i);
      expect(cookie!.attributes).toMatch(/SameSite=Lax/i);
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).not.toHaveLength(0);
    });

    it('a verification link with a forged token verifies nothing', async () => {
      const email = newEmail();
      await signUp(email);
      const forged = new URL(await verificationUrl(email));
      forged.searchParams.set('token', `${forged.searchParams.get('token')}x`);
      await get(forged.href);
      const [user] = await db().select().from(users).where(eq(users.email, email));
      expect(user.emailVerified).toBe(false);
    });

    it('each sign-in creates a new session (rotation) and sign-out ends it on the server', async () => {
      const email = await verifiedUser();
      const first = sessionCookie(await signIn(email))!;
      const second = sessionCookie(await signIn(email))!;
      expect(first.pair).not.toBe(second.pair);

      expect((await apiGet(second.pair)).status).toBe(200);
      expect((await post('/sign-out', { cookie: second.pair, body: {} })).status).toBe(200);
      // The old cookie is worthless now, even if a browser kept it.
      expect((await apiGet(second.pair)).status).toBe(401);
    });

    it('refuses a wrong password with the same answer as an unknown e-mail', async () => {
      const email = await verifiedUser();
      const wrong = await signIn(email, 'Not-The-Password-1');
      const unknown = await signIn(newEmail(), 'Not-The-Password-1');
      expect(wrong.status).toBe(401);
      expect(sessionCookie(wrong)).toBeNull();
      expect(unknown.status).toBe(wrong.status);
      expect(await unknown.json()).toEqual(await wrong.json());
    });

    it.each([
      ['too short', 'Ab1-xyz', 'Adgangskoden skal være på mindst 8 tegn.'],
      ['too long', 'x'.repeat(129), 'Adgangskoden må højst være på 128 tegn.'],
      ['common', 'Password123', 'Adgangskoden er for almindelig. Vælg en anden.'],
      ['common (Danish)', 'kodeord123', 'Adgangskoden er for almindelig. Vælg en anden.'],
    ])('refuses a %s password at sign-up and creates nothing', async (_kind, password, message) => {
      const email = newEmail();
      const response = await signUp(email, password);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(message);
      expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
      expect(await mailsTo(email)).toHaveLength(0);
    });

    it('answers password rules in English for an English request', async () => {
      const response = await post('/sign-up/email', {
        body: { name: 'Ida', email: newEmail(), password: 'password1', acceptTerms: true },
        headers: { 'accept-language': 'en-DK' },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('This password is too common. Please choose another.');
    });

    it('refuses a common password at password reset', async () => {
      const response = await post('/reset-password', { body: { newPassword: '12345678', token: 'whatever' } });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('PASSWORD_TOO_COMMON');
    });

    it('refuses a deactivated user at sign-in with the deactivated message, and blocks their sessions', async () => {
      const email = await verifiedUser();
      const cookie = sessionCookie(await signIn(email))!;
      await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.email, email));

      const refused = await post('/sign-in/email', { body: { email, password: PASSWORD }, headers: { 'accept-language': 'en' } });
      expect(refused.status).toBe(403);
      expect(sessionCookie(refused)).toBeNull();
      expect((await refused.json()).message).toBe('Your user has been deactivated. Please contact support.');

      // A session from before the deactivation no longer opens our API.
      const blocked = await apiGet(cookie.pair);
      expect(blocked.status).toBe(403);
      expect(await blocked.text()).toBe('Din bruger er deaktiveret. Kontakt support.');
    });

    it('does not tell a stranger that an account is deactivated (wrong password → the usual 401)', async () => {
      const email = await verifiedUser();
      await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.email, email));
      expect((await signIn(email, 'Not-The-Password-1')).status).toBe(401);
    });

    it('route() with auth required: 401 without a cookie or with a forged one, 200 with a session', async () => {
      expect((await apiGet()).status).toBe(401);
      expect((await apiGet(`${COOKIE_NAME}=forged.token`)).status).toBe(401);
      const email = await verifiedUser();
      const cookie = sessionCookie(await signIn(email))!;
      const ok = await apiGet(cookie.pair);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ email });
    });

    it('rate-limits sign-in per client after the allowed attempts, in the database', async () => {
      const email = await verifiedUser();
      const ip = freshIp();
      const { max } = AUTH_RATE_LIMITS['/sign-in/email'];
      for (let i = 0; i < max; i++) expect((await signIn(email, 'Not-The-Password-1', ip)).status).toBe(401);
      // Even the right password is refused now: the limit stops guessing, not just failures.
      const limited = await signIn(email, PASSWORD, ip);
      expect(limited.status).toBe(429);
      // Another client is not affected.
      expect((await signIn(email, PASSWORD, freshIp())).status).toBe(200);
      const rows = await ctx.handle.db.execute(`select count(*)::int as n from rate_limits where key like '${ip}%'`);
      expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0].n)).toBeGreaterThan(0);
    });

    it('a rotating X-Forwarded-For does not escape the sign-in limit: the socket’s peer is the client', async () => {
      const email = await verifiedUser();
      const peer = freshIp(); // what our server appends: the address of the socket
      const { max } = AUTH_RATE_LIMITS['/sign-in/email'];
      const statuses = [];
      for (let i = 0; i <= max; i++) statuses.push((await signIn(email, 'Not-The-Password-1', `192.0.2.${i + 1}, ${peer}`)).status);
      expect(statuses).toEqual([...Array(max).fill(401), 429]);
    });

    it('behind a trusted load balancer, the clients of a multi-hop header are counted apart', async () => {
      vi.stubEnv('TRUSTED_PROXIES', '1');
      try {
        const email = await verifiedUser();
        const { max } = AUTH_RATE_LIMITS['/sign-in/email'];
        const statuses = new Set<number>();
        // Every request passes the same balancer (10.0.0.5); before, they all shared one bucket.
        for (let i = 0; i <= max; i++) statuses.add((await signIn(email, 'Not-The-Password-1', `${freshIp()}, 10.0.0.5`)).status);
        expect([...statuses]).toEqual([401]);
        // And a client's own forged entries in front of the balancer's do not help it (another account,
        // so the per-account wait of the failures above does not slow this down).
        const other = await verifiedUser();
        const client = freshIp();
        const forged = [];
        for (let i = 0; i <= max; i++)
          forged.push((await signIn(other, 'Not-The-Password-1', `192.0.2.${i + 1}, ${client}, 10.0.0.5`)).status);
        expect(forged.at(-1)).toBe(429);
      } finally {
        vi.unstubAllEnvs();
        vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-accounts-suite-0123456789');
      }
    });

    it('slows down sign-ins to an account after repeated wrong passwords from anywhere, without locking its owner out', async () => {
      const email = await verifiedUser();
      const timed = async (password: string) => {
        const started = performance.now();
        const { status } = await signIn(email, password, freshIp());
        return { status, ms: performance.now() - started };
      };
      const free = [];
      for (let i = 0; i < FAILED_SIGN_INS.max; i++) free.push(await timed('Not-The-Password-1'));
      expect(free.map((t) => t.status)).toEqual(Array(FAILED_SIGN_INS.max).fill(401));
      const sixth = await timed('Not-The-Password-1');
      expect(sixth.status).toBe(401);
      expect(sixth.ms).toBeGreaterThanOrEqual(signInWaitMs(FAILED_SIGN_INS.max));
      // The owner, with the right password, still gets in — after the (longer) wait.
      const owner = await timed(PASSWORD);
      expect(owner.status).toBe(200);
      expect(owner.ms).toBeGreaterThanOrEqual(signInWaitMs(FAILED_SIGN_INS.max + 1));
      // Another account is not slowed down: it takes no longer than an untouched account's sign-in
      // measured just before (a ratio in one run, not a fixed time, which a busy machine exceeds).
      const [untouched, elsewhere] = [await verifiedUser(), await verifiedUser()];
      const baseline = performance.now();
      expect((await signIn(untouched, PASSWORD, freshIp())).status).toBe(200);
      const baselineMs = performance.now() - baseline;
      const started = performance.now();
      expect((await signIn(elsewhere, PASSWORD, freshIp())).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(baselineMs + signInWaitMs(FAILED_SIGN_INS.max));
    });

    it('never limits the session lookup every page makes, so people sharing one address stay signed in', async () => {
      const ip = freshIp();
      // better-auth's default limit would refuse the 101st lookup within the minute.
      const statuses = new Set<number>();
      for (let i = 0; i < 110; i++) statuses.add((await get('/get-session', { ip })).status);
      expect([...statuses]).toEqual([200]);
    });

    it('rate-limits password reset requests', async () => {
      const ip = freshIp();
      const { max } = AUTH_RATE_LIMITS['/request-password-reset'];
      const email = newEmail();
      for (let i = 0; i < max; i++) expect((await post('/request-password-reset', { body: { email }, ip })).status).toBe(200);
      expect((await post('/request-password-reset', { body: { email }, ip })).status).toBe(429);
    });

    it('limits reset and verification mails per address, whatever client address the caller claims', async () => {
      const known = await verifiedUser();
      // Its verification mail at sign-up was the first of the hour's budget.
      const statuses = [];
      for (let i = 1; i <= MAILS_PER_ADDRESS.max; i++) {
        statuses.push((await post('/request-password-reset', { body: { email: known.toUpperCase(), redirectTo: '/' } })).status);
      }
      expect(statuses).toEqual([...Array(MAILS_PER_ADDRESS.max - 1).fill(200), 429]);
      expect((await mailsTo(known)).filter((m) => m.template === 'resetPassword')).toHaveLength(MAILS_PER_ADDRESS.max - 1);
      // An unknown address is counted the same way (no enumeration), and the verification mail shares the count.
      const unknown = newEmail();
      for (let i = 0; i < MAILS_PER_ADDRESS.max; i++) await post('/request-password-reset', { body: { email: unknown, redirectTo: '/' } });
      const limited = await post('/send-verification-email', { body: { email: unknown }, headers: { 'accept-language': 'da' } });
      expect(limited.status).toBe(429);
      expect((await limited.json()).message).toBe('For mange forsøg. Vent lidt, og prøv igen.');
      // Another address is not affected.
      expect((await post('/request-password-reset', { body: { email: newEmail(), redirectTo: '/' } })).status).toBe(200);
    });

    it('signing in again and again to an unverified account sends no more verification mails than the address allows', async () => {
      const email = newEmail();
      expect((await signUp(email)).status).toBe(200);
      const statuses = new Set<number>();
      for (let i = 0; i < 12; i++) statuses.add((await signIn(email)).status);
      // Every try gets the same answer (verify your e-mail), but the mails stop at the budget.
      expect([...statuses]).toEqual([403]);
      expect((await mailsTo(email)).filter((m) => m.template === 'verifyEmail')).toHaveLength(MAILS_PER_ADDRESS.max);
    });

    it('rate-limits sign-up', async () => {
      const ip = freshIp();
      const { max } = AUTH_RATE_LIMITS['/sign-up/email'];
      for (let i = 0; i < max; i++) {
        expect(
          (await post('/sign-up/email', { body: { name: 'X', email: newEmail(), password: PASSWORD, acceptTerms: true }, ip })).status,
        ).toBe(200);
      }
      expect(
        (await post('/sign-up/email', { body: { name: 'X', email: newEmail(), password: PASSWORD, acceptTerms: true }, ip })).status,
      ).toBe(429);
    });

    it('sign-up with an existing e-mail answers like a new one and changes nothing', async () => {
      const existing = await verifiedUser();
      const [before] = await db().select().from(accounts).innerJoin(users, eq(users.id, accounts.userId)).where(eq(users.email, existing));

      const again = await signUp(existing, 'Another-Fjord-2027', 'Mallory');
      const fresh = await signUp(newEmail());
      expect(again.status).toBe(fresh.status);
      const [a, b] = [await again.json(), await fresh.json()];
      expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
      expect(Object.keys(a.user).sort()).toEqual(Object.keys(b.user).sort());
      expect(a.user.emailVerified).toBe(b.user.emailVerified);

      // The real account keeps its name and password; the old password still works.
      const [after] = await db().select().from(accounts).innerJoin(users, eq(users.id, accounts.userId)).where(eq(users.email, existing));
      expect(after.accounts.password).toBe(before.accounts.password);
      expect(after.users.name).toBe('Ida Holm');
      expect((await signIn(existing)).status).toBe(200);
    });

    it('password reset answers the same for known and unknown e-mails; only the known one gets a mail', async () => {
      const known = await verifiedUser();
      const unknown = newEmail();
      const a = await post('/request-password-reset', { body: { email: known, redirectTo: '/' } });
      const b = await post('/request-password-reset', { body: { email: unknown, redirectTo: '/' } });
      expect(a.status).toBe(200);
      expect(b.status).toBe(a.status);
      expect(await b.json()).toEqual(await a.json());
      expect((await mailsTo(known)).filter((m) => m.template === 'resetPassword')).toHaveLength(1);
      expect(await mailsTo(unknown)).toHaveLength(0);
    });

    it('resets a password with the mailed token; the old password and old sessions stop working', async () => {
      const email = await verifiedUser();
      const oldCookie = sessionCookie(await signIn(email))!;
      await post('/request-password-reset', { body: { email, redirectTo: '/' } });
      const [mail] = (await mailsTo(email)).filter((m) => m.template === 'resetPassword');
      const token = mail.text.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
      expect(token).toBeTruthy();
      const reset = await post('/reset-password', { body: { token, newPassword: 'Ny-Kyst-Vej-2027' } });
      expect(reset.status).toBe(200);
      expect((await signIn(email)).status).toBe(401);
      expect((await signIn(email, 'Ny-Kyst-Vej-2027')).status).toBe(200);
      expect((await apiGet(oldCookie.pair)).status).toBe(401);
    });

    it('refuses a state-changing call from a foreign Origin (CSRF)', async () => {
      const email = await verifiedUser();
      const response = await post('/sign-in/email', {
        body: { email, password: PASSWORD },
        headers: { origin: 'https://evil.example', cookie: `${COOKIE_NAME}=x` },
      });
      expect(response.status).toBe(403);
      expect(sessionCookie(response)).toBeNull();

      // Without cookies too (login CSRF), and for sign-up.
      const noCookie = await post('/sign-in/email', { body: { email, password: PASSWORD }, headers: { origin: 'https://evil.example' } });
      expect(noCookie.status).toBe(403);
      const signUpFromAfar = await post('/sign-up/email', {
        body: { name: 'X', email: newEmail(), password: PASSWORD, acceptTerms: true },
        headers: { origin: 'https://evil.example' },
      });
      expect(signUpFromAfar.status).toBe(403);
      // And the endpoints that mail a link: another site cannot make a visitor's browser send them.
      for (const path of ['/request-password-reset', '/send-verification-email']) {
        const fromAfar = await post(path, { body: { email, redirectTo: '/' }, headers: { origin: 'https://evil.example' } });
        expect(fromAfar.status, path).toBe(403);
      }
      expect((await mailsTo(email)).filter((m) => m.template === 'resetPassword')).toEqual([]);
    });

    it('a forged-Origin sign-out leaves the session alive', async () => {
      const email = await verifiedUser();
      const cookie = sessionCookie(await signIn(email))!;
      const response = await post('/sign-out', { cookie: cookie.pair, body: {}, headers: { origin: 'https://evil.example' } });
      expect(response.status).toBe(403);
      expect((await apiGet(cookie.pair)).status).toBe(200);
    });

    it('refuses a sign-up name the mails cannot carry (blank or over 200 characters), creating no account', async () => {
      // Such an account could never get its verification or reset mail: an address taken for good.
      for (const name of ['x'.repeat(201), '   ']) {
        const email = newEmail();
        const response = await post('/sign-up/email', {
          body: { name, email, password: PASSWORD, acceptTerms: true },
          headers: { 'accept-language': 'da' },
        });
        expect([response.status, (await response.json()).message]).toEqual([400, 'Feltet name er ugyldigt.']);
        expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
      }
      const email = newEmail();
      expect((await post('/sign-up/email', { body: { name: 'x'.repeat(200), email, password: PASSWORD, acceptTerms: true } })).status).toBe(
        200,
      );
      expect((await mailsTo(email)).map((m) => m.template)).toEqual(['verifyEmail']);
    });

    it('a sign-up body cannot set emailVerified, deactivatedAt, phone or the terms acceptance', async () => {
      const email = newEmail();
      const response = await post('/sign-up/email', {
        body: {
          name: 'Eve',
          email,
          password: PASSWORD,
          acceptTerms: true,
          emailVerified: true,
          deactivatedAt: null,
          phone: '+4512345678',
          termsAcceptedAt: '2020-01-01T00:00:00Z',
          termsVersion: 'forged',
        },
      });
      const [user] = await db().select().from(users).where(eq(users.email, email));
      // better-auth either refuses the fields or ignores them; it never stores them.
      if (response.status === 200) expect(user).toMatchObject({ emailVerified: false, phone: null, termsVersion: TERMS_VERSION });
      else expect(user).toBeUndefined();
      expect(response.status === 200 || response.status === 400).toBe(true);
    });
  },
  { install: true },
);

describe('the auth secret', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'hjemly-secret-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('uses BETTER_AUTH_SECRET when set', () => {
    expect(authSecret({ BETTER_AUTH_SECRET: 's3cret', NODE_ENV: 'test' })).toBe('s3cret');
  });

  it('generates one secret under DATA_DIR, keeps it private and reuses it', () => {
    vi.stubEnv('DATA_DIR', dir);
    try {
      const first = authSecret({ NODE_ENV: 'test' });
      expect(first.length).toBeGreaterThanOrEqual(40);
      expect(authSecret({ NODE_ENV: 'test' })).toBe(first);
      const file = path.join(dir, 'auth-secret');
      expect(readFileSync(file, 'utf8')).toBe(first);
      expect(statSync(file).mode & 0o077).toBe(0);
    } finally {
      vi.stubEnv('DATA_DIR', undefined as unknown as string);
    }
  });

  it('refuses to generate one for several production nodes on PostgreSQL', () => {
    expect(() => authSecret({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x' })).toThrow(/BETTER_AUTH_SECRET/);
  });
});
