import type { Operation } from '@/lib/providers/operation';
import { insightFiguresSchema, insightQuerySchema, type InsightFigures } from './schema';

/* The provider API's insight endpoint, spread into lib/providers/operations.ts. */

const insightExample: InsightFigures = {
  period: 30,
  from: '2027-02-01T09:00:00.000Z',
  to: '2027-03-03T09:00:00.000Z',
  group: { slug: 'havnehusene-aarhus', name: 'Havnehusene' },
  homes: { total: 24, free: 3 },
  lettings: { signed: 2, timed: 1, medianDaysToLet: 18.5 },
  applications: {
    received: 41,
    homesApplied: 3,
    perHome: 13.67,
    answerable: 38,
    answered: 35,
    answerRate: 0.9211,
    medianHoursToFirstAnswer: 6.5,
  },
  viewings: { booked: 12, surveyed: 9, attended: 8, attendanceRate: 0.8889 },
  offers: { made: 4, settled: 3, accepted: 2, acceptanceRate: 0.6667 },
  waitingLists: { members: 310, active: 244, activeShare: 0.7871, housed: 2, turnover: 0.0065 },
};

export const insightOperations: Operation[] = [
  {
    id: 'getInsight',
    tag: 'Insight',
    method: 'GET',
    path: '/insight',
    summary: 'Read your key figures for a period',
    description:
      "The same figures as the console's insight page, for your whole company or one group (`group`, its slug; another company's group is a 404), over the last 30, 90 or 365 days before now (`period`, 30 when left out). An event counts when now − period < time ≤ now. homes and waitingLists.members/active/activeShare are the state now; the rest counts what happened in the period. Shares are fractions from 0 to 1 (four decimals) and null when there was nothing to divide by; medians are null when nothing was measured. Each figure is defined in the insight documentation: answers are the first status you set on an application (seen, invited to viewing, offered, declined, withdrawn) and leave out applications handled outside Hjemly; time to let runs from the home's publication to the first signed lease and counts a home's first letting only; attendance is what guests answered in the survey; an offer is settled when answered or past its deadline; turnover is members housed in the period over members now.",
    query: insightQuerySchema,
    response: insightFiguresSchema,
    responseExample: insightExample,
  },
];
