'use client';

import { createAuthClient } from 'better-auth/react';

type AuthClient = ReturnType<typeof createAuthClient>;
let client: AuthClient | null = null;

/**
 * better-auth's client, for the account forms (and signing out). It needs an absolute base URL,
 * which only the browser knows (white-label hosts share the build), so it is made on first use —
 * never during server rendering. Pages import it only with those forms, not for the session.
 */
export function authClient(): AuthClient {
  client ??= createAuthClient({ baseURL: window.location.origin, basePath: '/api/auth' });
  return client;
}
