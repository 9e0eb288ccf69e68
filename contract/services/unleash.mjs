// unleash-server (contract/package.json) on loopback with a PostgreSQL database of its own: the
// flag service the product's server and browser read through its frontend API.
import path from 'node:path';
import { FLAG_NAMES } from '../../lib/flags/names.ts';
import { answers, startProcess } from '../support/process.mjs';

export const name = 'unleash';

const ENVIRONMENT = 'development';
// Fixed secrets of a throwaway server: frontend and backend tokens of the default project's
// development environment, and an admin token to create and switch flags.
const TOKENS = {
  admin: '*:*.contract-admin-token',
  frontend: `default:${ENVIRONMENT}.contract-frontend-token`,
  backend: `default:${ENVIRONMENT}.contract-backend-token`,
};

async function admin(baseUrl, method, apiPath, body) {
  const response = await fetch(`${baseUrl}${apiPath}`, {
    method,
    headers: { authorization: TOKENS.admin, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Unleash ${method} ${apiPath}: ${response.status} ${await response.text()}`);
}

export async function start(ctx) {
  const baseUrl = `http://127.0.0.1:${ctx.port}`;
  const server = await startProcess({
    name,
    command: process.execPath,
    args: [path.join(ctx.root, 'contract/node_modules/unleash-server/dist/server.js')],
    cwd: ctx.dir,
    env: {
      TZ: 'UTC',
      DATABASE_URL: ctx.databaseUrl,
      DATABASE_SSL: 'false',
      HTTP_HOST: '127.0.0.1',
      HTTP_PORT: String(ctx.port),
      LOG_LEVEL: 'warn',
      // Loopback only: no version check or telemetry sent out.
      CHECK_VERSION: 'false',
      SEND_TELEMETRY: 'false',
      INIT_ADMIN_API_TOKENS: TOKENS.admin,
      INIT_FRONTEND_API_TOKENS: TOKENS.frontend,
      INIT_BACKEND_API_TOKENS: TOKENS.backend,
    },
    log: ctx.log,
    ready: answers(`${baseUrl}/health`, 200),
  });
  try {
    // Every product flag, off, with the standard strategy in development: switching one on shows it to everyone.
    for (const flag of FLAG_NAMES) {
      await admin(baseUrl, 'POST', '/api/admin/projects/default/features', { name: flag, type: 'release' });
      await admin(baseUrl, 'POST', `/api/admin/projects/default/features/${flag}/environments/${ENVIRONMENT}/strategies`, {
        name: 'default',
      });
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    // The base URL, as Unleash's own SDKs take it, and the frontend token: what a deployment sets.
    // The backend and admin tokens are for the tests (a wrong key; switching flags).
    env: {
      UNLEASH_URL: baseUrl,
      UNLEASH_CLIENT_KEY: TOKENS.frontend,
      UNLEASH_BACKEND_TOKEN: TOKENS.backend,
      UNLEASH_ADMIN_TOKEN: TOKENS.admin,
    },
    stop: server.stop,
  };
}
