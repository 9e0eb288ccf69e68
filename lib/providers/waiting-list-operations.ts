import { z } from 'zod';
import { externalIdSchema } from '@/lib/catalogue/write-schema';
import { legacyMemberSchema } from '@/lib/waiting-lists/invitation-service';
import { legacyMemberInvitationSchema } from '@/lib/waiting-lists/schema';
import {
  providerMembersPageSchema,
  providerMembersQuerySchema,
  providerWaitingListOfferSchema,
  waitingListOfferAwardSchema,
  waitingListOfferWriteSchema,
  type ProviderMembersPage,
  type ProviderWaitingListOffer,
} from '@/lib/waiting-lists/offer-schema';
import { answers, type Operation } from './operation';

/* The waiting-list endpoints of the provider API, part of the one operations table. */

export const waitingListParams = z.object({ groupId: externalIdSchema });
export const waitingListOfferParams = waitingListParams.extend({ offerId: z.coerce.number().int().positive().max(2_147_483_647) });

const members: ProviderMembersPage = {
  items: [
    {
      membershipId: 311,
      position: 1,
      activePosition: 1,
      name: 'Ida Jensen',
      email: 'ida@example.dk',
      seniorityDate: '2014-03-01',
      state: 'active',
      affiliation: 'Ingen tilknytning',
      cpr: '010190-XXXX',
      criteria: { sizeFrom: 60, sizeTo: null, roomsFrom: 2, roomsTo: 3, rentFrom: null, rentTo: 12000 },
      mitidVerifiedAt: '2026-11-02T09:14:00.000Z',
    },
  ],
  nextAfter: 1,
};

const offer: ProviderWaitingListOffer = {
  id: 42,
  homeId: 'LEJ-1001-21',
  address: 'Havnegade 12, 2. tv., 8000 Aarhus',
  deadline: '2026-12-04T11:00:00.000Z',
  answersFinal: false,
  awardedRecipientId: null,
  recipients: [
    {
      recipientId: 88,
      position: 1,
      name: 'Ida Jensen',
      email: 'ida@example.dk',
      answer: 'interested',
      answeredAt: '2026-11-26T08:12:00.000Z',
      stillMember: true,
    },
    { recipientId: 89, position: 3, name: 'Ole Berg', email: 'ole@example.dk', answer: null, answeredAt: null, stillMember: true },
  ],
};

export const waitingListOperations: Operation[] = [
  {
    id: 'listWaitingListMembers',
    tag: 'Waiting lists',
    method: 'GET',
    path: '/groups/{groupId}/waiting-list/members',
    summary: 'List the members of a waiting list in queue order',
    description:
      'By seniority date, ties by sign-up time: `position` among all members, `activePosition` among active ones (null while passive). The CPR number is always masked. 100 a page (limit up to 500); pass nextAfter as `after` for the next page, `state=active` for active members only.',
    params: waitingListParams,
    query: providerMembersQuerySchema,
    ...answers(providerMembersPageSchema, members),
  },
  {
    id: 'importWaitingListMember',
    tag: 'Waiting lists',
    method: 'POST',
    path: '/groups/{groupId}/waiting-list/members',
    summary: 'Import a member from before Hjemly',
    description:
      'The person gets a mail with a link (valid 30 days) to complete the sign-up — account, CPR number, criteria — and keeps the seniority date you give. The link is personal: only an account whose confirmed e-mail address is `email` can complete it. On a list with a yearly fee the member pays the fee when completing (the same checkout as any sign-up; the membership exists once it is paid), unless you give `feePaidUntil`: the fee was paid outside Hjemly up to that date (after today, at most 366 days ahead), the member completes without paying, and the subscription renews on that date. Either way renewal then runs on Hjemly. Import again to send a new link.',
    params: waitingListParams,
    body: legacyMemberSchema,
    requestExample: {
      email: 'ida@example.dk',
      name: 'Ida Jensen',
      seniorityDate: '2011-03-01',
      feePaidUntil: '2027-03-01',
      locale: 'da-DK',
    },
    ...answers(legacyMemberInvitationSchema, { invitationId: 17, expiresAt: '2026-12-25T09:00:00.000Z' }),
    status: 201,
  },
  {
    id: 'makeWaitingListOffer',
    tag: 'Waiting lists',
    method: 'POST',
    path: '/groups/{groupId}/waiting-list/offers',
    summary: 'Offer a home to the next members of the waiting list',
    description:
      'Picks the next `count` active members (1–50) in queue order whose criteria the home fits and who were not offered this home before; each gets a mail with their own link and answers interested or not interested until `deadline` (24 hours to 60 days ahead), changing the answer until then. A member who lets three offers in a row pass unanswered is set passive and told.',
    params: waitingListParams,
    body: waitingListOfferWriteSchema,
    requestExample: { homeId: 'LEJ-1001-21', count: 3, deadline: '2026-12-04T12:00:00+01:00' },
    ...answers(providerWaitingListOfferSchema, offer),
    status: 201,
  },
  {
    id: 'getWaitingListOffer',
    tag: 'Waiting lists',
    method: 'GET',
    path: '/groups/{groupId}/waiting-list/offers/{offerId}',
    summary: 'Read the answers to an offer in queue order',
    description: '`answersFinal` is true once the deadline has passed: from then on no answer changes.',
    params: waitingListOfferParams,
    ...answers(providerWaitingListOfferSchema, { ...offer, answersFinal: true }),
  },
  {
    id: 'awardWaitingListOffer',
    tag: 'Waiting lists',
    method: 'POST',
    path: '/groups/{groupId}/waiting-list/offers/{offerId}/award',
    summary: 'Give the home to a member who answered interested',
    description:
      'The member leaves the list as housed (it counts in the list’s turnover, which the members’ wait estimates are made from); every other recipient is told by mail that the home went to someone else. Once per offer. When the home does not go to the first eligible member who said yes (the best-placed recipient who answered interested and is still on the list), `reason` is required (422 award-reason-required without it); the audit log records the award, whether it followed the list and the reason.',
    params: waitingListOfferParams,
    body: waitingListOfferAwardSchema,
    requestExample: { recipientId: 88, reason: 'Nr. 1 kan først flytte ind om et halvt år.' },
    ...answers(providerWaitingListOfferSchema, { ...offer, answersFinal: true, awardedRecipientId: 88 }),
  },
];
