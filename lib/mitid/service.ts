import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Db, DbOrTx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { maskCpr } from '@/lib/cpr/cpr';
import { cprHmac, decryptCpr, encryptCpr } from '@/lib/cpr/cpr-crypto';
import type { MitidIdentity, MitidIntent } from './schema';
import { proofOfClaims, type MitidProof } from './claims';
import { authorizationUrl, BrokerRefusedError, newChecks, verifiedClaims, type BrokerRefusal } from './oidc';
import {
  countCprsByKeyId,
  deleteIdentity,
  findCprsNotUnder,
  findVerifiedAt,
  findIdentityBySubject,
  findIdentityOfUser,
  identityHeldByOther,
  insertFlow,
  rewriteCpr,
  saveIdentity,
  takeFlow,
  type FlowRow,
} from './repository';
import { mitidSettings } from './settings';

/** How long a person may take at the broker before the journey has to start over. */
export const JOURNEY_MINUTES = 10;

/** Why a journey ended without what it was for; each has its message in both languages (account.mitid.outcomes). */
export type MitidRefusal =
  BrokerRefusal | 'off' | 'stateMismatch' | 'notLinked' | 'takenByOther' | 'emailTaken' | 'emailNotVerified' | 'deactivated';

export type MitidOutcome = 'signedIn' | 'linked' | 'checkEmail' | MitidRefusal;

export const mitidEnabled = (): boolean => mitidSettings() !== null;

export type JourneyStart = {
  intent: MitidIntent;
  userId: string | null;
  email: string | null;
  returnTo: string;
  locale: Locale;
  redirectUri: string;
};

/** The broker's address for this journey; its state goes into the starting browser's cookie too. */
export async function beginJourney(db: Db, start: JourneyStart, now: Date): Promise<{ state: string; url: string }> {
  const settings = mitidSettings();
  if (!settings) throw new BrokerRefusedError('unavailable');
  const checks = newChecks();
  const url = await authorizationUrl(settings, start.redirectUri, checks);
  await insertFlow(
    db,
    {
      state: checks.state,
      intent: start.intent,
      userId: start.userId,
      email: start.email,
      codeVerifier: checks.codeVerifier,
      nonce: checks.nonce,
      returnTo: start.returnTo,
      locale: start.locale,
      expiresAt: new Date(now.getTime() + JOURNEY_MINUTES * 60_000),
    },
    now,
  );
  return { state: checks.state, url: url.href };
}

/** A journey as the callback finds it: what it was for and where it returns to. */
export type MitidJourney = FlowRow;

export type JourneyEnd =
  { proved: false; reason: MitidRefusal; flow: FlowRow | null } | { proved: true; flow: FlowRow; issuer: string; proof: MitidProof };

/**
 * The end of a journey at our callback: the journey this browser started (its cookie) is taken, so
 * used once, and the broker's state must be its state; then the broker's answer is checked (lib/mitid/oidc.ts).
 */
export async function endJourney(db: Db, callback: URL, cookieState: string | null, redirectUri: string, now: Date): Promise<JourneyEnd> {
  // The journey is the one this browser began (its cookie), so a state from elsewhere never touches
  // someone else's journey under way (login CSRF); this browser's own ends here either way.
  const flow = cookieState ? await takeFlow(db, cookieState, now) : null;
  if (!flow || callback.searchParams.get('state') !== flow.state) return { proved: false, reason: 'stateMismatch', flow };
  const settings = mitidSettings();
  if (!settings) return { proved: false, reason: 'off', flow };
  // The token request names the redirect URI the journey began with, whatever host the request came through.
  const answer = new URL(redirectUri);
  answer.search = callback.search;
  try {
    const claims = await verifiedClaims(settings, answer, { codeVerifier: flow.codeVerifier, state: flow.state, nonce: flow.nonce });
    const proof = proofOfClaims(claims);
    if (!proof) return { proved: false, reason: 'notVerified', flow };
    return { proved: true, flow, issuer: String(claims.iss), proof };
  } catch (error) {
    if (error instanceof BrokerRefusedError) {
      if (error.reason === 'unavailable') console.error('MitID: the broker did not answer as expected:', error.cause);
      return { proved: false, reason: error.reason, flow };
    }
    throw error;
  }
}

/** The account this identity signs in to, or null while none is linked to it. */
export async function accountOfIdentity(db: Db, issuer: string, subject: string): Promise<string | null> {
  return (await findIdentityBySubject(db, issuer, subject))?.userId ?? null;
}

export async function isHeldByOther(db: Db, issuer: string, proof: MitidProof, userId: string): Promise<boolean> {
  return identityHeldByOther(db, issuer, proof.subject, userId);
}

/** Stores what MitID proved for the account, now; false when another account holds the identity. */
export async function recordProof(db: Db, userId: string, issuer: string, proof: MitidProof, now: Date): Promise<boolean> {
  return saveIdentity(db, {
    userId,
    issuer,
    subject: proof.subject,
    name: proof.name,
    birthDate: proof.birthDate,
    assurance: proof.assurance,
    cprEncrypted: proof.cpr ? encryptCpr(proof.cpr) : null,
    cprHmac: proof.cpr ? cprHmac(proof.cpr) : null,
    verifiedAt: now,
  });
}

export async function identityOf(db: Db, userId: string): Promise<MitidIdentity | null> {
  const row = await findIdentityOfUser(db, userId);
  if (!row) return null;
  return {
    name: row.name,
    birthDate: row.birthDate,
    assurance: row.assurance,
    verifiedAt: row.verifiedAt.toISOString(),
    cprMasked: row.cprEncrypted ? maskCpr(decryptCpr(row.cprEncrypted)) : null,
  };
}

/** The account page's MitID section: whether MitID is offered here, and what it proved of the person. */
export async function mitidOfAccount(userId: string): Promise<{ enabled: boolean; identity: MitidIdentity | null }> {
  return { enabled: mitidEnabled(), identity: await identityOf(await getDb(), userId) };
}

/** The CPR number MitID proved for the account (the ten digits), for a sign-up that needs one. */
export async function verifiedCprOf(db: Db, userId: string): Promise<string | null> {
  const row = await findIdentityOfUser(db, userId);
  return row?.cprEncrypted ? decryptCpr(row.cprEncrypted) : null;
}

/** The CPR MitID proved, masked, for the sign-up form to show instead of asking for it; null without one. */
export async function mitidCprMaskOf(userId: string): Promise<string | null> {
  return (await identityOf(await getDb(), userId))?.cprMasked ?? null;
}

/** When MitID last confirmed each of these accounts (the landlord's view says so, never the CPR). */
export async function mitidVerifiedAt(db: DbOrTx, userIds: string[]): Promise<Map<string, Date>> {
  return findVerifiedAt(db, userIds);
}

/** Unlinks MitID from the account; what it proved goes with it. False when none was linked. */
export async function unlinkIdentity(db: Db, userId: string): Promise<boolean> {
  return deleteIdentity(db, userId);
}

/*
 * The CPR key rotation (lib/waiting-lists/cpr-rotation-service.ts) covers the numbers MitID proved
 * too: the rows still sealed under an older key, their rewrite, and the key ids in use.
 */
export const mitidCprsNotUnder = findCprsNotUnder;
export const mitidCprKeyCounts = countCprsByKeyId;
export const rewriteMitidCpr = rewriteCpr;
