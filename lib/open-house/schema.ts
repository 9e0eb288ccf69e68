import { z } from 'zod';
import { openHouseRegistrationStates, type OpenHouseRegistrationState } from '@/lib/db/schema/open-house';

export type { OpenHouseRegistrationState };

/*
 * Open house: a property group's events with a number of places, registrations with a
 * waiting line. The schemas are shared by the registration form, the browser API and the provider
 * API. Rules of the person's form name keys of `property.openHouse.errors`.
 */

export const OPEN_HOUSE_CAPACITY_MAX = 1000;
const PLACE_MAX = 300;

const dateSchema = z.iso.date().describe('The Danish date, YYYY-MM-DD');
const timeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .describe('Danish wall-clock time, HH:MM');

/** What the landlord sets (provider API): the same fields on create and on edit. */
export const openHouseEventWriteSchema = z
  .object({
    date: dateSchema,
    from: timeSchema,
    to: timeSchema,
    place: z.string().trim().min(1).max(PLACE_MAX).describe('Where to meet, e.g. "Indgangen, Havnegade 12"'),
    capacity: z.number().int().min(1).max(OPEN_HOUSE_CAPACITY_MAX).describe('Places; registrations beyond it join the waiting line'),
  })
  .refine((event) => event.from < event.to, { path: ['to'], message: 'Must be after from' });
export type OpenHouseEventWrite = z.infer<typeof openHouseEventWriteSchema>;

export const openHouseEventParamsSchema = z.object({ eventId: z.coerce.number().int().positive().max(2_147_483_647) });
export const openHouseRegistrationParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** A mail link's token; any string is taken and answered like an unknown one when it is not ours. */
export const openHouseTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

const nameSchema = z.string().trim().min(1, 'nameRequired').max(200, 'nameTooLong');
const emailSchema = z.string().trim().min(1, 'emailRequired').max(320, 'emailInvalid').pipe(z.email('emailInvalid'));

/** The guest's form: a name and an e-mail address, no account. */
export const guestRegistrationSchema = z.object({ name: nameSchema, email: emailSchema });
export type GuestRegistration = z.infer<typeof guestRegistrationSchema>;

/**
 * What the register endpoint takes: the guest's fields, which a signed-in person leaves out (their
 * account's name and address are used, so nobody registers a stranger while signed in).
 */
export const registrationRequestSchema = guestRegistrationSchema.partial().default({});
/** The open-house page's parameter that names the outcome of a registration posted without JavaScript. */
export const OUTCOME_PARAM = 'tilmelding';
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** An event as the public page shows it; `date`, `from` and `to` are Danish time. */
export const openHouseEventSchema = z.object({
  id: z.number().int(),
  date: dateSchema,
  from: timeSchema,
  to: timeSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  place: z.string(),
  capacity: z.number().int(),
  registered: z.number().int().describe('Places taken'),
  waiting: z.number().int().describe('People in the waiting line'),
});
export type OpenHouseEvent = z.output<typeof openHouseEventSchema>;

/** The signed-in person on the open-house page, as its form without JavaScript names them. */
export type OpenHouseViewer = { name: string; email: string };

/** A registration for an event still ahead, as the account's home base lists it. */
export type UpcomingRegistration = Pick<OwnRegistration, 'id' | 'eventId' | 'state' | 'group'> &
  Pick<OpenHouseEvent, 'date' | 'from' | 'to' | 'startsAt' | 'place'>;

/** One registration as its person sees it (their own, or the one a mail link names). */
export type OwnRegistration = {
  id: number;
  eventId: number;
  state: OpenHouseRegistrationState;
  /** 1 for the first in the waiting line; null when not waiting. */
  position: number | null;
  name: string;
  email: string;
  event: Pick<OpenHouseEvent, 'date' | 'from' | 'to' | 'place'> & { cancelled: boolean; past: boolean };
  group: { slug: string; name: string };
};

/** The answer to registering: a place, or a turn in the waiting line. */
export type RegistrationResult = {
  id: number;
  state: Exclude<OpenHouseRegistrationState, 'cancelled'>;
  position: number | null;
  email: string;
};

/** An event as its landlord sees it (provider API and console). */
export const landlordOpenHouseEventSchema = openHouseEventSchema.extend({
  group: z.object({ externalId: z.string().nullable(), slug: z.string(), name: z.string() }),
  cancelled: z.boolean(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type LandlordOpenHouseEvent = z.output<typeof landlordOpenHouseEventSchema>;

/** A registration as the landlord sees it: who, and where in the line. */
export const landlordRegistrationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  state: z.enum(openHouseRegistrationStates),
  position: z.number().int().nullable().describe('1 for the first in the waiting line; null when not waiting'),
  guest: z.boolean().describe('Registered without an account'),
  createdAt: z.iso.datetime(),
});
export type LandlordRegistration = z.output<typeof landlordRegistrationSchema>;

export const landlordOpenHouseEventDetailSchema = landlordOpenHouseEventSchema.extend({
  registrations: z.array(landlordRegistrationSchema),
});
export type LandlordOpenHouseEventDetail = z.output<typeof landlordOpenHouseEventDetailSchema>;
