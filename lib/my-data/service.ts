import 'server-only';
import { getAccountRecord } from '@/lib/accounts/account-service';
import { getApplicantProfile } from '@/lib/accounts/profile-service';
import type { SessionUser } from '@/lib/accounts/session';
import { listAllMyApplications } from '@/lib/applications/service';
import { getDb } from '@/lib/db/client';
import { getNotificationPreferences } from '@/lib/email/preference-service';
import { enqueueEmail, listMailsTo } from '@/lib/email/service';
import { siteUrl } from '@/lib/i18n/metadata';
import type { Locale } from '@/lib/i18n/routing';
import { listInterestLists } from '@/lib/interest-lists/service';
import { listAllMyConversations } from '@/lib/messages/service';
import { mitidOfAccount } from '@/lib/mitid/service';
import { listMyContracts } from '@/lib/offers/contract-service';
import { listMyOffers } from '@/lib/offers/service';
import { listAllMyRegistrations } from '@/lib/open-house/service';
import { listMyPayments } from '@/lib/payments/service';
import { ANONYMISE_AFTER_DAYS } from '@/lib/applications/statuses';
import { RETENTION_DAYS } from '@/lib/jobs/purge-retained-data';
import { recordAttempt } from '@/lib/rate-limit/service';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { listMySavedSearchRecords } from '@/lib/saved-searches/service';
import { mailUrl } from '@/lib/seo/urls';
import { listMySubscriptions } from '@/lib/subscriptions/service';
import { consumeLinkToken, ENDED_LINK_KEPT_DAYS, issueLinkToken, resolveLinkToken } from '@/lib/tokens/service';
import { listMyViewings } from '@/lib/viewings/service';
import { listMyWaitingListOffers } from '@/lib/waiting-lists/offer-service';
import { listMyMemberships, SIGNUP_LEFTOVER_DAYS } from '@/lib/waiting-lists/service';
import {
  MY_DATA_FORMAT_VERSION,
  type MyDataExport,
  type MyDataLinkState,
  type RetentionDays,
  type TenancyRecord,
  type WaitingListRecord,
} from './schema';

/*
 * A person's own data, gathered through each area's service (every one scoped to the person), as
 * one document: the JSON of GET /api/account/export, the page /konto/mine-data and the file behind
 * the mailed link are the same object. Nothing imports this area.
 */

/**
 * Building the export reads every area: a person tidying their account comes back to the page after
 * each change, a loop does not stop at 60. Page views and downloads count together; the mailed
 * link's download has the same limit per client address.
 */
export const MY_DATA_RATE_LIMIT: RateLimitRule = { name: 'my-data', windowMs: 60 * 60_000, max: 60 };

/** Each copy is a mail: fewer of those. */
export const MY_DATA_MAIL_RATE_LIMIT: RateLimitRule = { name: 'my-data-mail', windowMs: 60 * 60_000, max: 3 };

/** How long the mailed link works (once). */
export const MY_DATA_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;

/** The periods the page's retention statements quote, read from the jobs and rules that keep them. */
export const RETENTION: RetentionDays = {
  applications: ANONYMISE_AFTER_DAYS,
  mails: RETENTION_DAYS.emails,
  feedback: RETENTION_DAYS.feedback,
  signups: SIGNUP_LEFTOVER_DAYS.unpaid,
  links: ENDED_LINK_KEPT_DAYS,
};

type Person = Pick<SessionUser, 'id' | 'name' | 'email' | 'deactivated'>;

function documentUrl(contractId: string, kind: 'original' | 'signed'): string {
  return new URL(`/api/account/contracts/${contractId}/document?kind=${kind}`, siteUrl()).href;
}

async function tenancies(person: Person): Promise<TenancyRecord[]> {
  return (await listMyContracts(person)).map((tenancy) => ({
    ...tenancy,
    contracts: tenancy.contracts.map((contract) => ({
      ...contract,
      documentUrl: documentUrl(contract.id, 'original'),
      signedDocumentUrl: contract.signature ? documentUrl(contract.id, 'signed') : null,
    })),
  }));
}

async function waitingLists(person: Person, now: Date): Promise<WaitingListRecord[]> {
  // The estimate and the position history are the list's figures, not the person's: left out.
  return (await listMyMemberships(person, now)).map(({ history: _history, estimate: _estimate, ...membership }) => membership);
}

