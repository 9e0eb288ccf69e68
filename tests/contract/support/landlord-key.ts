import { expect } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '@/lib/db/seed/accounts';
import { signIn } from '../../../scripts/local-server.mjs';

/** A key of the demo landlord's company, made in the console as its owner makes one. */
export async function landlordKey(origin: string, name: string) {
  const cookie = await signIn(origin, DEMO_USERS.landlord.email, DEMO_PASSWORD);
  const response = await fetch(`${origin}/api/company/api-keys`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { secret: string }).secret;
}
