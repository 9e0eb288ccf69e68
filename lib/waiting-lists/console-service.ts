import 'server-only';
import type { AuditActor } from '@/lib/audit/schema';
import { homeChoiceLabel } from '@/lib/catalogue/home-label';
import { getDb } from '@/lib/db/client';
import { formatAddress } from '@/lib/catalogue/address';
import { heldUntil } from '@/lib/email/quiet-hours';
import { mitidEnabled } from '@/lib/mitid/service';
import { instantInCopenhagen } from '@/lib/time/copenhagen';
import { listMembersForCompany } from './member-service';
import { findCompanyListGroups, findGroupHomes, findInterestedMembers } from './offer-repository';
import type {
  ConsoleOfferForm,
  InterestedMembersOfHome,
  ConsoleWaitingListOfferMade,
  WaitingListConsole,
  WaitingListOfferAward,
} from './offer-schema';
import { consoleOfferSchema } from './offer-schema';
import { awardWaitingListOffer, listRecentWaitingListOffers, makeWaitingListOffer } from './offer-service';

/*
 * The company console's waiting lists: the company's lists, and for the one picked
 * its members in queue order, its offers with the answers, and the form that makes a new offer. The
 * same service functions as the provider API, with the groups and homes named by our own ids.
 */

const CONSOLE_MEMBERS = 100;
const CONSOLE_OFFERS = 20;
const INTERESTED_SHOWN = 200;

export async function getWaitingListConsole(companyId: number, groupId?: number): Promise<WaitingListConsole> {
  const db = await getDb();
  const groups = await findCompanyListGroups(db, companyId);
  const chosen = groups.find((group) => group.groupId === groupId) ?? groups[0];
  if (!chosen) return { groups, selected: null };
  // The list is the group's, so the group goes without saying.
  const homes = (await findGroupHomes(db, chosen.groupId)).map((home) => ({ id: home.id, label: homeChoiceLabel(home) }));
  const offers = await listRecentWaitingListOffers(companyId, { id: chosen.groupId }, CONSOLE_OFFERS, { db });
  const members = await listMembersForCompany(companyId, { id: chosen.groupId }, { state: 'all', after: 0, limit: CONSOLE_MEMBERS });
  return {
    groups,
    selected: {
      groupId: chosen.groupId,
      name: chosen.name,
      requiresMitid: chosen.requiresMitid,
      mitidAvailable: mitidEnabled(),
      homes,
      members: members.items,
      offers,
    },
  };
}

/** The console's offer: the Danish date and time of the form become the deadline's instant. */
/** The console's offer, saying when its mails leave: at once by day, at 07:00 when made at night. */
export async function makeOfferFromConsole(
  actor: AuditActor,
  groupId: number,
  form: ConsoleOfferForm,
  now = new Date(),
): Promise<ConsoleWaitingListOfferMade> {
  const { homeId, count, deadlineDate, deadlineTime } = consoleOfferSchema.parse(form);
  const deadline = instantInCopenhagen(deadlineDate, deadlineTime).toISOString();
  const offer = await makeWaitingListOffer(actor, { id: groupId }, { homeId, count, deadline }, { now });
  return { ...offer, mailsHeldUntil: heldUntil(now) };
}

export async function awardOfferFromConsole(actor: AuditActor, groupId: number, offerId: number, award: WaitingListOfferAward) {
  return awardWaitingListOffer(actor, { id: groupId }, offerId, award);
}

/**
 * For the viewings console: per offered home, the active members who answered yes to an offer of it
 * that has not been given away — the natural people to invite to see it.
 */
export async function listInterestedMembersByHome(companyId: number): Promise<InterestedMembersOfHome[]> {
  const homes = new Map<number, InterestedMembersOfHome>();
  for (const row of await findInterestedMembers(await getDb(), companyId, INTERESTED_SHOWN)) {
    const home = homes.get(row.homeId) ?? { homeId: row.homeId, slug: row.homeSlug, address: formatAddress(row.home), members: [] };
    if (!home.members.some((member) => member.membershipId === row.membershipId)) {
      home.members.push({ membershipId: row.membershipId, name: row.name });
    }
    homes.set(row.homeId, home);
  }
  return [...homes.values()];
}
