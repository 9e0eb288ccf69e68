import { createHash, randomBytes } from 'node:crypto';

/*
 * API keys: 32 random bytes behind a recognisable prefix (so secret scanners and people can tell
 * what a leaked string is). Only the SHA-256 is stored — a key of that entropy needs no slow hash —
 * so a key is shown once and can never be read back, from the database or anywhere else.
 * Kept free of server-only imports: the seed makes the demo company's key with it too.
 */

export const API_KEY_PREFIX = 'hjm_';
/** Enough to tell keys apart in the console, far too little to use. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 6;

export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function newApiKeySecret(): { secret: string; prefix: string; secretHash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, SHOWN_CHARACTERS), secretHash: hashApiKey(secret) };
}
