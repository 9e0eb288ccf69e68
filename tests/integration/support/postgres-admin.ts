import type { Client } from 'pg';

/** Runs `run` on a connection to TEST_DATABASE_URL, for creating and dropping the tests' databases. */
export async function withAdmin<T>(run: (admin: Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}
