import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/routing';
import type { ContractStatus, OfferAnswer } from '../../offers/rules';
import { users } from './accounts';
import { applications } from './applications';
import { companies, properties } from './catalogue';

/**
 * A tenant-assignment offer: a landlord offers an applicant the home they applied for on
 * terms of its own (rent, a conto, deposit, prepaid rent) and a move-in date, to be answered by a deadline. The answer may change until the deadline;
 * after it the answer is binding. One offer per application.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    monthlyRent: integer('monthly_rent').notNull(),
    /*
     * The rest of the offer's terms, copied from the home when the offer is made unless the landlord
     * gives them: the offer's page, its mails and what the tenant signs read them here, never from
     * the home, whose figures may change or belong to another rent. The defaults only fill the rows
     * of before these columns; the migration copies those from their homes.
     */
    aconto: integer('aconto').notNull().default(0),
    deposit: integer('deposit').notNull().default(0),
    prepaidRent: integer('prepaid_rent').notNull().default(0),
    /** Kroner a year, billed apart from the rent. */
    wastewaterCost: integer('wastewater_cost').notNull().default(0),
    moveInDate: date('move_in_date').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    answer: text('answer').$type<OfferAnswer>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The language of the application: the offer's mails and the reminder are written in it. */
    locale: text('locale').$type<Locale>().notNull().default('da-DK'),
    /** Set when the 24-hour reminder was queued (or found unneeded): the job sends it once. */
    reminderDoneAt: timestamp('reminder_done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_application_idx').on(t.applicationId),
    index('offers_company_idx').on(t.companyId, t.createdAt),
    index('offers_reminder_idx')
      .on(t.deadline)
      .where(sql`reminder_done_at is null`),
  ],
);

/**
 * Who signs a lease for a home: the applicant who accepted an offer, or a tenant the landlord found
 * outside the product (external: no account is made — they only receive the contract).
 */
export const contractTenants = pgTable(
  'contract_tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    locale: text('locale').$type<Locale>().notNull().default('da-DK'),
    external: boolean('external').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_tenants_offer_idx').on(t.offerId), index('contract_tenants_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * A version of a lease sent for signature. The PDF is stored through the upload storage; its SHA-256
 * is what the tenant sees and signs. A signed version never changes; a new upload is a new version
 * that needs its own signature (an unsigned earlier version is superseded).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => contractTenants.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status').$type<ContractStatus>().notNull().default('awaitingSignature'),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    /** Retired: the signing link is in link_tokens (purpose `contract`); kept one release for rolling deploys (docs/tokens.md). */
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    /** The signature record: who typed which name, when, from where, over which document. */
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerName: text('signer_name'),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    signedDocumentSha256: text('signed_document_sha256'),
    signatureProvider: text('signature_provider'),
    signedFileKey: text('signed_file_key'),
    signedFileSha256: text('signed_file_sha256'),
  },
  (t) => [uniqueIndex('contracts_version_idx').on(t.tenantId, t.version)],
);