/** Everything Hjemly holds about the person, or null when the account is gone. */
export async function buildMyDataExport(person: Person, now = new Date()): Promise<MyDataExport | null> {
  const account = await getAccountRecord(person.id);
  if (!account) return null;
  const [profile, applications, lists, payments, subscriptions, viewings, offers, contracts, registrations, interestLists] =
    await Promise.all([
      getApplicantProfile(person),
      listAllMyApplications(person),
      waitingLists(person, now),
      listMyPayments(person),
      listMySubscriptions(person),
      listMyViewings(person, now),
      listMyOffers(person),
      tenancies(person),
      listAllMyRegistrations(person, now),
      listInterestLists(person),
    ]);
  const [listOffers, savedSearches, notificationSettings, mails, mitid, conversations] = await Promise.all([
    listMyWaitingListOffers(person),
    listMySavedSearchRecords(person),
    getNotificationPreferences(person),
    listMailsTo(account.email),
    mitidOfAccount(person.id),
    listAllMyConversations(person),
  ]);
  return {
    format: 'hjemly-my-data',
    version: MY_DATA_FORMAT_VERSION,
    generatedAt: now.toISOString(),
    account,
    mitid: mitid.identity,
    profile,
    applications,
    waitingLists: lists,
    waitingListOffers: listOffers,
    payments,
    subscriptions,
    viewings,
    offers,
    contracts,
    openHouseRegistrations: registrations,
    interestLists,
    savedSearches,
    notificationSettings,
    consents: {
      terms: { acceptedAt: account.termsAcceptedAt, version: account.termsVersion },
      marketing: interestLists.map((entry) => ({ group: entry.group.name, given: entry.marketingConsent })),
      cookies: 'browserOnly',
    },
    mails,
    conversations,
  };
}

/** The page's copy: counted with the downloads, so reloading it is no way around the limit. */
export async function myDataForPage(person: Person, now = new Date()): Promise<MyDataExport | 'rateLimited' | null> {
  if ((await recordAttempt(MY_DATA_RATE_LIMIT, person.id, now)) > MY_DATA_RATE_LIMIT.max) return 'rateLimited';
  return buildMyDataExport(person, now);
}

/** The file's name: the brand, the word and the day it was made. */
export function myDataFileName(data: Pick<MyDataExport, 'generatedAt'>): string {
  return `hjemly-mine-data-${data.generatedAt.slice(0, 10)}.json`;
}

/** The export as a download: JSON, never cached anywhere. */
export function myDataResponse(data: MyDataExport): Response {
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${myDataFileName(data)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * Mails the person a link to their export, in their language. The mail holds the link only; the
 * link works once, for MY_DATA_LINK_DAYS days, and a newer one replaces it.
 */
export async function mailMyDataLink(person: Pick<SessionUser, 'id' | 'name' | 'email'>, locale: Locale, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const expiresAt = new Date(now.getTime() + MY_DATA_LINK_DAYS * DAY_MS);
    const token = await issueLinkToken(tx, { purpose: 'myDataExport', subject: person.id, expiresAt, replace: true }, now);
    const url = mailUrl(locale, { pathname: '/my-data/[token]', params: { token } });
    await enqueueEmail(tx, { to: person.email, locale, template: 'myDataLink', data: { name: person.name, url, days: MY_DATA_LINK_DAYS } });
  });
}

/** What the mailed link's page shows, without using the link (a mail scanner opening it uses nothing). */
export async function myDataLinkState(token: string, now = new Date()): Promise<MyDataLinkState> {
  const link = await resolveLinkToken(await getDb(), 'myDataExport', token, now);
  if (link.kind === 'found') return (await getAccountRecord(link.subject)) ? 'valid' : 'notFound';
  return link.kind;
}

/** Uses the link once: the export of its person, or why not. A deactivated or deleted account's link opens nothing. */
export async function downloadByLink(token: string, now = new Date()): Promise<MyDataExport | Exclude<MyDataLinkState, 'valid'>> {
  const link = await consumeLinkToken(await getDb(), 'myDataExport', token, now);
  if (link.kind !== 'found') return link.kind;
  const account = await getAccountRecord(link.subject);
  if (!account || account.deactivatedAt) return 'notFound';
  return (await buildMyDataExport({ id: account.id, name: account.name, email: account.email, deactivated: false }, now)) ?? 'notFound';
}
