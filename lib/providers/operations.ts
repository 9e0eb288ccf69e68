import { z } from 'zod';
import { landlordApplicationDetailSchema, landlordApplicationPageSchema, landlordStatusChangeSchema } from '@/lib/applications/schema';
import { openHouseDetailExample, openHouseExample, openHouseWriteExample } from '@/lib/open-house/api-examples';
import {
  landlordOpenHouseEventDetailSchema,
  landlordOpenHouseEventSchema,
  openHouseEventParamsSchema,
  openHouseEventWriteSchema,
} from '@/lib/open-house/schema';
import {
  availabilityWriteSchema,
  companyGroupSchema,
  companyImageSchema,
  externalIdSchema,
  groupImageUploadSchema,
  groupWriteSchema,
  homeImageUploadSchema,
  homesBulkResultSchema,
  homesBulkWriteSchema,
  homeWriteSchema,
  MAX_HOMES_PER_BULK_WRITE,
  statusWriteSchema,
} from '@/lib/catalogue/write-schema';
import { viewingCreateExample, viewingExample } from '@/lib/viewings/api-examples';
import {
  bookingLinkSchema,
  invitationParamsSchema,
  landlordViewingSchema,
  noShowSchema,
  surveysSentSchema,
  viewingCreatedSchema,
  viewingCreateSchema,
  viewingParamsSchema,
} from '@/lib/viewings/schema';
import { auditPageExample, examples } from './examples';
import { auditPageSchema, providerAuditQuerySchema } from '@/lib/audit/schema';
import { answers, type Operation } from './operation';
import { providerApplicationsQuerySchema } from './schema';
import { waitingListOperations } from './waiting-list-operations';
import { offerOperations } from '@/lib/offers/api-operations';
import { insightOperations } from '@/lib/insight/api-operations';
import { openBooksOperations } from '@/lib/open-books/api-operations';
import { messageOperations } from '@/lib/messages/api-operations';

/*
 * Every endpoint of the provider API once: its path, schemas and an example. The route handlers take
 * their schemas from here and the OpenAPI document (/api/provider/v1/openapi.json) and the reference
 * page (/udvikler) are generated from it, so the three cannot drift apart.
 */

export const groupParams = z.object({ groupId: externalIdSchema });
export const homeParams = z.object({ groupId: externalIdSchema, homeId: externalIdSchema });
export const applicationParams = z.object({ id: z.uuid() });
// An id that names no picture of this group or home is a 404 like any other (the wrapper's path rule).
const imageId = z.coerce.number().int().positive().max(2_147_483_647);
export const groupImageParams = groupParams.extend({ imageId });
export const homeImageParams = homeParams.extend({ imageId });

const UPLOAD_DESCRIPTION =
  'multipart/form-data with the picture in `file` (JPEG, PNG or WebP, told by the bytes; at most 10 MB and 40 megapixels, at least 200 × 200 pixels), its Danish alt text in `alt` and optionally the English in `altEn`. The stored original keeps no metadata (EXIF and GPS are removed) and is turned upright by its EXIF orientation. Variants of any layout are served at /api/image/find-public/{id} while the group is shown (SHAREABLE, PUBLISHED or WAITING_LIST). At most 60 uploads a minute per company (429).';

