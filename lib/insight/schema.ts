import { z } from 'zod';

/** The periods the overview looks back over, in days before `now`. */
export const insightPeriods = [30, 90, 365] as const;
export type InsightPeriod = (typeof insightPeriods)[number];

/**
 * The overview's query, the same for the console's GET form and the provider API: `period` in days
 * (30 when left out), `group` a group's slug (the whole company when left out or empty).
 */
export const insightQuerySchema = z.object({
  period: z
    .enum(['30', '90', '365'])
    .default('30')
    .describe('Days before now the figures look back over')
    .transform((days) => Number(days) as InsightPeriod),
  group: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((slug) => slug || undefined)
    .describe("A group's slug (as in listGroups); the whole company when left out"),
});
export type InsightQuery = z.output<typeof insightQuerySchema>;

/** A share from 0 to 1 (four decimals), or null when nothing was there to count (a zero denominator). */
const share = z.number().min(0).max(1).nullable();
export type Share = z.output<typeof share>;
const count = z.number().int();

export const insightGroupSchema = z.object({ slug: z.string(), name: z.string() });
export type InsightGroup = z.output<typeof insightGroupSchema>;

/** The figures of one company, or one of its groups, over one period; docs/insight.md defines each. */
export const insightFiguresSchema = z.object({
  period: z.literal(insightPeriods),
  from: z.iso.datetime().describe('The period is from < t ≤ to'),
  to: z.iso.datetime().describe('The now the figures were computed at'),
  group: insightGroupSchema.nullable().describe('The group the figures are for; null for the whole company'),
  homes: z.object({ total: count, free: count }),
  lettings: z.object({ signed: count, timed: count, medianDaysToLet: z.number().nullable() }),
  applications: z.object({
    received: count,
    homesApplied: count,
    perHome: z.number().nullable(),
    answerable: count,
    answered: count,
    answerRate: share,
    medianHoursToFirstAnswer: z.number().nullable(),
  }),
  viewings: z.object({ booked: count, surveyed: count, attended: count, attendanceRate: share }),
  offers: z.object({ made: count, settled: count, accepted: count, acceptanceRate: share }),
  waitingLists: z.object({ members: count, active: count, activeShare: share, housed: count, turnover: share }),
});
export type InsightFigures = z.output<typeof insightFiguresSchema>;
