// oidc-provider (contract/package.json), a certified OpenID Provider, on loopback as a MitID broker
// would answer: two test identities, the claims in the ID token as Danish brokers put them, clients
// registered by the tests through dynamic registration. For the refusals a test asks it (POST
// /__test/tamper?mode=…) to answer its next token request with an ID token changed on the way out:
// signed by a key it does not publish, expired, for another audience, from another issuer — or, for
// key rotation, signed by a new key it then publishes beside the old one; or to send the browser back
// with another state, or with the code it issued before (already redeemed).
//
//   node oidc-broker.mjs <port>
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import Provider from 'oidc-provider';

const port = Number(process.argv[2]);
const issuer = `http://127.0.0.1:${port}`;

async function signingKey(kid) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, jwk };
}

const published = await signingKey('broker-1');
const rotated = await signingKey('broker-2');
const foreign = await signingKey('someone-else');

// Anna's broker returns the CPR match; Bo's does not (he did not consent, or the broker has none).
const identities = {
  anna: { name: 'Anna Møller Jensen', birthdate: '1990-02-14', loa: 'substantial', cprNumberIdentifier: '1402901234' },
  bo: { name: 'Bo Nielsen', birthdate: '1985-07-01', loa: 'high' },
};

const publicJwk = ({ d, p, q, dp, dq, qi, ...rest }) => rest;

let tamper = null;
let rotatedPublished = false;
let lastCode = null;

const provider = new Provider(issuer, {
  jwks: { keys: [published.jwk] },
  findAccount: (ctx, sub) => (identities[sub] ? { accountId: sub, claims: async () => ({ sub, ...identities[sub] }) } : undefined),
  claims: { openid: ['sub', 'loa'], profile: ['name', 'birthdate'], ssn: ['cprNumberIdentifier'] },
  scopes: ['openid', 'profile', 'ssn'],
  // Brokers put what they prove in the ID token itself, not only behind the userinfo endpoint.
  conformIdTokenClaims: false,
  // A broker asks nobody for consent to what the relying party was set up to receive: the grant is
  // the scopes asked for, so MitID's login is the only page the person sees there.
  async loadExistingGrant(ctx) {
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope(ctx.oidc.params.scope);
    await grant.save();
    return grant;
  },
  features: { devInteractions: { enabled: true }, registration: { enabled: true } },
  pkce: { required: () => true },
  ttl: { Session: 60, Interaction: 600, Grant: 600, IdToken: 300, AccessToken: 300, AuthorizationCode: 60 },
  cookies: { keys: [randomBytes(32).toString('hex')] },
});
provider.on('server_error', (ctx, error) => console.error('oidc-provider server_error', error));

async function resign(idToken, mode) {
  const claims = decodeJwt(idToken);
  const now = Math.floor(Date.now() / 1000);
  const changed = {
    foreignKey: { claims, key: foreign },
    rotated: { claims, key: rotated },
    expired: { claims: { ...claims, iat: now - 3_600, exp: now - 1_800 }, key: published },
    otherAudience: { claims: { ...claims, aud: 'another-client' }, key: published },
    unknownIssuer: { claims: { ...claims, iss: 'https://broker.invalid' }, key: published },
  }[mode];
  return new SignJWT(changed.claims)
    .setProtectedHeader({ alg: 'RS256', kid: changed.key.jwk.kid, typ: 'JWT' })
    .sign(changed.key.privateKey);
}

provider.use(async (ctx, next) => {
  if (ctx.path === '/__test/tamper' && ctx.method === 'POST') {
    const mode = new URL(ctx.href).searchParams.get('mode');
    tamper = mode || null;
    if (mode === 'rotated') rotatedPublished = true;
    ctx.status = 204;
    return;
  }
  await next();
  const location = ctx.response.get('location');
  if (location && new URL(location, issuer).searchParams.has('code')) {
    const answer = new URL(location);
    const code = answer.searchParams.get('code');
    // What an attacker would hand our callback: another browser's state, or a code already used.
    if (tamper === 'wrongState' || tamper === 'replayCode') {
      if (tamper === 'wrongState') answer.searchParams.set('state', 'forged-state');
      else answer.searchParams.set('code', lastCode);
      tamper = null;
      ctx.redirect(answer.href);
    }
    lastCode = code;
  }
  if (ctx.path === '/jwks' && rotatedPublished) ctx.body = { keys: [publicJwk(rotated.jwk), ...ctx.body.keys] };
  if (ctx.path === '/token' && tamper && tamper !== 'wrongState' && tamper !== 'replayCode' && ctx.body?.id_token) {
    const mode = tamper;
    tamper = null;
    ctx.body = { ...ctx.body, id_token: await resign(ctx.body.id_token, mode) };
  }
});

createServer(provider.callback()).listen(port, '127.0.0.1', () => console.log(`broker on ${issuer}`));
