import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as applicationsRoute from '@/app/api/applications/route';
import * as withdrawRoute from '@/app/api/applications/[id]/withdraw/route';
import * as webhooksRoute from '@/app/api/company/webhooks/route';
import * as resendRoute from '@/app/api/company/webhook-deliveries/[id]/resend/route';
import { companyMembers } from '@/lib/db/schema/accounts';
import { companies } from '@/lib/db/schema/catalogue';
import { webhookDeliveries, webhookEndpoints } from '@/lib/db/schema/providers';
import type { Db } from '@/lib/db/types';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { deliverWebhooks } from '@/lib/jobs/deliver-webhooks';
import { publishWebhookEvent, WEBHOOK_RETRY_DELAYS_MS } from '@/lib/webhooks/service';
import { verifyWebhook } from '@/lib/webhooks/signature';
import { apiRequest } from './support/api-requests';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';
import { signedInUser } from './support/sessions';

type Received = { delivery: string; signature: string; body: string };

/** A receiver that answers 500 to the first `failures` requests, then 200; it records every request. */
function receiver(failures = 0) {
  const received: Received[] = [];
  let left = failures;
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        delivery: String(request.headers['hjemly-delivery']),
        signature: String(request.headers['hjemly-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.statusCode = left-- > 0 ? 500 : 200;
      response.end();
    });
  });
  return {
    received,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function companyWithEndpoint(db: Db, url: string, events: string[] = []) {
  const [company] = await db
    .insert(companies)
    .values({ slug: `hook-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, name: 'Hooks A/S' })
    .returning();
  const [endpoint] = await db.insert(webhookEndpoints).values({ companyId: company.id, url, secret: 'whsec_test', events }).returning();
  return { companyId: company.id, endpointId: endpoint.id };
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-webhooks-suite-0123456789');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describeEachEngine(
  'webhooks',
  (ctx) => {
    const db = () => ctx.handle.db;
    afterEach(async () => {
      await stopBackgroundDelivery();
    });

    it('writes application.created with the application and application.withdrawn, signed, delivered by the job', async () => {
      const hook = receiver();
      const url = await hook.listen();
      try {
        const group = await createGroup(db());
        const home = await createHome(db(), group.id);
        const [endpoint] = await db()
          .insert(webhookEndpoints)
          .values({ companyId: group.companyId, url, secret: 'whsec_test' })
          .returning();
        const person = await signedInUser(db());
        const form = { name: 'Ida Holm', email: 'ida@example.dk', phone: '+45 20 30 40 50', message: 'Hej', property: home.slug };
        const created = await applicationsRoute.POST(apiRequest('POST', 'applications', { cookie: person.cookie, body: form }));
        expect(created.status).toBe(201);
        const { id } = await created.json();
        // Nothing is sent in the request: the event waits in the outbox for the job.
        expect(hook.received).toHaveLength(0);
        expect(await deliverWebhooks({ db: db() })).toEqual({ delivered: 1, retried: 0, failed: 0 });

        const withdrawn = await withdrawRoute.POST(apiRequest('POST', `applications/${id}/withdraw`, { cookie: person.cookie }), {
          params: Promise.resolve({ id }),
        });
        expect(withdrawn.status).toBe(200);
        expect(await deliverWebhooks({ db: db() })).toEqual({ delivered: 1, retried: 0, failed: 0 });

        const events = hook.received.map((r) => JSON.parse(r.body));
        expect(events.map((e) => e.type)).toEqual(['application.created', 'application.withdrawn']);
        expect(events[0].data).toMatchObject({ id, status: 'sent', home: { slug: home.slug }, applicant: { name: 'Ida Holm' } });
        expect(events[1].data).toMatchObject({ id, status: 'withdrawn', active: false });
        for (const request of hook.received) {
          expect(verifyWebhook('whsec_test', request.signature, request.body)).toBe(true);
          expect(JSON.parse(request.body).id).toBe(request.delivery);
        }
        const rows = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
        expect(rows.map((r) => r.status)).toEqual(['delivered', 'delivered']);
      } finally {
        await hook.close();
      }
    });

    it('retries a failing receiver on the backoff until it answers, and gives up after three days', async () => {
      const hook = receiver(2);
      const url = await hook.listen();
      try {
        const { companyId } = await companyWithEndpoint(db(), url);
        const start = new Date();
        await publishWebhookEvent(db(), companyId, 'application.created', { n: 1 }, start);
        expect(await deliverWebhooks({ db: db(), now: start })).toEqual({ delivered: 0, retried: 1, failed: 0 });
        // Not due again before its first delay has passed.
        expect(await deliverWebhooks({ db: db(), now: later(start, WEBHOOK_RETRY_DELAYS_MS[0] - 1000) })).toEqual({
          delivered: 0,
          retried: 0,
          failed: 0,
        });
        expect(await deliverWebhooks({ db: db(), now: later(start, WEBHOOK_RETRY_DELAYS_MS[0]) })).toEqual({
          delivered: 0,
          retried: 1,
          failed: 0,
        });
        const third = later(start, WEBHOOK_RETRY_DELAYS_MS[0] + WEBHOOK_RETRY_DELAYS_MS[1]);
        expect(await deliverWebhooks({ db: db(), now: third })).toEqual({ delivered: 1, retried: 0, failed: 0 });
        expect(new Set(hook.received.map((r) => r.delivery)).size).toBe(1);
        expect(hook.received).toHaveLength(3);

        // An endpoint that never answers: attempts stop once three days have passed since the event.
        const dead = await companyWithEndpoint(db(), 'http://127.0.0.1:9/never');
        await publishWebhookEvent(db(), dead.companyId, 'application.created', { n: 2 }, start);
        let now = start;
        for (let attempt = 0; attempt < 30; attempt++) {
          await deliverWebhooks({ db: db(), now });
          const [row] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.companyId, dead.companyId));
          if (row.status !== 'pending') break;
          now = row.nextAttemptAt;
        }
        const [given] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.companyId, dead.companyId));
        expect(given.status).toBe('failed');
        expect(given.lastError).toBeTruthy();
        expect(now.getTime() - start.getTime()).toBeLessThanOrEqual(3 * 24 * 60 * 60_000);
        expect(now.getTime() - start.getTime()).toBeGreaterThan(2 * 24 * 60 * 60_000);
      } finally {
        await hook.close();
      }
    });

    it('sends only the event types an endpoint took', async () => {
      const hook = receiver();
      const url = await hook.listen();
      try {
        const { companyId } = await companyWithEndpoint(db(), url, ['application.withdrawn']);
        await publishWebhookEvent(db(), companyId, 'application.created', {});
        await publishWebhookEvent(db(), companyId, 'application.withdrawn', {});
        await deliverWebhooks({ db: db() });
        expect(hook.received.map((r) => JSON.parse(r.body).type)).toEqual(['application.withdrawn']);
      } finally {
        await hook.close();
      }
    });

    it('never sends to our own network on the real site, even when a saved name points there later', async () => {
      const hook = receiver();
      const url = await hook.listen();
      try {
        const { companyId } = await companyWithEndpoint(db(), url);
        await publishWebhookEvent(db(), companyId, 'application.created', {});
        vi.stubEnv('APP_ENV', 'production');
        try {
          expect(await deliverWebhooks({ db: db() })).toEqual({ delivered: 0, retried: 1, failed: 0 });
        } finally {
          vi.stubEnv('APP_ENV', 'development');
        }
        expect(hook.received).toHaveLength(0);
        const [row] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.companyId, companyId));
        expect(row.lastError).toBe('notPublic');
      } finally {
        await hook.close();
      }
    });

    it('delivers each event once with two workers running at the same time', async () => {
      const hook = receiver();
      const url = await hook.listen();
      try {
        const { companyId } = await companyWithEndpoint(db(), url);
        for (let i = 0; i < 20; i++) await publishWebhookEvent(db(), companyId, 'application.created', { i });
        const runs = await Promise.all([deliverWebhooks({ db: db() }), deliverWebhooks({ db: db() })]);
        expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(20);
        expect(hook.received).toHaveLength(20);
        expect(new Set(hook.received.map((r) => r.delivery)).size).toBe(20);
      } finally {
        await hook.close();
      }
    });

    describe('in the console', () => {
      it('lets the owner add an endpoint (secret shown once) and send a delivery again; nobody else', async () => {
        const [company] = await db()
          .insert(companies)
          .values({ slug: `hooks-console-${Date.now()}`, name: 'Konsol' })
          .returning();
        const owner = await signedInUser(db());
        const member = await signedInUser(db());
        await db()
          .insert(companyMembers)
          .values([
            { userId: owner.id, companyId: company.id, role: 'owner' },
            { userId: member.id, companyId: company.id, role: 'member' },
          ]);
        const body = { url: 'https://crm.example.dk/hooks', events: ['application.created'] };
        const created = await webhooksRoute.POST(apiRequest('POST', 'company/webhooks', { cookie: owner.cookie, body }));
        expect(created.status).toBe(201);
        const { endpoint, secret } = await created.json();
        expect(secret).toMatch(/^whsec_/);
        expect(endpoint).toMatchObject({ url: body.url, events: ['application.created'] });
        expect((await webhooksRoute.POST(apiRequest('POST', 'company/webhooks', { cookie: member.cookie, body }))).status).toBe(403);
        for (const url of ['ftp://crm.example.dk', 'https://user:pw@crm.example.dk/', 'not a url']) {
          expect((await webhooksRoute.POST(apiRequest('POST', 'company/webhooks', { cookie: owner.cookie, body: { url } }))).status).toBe(
            400,
          );
        }
        vi.stubEnv('APP_ENV', 'production');
        try {
          const plain = await webhooksRoute.POST(
            apiRequest('POST', 'company/webhooks', { cookie: owner.cookie, body: { url: 'http://crm.example.dk/' } }),
          );
          expect(plain.status).toBe(400);
        } finally {
          vi.stubEnv('APP_ENV', 'development');
        }

        await publishWebhookEvent(db(), company.id, 'application.created', {});
        const [delivery] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.companyId, company.id));
        await db().update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.id, delivery.id));
        const resend = (cookie: string) =>
          resendRoute.POST(apiRequest('POST', `company/webhook-deliveries/${delivery.id}/resend`, { cookie, body: {} }), {
            params: Promise.resolve({ id: delivery.id }),
          });
        const stranger = await signedInUser(db());
        expect((await resend(stranger.cookie)).status).toBe(404);
        expect((await resend(member.cookie)).status).toBe(403);
        expect((await resend(owner.cookie)).status).toBe(204);
        const [again] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
        expect(again).toMatchObject({ status: 'pending', attempts: 0 });
      });
    });
  },
  { install: true },
);
