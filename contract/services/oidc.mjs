// A MitID broker for the tests: the real oidc-provider (contract/package.json) on loopback, run by
// contract/support/oidc-broker.mjs with its test identities. Tests register their own client (with
// the redirect URI of the server they start) through the provider's dynamic registration.
import path from 'node:path';
import { answers, startProcess } from '../support/process.mjs';

export const name = 'oidc';

export async function start(ctx) {
  const issuer = `http://127.0.0.1:${ctx.port}`;
  const server = await startProcess({
    name,
    command: process.execPath,
    args: [path.join(ctx.root, 'contract/support/oidc-broker.mjs'), String(ctx.port)],
    cwd: path.join(ctx.root, 'contract'),
    log: ctx.log,
    ready: answers(`${issuer}/.well-known/openid-configuration`, 200),
  });
  return { env: { OIDC_ISSUER_URL: issuer }, stop: server.stop };
}
