import { z } from 'zod';
import { jobNames } from '@/lib/jobs/names';

/*
 * The support and job commands (`npm run account`, `npm run group-status`, `npm run legal-caps`, `npm run job`). They run in the command's own
 * process when it can open the database, else in the server that holds the embedded one (./server).
 */

export const accountActions = ['deactivate', 'reactivate'] as const;
export const groupStatusNames = ['unpublished', 'shareable', 'published', 'waiting-list'] as const;
export type GroupStatusName = (typeof groupStatusNames)[number];

export const commandSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('job'), name: z.enum(jobNames) }),
  z.object({ kind: z.literal('job-status') }),
  z.object({ kind: z.literal('account'), action: z.enum(accountActions), email: z.string().trim().min(1).max(320) }),
  z.object({ kind: z.literal('group-status'), slug: z.string().trim().min(1).max(200), status: z.enum(groupStatusNames) }),
  z.object({ kind: z.literal('legal-caps') }),
]);

export type Command = z.infer<typeof commandSchema>;

/** What the person at the terminal reads; `ok: false` exits non-zero. */
export type CommandOutcome = { ok: boolean; message: string };
