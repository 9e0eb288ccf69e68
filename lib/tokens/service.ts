import 'server-only';
import type { Db } from '@/lib/db/types';
import type { LinkTokenPurpose } from './purposes';
import {
  consumeLinkTokenRow,
  consumeSubjectTokens,
  deleteSubjectTokens,
  deleteTokensEndedBefore,
  findLinkToken,
  insertLinkToken,
  type LinkTokenRow,
} from './repository';
import { issueToken, lookupHash } from './secret-token';

/*
 * The one store of link tokens (docs/tokens.md): a bearer link in a mail or on a page that opens one
 * subject for one purpose without signing in. Areas issue a token for their subject, resolve it when
 * the link is followed, and consume it where a link may act only once. Callers pass their
 * transaction as `db`, so a token is issued with the mail that carries it and consumed with the
 * change it makes (a rolled-back change leaves the token unused).
 */

export type LinkTokenLookup =
  | { kind: 'found'; subject: string; expiresAt: Date | null }
  | { kind: 'expired'; subject: string }
  | { kind: 'used'; subject: string }
  | { kind: 'notFound' };

export type LinkTokenIssue = {
  purpose: LinkTokenPurpose;
  subject: string | number;
  /** Null: the link lasts as long as its subject. */
  expiresAt: Date | null;
  /** Withdraw the subject's earlier tokens of this purpose first: only the newest link works. */
  replace?: boolean;
};

/** A new token (the raw value, for the link; only its hash is stored). */
export async function issueLinkToken(db: Db, issue: LinkTokenIssue, now: Date): Promise<string> {
  const subject = String(issue.subject);
  if (issue.replace) await deleteSubjectTokens(db, issue.purpose, subject);
  const { token, hash } = issueToken();
  await insertLinkToken(db, { tokenHash: hash, purpose: issue.purpose, subject, expiresAt: issue.expiresAt, createdAt: now });
  return token;
}

function lookupOf(row: LinkTokenRow | null, now: Date): LinkTokenLookup {
  if (!row) return { kind: 'notFound' };
  if (row.consumedAt) return { kind: 'used', subject: row.subject };
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired', subject: row.subject };
  return { kind: 'found', subject: row.subject, expiresAt: row.expiresAt };
}

/** What a followed link opens; a token of another purpose, or a string that cannot be a token, is notFound. */
export async function resolveLinkToken(db: Db, purpose: LinkTokenPurpose, token: string, now: Date): Promise<LinkTokenLookup> {
  const hash = lookupHash(token);
  return lookupOf(hash ? await findLinkToken(db, purpose, hash) : null, now);
}

/**
 * Uses a single-use link: `found` for exactly one caller, however many follow it at once; the others
 * learn why not (used, expired, notFound).
 */
export async function consumeLinkToken(db: Db, purpose: LinkTokenPurpose, token: string, now: Date): Promise<LinkTokenLookup> {
  const hash = lookupHash(token);
  if (!hash) return { kind: 'notFound' };
  const consumed = await consumeLinkTokenRow(db, purpose, hash, now);
  if (consumed) return { kind: 'found', subject: consumed.subject, expiresAt: consumed.expiresAt };
  return lookupOf(await findLinkToken(db, purpose, hash), now);
}

/**
 * Uses up the subject's links of this purpose without one in hand: what a link started was finished
 * elsewhere (a payment completing the sign-up the link began), so the link now says it was used.
 */
export async function useLinkTokens(db: Db, purpose: LinkTokenPurpose, subject: string | number, now: Date): Promise<void> {
  await consumeSubjectTokens(db, purpose, String(subject), now);
}

/** Withdraws every link of this purpose to the subject (it ended, or a newer link replaces them). */
export async function withdrawLinkTokens(db: Db, purpose: LinkTokenPurpose, subject: string | number): Promise<void> {
  await deleteSubjectTokens(db, purpose, String(subject));
}

/**
 * Days a link still answers "expired" or "used" before it is forgotten (then it is unknown, a 404):
 * long enough for a late click to be told why, short enough that the table does not grow for ever.
 */
export const ENDED_LINK_KEPT_DAYS = 90;

/** Job purge-retained-data: forgets links that expired or were used more than ENDED_LINK_KEPT_DAYS ago. */
export async function purgeEndedLinkTokens(db: Db, now: Date): Promise<number> {
  return deleteTokensEndedBefore(db, new Date(now.getTime() - ENDED_LINK_KEPT_DAYS * 24 * 60 * 60_000));
}
