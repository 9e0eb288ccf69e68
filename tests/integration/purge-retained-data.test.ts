import { expect, it } from 'vitest';
import { rateLimits, users, verifications } from '@/lib/db/schema/accounts';
import { emailMessages } from '@/lib/db/schema/email';
import { companies } from '@/lib/db/schema/catalogue';
import { feedback } from '@/lib/db/schema/feedback';
import { jobRuns } from '@/lib/db/schema/jobs';
import { apiKeys, idempotencyKeys } from '@/lib/db/schema/providers';
import { linkTokens } from '@/lib/db/schema/tokens';
import { purgeRetainedData } from '@/lib/jobs/purge-retained-data';
import { describeEachEngine } from './support/databases';

const NOW = new Date('2031-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60_000);

describeEachEngine(
  'purge-retained-data job',
  (ctx) => {
    const db = () => ctx.handle.db;

    it('drops month-old sent mail, year-old feedback, used-up tokens, stale counters and day-old idempotency records — and nothing else, twice', async () => {
      const mail = { to: 'a@example.dk', locale: 'da-DK' as const, template: 'verifyEmail', subject: 's', text: 't', html: 'h' };
      await db()
        .insert(emailMessages)
        .values([
          { ...mail, subject: 'old sent', status: 'sent', createdAt: daysAgo(31) },
          { ...mail, subject: 'old failed', status: 'failed', createdAt: daysAgo(400) },
          { ...mail, subject: 'old but still queued', status: 'queued', createdAt: daysAgo(400) },
          { ...mail, subject: 'recent', status: 'sent', createdAt: daysAgo(29) },
        ]);
      await db()
        .insert(feedback)
        .values([
          { message: 'old', locale: 'da-DK', createdAt: daysAgo(366) },
          { message: 'recent', locale: 'da-DK', createdAt: daysAgo(10) },
        ]);
      await db().insert(users).values({ id: 'u1', name: 'Ida', email: 'ida@example.dk' });
      await db()
        .insert(verifications)
        .values([
          { id: 'v1', identifier: 'ida@example.dk', value: 'x', expiresAt: daysAgo(1) },
          { id: 'v2', identifier: 'ida@example.dk', value: 'y', expiresAt: new Date(NOW.getTime() + 60_000) },
        ]);
      await db()
        .insert(rateLimits)
        .values([
          { id: 'old', key: 'old', count: 3, lastRequest: daysAgo(2).getTime() },
          { id: 'new', key: 'new', count: 3, lastRequest: NOW.getTime() - 60_000 },
        ]);
      const [company] = await db().insert(companies).values({ slug: 'udlejer', name: 'Udlejer' }).returning();
      const [key] = await db().insert(apiKeys).values({ companyId: company.id, name: 'CRM', prefix: 'hjm_x', secretHash: 'h' }).returning();
      await db()
        .insert(idempotencyKeys)
        .values([
          {
            apiKeyId: key.id,
            key: 'day-old',
            requestHash: 'r',
            responseStatus: 200,
            createdAt: new Date(NOW.getTime() - 25 * 60 * 60_000),
          },
          { apiKeyId: key.id, key: 'fresh', requestHash: 'r', responseStatus: 200, createdAt: new Date(NOW.getTime() - 23 * 60 * 60_000) },
        ]);

      const link = { purpose: 'offer' as const, subject: 's', createdAt: daysAgo(400) };
      await db()
        .insert(linkTokens)
        .values([
          { ...link, tokenHash: 'expired 91 days ago', expiresAt: daysAgo(91) },
          { ...link, tokenHash: 'used 91 days ago', consumedAt: daysAgo(91) },
          { ...link, tokenHash: 'expired 89 days ago', expiresAt: daysAgo(89) },
          { ...link, tokenHash: 'used 89 days ago', expiresAt: daysAgo(200), consumedAt: daysAgo(89) },
          { ...link, tokenHash: 'lasts as long as its subject', expiresAt: null },
        ]);

      const jobRun = { job: 'deliver-emails', node: 'a:1', durationMs: 5, outcome: 'ok' as const };
      await db()
        .insert(jobRuns)
        .values([
          { ...jobRun, error: 'a month and a day ago', startedAt: daysAgo(31) },
          { ...jobRun, error: 'a day short of a month ago', startedAt: daysAgo(29) },
        ]);

      expect(await purgeRetainedData({ db: db(), now: NOW })).toEqual({
        emails: 2,
        feedback: 1,
        verifications: 1,
        linkTokens: 3,
        rateLimitCounters: 1,
        idempotencyKeys: 1,
        waitingLists: { pendingSignups: 0, invitations: 0 },
        jobRuns: 1,
      });
      expect((await db().select().from(jobRuns)).map((r) => r.error)).toEqual(['a day short of a month ago']);
      expect((await db().select().from(emailMessages)).map((m) => m.subject).sort()).toEqual(['old but still queued', 'recent']);
      expect((await db().select().from(feedback)).map((f) => f.message)).toEqual(['recent']);
      expect((await db().select().from(verifications)).map((v) => v.id)).toEqual(['v2']);
      expect((await db().select().from(rateLimits)).map((r) => r.key)).toEqual(['new']);
      expect((await db().select().from(idempotencyKeys)).map((r) => r.key)).toEqual(['fresh']);
      expect((await db().select().from(linkTokens)).map((r) => r.tokenHash).sort()).toEqual([
        'expired 89 days ago',
        'lasts as long as its subject',
      ]);

      expect(await purgeRetainedData({ db: db(), now: NOW })).toEqual({
        emails: 0,
        feedback: 0,
        verifications: 0,
        linkTokens: 0,
        rateLimitCounters: 0,
        idempotencyKeys: 0,
        waitingLists: { pendingSignups: 0, invitations: 0 },
        jobRuns: 0,
      });
    });
  },
  { install: true },
);
