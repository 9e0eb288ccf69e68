import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Fixtures = {
  publishedGroup: string;
  waitingListGroup: string;
  /** An open, free waiting list nobody is on yet (tests/e2e/waiting-lists.spec.ts). */
  openFreeWaitingListGroup: string;
  /** An open waiting list with a yearly fee (tests/e2e/payments.spec.ts). */
  openFeeWaitingListGroup: string;
  /** The seeded list closed for sign-up: its group's name and town (tests/e2e/waiting-lists.spec.ts). */
  closedWaitingList: { name: string; citySlug: string };
  shareableGroup: string;
  unpublishedGroup: string;
  property: string;
  company: string;
  /** Homes the demo tenant may apply for (tests/e2e/applications.spec.ts). */
  applyHomes: ApplyHome[];
  externalApplyHome: ApplyHome;
  /** The company of whitelabel.localhost (the first seeded), the homes search finds for it, another company's slug. */
  whiteLabel: { company: string; searchableHomes: number; otherCompany: string };
  /** A group with a seeded open house of 20 places (tests/e2e/open-house.spec.ts). */
  openHouseGroup: string;
  /** The home of the newest seeded waiting-list award, its group and its town (tests/e2e/open-books.spec.ts). */
  lettedHome: { slug: string; group: string; town: string };
  /** A town with no homes: its statistics page is empty (tests/e2e/town-statistics.spec.ts). */
  emptyTown: string;
  /** The town with the most public homes: its statistics page draws the rents' chart. */
  rentTown: string;
};

export type ApplyHome = { slug: string; street: string; company: string };

export const fixtures: Fixtures = JSON.parse(readFileSync(path.resolve(process.env.E2E_DATA_DIR ?? 'data/e2e', 'fixtures.json'), 'utf8'));
