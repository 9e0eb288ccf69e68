import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MitidIntent } from '../../mitid/schema';
import { users } from './accounts';

/*
 * What MitID proved about a person, through the broker (lib/mitid): one identity per account and one
 * account per identity (the broker's issuer and subject). The name and birth date are as MitID stated
 * them; the CPR only where the broker returned one, encrypted and HMAC'd with the waiting lists' CPR
 * keys (lib/cpr/cpr-crypto.ts) so a sign-up can use it without the person typing it.
 */
export const mitidIdentities = pgTable(
  'mitid_identities',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    birthDate: text('birth_date'),
    // The broker's assurance level as it named it (e.g. "substantial", "high", or an acr URI).
    assurance: text('assurance'),
    cprEncrypted: text('cpr_encrypted'),
    cprHmac: text('cpr_hmac'),
    // When MitID last confirmed the person (the latest sign-in or link through it).
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mitid_identities_subject_idx').on(t.issuer, t.subject)],
);

/**
 * A journey to the broker and back, in the database so the callback may reach any node: the PKCE
 * verifier and nonce it must be checked against, what it is for, and where the person returns. The
 * state is its key and also sits in a cookie of the browser that started it; the callback takes the
 * row (delete … returning), so it is used once.
 */
export const mitidFlows = pgTable(
  'mitid_flows',
  {
    state: text('state').primaryKey(),
    intent: text('intent').$type<MitidIntent>().notNull(),
    // The signed-in account a link is for; for a sign-up, the e-mail the new account gets.
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    returnTo: text('return_to').notNull(),
    locale: text('locale').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mitid_flows_expires_at_idx').on(t.expiresAt)],
);
