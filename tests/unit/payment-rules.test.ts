import { describe, expect, it } from 'vitest';
import { paymentStatuses } from '@/lib/db/schema/payments';
import { canMove, formatOre, isFinal, isPaidAfterClose } from '@/lib/payments/rules';
import { normaliseCardNumber, testCardOutcome } from '@/lib/payments/test-cards';
import { addDays, addYear, canChangeRenewal, daysUntil, parseRenewalReference, renewalReference, stateOf } from '@/lib/subscriptions/rules';

describe('payment states', () => {
  it('only moves forward: open → processing → an end, never back and never from one end to another but a refund or money taken late', () => {
    expect(canMove('open', 'processing')).toBe(true);
    expect(canMove('open', 'succeeded')).toBe(true);
    expect(canMove('processing', 'failed')).toBe(true);
    expect(canMove('processing', 'open')).toBe(false);
    for (const end of ['succeeded', 'failed', 'cancelled', 'refunded'] as const) {
      expect(isFinal(end)).toBe(true);
      const late = (to: string) => to === 'succeeded' && (end === 'failed' || end === 'cancelled');
      for (const to of paymentStatuses) {
        expect(canMove(end, to)).toBe((end === 'succeeded' && to === 'refunded') || late(to));
        expect(isPaidAfterClose(end, to)).toBe(late(to));
      }
    }
    for (const before of ['open', 'processing'] as const) expect(canMove(before, 'refunded')).toBe(false);
    expect(isFinal('open')).toBe(false);
    expect(canMove('open', 'open')).toBe(false);
  });
});

describe('amounts', () => {
  it('writes øre as Danish kroner, with øre only when there are some', () => {
    expect(formatOre(25_000)).toBe('250');
    expect(formatOre(125_000)).toBe('1.250');
    expect(formatOre(125_050)).toBe('1.250,50');
  });
});

describe('sandbox test cards', () => {
  it("gives Stripe's test numbers Stripe's outcomes, typed with or without spaces", () => {
    expect(testCardOutcome('4242 4242 4242 4242', 'checkout')).toBe('paid');
    expect(testCardOutcome('4242-4242-4242-4242', 'renewal')).toBe('paid');
    expect(testCardOutcome('4000000000000002', 'checkout')).toBe('card_declined');
    expect(testCardOutcome('4000 0000 0000 9995', 'checkout')).toBe('insufficient_funds');
    expect(testCardOutcome('4000 0000 0000 0341', 'checkout')).toBe('paid');
    expect(testCardOutcome('4000 0000 0000 0341', 'renewal')).toBe('card_declined');
  });

  it('refuses any other number (a real card is never taken in test mode)', () => {
    expect(testCardOutcome('4571 1234 5678 9012', 'checkout')).toBeNull();
    expect(testCardOutcome('', 'checkout')).toBeNull();
    expect(normaliseCardNumber(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
  });
});

describe('subscription dates and states', () => {
  it('renews a year on; 29 February renews on 28 February', () => {
    expect(addYear('2026-11-25')).toBe('2027-11-25');
    expect(addYear('2028-02-29')).toBe('2029-02-28');
    expect(addYear('2027-12-31')).toBe('2028-12-31');
  });

  it('counts calendar days across month, year and daylight-saving changes', () => {
    expect(addDays('2027-11-25', -15)).toBe('2027-11-10');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(daysUntil('2027-03-20', '2027-04-04')).toBe(15);
    expect(daysUntil('2027-10-20', '2027-11-04')).toBe(15);
  });

  it('keys a renewal payment on the subscription and the date it pays for', () => {
    expect(renewalReference(12, '2027-11-25')).toBe('12:2027-11-25');
    expect(parseRenewalReference('12:2027-11-25')).toEqual({ subscriptionId: 12, renewsOn: '2027-11-25' });
    expect(parseRenewalReference('wl_abc')).toBeNull();
  });

  it('shows a stopped subscription as active-but-not-renewing; an expired one can no longer change', () => {
    expect(stateOf('active', true)).toBe('active');
    expect(stateOf('active', false)).toBe('stopped');
    expect(stateOf('grace', true)).toBe('grace');
    expect(stateOf('expired', false)).toBe('expired');
    expect(canChangeRenewal('active')).toBe(true);
    expect(canChangeRenewal('grace')).toBe(true);
    expect(canChangeRenewal('expired')).toBe(false);
  });
});
