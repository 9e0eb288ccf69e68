import { afterEach, expect, it, vi } from 'vitest';
import { jobStatuses } from '@/lib/jobs/history';
import { jobs } from '@/lib/jobs/registry';
import { runJob } from '@/lib/jobs/run';
import { describeEachEngine } from './support/databases';

describeEachEngine(
  'job run history',
  (ctx) => {
    const status = async (job: string) => (await jobStatuses(ctx.handle.db, new Date())).find((s) => s.job === job);

    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('records a run that did its work, with its node and duration', async () => {
      expect(await status('remind-offers')).toEqual({ job: 'remind-offers', lastRun: null, last24h: { runs: 0, failures: 0 } });
      expect((await runJob('remind-offers', { handle: ctx.handle })).ran).toBe(true);
      expect(await status('remind-offers')).toMatchObject({
        lastRun: { outcome: 'ok', node: expect.stringMatching(/:\d+$/), error: null, durationMs: expect.any(Number) },
        last24h: { runs: 1, failures: 0 },
      });
    });

    it('records a failed run with its message and still fails it, so the scheduler retries', async () => {
      vi.spyOn(jobs['send-alerts'], 'run').mockRejectedValueOnce(new Error('the mail server said no'));
      await expect(runJob('send-alerts', { handle: ctx.handle })).rejects.toThrow('the mail server said no');
      expect(await status('send-alerts')).toMatchObject({
        lastRun: { outcome: 'failed', error: 'the mail server said no' },
        last24h: { runs: 1, failures: 1 },
      });
      expect((await runJob('send-alerts', { handle: ctx.handle })).ran).toBe(true);
      expect(await status('send-alerts')).toMatchObject({ lastRun: { outcome: 'ok', error: null }, last24h: { runs: 2, failures: 1 } });
    });

    it('on PostgreSQL, a run that found another node holding the lock leaves no row', async () => {
      if (ctx.handle.engine !== 'postgres') return;
      const pool = (ctx.handle.db as unknown as { $client: import('pg').Pool }).$client;
      const otherNode = await pool.connect();
      try {
        await otherNode.query(`select pg_advisory_lock(hashtext('hjemly.job.remind-offers'))`);
        const before = await status('remind-offers');
        expect(await runJob('remind-offers', { handle: ctx.handle })).toEqual({ ran: false });
        expect(await status('remind-offers')).toEqual(before);
      } finally {
        await otherNode.query(`select pg_advisory_unlock(hashtext('hjemly.job.remind-offers'))`);
        otherNode.release();
      }
    });
  },
  { install: true },
);
