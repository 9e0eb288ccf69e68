import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const jobOutcomes = ['ok', 'failed'] as const;
export type JobOutcome = (typeof jobOutcomes)[number];

/**
 * One row per run of a background job on any node: the operators' history (last run, result,
 * duration, failures) read by `npm run job status` and the health details. A run that found another
 * node holding the job's lock did nothing and leaves no row.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    job: text('job').notNull(),
    // host:pid of the process that ran it, so an operator can tell the nodes apart.
    node: text('node').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    outcome: text('outcome').$type<JobOutcome>().notNull(),
    // The error's message only: jobs' errors never carry personal data in their messages.
    error: text('error'),
  },
  (t) => [index('job_runs_job_started_idx').on(t.job, t.startedAt)],
);
