import { z } from 'zod';
import { landlordStatusChangeSchema } from '@/lib/applications/schema';
import {
  availabilityWriteSchema,
  externalIdSchema,
  groupWriteSchema,
  homeWriteSchema,
  statusWriteSchema,
} from '@/lib/catalogue/write-schema';
import { examples } from './examples';
import { providerApplicationsQuerySchema } from './schema';

/*
 * Every endpoint of the provider API once: its path, schemas and an example. The route handlers take
 * their schemas from here and the OpenAPI document (/api/provider/v1/openapi.json) and the reference
 * page (/udvikler) are generated from it, so the three cannot drift apart.
 */

export const groupParams = z.object({ groupId: externalIdSchema });
export const homeParams = z.object({ groupId: externalIdSchema, homeId: externalIdSchema });
export const applicationParams = z.object({ id: z.uuid() });

export type Operation = {
  id: string;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  summary: string;
  description: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  requestExample?: unknown;
  responseExample: unknown;
  /** Statuses besides 200 this endpoint answers with on success. */
  created?: boolean;
};

export const providerOperations: Operation[] = [
  {
    id: 'listGroups',
    method: 'GET',
    path: '/groups',
    summary: 'List your groups and their homes',
    description: 'Every group of your company, whatever its publication status, with its homes in short.',
    responseExample: [examples.group],
  },
  {
    id: 'getGroup',
    method: 'GET',
    path: '/groups/{groupId}',
    summary: 'Read a group',
    description: 'One group by your own id for it, with its homes.',
    params: groupParams,
    responseExample: examples.group,
  },
  {
    id: 'putGroup',
    method: 'PUT',
    path: '/groups/{groupId}',
    summary: 'Create or replace a group',
    description:
      'Creates the group (UNPUBLISHED: nothing is shown before you change its status) or replaces every field of it; a field left out takes its default. The town, postal district and municipality come from the postcode; the position from lat/lng or the postcode. Answers 201 when the group was made.',
    params: groupParams,
    body: groupWriteSchema,
    requestExample: examples.groupWrite,
    responseExample: examples.group,
    created: true,
  },
  {
    id: 'putGroupStatus',
    method: 'PUT',
    path: '/groups/{groupId}/status',
    summary: 'Change the publication status',
    description:
      'UNPUBLISHED (hidden), SHAREABLE (reachable by its link only), PUBLISHED (listed and searchable) or WAITING_LIST (listed; homes are let from the waiting list). Any status may follow any other, but SHAREABLE and PUBLISHED need at least one home. The homes follow at once.',
    params: groupParams,
    body: statusWriteSchema,
    requestExample: { status: 'PUBLISHED' },
    responseExample: { ...examples.group, publicationStatus: 'PUBLISHED' },
  },
  {
    id: 'putHome',
    method: 'PUT',
    path: '/groups/{groupId}/homes/{homeId}',
    summary: 'Create or replace a home of a group',
    description:
      'Every field of SPEC §3. Numeric enumerations keep their numbers: parking 1–4, evCharger 1–3, certification 1–5, onlyFor 1–2, balconyOrientation 1 (N) – 8 (NW). The home is public exactly when its group is. Answers 201 when the home was made, with the group.',
    params: homeParams,
    body: homeWriteSchema,
    requestExample: examples.homeWrite,
    responseExample: examples.group,
    created: true,
  },
  {
    id: 'putHomeAvailability',
    method: 'PUT',
    path: '/groups/{groupId}/homes/{homeId}/availability',
    summary: 'Change a home’s availability',
    description: 'available, reserved, rented or unknown, with the vacancy date if it changes. A rented home leaves search and lists.',
    params: homeParams,
    body: availabilityWriteSchema,
    requestExample: { availability: 'reserved', vacancyDate: '2027-02-01' },
    responseExample: examples.group,
  },
  {
    id: 'listApplications',
    method: 'GET',
    path: '/applications',
    summary: 'List applications received',
    description:
      'Oldest change first, 50 a page (limit up to 100). Follow nextCursor for the next page; to sync, pass the time of your last sync as updatedSince. Anonymised applications (SPEC §9) keep their status but no applicant details.',
    query: providerApplicationsQuerySchema,
    responseExample: { items: [examples.application], nextCursor: 'WyIyMDI2LTExLTIwVDA5OjE1OjAwLjAwMFoiLCI2YjJjLi4uIl0' },
  },
  {
    id: 'getApplication',
    method: 'GET',
    path: '/applications/{id}',
    summary: 'Read an application with its timeline',
    description: 'One application your company received, with every status it has had.',
    params: applicationParams,
    responseExample: { ...examples.application, events: examples.events },
  },
  {
    id: 'postApplicationStatus',
    method: 'POST',
    path: '/applications/{id}/status',
    summary: 'Mark seen, decline or withdraw',
    description:
      'seen (only after sent), declined or withdrawnByLandlord (the home is no longer for rent; both end the application). The applicant sees it on their timeline and gets a mail in the language they applied in, unless they switched such mails off. An optional message goes with a decline or withdrawal.',
    params: applicationParams,
    body: landlordStatusChangeSchema,
    requestExample: { status: 'declined', message: 'Tak for din ansøgning. Boligen er udlejet til en anden.' },
    responseExample: { ...examples.application, status: 'declined', active: false, events: examples.events },
  },
];
