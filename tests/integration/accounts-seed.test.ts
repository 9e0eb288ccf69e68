import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/auth/[...all]/route';
import { companyMembers, users } from '@/lib/db/schema/accounts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoApiKey } from '@/lib/db/seed/accounts';
import { authenticateApiKey } from '@/lib/providers/key-service';
import { seed } from '@/lib/db/seed/seed';
import { describeEachEngine } from './support/databases';

let ip = 0;
function signIn(email: string, password = DEMO_PASSWORD) {
  return POST(
    new Request('http://localhost:3000/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.0.${++ip}`,
      },
    }),
  );
}

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-seed-suite-0123456789');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describeEachEngine(
  'demo users in the seed',
  (ctx) => {
    beforeAll(async () => {
      await seed(ctx.handle.db, { properties: 40 });
    });

    it('the demo tenant signs in with the documented password', async () => {
      const response = await signIn(DEMO_USERS.tenant.email);
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token='))).toBe(true);
      expect((await signIn(DEMO_USERS.tenant.email, 'Hjemly-demo-2025')).status).toBe(401);
    });

    it('the deactivated demo user is refused with the deactivated message', async () => {
      const response = await signIn(DEMO_USERS.deactivated.email);
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe('Din bruger er deaktiveret. Kontakt support.');
    });

    it('the landlord is a member of a company and can sign in', async () => {
      const members = await ctx.handle.db.select().from(companyMembers).where(eq(companyMembers.userId, DEMO_USERS.landlord.id));
      expect(members).toHaveLength(1);
      expect((await signIn(DEMO_USERS.landlord.email)).status).toBe(200);
      const [tenant] = await ctx.handle.db.select().from(companyMembers).where(eq(companyMembers.userId, DEMO_USERS.tenant.id));
      expect(tenant).toBeUndefined();
    });

    it('the landlord’s company gets an API key, whose secret works and is not stored', async () => {
      const { secret, company } = await seedDemoApiKey(ctx.handle.db);
      const [member] = await ctx.handle.db.select().from(companyMembers).where(eq(companyMembers.userId, DEMO_USERS.landlord.id));
      expect(company).toEqual(expect.any(String));
      expect(await authenticateApiKey(`Bearer ${secret}`)).toMatchObject({ keyId: expect.any(Number), companyId: member.companyId });
      expect(await authenticateApiKey(`Bearer ${secret}x`)).toBeNull();
    });

    it('every demo user is verified', async () => {
      const rows = await ctx.handle.db.select({ id: users.id, emailVerified: users.emailVerified }).from(users);
      // The three demo users, and the applicants of the landlord's month (who have no password).
      expect(
        rows
          .filter((r) => !r.id.startsWith('demo-applicant-'))
          .map((r) => r.id)
          .sort(),
      ).toEqual(
        Object.values(DEMO_USERS)
          .map((user) => user.id)
          .sort(),
      );
      expect(rows.every((r) => r.emailVerified)).toBe(true);
    });
  },
  { install: true },
);
