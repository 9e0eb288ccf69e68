import { afterEach, expect, it, vi } from 'vitest';
import { GET } from '@/app/metrics/route';
import { runJob } from '@/lib/jobs/run';
import { describeEachEngine } from './support/databases';

const TOKEN = 'metrics-token-for-the-team';
const metrics = (headers: Record<string, string> = {}) =>
  GET(new Request('http://localhost:3000/metrics', { headers: { host: 'localhost:3000', ...headers } }));

afterEach(() => vi.unstubAllEnvs());

describeEachEngine(
  '/metrics',
  (ctx) => {
    it('is there for no one without HEALTH_TOKEN, and only for its bearer with it', async () => {
      expect((await metrics({ authorization: `Bearer ${TOKEN}` })).status).toBe(404);
      vi.stubEnv('HEALTH_TOKEN', TOKEN);
      expect((await metrics()).status).toBe(401);
      expect((await metrics({ authorization: 'Bearer wrong' })).status).toBe(401);
      expect((await metrics({ authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    });

    it("counts job runs and mails, and shows the process's memory and the pools", async () => {
      vi.stubEnv('HEALTH_TOKEN', TOKEN);
      await runJob('deliver-emails', { handle: ctx.handle });
      const response = await metrics({ authorization: `Bearer ${TOKEN}` });
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      expect(text).toMatch(/^hjemly_job_runs_total\{job="deliver-emails",outcome="ok"\} [1-9]/m);
      expect(text).toMatch(/^hjemly_job_duration_seconds_count\{job="deliver-emails"\} [1-9]/m);
      expect(text).toMatch(/^hjemly_process_resident_memory_bytes \d+/m);
      for (const name of [
        'hjemly_http_request_duration_seconds',
        'hjemly_page_cache_requests_total',
        'hjemly_db_pool_connections',
        'hjemly_emails_total',
        'hjemly_payments_settled_total',
      ]) {
        expect(text).toContain(`# TYPE ${name} `);
      }
    });
  },
  { install: true },
);
