import { birthDateOfCpr, cprDigits } from '@/lib/cpr/cpr';

/*
 * What an ID token from a MitID broker says about the person, read from the claim names the Danish
 * brokers use. Pure: the callback hands it the verified claims, the tests hand it each broker's shape.
 */

export type MitidProof = {
  subject: string;
  name: string;
  /** yyyy-mm-dd, as MitID stated it (or as the CPR states it, when only that came). */
  birthDate: string | null;
  /** The assurance level as the broker names it: "substantial", "high", or an acr URI. */
  assurance: string | null;
  /** The ten digits, only where the broker returned a CPR match. */
  cpr: string | null;
};

type Claims = Record<string, unknown>;

// Criipto/Idura, Signicat and NemLog-in each name the CPR differently.
const CPR_CLAIMS = ['cprNumberIdentifier', 'dk:gov:saml:attribute:CprNumberIdentifier', 'nin', 'cpr'];
const ASSURANCE_CLAIMS = ['loa', 'dk:gov:saml:attribute:AssuranceLevel', 'acr'];

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

function firstText(claims: Claims, names: string[]): string | null {
  for (const name of names) {
    const value = text(claims[name]);
    if (value) return value;
  }
  return null;
}

function nameOf(claims: Claims): string | null {
  const whole = text(claims.name);
  if (whole) return whole;
  const parts = [text(claims.given_name), text(claims.family_name)].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

function birthDateOf(claims: Claims, cpr: string | null): string | null {
  const stated = text(claims.birthdate);
  if (stated && /^\d{4}-\d{2}-\d{2}$/.test(stated)) return stated;
  return cpr ? birthDateOfCpr(cpr) : null;
}

/** The proof, or null when the token lacks what we need of a person (a subject and a name). */
export function proofOfClaims(claims: Claims): MitidProof | null {
  const subject = text(claims.sub);
  const name = nameOf(claims);
  if (!subject || !name) return null;
  const given = firstText(claims, CPR_CLAIMS);
  // A value that is not a real CPR number is not kept as one.
  const cpr = given && birthDateOfCpr(given) ? cprDigits(given) : null;
  return { subject, name, birthDate: birthDateOf(claims, cpr), assurance: firstText(claims, ASSURANCE_CLAIMS), cpr };
}
