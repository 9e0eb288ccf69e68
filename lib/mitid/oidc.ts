import 'server-only';
import * as client from 'openid-client';
import type { MitidSettings } from './settings';

/*
 * The broker through openid-client (a certified relying party): discovery, the authorization code
 * flow with PKCE, state and nonce, and the ID token's signature checked against the broker's JWKS
 * (non-repudiation checks; the library fetches the key set again for a key it does not know yet, so a
 * broker's key rotation needs nothing of us), its issuer, audience, expiry and nonce. A Configuration
 * is discovered per journey: nothing of the broker is kept on a node between two requests.
 */

/** How far the broker's clock may be from ours when the token's iat, exp and auth_time are judged (s). */
export const CLOCK_TOLERANCE_SECONDS = 60;

/** The longest we wait for the broker on one request (s). */
const BROKER_TIMEOUT_SECONDS = 5;

export type BrokerRefusal = 'cancelled' | 'codeRejected' | 'expired' | 'notVerified' | 'unavailable';

/** The broker did not accept, or we did not accept what it said: the person's journey ends here. */
export class BrokerRefusedError extends Error {
  constructor(
    readonly reason: BrokerRefusal,
    options?: { cause: unknown },
  ) {
    super(`MitID broker: ${reason}`, options);
  }
}

export async function brokerConfiguration(settings: MitidSettings): Promise<client.Configuration> {
  const plain = settings.issuer.protocol === 'http:';
  try {
    return await client.discovery(
      settings.issuer,
      settings.clientId,
      { [client.clockTolerance]: CLOCK_TOLERANCE_SECONDS },
      client.ClientSecretBasic(settings.clientSecret),
      {
        timeout: BROKER_TIMEOUT_SECONDS,
        // Plain http is allowed by the settings only for a broker on loopback (the tests').
        execute: [client.enableNonRepudiationChecks, ...(plain ? [client.allowInsecureRequests] : [])],
      },
    );
  } catch (error) {
    throw new BrokerRefusedError('unavailable', { cause: error });
  }
}

export type Checks = { codeVerifier: string; state: string; nonce: string };

export async function authorizationUrl(settings: MitidSettings, redirectUri: string, checks: Checks): Promise<URL> {
  const config = await brokerConfiguration(settings);
  return client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: settings.scopes.join(' '),
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
    // Every journey is a MitID login of its own: what it proves is proved now, not by a broker session.
    prompt: 'login',
  });
}

export const newChecks = (): Checks => ({
  codeVerifier: client.randomPKCECodeVerifier(),
  state: client.randomState(),
  nonce: client.randomNonce(),
});

function refusalOf(error: unknown): BrokerRefusal {
  if (error instanceof client.AuthorizationResponseError) return 'cancelled';
  if (error instanceof client.ResponseBodyError) return error.error === 'invalid_grant' ? 'codeRejected' : 'unavailable';
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return 'expired';
  // A signature by a key the broker does not publish, another issuer or audience, a wrong nonce.
  if (typeof code === 'string' && code.startsWith('OAUTH_')) return 'notVerified';
  return 'unavailable';
}

/**
 * The verified claims of the ID token the broker gives for the code in `callback` (the address the
 * broker sent the browser to, on our redirect URI). Every refusal is a BrokerRefusedError.
 */
export async function verifiedClaims(settings: MitidSettings, callback: URL, checks: Checks): Promise<Record<string, unknown>> {
  const config = await brokerConfiguration(settings);
  try {
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new BrokerRefusedError('notVerified');
    return claims as Record<string, unknown>;
  } catch (error) {
    if (error instanceof BrokerRefusedError) throw error;
    throw new BrokerRefusedError(refusalOf(error), { cause: error });
  }
}

/** What health says of MitID: off, or on with the broker's discovery document reachable or not. */
export type MitidHealth = { configured: false } | { configured: true; discovery: 'reachable' | 'unreachable' };

export async function mitidHealth(settings: MitidSettings | null): Promise<MitidHealth> {
  if (!settings) return { configured: false };
  try {
    await brokerConfiguration(settings);
    return { configured: true, discovery: 'reachable' };
  } catch (error) {
    console.error(
      "Health check: the MitID broker's discovery document is unreachable:",
      ((error as Error).cause as Error | undefined)?.message ?? error,
    );
    return { configured: true, discovery: 'unreachable' };
  }
}
