import { z } from 'zod';
import { incomeBands, occupations } from '@/lib/db/schema/profiles';
import type { FormMessages } from '@/lib/i18n/message-keys';

export { incomeBands, occupations, type IncomeBand, type Occupation } from '@/lib/db/schema/profiles';

/**
 * The applicant profile, shared by the form and the API handler (the e-mail preferences are the
 * e-mail area's: lib/email/preferences.ts).
 * Each rule's message is the key of its text under the `account` messages.
 */

export const INTRODUCTION_MAX_LENGTH = 1000;

const isoDate = z.iso.date('profile.errors.moveInDate');

/** A whole number from min to max; every way to miss it has the one message `key`. */
const count = (min: number, max: number, key: string) => z.number(key).int(key).min(min, key).max(max, key);

export const applicantProfileSchema = z.object({
  adults: count(1, 10, 'profile.errors.adults'),
  children: count(0, 10, 'profile.errors.children'),
  pets: z.boolean(),
  occupation: z.enum(occupations).nullable(),
  incomeBand: z.enum(incomeBands).nullable(),
  /** YYYY-MM-DD, or null when the person has no wish. */
  moveInDate: isoDate
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  introduction: z.string().trim().max(INTRODUCTION_MAX_LENGTH, 'profile.errors.introduction'),
});

export type ApplicantProfileInput = z.input<typeof applicantProfileSchema>;
export type ApplicantProfile = z.output<typeof applicantProfileSchema>;
/** The part of the profile every application carries to the landlord (the introduction prefills the message), as answers show it. */
export const householdSchema = z.object({
  adults: z.number().int(),
  children: z.number().int(),
  pets: z.boolean(),
  occupation: z.enum(occupations).nullable(),
  incomeBand: z.enum(incomeBands).nullable(),
  moveInDate: z.iso.date().nullable().describe('YYYY-MM-DD, or null when the person has no wish'),
});
export type Household = z.output<typeof householdSchema>;

export const DEFAULT_APPLICANT_PROFILE: ApplicantProfile = {
  adults: 1,
  children: 0,
  pets: false,
  occupation: null,
  incomeBand: null,
  moveInDate: null,
  introduction: '',
};

/** Where the applicant profile's message keys live, for the form and its route alike. */
export const APPLICANT_PROFILE_MESSAGES: FormMessages = { namespace: 'account', values: { max: INTRODUCTION_MAX_LENGTH } };
