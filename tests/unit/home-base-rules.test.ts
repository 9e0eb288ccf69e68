import { describe, expect, it } from 'vitest';
import { sortRenewals, sortViewings } from '@/lib/home-base/rules';
import type { SubscriptionSummary } from '@/lib/subscriptions/schema';
import type { TimelineViewing } from '@/lib/viewings/schema';

// Noon in Copenhagen on 10 May 2031 (summer time).
const NOW = new Date('2031-05-10T10:00:00Z');

function subscription(id: number, fields: Partial<SubscriptionSummary>): SubscriptionSummary {
  return {
    id,
    listName: `Liste ${id}`,
    companyName: null,
    annualFeeOre: 20_000,
    renewsOn: '2031-05-20',
    graceUntil: null,
    state: 'active',
    ...fields,
  };
}

function viewing(invitationId: string, fields: Partial<TimelineViewing>): TimelineViewing {
  return {
    invitationId,
    home: { slug: 'bolig', address: 'Vej 1', company: 'Udlejer' },
    state: 'sent',
    date: '2031-05-14',
    fromTime: '16:00',
    toTime: '16:30',
    startsAt: '2031-05-14T14:00:00.000Z',
    answerBy: '2031-05-14T14:00:00.000Z',
    invitedAt: '2031-05-01T10:00:00.000Z',
    survey: null,
    ...fields,
  } as TimelineViewing;
}

describe('the home base', () => {
  it('asks for an unpaid renewal until its grace period ends, and shows automatic ones due within 30 days', () => {
    const { awaiting, upcoming } = sortRenewals(
      [
        subscription(1, { state: 'grace', renewsOn: '2031-05-01', graceUntil: '2031-05-15' }),
        subscription(2, { state: 'grace', renewsOn: '2031-04-01', graceUntil: '2031-05-09' }), // over yesterday
        subscription(3, { renewsOn: '2031-06-09' }), // 30 days ahead: shown
        subscription(4, { renewsOn: '2031-06-10' }), // 31 days ahead: not yet
        subscription(5, { state: 'stopped', renewsOn: '2031-05-20' }),
      ],
      NOW,
    );
    // The grace period's last day ends at midnight, Copenhagen time.
    expect(awaiting.map((item) => [item.kind, item.deadline])).toEqual([['unpaidRenewal', '2031-05-15T22:00:00.000Z']]);
    expect(upcoming.map((item) => [item.kind, item.at])).toEqual([['renewal', '2031-06-08T22:00:00.000Z']]);
  });

  it('asks for an unanswered invitation until its last slot starts, and shows an accepted viewing ahead', () => {
    const { awaiting, upcoming } = sortViewings(
      [
        viewing('unanswered', {}),
        viewing('too-late', { answerBy: '2031-05-10T09:00:00.000Z' }),
        viewing('accepted', { state: 'accepted', startsAt: '2031-05-12T14:00:00.000Z' }),
        viewing('accepted-past', { state: 'accepted', startsAt: '2031-05-09T14:00:00.000Z' }),
        viewing('declined', { state: 'declined' }),
      ],
      NOW,
    );
    expect(awaiting.map((item) => [item.kind, item.deadline])).toEqual([['viewingInvitation', '2031-05-14T14:00:00.000Z']]);
    expect(upcoming.map((item) => (item.kind === 'viewing' ? item.viewing.invitationId : item.kind))).toEqual(['accepted']);
  });
});