export const providerOperations: Operation[] = [
  {
    id: 'listGroups',
    tag: 'Groups and homes',
    method: 'GET',
    path: '/groups',
    summary: 'List your groups and their homes',
    description: 'Every group of your company, whatever its publication status, with its homes in short.',
    ...answers(z.array(companyGroupSchema), [examples.group]),
  },
  {
    id: 'getGroup',
    tag: 'Groups and homes',
    method: 'GET',
    path: '/groups/{groupId}',
    summary: 'Read a group',
    description: 'One group by your own id for it, with its homes.',
    params: groupParams,
    ...answers(companyGroupSchema, examples.group),
  },
  {
    id: 'putGroup',
    tag: 'Groups and homes',
    method: 'PUT',
    path: '/groups/{groupId}',
    summary: 'Create or replace a group',
    description:
      'Creates the group (UNPUBLISHED: nothing is shown before you change its status) or replaces every field of it; a field left out takes its default. The town, postal district and municipality come from the postcode; the position from lat/lng or the postcode. Answers 201 when the group was made.',
    params: groupParams,
    body: groupWriteSchema,
    requestExample: examples.groupWrite,
    ...answers(companyGroupSchema, examples.group),
    created: true,
  },
  {
    id: 'putGroupStatus',
    tag: 'Groups and homes',
    method: 'PUT',
    path: '/groups/{groupId}/status',
    summary: 'Change the publication status',
    description:
      'UNPUBLISHED (hidden), SHAREABLE (reachable by its link only), PUBLISHED (listed and searchable) or WAITING_LIST (listed; homes are let from the waiting list). Any status may follow any other, but SHAREABLE and PUBLISHED need at least one home. The homes follow at once.',
    params: groupParams,
    body: statusWriteSchema,
    requestExample: { status: 'PUBLISHED' },
    ...answers(companyGroupSchema, { ...examples.group, publicationStatus: 'PUBLISHED' }),
  },
  {
    id: 'putHome',
    tag: 'Groups and homes',
    method: 'PUT',
    path: '/groups/{groupId}/homes/{homeId}',
    summary: 'Create or replace a home of a group',
    description:
      'Every field of the home. Numeric enumerations keep their numbers: parking 1–4, evCharger 1–3, certification 1–5, onlyFor 1–2, balconyOrientation 1 (N) – 8 (NW). The home is public exactly when its group is. Answers 201 when the home was made, with the group.',
    params: homeParams,
    body: homeWriteSchema,
    requestExample: examples.homeWrite,
    ...answers(companyGroupSchema, examples.group),
    created: true,
  },
  {
    id: 'putHomes',
    tag: 'Groups and homes',
    method: 'PUT',
    path: '/groups/{groupId}/homes',
    summary: 'Create or replace many homes of a group',
    description: `Up to ${MAX_HOMES_PER_BULK_WRITE} homes (and 4 MB) in one request, each as in "Create or replace a home of a group" with your own id for it in \`id\`. All are written or none: a rule broken by any home answers 422 listing every home and field that broke one (\`homes.3.deposit\`), and nothing is stored. Homes of the group that the request leaves out are kept. The public pages are refreshed once, after the write. Answers with the ids made and replaced, and the group.`,
    params: groupParams,
    body: homesBulkWriteSchema,
    requestExample: {
      homes: [
        { id: 'LEJ-1', ...examples.homeWrite },
        { id: 'LEJ-2', ...examples.homeWrite, floorDoor: '2. th.' },
      ],
    },
    ...answers(homesBulkResultSchema, { created: ['LEJ-2'], replaced: ['LEJ-1'], group: examples.group }),
  },
  {
    id: 'putHomeAvailability',
    tag: 'Groups and homes',
    method: 'PUT',
    path: '/groups/{groupId}/homes/{homeId}/availability',
    summary: 'Change a home’s availability',
    description: 'available, reserved, rented or unknown, with the vacancy date if it changes. A rented home leaves search and lists.',
    params: homeParams,
    body: availabilityWriteSchema,
    requestExample: { availability: 'reserved', vacancyDate: '2027-02-01' },
    ...answers(companyGroupSchema, examples.group),
  },
  {
    id: 'postGroupImage',
    tag: 'Pictures',
    method: 'POST',
    path: '/groups/{groupId}/images',
    summary: 'Upload a picture of a group',
    description: `${UPLOAD_DESCRIPTION} The picture is added after the group's others (imageIds).`,
    params: groupParams,
    body: groupImageUploadSchema,
    multipart: true,
    requestExample: { file: '@facade.jpg', alt: 'Facaden mod havnen', altEn: 'The front facing the harbour' },
    ...answers(companyImageSchema, examples.image),
    status: 201,
  },
  {
    id: 'deleteGroupImage',
    tag: 'Pictures',
    method: 'DELETE',
    path: '/groups/{groupId}/images/{imageId}',
    summary: 'Delete a picture of a group',
    description: 'Takes the picture out of the group and deletes it. Answers 204 with no body.',
    params: groupImageParams,
    ...answers(null, null),
    status: 204,
  },
  {
    id: 'postHomeImage',
    tag: 'Pictures',
    method: 'POST',
    path: '/groups/{groupId}/homes/{homeId}/images',
    summary: 'Upload a photo or the floor plan of a home',
    description: `${UPLOAD_DESCRIPTION} With kind=photo (the default) the picture is added after the home's photos (imageIds); with kind=floorPlan it becomes the home's floor plan (floorPlanImageId), and the former plan is deleted.`,
    params: homeParams,
    body: homeImageUploadSchema,
    multipart: true,
    requestExample: { file: '@plan.png', alt: 'Plantegning, 3 værelser', altEn: 'Floor plan, 3 rooms', kind: 'floorPlan' },
    ...answers(companyImageSchema, {
      ...examples.image,
      id: 4104,
      url: '/api/image/find-public/4104?aspectRatio=4:3&width=960',
      contentType: 'image/png',
    }),
    status: 201,
  },
  {
    id: 'deleteHomeImage',
    tag: 'Pictures',
    method: 'DELETE',
    path: '/groups/{groupId}/homes/{homeId}/images/{imageId}',
    summary: 'Delete a photo or the floor plan of a home',
    description: 'Takes the picture off the home and deletes it. Answers 204 with no body.',
    params: homeImageParams,
    ...answers(null, null),
    status: 204,
  },
  {
    id: 'listOpenHouses',
    tag: 'Open houses',
    method: 'GET',
    path: '/open-house-events',
    summary: 'List your open houses',
    description: 'Every open house of your groups, latest start first, with places taken (registered) and the waiting line (waiting).',
    ...answers(z.array(landlordOpenHouseEventSchema), [openHouseExample]),
  },
  {
    id: 'postOpenHouse',
    tag: 'Open houses',
    method: 'POST',
    path: '/groups/{groupId}/open-house-events',
    summary: 'Announce an open house of a group',
    description:
      "Danish date and times (HH:MM, Europe/Copenhagen), where to meet and how many places. People register on the group's open-house page, signed in or with name and e-mail; past the capacity they join a waiting line that moves up when someone cancels, each told by mail, and everyone registered is reminded 24 hours before (no mail 21:00–07:00). While the group is shown, everyone on its interest list is told once. Answers 201 with the event.",
    params: groupParams,
    body: openHouseEventWriteSchema,
    requestExample: openHouseWriteExample,
    ...answers(landlordOpenHouseEventSchema, { ...openHouseExample, registered: 0, waiting: 0 }),
    status: 201,
  },
  {
    id: 'getOpenHouse',
    tag: 'Open houses',
    method: 'GET',
    path: '/open-house-events/{eventId}',
    summary: 'Read an open house with its registrations',
    description:
      'The event with everyone who registered: name, e-mail, state (registered, waiting or cancelled), place in the waiting line, and whether they registered without an account.',
    params: openHouseEventParamsSchema,
    ...answers(landlordOpenHouseEventDetailSchema, openHouseDetailExample),
  },
  {
    id: 'putOpenHouse',
    tag: 'Open houses',
    method: 'PUT',
    path: '/open-house-events/{eventId}',
    summary: 'Change an open house',
    description:
      "Replaces date, times, place and capacity (the start must still be in the future; a cancelled event is a 409). A new date, time or place is mailed to everyone registered or waiting, in the language they registered in (none 21:00–07:00 Danish time: such mails go at 07:00), with what it was before, their cancel link and, for those with a place, the calendar file (same UID, higher SEQUENCE) that replaces the entry in their calendar; a moved event's reminder goes 24 hours before the new start. More places move the waiting line up at once; fewer places than are taken keep every registration and only stop new ones until enough people cancel. The same values again change and send nothing.",
    params: openHouseEventParamsSchema,
    body: openHouseEventWriteSchema,
    requestExample: { ...openHouseWriteExample, capacity: 25 },
    ...answers(landlordOpenHouseEventSchema, { ...openHouseExample, capacity: 25 }),
  },
  {
    id: 'cancelOpenHouse',
    tag: 'Open houses',
    method: 'POST',
    path: '/open-house-events/{eventId}/cancel',
    summary: 'Cancel an open house',
    description:
      'Cancels the event and mails everyone registered or waiting (with a calendar cancellation for those with a place). Cancelling it again changes nothing.',
    params: openHouseEventParamsSchema,
    ...answers(landlordOpenHouseEventSchema, { ...openHouseExample, cancelled: true, cancelledAt: '2027-03-01T09:00:00.000Z' }),
  },
  {
    id: 'listApplications',
    tag: 'Applications',
    method: 'GET',
    path: '/applications',
    summary: 'List applications received',
    description:
      'Oldest change first, 50 a page (limit up to 100). Follow nextCursor for the next page; to sync, pass the time of your last sync as updatedSince. Anonymised applications keep their status but no applicant details.',
    query: providerApplicationsQuerySchema,
    ...answers(landlordApplicationPageSchema, {
      items: [examples.application],
      nextCursor: 'WyIyMDI2LTExLTIwVDA5OjE1OjAwLjAwMFoiLCI2YjJjLi4uIl0',
    }),
  },
  {
    id: 'getApplication',
    tag: 'Applications',
    method: 'GET',
    path: '/applications/{id}',
    summary: 'Read an application with its timeline',
    description: 'One application your company received, with every status it has had.',
    params: applicationParams,
    ...answers(landlordApplicationDetailSchema, { ...examples.application, events: examples.events }),
  },
  {
    id: 'postApplicationStatus',
    tag: 'Applications',
    method: 'POST',
    path: '/applications/{id}/status',
    summary: 'Mark seen, decline or withdraw',
    description:
      'seen (only after sent), declined or withdrawnByLandlord (the home is no longer for rent; both end the application). The applicant sees it on their timeline and gets a mail in the language they applied in, unless they switched such mails off. An optional message goes with a decline or withdrawal.',
    params: applicationParams,
    body: landlordStatusChangeSchema,
    requestExample: { status: 'declined', message: 'Tak for din ansøgning. Boligen er udlejet til en anden.' },
    ...answers(landlordApplicationDetailSchema, { ...examples.application, status: 'declined', active: false, events: examples.events }),
  },
  ...messageOperations,
  ...offerOperations,
  ...waitingListOperations,
  {
    id: 'postViewing',
    tag: 'Viewings',
    method: 'POST',
    path: '/viewings',
    summary: 'Invite applicants and waiting-list members to a viewing',
    description:
      "Invites people to a viewing of one home with one or more slots: Danish date and times (HH:MM, Europe/Copenhagen) and an optional capacity per slot. Invite applicants (applicationIds: active applications made with an account, all for the same home) and/or members of your waiting list of the home's group (membershipIds, as the members endpoint lists them: active members only — a passive one is refused with viewing-member-not-active; an ended membership no longer exists and is not found). With members only, homeId names the home (your own id of a home in that group). A natural flow: invite the members who answered interested to a waiting-list offer of the home. Each person gets a mail in the language they applied or signed up in (unless they switched viewing mails off; mail queued between 21:00 and 07:00 Danish time goes at 07:00) with a link where they pick a slot or decline, and may change the answer until the viewing starts; an application becomes invitedToViewing. Every invitation says whether it went to an applicant, a waitingListMember or came as a linkBooking (invitee). bookableBy says who may book: invited (the people named, the default), offered (also every member offered the home through your waiting list who has not said no: they are invited too), or link (also anyone signed in who has the link in bookingUrl); with nobody named, groupId and homeId (your own ids) name the home. When every time is full a person may wait for a place; a place given up is free at once and the first waiting is mailed. Answers 201 with the viewing, bookingUrl (null unless bookableBy is link) and mailsHeldUntil: the Danish time (HH:MM) the mails leave when queued at night, else null. Webhooks: viewing.answered follows each answer (with the same invitee), and beside it viewing.booked, viewing.moved (another slot) or viewing.cancelled.",
    body: viewingCreateSchema,
    requestExample: viewingCreateExample,
    ...answers(viewingCreatedSchema, {
      ...viewingExample,
      mailsHeldUntil: null,
      bookingUrl: null,
      invitations: viewingExample.invitations.map((invitation) => ({
        ...invitation,
        state: 'sent' as const,
        slotId: null,
        answeredAt: null,
        survey: null,
      })),
    }),
    status: 201,
  },
  {
    id: 'listViewings',
    tag: 'Viewings',
    method: 'GET',
    path: '/viewings',
    summary: 'List your viewings',
    description:
      'Your 50 newest viewings, newest first, each with its slots (accepted places per slot), the invitations, their answers and surveys.',
    ...answers(z.array(landlordViewingSchema), [viewingExample]),
  },
  {
    id: 'getViewing',
    tag: 'Viewings',
    method: 'GET',
    path: '/viewings/{id}',
    summary: 'Read a viewing with answers and surveys',
    description:
      'One viewing: slots with accepted places, and per invitation its state (sent, accepted, declined, or expired when unanswered once every slot has started), the chosen slot and the survey answers (outcome notAttended, attendedNotInterested or attendedInterested).',
    params: viewingParamsSchema,
    ...answers(landlordViewingSchema, viewingExample),
  },
  {
    id: 'postViewingSurveys',
    tag: 'Viewings',
    method: 'POST',
    path: '/viewings/{id}/surveys',
    summary: 'Send the survey after the viewing',
    description:
      'Mails the survey to everyone who accepted a slot that has ended and has not had it yet (a later call reaches those whose slot has ended since). The link works for 14 days; each answer is a survey.submitted webhook. Answers with how many were sent, mailsHeldUntil (the Danish time they leave when sent at night, else null) and the viewing.',
    params: viewingParamsSchema,
    ...answers(surveysSentSchema, { sent: 1, mailsHeldUntil: null, viewing: viewingExample }),
  },
  {
    id: 'postViewingBookingLink',
    tag: 'Viewings',
    method: 'POST',
    path: '/viewings/{id}/booking-link',
    summary: 'Make a fresh link to share of a viewing anyone may book',
    description:
      'For a viewing created with bookableBy link: a new link to share (the one in the create answer cannot be shown again, as only a hash of each link is kept). Every link made works until the last slot ends; anyone signed in on Hjemly who opens one books a time, moves or cancels it. 404 for another kind of viewing, 409 viewing-closed once every slot has ended.',
    params: viewingParamsSchema,
    ...answers(bookingLinkSchema, {
      bookingUrl: 'https://hjemly.dk/fremvisningstider/3q2-8cG0bU5w0h1vJ2kX9m4Yp7rT6sA5dF1gH8jK0lZ',
    }),
  },
  {
    id: 'postViewingNoShow',
    tag: 'Viewings',
    method: 'POST',
    path: '/viewings/{id}/invitations/{invitationId}/no-show',
    summary: 'Mark a booked person as not having come',
    description:
      'noShow true marks someone who booked a slot as not having come (noShowAt is then set on the invitation), false takes the mark back. Only once their slot has begun (409 before it) and only for a booked place (404 otherwise). Recorded in the audit log as viewing.noShowMarked. Answers with the viewing.',
    params: invitationParamsSchema,
    body: noShowSchema,
    requestExample: { noShow: true },
    ...answers(landlordViewingSchema, viewingExample),
  },
  ...insightOperations,
  ...openBooksOperations,
  {
    id: 'listAuditLog',
    tag: 'Audit log',
    method: 'GET',
    path: '/audit-log',
    summary: "Read your company's audit log",
    description:
      'What your members and API keys did, newest first: who (a member by user id and name at the time, a key by id and label, or Hjemly itself — `system:payments` — for a late payment it followed on its own), when, what (`action` and a small `detail`), about what (`subject`, a tenant only by an opaque `tenantRef`) and from where (IP and user agent). Filter by `action`, `actor` (`user:<id>`, `key:<id>` or `system:payments`) and Danish days `from`/`to` (both included); page with `cursor` (the `nextCursor` of the page before), 50 by default (limit up to 200). Entries are never changed or deleted.',
    query: providerAuditQuerySchema,
    ...answers(auditPageSchema, auditPageExample),
  },
];
