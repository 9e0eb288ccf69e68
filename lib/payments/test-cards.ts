/**
 * The sandbox's cards: Stripe's published test numbers, with the outcomes Stripe gives them, so a
 * tester types the same numbers in both. 4000 0000 0000 0341 pays the checkout and is then declined
 * on every renewal — the card for trying the retry and grace period.
 */
const TEST_CARDS: Record<string, { checkout: CardOutcome; renewal: CardOutcome }> = {
  '4242424242424242': { checkout: 'paid', renewal: 'paid' },
  '5555555555554444': { checkout: 'paid', renewal: 'paid' },
  '4000000000000002': { checkout: 'card_declined', renewal: 'card_declined' },
  '4000000000009995': { checkout: 'insufficient_funds', renewal: 'insufficient_funds' },
  '4000000000000341': { checkout: 'paid', renewal: 'card_declined' },
};

export type CardOutcome = 'paid' | 'card_declined' | 'insufficient_funds';

/** Digits only: people type cards in groups of four, with spaces or dashes. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** What paying with `cardNumber` does; null for a number that is not one of the test cards. */
export function testCardOutcome(cardNumber: string, when: 'checkout' | 'renewal'): CardOutcome | null {
  return TEST_CARDS[normaliseCardNumber(cardNumber)]?.[when] ?? null;
}
