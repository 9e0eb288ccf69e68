import { z } from 'zod';
import type { Costs } from '@/lib/catalogue/rules';
import type { HomeLetting } from '@/lib/catalogue/schema';
import { externalIdSchema } from '@/lib/catalogue/write-schema';
import { contractStatuses, offerAnswers, type ContractStatus, type OfferAnswer, type OfferPhase } from './rules';

/* Inputs (shared by the console's forms, the provider API and the route handlers) and the DTOs. */

const isoDate = z.iso.date();

const homeDefault = "Whole kroner; left out, the home's is copied into the offer";
const kroner = z.coerce.number().int().min(0).max(10_000_000);

/**
 * A landlord's offer to one or several applicants of a home: the same terms and deadline for each.
 * The terms left out are copied from each home; deposit and prepaid rent are at most 3 months' rent
 * of the offer (lejeloven).
 */
export const offerCreateSchema = z.object({
  applicationIds: z.array(z.uuid()).min(1).max(50),
  monthlyRent: z.coerce.number().int().min(1).max(1_000_000),
  aconto: kroner.optional().describe(homeDefault),
  deposit: kroner.optional().describe(homeDefault),
  prepaidRent: kroner.optional().describe(homeDefault),
  wastewaterCost: kroner.optional().describe(`Kroner a year. ${homeDefault}`),
  moveInDate: isoDate,
  deadline: z.iso.datetime({ offset: true }),
});
export type OfferCreate = z.input<typeof offerCreateSchema>;

/** An amount the console's form may leave empty, meaning the home's. */
const optionalKroner = z.preprocess(
  (value) => (value === '' || value == null ? undefined : value),
  z.coerce.number({ error: 'amountInvalid' }).int('amountInvalid').min(0, 'amountInvalid').max(10_000_000, 'amountInvalid').optional(),
);

/**
 * The console's offer form: the deadline as a Danish date and time (converted on the server), the
 * applications ticked in the list. Keys name the console's messages.
 */
export const consoleOfferSchema = z.object({
  applicationIds: z.array(z.uuid()).min(1, 'pickApplicants').max(50, 'pickApplicants'),
  monthlyRent: z.coerce.number({ error: 'rentInvalid' }).int('rentInvalid').min(1, 'rentInvalid').max(1_000_000, 'rentInvalid'),
  deposit: optionalKroner,
  prepaidRent: optionalKroner,
  moveInDate: z.iso.date({ error: 'dateInvalid' }),
  deadlineDate: z.iso.date({ error: 'dateInvalid' }),
  deadlineTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeInvalid'),
});
export type ConsoleOfferInput = z.input<typeof consoleOfferSchema>;

export const offerAnswerSchema = z.object({ answer: z.enum(offerAnswers, 'answerRequired') });
export type OfferAnswerInput = z.infer<typeof offerAnswerSchema>;

export const tokenParamsSchema = z.object({ token: z.string().max(100) });
export const contractFileQuerySchema = z.object({
  kind: z.enum(['original', 'signed']).default('original'),
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});
export const offerIdParamsSchema = z.object({ id: z.uuid() });

export const providerOffersQuerySchema = z.object({
  application: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** An external tenant the landlord found outside the product: no account is made. */
const tenantPerson = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(200, 'nameRequired'),
  email: z.email('emailInvalid').max(320, 'emailInvalid'),
  phone: z.string().trim().max(50).default(''),
  locale: z.enum(['da-DK', 'en-DK']).default('da-DK'),
});
export const externalTenantSchema = tenantPerson.extend({ groupId: externalIdSchema, homeId: externalIdSchema });
export type ExternalTenantInput = z.input<typeof externalTenantSchema>;
/** The console names the home by its slug: not every home has the company's own ids. */
export const consoleTenantSchema = tenantPerson.extend({ home: z.string().trim().min(1, 'homeRequired').max(200, 'homeRequired') });
export type ConsoleTenantInput = z.input<typeof consoleTenantSchema>;

/** The lease as a multipart upload: the PDF in `file` (told by its bytes). */
export const contractUploadSchema = z.object({
  file: z
    .file()
    .describe('The lease as a PDF (told by its bytes; at most 10 MB). Encrypted PDFs are refused: a signature page could not be added.'),
});

