import { createHmac } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSecret } from '@/lib/accounts/secret';
import { connect } from '@/lib/db/connect';
import type { DbHandle } from '@/lib/db/types';
import { errorMessage } from '@/lib/http/errors';
import { route } from '@/lib/handlers/route';
import { installAsAppDatabase } from './support/databases';
import { authGet, authPost, SESSION_COOKIE_NAME, TEST_PASSWORD } from './support/sessions';

/** A loopback port nothing listens on: PostgreSQL there is down (every connection is refused). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A session cookie signed as better-auth signs it, so the look-up reaches the database. */
function signedSessionCookie(token: string): string {
  const signature = createHmac('sha256', authSecret()).update(token).digest('base64');
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(`${token}.${signature}`)}`;
}

describe('the auth routes while PostgreSQL is down', () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await connect({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/down` });
    installAsAppDatabase(handle);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('answer sign-in with 503, Retry-After and the message in the request language', async () => {
    const response = await authPost('/sign-in/email', {
      body: { email: 'ida@example.dk', password: TEST_PASSWORD },
      headers: { 'accept-language': 'en-DK' },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.text()).toBe(errorMessage('en-DK', 'databaseUnavailable'));
  });

  it('answer a session look-up the same way, in Danish by default', async () => {
    const response = await authGet('/get-session', { cookie: signedSessionCookie('a-session-token') });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.text()).toBe(errorMessage('da-DK', 'databaseUnavailable'));
  });

  it('answer a signed-in API call the same way: its session is looked up in the database', async () => {
    const handler = route({ auth: 'required' }, async () => ({ ok: true }));
    const response = await handler(
      new Request('http://localhost:3000/api/probe', {
        headers: { cookie: signedSessionCookie('a-session-token'), 'accept-language': 'en-DK' },
      }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.text()).toBe(errorMessage('en-DK', 'databaseUnavailable'));
  });
});
