import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/db/connect';

const SECRET_FILE = 'auth-secret';

/**
 * BETTER_AUTH_SECRET signs session cookies and tokens. Production sets it (the same on every node);
 * without it a random secret is generated once and kept under DATA_DIR, so a fresh clone works and
 * sessions survive a restart — the same idea as CPR_KEY.
 */
export function authSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    // N nodes with N generated secrets would reject each other's cookies.
    throw new Error('BETTER_AUTH_SECRET must be set when DATABASE_URL is (several nodes share sessions).');
  }
  const file = path.join(dataDir(), SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    // `wx`: when two processes race, the loser fails here and reads the winner's secret.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}
