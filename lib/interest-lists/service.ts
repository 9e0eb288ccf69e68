import 'server-only';
import type { SessionUser } from '@/lib/accounts/session';
import type { CompanyScope } from '@/lib/catalogue/visibility';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { DomainError } from '@/lib/errors/domain-error';
import type { Locale } from '@/lib/i18n/routing';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { mailUrl } from '@/lib/seo/urls';
import {
  claimAnnouncement,
  deleteEntry,
  findEntriesOf,
  findFollowers,
  findGroupFacts,
  findNewBuildFacts,
  isFollowing,
  setAnnouncementRecipients,
  setMarketingConsent,
  upsertEntry,
} from './repository';
import { canFollow, interestListStateOf } from './rules';
import type { AnnounceInput, AnnounceResult, FollowableGroup, FollowGroup, FollowStatus, InterestListEntry } from './schema';

/** Following, leaving and the consent switch are clicks: far above a person, far below a script. */
export const INTEREST_LIST_WRITE_LIMIT: RateLimitRule = { name: 'interest-list-write', windowMs: 60 * 60_000, max: 120 };

/** What the group page's "Hold mig orienteret" box shows; null for a group nobody may see. */
export async function getFollowStatus(user: SessionUser | null, slug: string): Promise<FollowStatus | null> {
  const db = await getDb();
  const group = await findGroupFacts(db, { slug });
  if (!group || interestListStateOf(group) === 'hidden') return null;
  const entry = user ? await isFollowing(db, user.id, group.groupId) : null;
  return { canFollow: canFollow(group), following: entry !== null, marketingConsent: entry?.marketingConsent ?? false };
}

/** Whether the group's page offers "Hold mig orienteret" (the same for everyone, so the page stays shared). */
export async function followOffered(slug: string): Promise<boolean> {
  return (await getFollowStatus(null, slug))?.canFollow ?? false;
}

/** At most this many new builds are offered to follow on an overview page. */
const FOLLOWABLE_ON_OVERVIEW = 12;

/** The new builds (of a town) that can be followed, for "Hold mig orienteret" on the new-build overview pages. */
export async function listFollowableNewBuilds(where: { citySlug?: string; scope: CompanyScope }): Promise<FollowableGroup[]> {
  const groups = await findNewBuildFacts(await getDb(), where, FOLLOWABLE_ON_OVERVIEW);
  return groups.filter(canFollow).map((group) => ({ slug: group.slug, name: group.name, city: group.city }));
}

/**
 * Puts the person on the group's list, or changes the marketing consent of a list they are on.
 * Joining is refused (422) where there is nothing to wait for (./rules canFollow); a hidden or
 * unknown group is 404.
 */
export async function followGroup(user: SessionUser, slug: string, locale: Locale, input: FollowGroup, now = new Date()): Promise<void> {
  const db = await getDb();
  const group = await findGroupFacts(db, { slug });
  if (!group || interestListStateOf(group) === 'hidden') throw new DomainError('NotFound', 'notFound');
  if (await setMarketingConsent(db, user.id, group.groupId, input.marketingConsent, now)) return;
  if (!canFollow(group)) throw new DomainError('Rejected', 'interestListNotOffered');
  await upsertEntry(db, { userId: user.id, groupId: group.groupId, locale, marketingConsent: input.marketingConsent }, now);
}

/** Leaves the list; a list the person is not on is 404. A hidden group can still be left. */
export async function unfollowGroup(user: SessionUser, slug: string): Promise<void> {
  const db = await getDb();
  const group = await findGroupFacts(db, { slug });
  if (!group || !(await deleteEntry(db, user.id, group.groupId))) throw new DomainError('NotFound', 'notFound');
}

export async function listInterestLists(user: SessionUser): Promise<InterestListEntry[]> {
  const rows = await findEntriesOf(await getDb(), user.id);
  return rows.map((row) => ({
    group: { slug: row.slug, name: row.name, city: row.city },
    state: interestListStateOf(row),
    since: row.since,
    marketingConsent: row.marketingConsent,
    lastAnnouncement: row.lastAnnouncement,
  }));
}

/**
 * Tells everyone on the group's interest list that its homes are published, its waiting list opened
 * or an open house announced: once per (group, event, reference), however often it is called (a
 * retried publish, two nodes). Each mail is queued through lib/email in the language the person
 * followed in; the record and the mails are one transaction, so a failure leaves neither.
 *
 * Pass the caller's transaction as `db` to announce only if the caller's change commits.
 */
export async function announceToInterestList(input: AnnounceInput, db?: Db, now = new Date()): Promise<AnnounceResult> {
  const database = db ?? (await getDb());
  return database.transaction(async (tx) => {
    const group = await findGroupFacts(tx, { id: input.groupId });
    if (!group) return { announced: false, recipients: 0 };
    const announcement = await claimAnnouncement(tx, group.groupId, input.event, input.reference ?? '', now);
    if (announcement === null) return { announced: false, recipients: 0 };
    const followers = await findFollowers(tx, group.groupId);
    // An open house has its own page; the other news is on the group's.
    const href =
      input.event === 'open-house-announced'
        ? ({ pathname: '/property-group/[slug]/open-house', params: { slug: group.slug } } as const)
        : ({ pathname: '/property-group/[slug]', params: { slug: group.slug } } as const);
    for (const follower of followers) {
      await enqueueEmail(tx, {
        to: follower.email,
        locale: follower.locale,
        template: 'interestListNews',
        data: {
          name: follower.name,
          group: group.name,
          event: input.event,
          url: mailUrl(follower.locale, href),
          listsUrl: mailUrl(follower.locale, '/interest-lists'),
        },
      });
    }
    await setAnnouncementRecipients(tx, announcement, followers.length);
    return { announced: true, recipients: followers.length };
  });
}
