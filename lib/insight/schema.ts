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
export type Share = number | null;

/** The figures of one company, or one of its groups, over one period; docs/insight.md defines each. */
export type InsightFigures = {
  period: InsightPeriod;
  /** The period is `from` < t ≤ `to` (ISO instants); `to` is the `now` it was computed at. */
  from: string;
  to: string;
  /** The group the figures are for; null for the whole company. */
  group: InsightGroup | null;
  homes: { total: number; free: number };
  lettings: { signed: number; timed: number; medianDaysToLet: number | null };
  applications: {
    received: number;
    homesApplied: number;
    perHome: number | null;
    answerable: number;
    answered: number;
    answerRate: Share;
    medianHoursToFirstAnswer: number | null;
  };
  viewings: { booked: number; surveyed: number; attended: number; attendanceRate: Share };
  offers: { made: number; settled: number; accepted: number; acceptanceRate: Share };
  waitingLists: { members: number; active: number; activeShare: Share; housed: number; turnover: Share };
};

export type InsightGroup = { slug: string; name: string };
