import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TERMS_VERSION } from '@/lib/accounts/terms';
import { sessionCookie } from '../../../scripts/rush-people';

/*
 * For the specs that run production servers of their own on PostgreSQL (TEST_DATABASE_URL): a
 * database of their own next to the one in the URL, one connection for a piece of work on it, and
 * people signed in without the sign-in form.
 */

/** The URL of database `name` on the server of `adminUrl`. */
export const databaseNamed = (adminUrl: string, name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

/** Runs `work` on one connection to `url`, closed afterwards whatever happens. */
export async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A verified account that accepted the terms, with a session; the session's cookie, signed with the server's `secret`. */
export async function signedInAccount(
  client: pg.Client,
  account: { id: string; name: string; email: string },
  secret: string,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await client.query(
    `insert into users (id, name, email, email_verified, terms_accepted_at, terms_version) values ($1, $2, $3, true, now(), $4)`,
    [account.id, account.name, account.email, TERMS_VERSION],
  );
  await client.query(`insert into sessions (id, token, user_id, expires_at) values ($1 || '-session', $2, $1, now() + interval '1 day')`, [
    account.id,
    token,
  ]);
  return sessionCookie(token, secret);
}
