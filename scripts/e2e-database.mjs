// The database of the e2e server: a fresh PGlite directory by default, or, with E2E_DATABASE_URL, the
// PostgreSQL database it names (production's engine; CI uses it). Only the e2e server, its jobs and
// the seed get it: specs that start servers of their own keep their own empty PGlite directories.

/**
 * DATABASE_URL for the e2e server's processes when E2E_DATABASE_URL is set, else nothing. On
 * PostgreSQL the app requires the keys every node shares instead of generating them into DATA_DIR:
 * fixed test keys, the same for the seed, the server and its jobs.
 */
export function e2eDatabaseEnv(env = process.env) {
  if (!env.E2E_DATABASE_URL) return {};
  return {
    DATABASE_URL: env.E2E_DATABASE_URL,
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? 'e2e-test-secret-of-enough-length-0123456789',
    CPR_KEY: env.CPR_KEY ?? Buffer.alloc(32, 7).toString('base64'),
  };
}

/** Drops the PostgreSQL database E2E_DATABASE_URL names (what a last run left) and makes it anew. */
export async function recreateE2eDatabase(url) {
  const { default: pg } = await import('pg');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`E2E_DATABASE_URL: "${name}" is not a plain database name`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}
