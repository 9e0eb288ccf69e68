import { z } from 'zod';
import type { FormMessages } from '@/lib/i18n/message-keys';
import { householdSchema, type Household } from '@/lib/accounts/profile-schema';
import type { Locale } from '@/lib/i18n/routing';
import { applicationFilters, applicationStatuses, type ApplicationStatus, type LandlordStatus } from './statuses';

/**
 * The apply form, shared by the form and the route handler. Each rule's message is the key of its
 * text in `applyModal.errors`, so the form shows the same verdict the server would give.
 */
export const MESSAGE_MAX_LENGTH = 2000;
const PHONE_DIGITS = { min: 8, max: 15 };

const digitCount = (value: string) => value.replace(/\D/g, '').length;

export const applicationFormSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(200, 'nameRequired'),
  email: z.string().trim().min(1, 'emailRequired').max(320, 'emailInvalid').pipe(z.email('emailInvalid')),
  // Danish and foreign numbers alike: digits with the usual separators, 8 to 15 digits (E.164).
  phone: z
    .string()
    .trim()
    .min(1, 'phoneRequired')
    .regex(/^\(?\+?[\d\s()-]+$/, 'phoneInvalid')
    .refine((v) => digitCount(v) >= PHONE_DIGITS.min && digitCount(v) <= PHONE_DIGITS.max, 'phoneInvalid'),
  message: z.string().trim().max(MESSAGE_MAX_LENGTH, 'messageTooLong'),
});

export type ApplicationForm = z.infer<typeof applicationFormSchema>;

/** The home is named by its slug, as in its address. */
export const applyRequestSchema = applicationFormSchema.extend({ property: z.string().trim().min(1).max(200) });
export type ApplyRequest = z.infer<typeof applyRequestSchema>;

export const listQuerySchema = z.object({ status: z.enum(applicationFilters).catch('active') });

export const prefillQuerySchema = z.object({ property: z.string().trim().min(1).max(200) });

export const idParamsSchema = z.object({ id: z.string().max(100) });

/** An application in the person's overview; dates are ISO strings so server and browser share one shape. */
export type ApplicationSummary = {
  id: string;
  status: ApplicationStatus;
  active: boolean;
  external: boolean;
  createdAt: string;
  updatedAt: string;
  property: { slug: string; address: string; postcode: string; district: string };
  company: { name: string };
};

/** One step of the timeline; a decline may carry the landlord's words. */
export const applicationEventSchema = z.object({
  status: z.enum(applicationStatuses),
  at: z.iso.datetime(),
  landlordMessage: z.string().nullable(),
});
export type ApplicationEvent = z.output<typeof applicationEventSchema>;

export type ApplicationDetail = ApplicationSummary & {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The applicant profile sent with it; null for applications from before profiles were attached. */
  household: Household | null;
  events: ApplicationEvent[];
};

/** An application as the person's data export holds it: deleted from the overview (`deletedAt`) until anonymised. */
export type ApplicationRecord = ApplicationDetail & { deletedAt: string | null };

export type ApplicationList = { items: ApplicationSummary[]; counts: Record<'active' | 'inactive', number> };

/** What the apply form starts from for a signed-in person, and their application if they already sent one. */
export type ApplicationPrefill = ApplicationForm & { existingApplicationId: string | null };

export type ApplyResult = { id: string; external: boolean; company: string; email: string };

/** Where the person is: their language, and the site (white-label or ours) the receipt links back to. */
export type ApplyContext = { locale: Locale; origin?: URL };

/** What a landlord may do to an application: mark it seen, decline it, withdraw the home. */
export const landlordStatuses = ['seen', 'declined', 'withdrawnByLandlord'] as const satisfies readonly LandlordStatus[];

export const landlordStatusChangeSchema = z.object({
  status: z.enum(landlordStatuses),
  message: z
    .string()
    .trim()
    .max(MESSAGE_MAX_LENGTH, 'messageTooLong')
    .optional()
    .describe('Shown to the applicant with a decline or withdrawal'),
});
export type LandlordStatusChange = z.infer<typeof landlordStatusChangeSchema>;

/** Where a company's application list starts: after this (updatedAt, id), oldest change first. */
export type LandlordCursor = { updatedAt: string; id: string };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Application ids are UUIDs: anything else names no application (and never reaches a uuid column). */
export const isApplicationId = (id: string) => UUID_PATTERN.test(id);

export function encodeLandlordCursor(cursor: LandlordCursor): string {
  return Buffer.from(JSON.stringify([cursor.updatedAt, cursor.id])).toString('base64url');
}

/** The opaque cursor of a page, checked after decoding: a crafted one is bad input, never a query error. */
export const landlordCursorSchema = z
  .string()
  .max(200)
  .transform((text, context): LandlordCursor => {
    try {
      const [updatedAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
      if (typeof updatedAt === 'string' && !Number.isNaN(Date.parse(updatedAt)) && typeof id === 'string' && isApplicationId(id)) {
        return { updatedAt: new Date(updatedAt).toISOString(), id };
      }
    } catch {
      // fall through: not base64url JSON
    }
    context.addIssue({ code: 'custom', message: 'Not a cursor this API gave out' });
    return z.NEVER;
  });

export type LandlordListFilter = {
  homeSlug?: string;
  status?: ApplicationStatus;
  updatedSince?: Date;
  cursor?: LandlordCursor;
  limit: number;
};

/**
 * An application as the company that received it sees it. The applicant's details are null once the
 * application has been anonymised.
 */
export const landlordApplicationSchema = z.object({
  id: z.uuid(),
  status: z.enum(applicationStatuses),
  active: z.boolean(),
  external: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  home: z.object({ slug: z.string(), externalId: z.string().nullable(), address: z.string(), groupExternalId: z.string().nullable() }),
  applicant: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    message: z.string().nullable(),
    household: householdSchema.nullable(),
    mitidVerifiedAt: z.iso
      .datetime()
      .nullable()
      .describe(
        "When MitID last confirmed the applicant's identity; null when their account is not linked to MitID (never the CPR number)",
      ),
  }),
});
export type LandlordApplication = z.output<typeof landlordApplicationSchema>;

export const landlordApplicationDetailSchema = landlordApplicationSchema.extend({ events: z.array(applicationEventSchema) });
export type LandlordApplicationDetail = z.output<typeof landlordApplicationDetailSchema>;
export const landlordApplicationPageSchema = z.object({
  items: z.array(landlordApplicationSchema),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last'),
});
export type LandlordApplicationPage = z.output<typeof landlordApplicationPageSchema>;

/** Where the application form's message keys live, for the form and the apply route alike. */
export const APPLICATION_FORM_MESSAGES: FormMessages = { namespace: 'applyModal.errors', values: { max: MESSAGE_MAX_LENGTH } };
