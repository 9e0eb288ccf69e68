/*
 * MitID through an OpenID Connect broker (Criipto/Idura, Signicat, NemLog-in): off unless the broker's
 * issuer, our client id and its secret are all set. Pure, so the start check and health share it.
 */

type Env = Record<string, string | undefined>;

export type MitidSettings = { issuer: URL; clientId: string; clientSecret: string; scopes: string[] };

export const MITID_VARIABLES = ['MITID_ISSUER_URL', 'MITID_CLIENT_ID', 'MITID_CLIENT_SECRET'] as const;

/** `openid` always; a broker's CPR match is asked for by naming its scope in MITID_SCOPES. */
const DEFAULT_SCOPES = 'openid';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}

/** What is wrong with the MitID settings, in words for whoever deploys; null when they are off or whole. */
export function mitidSettingsProblem(env: Env, realSite: boolean): { variable: string; message: string } | null {
  const set = MITID_VARIABLES.filter((name) => env[name]?.trim());
  if (set.length === 0) return null;
  if (set.length < MITID_VARIABLES.length) {
    const missing = MITID_VARIABLES.filter((name) => !set.includes(name));
    return {
      variable: missing[0],
      message: `${missing.join(', ')} missing: MitID sign-in needs all of ${MITID_VARIABLES.join(', ')} (or none, to leave it off).`,
    };
  }
  let issuer: URL;
  try {
    issuer = new URL(env.MITID_ISSUER_URL!.trim());
  } catch {
    return { variable: 'MITID_ISSUER_URL', message: "MITID_ISSUER_URL must be the broker's issuer URL, e.g. https://hjemly.criipto.id." };
  }
  // The broker is trusted through TLS; plain http only for a broker on this machine (the tests').
  const plainAllowed = !realSite && isLoopback(issuer);
  if (issuer.protocol !== 'https:' && !(plainAllowed && issuer.protocol === 'http:')) {
    return {
      variable: 'MITID_ISSUER_URL',
      message: 'MITID_ISSUER_URL must be an https URL (plain http only for a broker on loopback, outside production).',
    };
  }
  const scopes = (env.MITID_SCOPES ?? DEFAULT_SCOPES).split(/[\s,]+/).filter(Boolean);
  if (!scopes.includes('openid')) return { variable: 'MITID_SCOPES', message: 'MITID_SCOPES must include openid.' };
  return null;
}

/** The settings, or null while MitID is off (or misconfigured, which the start check reports). */
export function mitidSettings(env: Env = process.env): MitidSettings | null {
  if (MITID_VARIABLES.some((name) => !env[name]?.trim())) return null;
  if (mitidSettingsProblem(env, env.APP_ENV?.trim().toLowerCase() === 'production')) return null;
  return {
    issuer: new URL(env.MITID_ISSUER_URL!.trim()),
    clientId: env.MITID_CLIENT_ID!.trim(),
    clientSecret: env.MITID_CLIENT_SECRET!.trim(),
    scopes: (env.MITID_SCOPES ?? DEFAULT_SCOPES).split(/[\s,]+/).filter(Boolean),
  };
}
