import { PublicationStatus, type Availability } from '@/lib/db/schema/catalogue';

type Money = { monthlyRent: number; aconto: number; deposit: number; prepaidRent: number; wastewaterCost: number; sizeM2: number };

export type Costs = {
  monthlyRent: number;
  aconto: number;
  monthlyTotal: number;
  /** Kroner per year, billed apart from the rent. */
  wastewaterPerYear: number;
  deposit: number;
  /** Whole months of rent, when the amount is exactly that; else null. */
  depositMonths: number | null;
  prepaidRent: number;
  prepaidMonths: number | null;
  moveInTotal: number;
  /** The yearly rent per m², the figure Danish tenants compare rents by. */
  rentPerM2PerYear: number;
};

function wholeMonths(amount: number, rent: number): number | null {
  return amount > 0 && rent > 0 && amount % rent === 0 ? amount / rent : null;
}

/** What the home costs a month and what the tenant pays before moving in. */
export function costsOf(home: Money): Costs {
  return {
    monthlyRent: home.monthlyRent,
    aconto: home.aconto,
    monthlyTotal: home.monthlyRent + home.aconto,
    wastewaterPerYear: home.wastewaterCost,
    deposit: home.deposit,
    depositMonths: wholeMonths(home.deposit, home.monthlyRent),
    prepaidRent: home.prepaidRent,
    prepaidMonths: wholeMonths(home.prepaidRent, home.monthlyRent),
    // The first month's rent and a conto fall due with the deposit and prepaid rent.
    moveInTotal: home.deposit + home.prepaidRent + home.monthlyRent + home.aconto,
    rentPerM2PerYear: home.sizeM2 > 0 ? Math.round((home.monthlyRent * 12) / home.sizeM2) : 0,
  };
}

/** Lejeloven: the deposit, and the prepaid rent, may each be at most three months' rent. */
export const LEGAL_CAP_MONTHS = 3;
export const cappedAmounts = ['deposit', 'prepaidRent'] as const;
export type CappedAmount = (typeof cappedAmounts)[number];
export type CappedTerms = { monthlyRent: number; deposit: number; prepaidRent: number };

/** The amounts above their legal cap, in the order the law names them; none when the terms keep within it. */
export function amountsAboveLegalCap(terms: CappedTerms): CappedAmount[] {
  return cappedAmounts.filter((amount) => terms[amount] > LEGAL_CAP_MONTHS * terms.monthlyRent);
}

/**
 * How a person may ask for the home: homes of WAITING_LIST groups are let from the group's list,
 * whatever their state; others take applications unless reserved or let.
 */
export type ApplyState = 'open' | 'waitingList' | 'reserved' | 'rented';

export function applyStateOf(availability: Availability, groupStatus: PublicationStatus): ApplyState {
  if (letsFromWaitingList(groupStatus)) return 'waitingList';
  return availability === 'rented' || availability === 'reserved' ? availability : 'open';
}

/** A WAITING_LIST group lets every home from its list; other groups may keep a list beside applications. */
export function letsFromWaitingList(status: PublicationStatus): boolean {
  return status === PublicationStatus.WAITING_LIST;
}

export function hasWaitingList(group: { hasWaitingList: boolean; publicationStatus: PublicationStatus }): boolean {
  return group.hasWaitingList || letsFromWaitingList(group.publicationStatus);
}
