import { z } from 'zod';
import { locales } from '@/lib/i18n/routing';
import type { AccountRecord } from '@/lib/accounts/personal-info-schema';
import type { ApplicantProfile } from '@/lib/accounts/profile-schema';
import type { NotificationPreferences } from '@/lib/email/preferences';
import type { ConversationRecord } from '@/lib/messages/schema';
import type { ApplicationRecord } from '@/lib/applications/schema';
import type { SentMailRecord } from '@/lib/email/types';
import type { InterestListEntry } from '@/lib/interest-lists/schema';
import type { ContractTenantSummary, OfferRecord } from '@/lib/offers/schema';
import type { MitidIdentity } from '@/lib/mitid/schema';
import type { OwnRegistration } from '@/lib/open-house/schema';
import type { PaymentRecord } from '@/lib/payments/schema';
import type { SavedSearchRecord } from '@/lib/saved-searches/schema';
import type { SubscriptionSummary } from '@/lib/subscriptions/schema';
import type { TimelineViewing } from '@/lib/viewings/schema';
import type { WaitingListOfferRecord } from '@/lib/waiting-lists/offer-schema';
import type { MyMembership } from '@/lib/waiting-lists/schema';

/**
 * The shape of a person's data export (docs/my-data.md). A field is only ever added; a field that
 * changes meaning or goes away raises the version, so a program reading the file can tell.
 */
export const MY_DATA_FORMAT_VERSION = 1;

/** A lease version with where the person downloads it, signed in (the signed copy once there is one). */
export type ContractRecord = ContractTenantSummary['contracts'][number] & { documentUrl: string; signedDocumentUrl: string | null };

export type TenancyRecord = Omit<ContractTenantSummary, 'contracts'> & { contracts: ContractRecord[] };

/** A place on a waiting list; the CPR number only ever masked (`DDMMYY-XXXX`). */
export type WaitingListRecord = Omit<MyMembership, 'history' | 'estimate'>;

export type MyDataExport = {
  format: 'hjemly-my-data';
  version: typeof MY_DATA_FORMAT_VERSION;
  generatedAt: string;
  account: AccountRecord;
  /** What MitID proved of the person, where the account is linked to MitID; the CPR only masked. */
  mitid: MitidIdentity | null;
  profile: ApplicantProfile;
  applications: ApplicationRecord[];
  waitingLists: WaitingListRecord[];
  waitingListOffers: WaitingListOfferRecord[];
  payments: PaymentRecord[];
  subscriptions: SubscriptionSummary[];
  viewings: TimelineViewing[];
  offers: OfferRecord[];
  contracts: TenancyRecord[];
  openHouseRegistrations: OwnRegistration[];
  interestLists: InterestListEntry[];
  savedSearches: SavedSearchRecord[];
  notificationSettings: NotificationPreferences;
  consents: {
    terms: { acceptedAt: string | null; version: string | null };
    /** The landlord's marketing of its other projects, a separate choice on each interest list. */
    marketing: { group: string; given: boolean }[];
    /** The cookie choice lives in the browser only (cookie `hjemly_consent`); Hjemly keeps no copy. */
    cookies: 'browserOnly';
  };
  mails: SentMailRecord[];
  /** The person's conversations with landlords, every message in them. */
  conversations: ConversationRecord[];
};

/** The sections in the order the page and the file list them. */
export const myDataSections = [
  'account',
  'mitid',
  'profile',
  'applications',
  'waitingLists',
  'waitingListOffers',
  'payments',
  'subscriptions',
  'viewings',
  'offers',
  'contracts',
  'openHouseRegistrations',
  'interestLists',
  'savedSearches',
  'conversations',
  'notificationSettings',
  'consents',
  'mails',
] as const satisfies readonly (keyof MyDataExport)[];

export type MyDataSection = (typeof myDataSections)[number];

/** The days the retention statements name (lib/my-data/service.ts RETENTION). */
export type RetentionDays = Record<'applications' | 'mails' | 'feedback' | 'signups' | 'links', number>;

/** What the mailed link opens: the file while it is valid, else why not. */
export type MyDataLinkState = 'valid' | 'expired' | 'used' | 'notFound';

export const myDataLinkParamsSchema = z.object({ token: z.string().max(100) });

/** The language of the link's page, so a refusal goes back to it in the same language. */
export const myDataLinkQuerySchema = z.object({ locale: z.enum(locales).optional() });
