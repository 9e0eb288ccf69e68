import { createFormatter, createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import da from '@/messages/da-DK/companyConsole.json';
import en from '@/messages/en-DK/companyConsole.json';
import { detailParts } from '@/components/audit/audit-detail';
import { formatters, rowsOf } from '@/components/insight/insight-rows';
import type { AuditEntry } from '@/lib/audit/schema';
import type { InsightFigures } from '@/lib/insight/schema';

type Locale = 'da-DK' | 'en-DK';
const messages = (locale: Locale) => ({ companyConsole: locale === 'da-DK' ? da : en });
const format = (locale: Locale) => createFormatter({ locale });

function logContext(locale: Locale, homes = new Map<number, string>()) {
  return { t: createTranslator({ locale, messages: messages(locale), namespace: 'companyConsole.log' }), format: format(locale), homes };
}

const entry = (action: AuditEntry['action'], detail: Record<string, unknown>): AuditEntry => ({
  id: 1,
  at: '2026-11-25T22:30:00.000Z',
  actor: { kind: 'member', ref: 'user:u', name: 'Ejer' },
  action,
  subject: { type: 'waitingListOffer', id: '7', tenantRef: null },
  detail,
  ip: null,
  userAgent: null,
});

describe("the console's log as staff read it", () => {
  it("tells an offer's deadline in Danish time and its recipients by their place on the list", () => {
    const offered = entry('waitingList.offered', {
      homeId: 42,
      address: 'Havnegade 1, 2. tv, 8000 Aarhus C',
      group: 'Havnehuset',
      deadline: '2026-11-25T22:59:00.000Z',
      recipients: [
        { recipientId: 10, position: 1, membershipId: 3, tenantRef: 'abc' },
        { recipientId: 11, position: 4, membershipId: 9, tenantRef: 'def' },
      ],
    });
    expect(detailParts(logContext('da-DK'), offered)).toEqual([
      'Bolig: Havnegade 1, 2. tv, 8000 Aarhus C',
      'Afdeling: Havnehuset',
      // 22:59 UTC is 23:59 in a Danish winter.
      'Svarfrist: 25. nov. 2026, 23.59',
      '2 modtagere: plads 1, plads 4',
    ]);
  });

  it("names a home the entry holds only by id by its address, and an award's answers in words", () => {
    const invited = entry('viewing.invited', {
      homeId: 42,
      slots: ['2026-07-01T15:00:00.000Z'],
      applications: [5],
      waitingListMemberships: [],
    });
    expect(detailParts(logContext('en-DK', new Map([[42, 'Havnegade 1, 8000 Aarhus C']])), invited)).toEqual([
      'Home: Havnegade 1, 8000 Aarhus C',
      // Summer time: 15:00 UTC is 17:00 in Copenhagen.
      'Time: 1 Jul 2026, 17.00',
      '1 applicant invited',
    ]);
    const awarded = entry('waitingList.awarded', {
      address: 'Havnegade 1, 8000 Aarhus C',
      recipientId: 11,
      position: 4,
      firstEligibleYes: false,
      firstEligibleRecipientId: 10,
      reason: 'Passer ikke husstanden',
      recipients: [
        { recipientId: 10, position: 1, answer: 'interested', stillMember: false },
        { recipientId: 11, position: 4, answer: 'interested', stillMember: true },
        { recipientId: 12, position: 6, answer: null, stillMember: true },
      ],
    });
    expect(detailParts(logContext('da-DK'), awarded)).toEqual([
      'Bolig: Havnegade 1, 8000 Aarhus C',
      'Plads på listen: 4',
      '3 modtagere: plads 1: ja (ikke længere på listen), plads 4: ja, plads 6: intet svar',
    ]);
  });

  it('keeps the id of a home no longer among the company’s, and writes a move-in day as a date', () => {
    const made = entry('offer.made', { homeId: 9, moveInDate: '2027-01-01', monthlyRent: 12500 });
    expect(detailParts(logContext('da-DK'), made)).toEqual(['Bolig-id: 9', 'Indflytning: 1. jan. 2027', 'Husleje: 12.500']);
  });
});

const figures = (overrides: Partial<InsightFigures['applications']>): InsightFigures =>
  ({
    period: 30,
    from: '2026-10-26T12:00:00.000Z',
    to: '2026-11-25T12:00:00.000Z',
    group: null,
    homes: { total: 1, free: 1 },
    lettings: { signed: 1, timed: 1, medianDaysToLet: 12.25 },
    applications: {
      received: 1,
      homesApplied: 1,
      perHome: 1,
      answerable: 1,
      answered: 1,
      answerRate: 1,
      medianHoursToFirstAnswer: 3909.2,
      ...overrides,
    },
    viewings: { booked: 2, surveyed: 1, attended: 1, attendanceRate: 1 },
    offers: { made: 3, settled: 1, accepted: 1, acceptanceRate: 1 },
    waitingLists: { members: 1, active: 1, activeShare: 1, housed: 0, turnover: 0 },
  }) as InsightFigures;

function insightRows(locale: Locale, data: InsightFigures) {
  const t = createTranslator({ locale, messages: messages(locale), namespace: 'companyConsole.insight' });
  return Object.fromEntries(rowsOf(data, t, formatters(format(locale), t)).map((row) => [row.key, row]));
}

describe('insight in words', () => {
  it('says one of a thing in the singular and many in the plural', () => {
    const one = insightRows('da-DK', figures({}));
    expect(one.applicationsPerHome.basis).toBe('1 ansøgning delt på 1 bolig');
    expect(one.homesFree.basis).toBe('af 1 bolig i alt, nu');
    expect(one.activeShare.basis).toBe('1 af 1 medlem, nu');
    expect(one.offersAccepted.basis).toBe('1 af 1 afgjort tilbud (3 givet)');
    const many = insightRows('en-DK', figures({ received: 1200, homesApplied: 2 }));
    expect(many.applicationsPerHome.basis).toBe('1.200 applications over 2 homes');
    expect(insightRows('en-DK', figures({})).timeToFirstAnswer.basis).toBe('over 1 answered application');
  });

  it('tells a long wait in days and a short one in hours', () => {
    expect(insightRows('da-DK', figures({})).timeToFirstAnswer.value).toBe('162,9 dage');
    expect(insightRows('en-DK', figures({ medianHoursToFirstAnswer: 26 })).timeToFirstAnswer.value).toBe('1,1 days');
    expect(insightRows('da-DK', figures({ medianHoursToFirstAnswer: 1 })).timeToFirstAnswer.value).toBe('1 time');
    expect(insightRows('da-DK', figures({ medianHoursToFirstAnswer: 5.55 })).timeToFirstAnswer.value).toBe('5,6 timer');
    expect(insightRows('da-DK', figures({ medianHoursToFirstAnswer: null })).timeToFirstAnswer.value).toBe('–');
    expect(insightRows('da-DK', figures({})).timeToLet.value).toBe('12,3 dage');
  });
});