/** What the tenant types and ticks to sign (the consent must be given, the name as they write it). */
export const contractSignSchema = z.object({
  fullName: z.string().trim().min(2, 'fullNameRequired').max(200, 'fullNameRequired'),
  consent: z.literal(true, { error: 'consentRequired' }),
});
export type ContractSignInput = z.input<typeof contractSignSchema>;

export const landlordOfferSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  applicant: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  home: z.object({ slug: z.string(), externalId: z.string().nullable(), groupExternalId: z.string().nullable(), address: z.string() }),
  monthlyRent: z.number().int(),
  aconto: z.number().int(),
  deposit: z.number().int(),
  prepaidRent: z.number().int(),
  wastewaterCost: z.number().int().describe('Kroner a year'),
  moveInDate: z.iso.date(),
  deadline: z.iso.datetime(),
  answer: z.enum(offerAnswers).nullable(),
  answeredAt: z.iso.datetime().nullable(),
  binding: z.boolean().describe('True once the deadline has passed or the lease was signed'),
  contractTenantId: z.uuid().nullable().describe('The tenant, once a lease was sent for the offer'),
  createdAt: z.iso.datetime(),
});
export type LandlordOffer = z.output<typeof landlordOfferSchema>;

/** The offer as its page shows it to the person holding the link. */
export type OfferView = {
  id: string;
  company: string;
  address: string;
  postcode: string;
  district: string;
  propertySlug: string;
  rooms: number;
  sizeM2: number;
  moveInDate: string;
  deadline: string;
  answer: OfferAnswer | null;
  answeredAt: string | null;
  phase: OfferPhase;
  costs: Costs;
};

export type OfferLookup = { kind: 'found'; offer: OfferView } | { kind: 'expired' } | { kind: 'notFound' };

/** An offer on the applicant's own application page. */
/** An offer waiting for the person's answer, with its home: what the account's home base lists. */
export type PendingOffer = { id: string; deadline: string; applicationId: string; slug: string; address: string; company: string };

/** A lease waiting for the person's signature; `deadline` is when its link stops working. */
export type PendingLease = {
  id: string;
  version: number;
  deadline: string;
  applicationId: string | null;
  slug: string;
  address: string;
  company: string;
};

export type ApplicantOffer = { id: string; deadline: string; answer: OfferAnswer | null; phase: OfferPhase; createdAt: string };

/** An offer as the person's data export lists it: the home, the terms and the answer. */
export type OfferRecord = {
  id: string;
  applicationId: string;
  address: string;
  company: string;
  monthlyRent: number;
  aconto: number;
  deposit: number;
  prepaidRent: number;
  wastewaterCost: number;
  moveInDate: string;
  deadline: string;
  answer: OfferAnswer | null;
  answeredAt: string | null;
  createdAt: string;
};

export const contractSummarySchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  version: z.number().int(),
  status: z.enum(contractStatuses),
  fileName: z.string(),
  byteSize: z.number().int(),
  sha256: z.string(),
  createdAt: z.iso.datetime(),
  signature: z
    .object({ signedAt: z.iso.datetime(), signerName: z.string(), provider: z.string(), signedFileSha256: z.string() })
    .nullable(),
});
export type ContractSummary = z.output<typeof contractSummarySchema>;

export const contractTenantSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  external: z.boolean(),
  offerId: z.uuid().nullable(),
  home: z.object({ slug: z.string(), address: z.string() }),
  contracts: z.array(contractSummarySchema),
  createdAt: z.iso.datetime(),
});
export type ContractTenantSummary = z.output<typeof contractTenantSummarySchema>;

/** What the contract page shows to the person holding the link. */
export type ContractView = {
  id: string;
  version: number;
  status: ContractStatus;
  tenantName: string;
  company: string;
  address: string;
  fileName: string;
  sha256: string;
  signature: { signedAt: string; signerName: string; signedFileSha256: string } | null;
};

export type ContractLookup = { kind: 'found'; contract: ContractView } | { kind: 'expired' } | { kind: 'notFound' };

/** A home let to an applicant who accepted its offer, with how many had applied. */
export type OfferLetting = HomeLetting & { applied: number };
