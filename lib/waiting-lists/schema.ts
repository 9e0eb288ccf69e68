export type WaitingListSummary = {
  groupId: number;
  groupSlug: string;
  name: string;
  street: string;
  postcode: string;
  postcodeName: string;
  city: string;
  companyName: string;
  yearlyFee: number;
  availableCount: number;
  imageId: number | null;
};

export type WaitingListFilter = { location?: { kind: 'city' | 'postcode' | 'municipality'; key: string }; freeOnly?: boolean };

/** One page of lists; `nextAfter` is the id the next page starts after, null on the last page. */
export type WaitingListPage = { items: WaitingListSummary[]; nextAfter: number | null };
