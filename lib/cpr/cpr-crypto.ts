import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/db/connect';
import { cprDigits } from './cpr';
import { parseCprKey } from './cpr-key';

export { parseCprKey };

/*
 * CPR numbers at rest: AES-256-GCM with a key derived from CPR_KEY, plus an HMAC
 * (another derived key) that makes "one membership per person per list" a unique index without
 * ever storing the number in the clear. Each ciphertext names the key it was made with, so a key can
 * be rotated (docs/waiting-lists.md, "CPR numbers"): the new key in CPR_KEY, the old ones in CPR_KEY_PREVIOUS (comma-separated),
 * which still decrypt and still count for uniqueness until `npm run job rotate-cpr-key` has rewritten
 * every row under the new key.
 *
 * No `server-only` guard: the seed (a plain tsx script) encrypts its demo members' numbers with it;
 * node:crypto and node:fs keep it out of any browser bundle all the same.
 */

const KEY_FILE = 'cpr-key';
const FORMAT = 'v1';

type CprKey = { id: string; encryption: Buffer; hmac: Buffer };
type KeyRing = { current: CprKey; previous: CprKey[] };

function deriveKey(master: Buffer): CprKey {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `hjemly cpr ${purpose}`, 32));
  return {
    id: createHash('sha256').update(derive('key id')).digest('hex').slice(0, 8),
    encryption: derive('aes-256-gcm'),
    hmac: derive('hmac'),
  };
}

/** The generated development key under DATA_DIR, made once (like lib/accounts/secret.ts). */
function generatedKey(): string {
  const file = path.join(dataDir(), KEY_FILE);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process won the race; its key is the one.
    }
    return readFileSync(file, 'utf8');
  }
}

let ring: { source: string; keys: KeyRing } | undefined;

function keyRing(env: NodeJS.ProcessEnv = process.env): KeyRing {
  const source = `${env.CPR_KEY ?? ''}|${env.CPR_KEY_PREVIOUS ?? ''}|${env.DATA_DIR ?? ''}`;
  if (ring?.source === source) return ring.keys;
  const current = deriveKey(parseCprKey(env.CPR_KEY || generatedKey()));
  const previous = (env.CPR_KEY_PREVIOUS ?? '')
    .split(',')
    .filter((key) => key.trim())
    .map((key) => deriveKey(parseCprKey(key)));
  ring = { source, keys: { current, previous } };
  return ring.keys;
}

function digitsOrThrow(cpr: string): string {
  const digits = cprDigits(cpr);
  if (!digits) throw new Error('not a CPR number');
  return digits;
}

export function encryptCpr(cpr: string): string {
  const key = keyRing().current;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.encryption, iv);
  const sealed = Buffer.concat([cipher.update(digitsOrThrow(cpr), 'utf8'), cipher.final()]);
  return [FORMAT, key.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The ten digits; throws when the value was tampered with or its key is no longer configured. */
export function decryptCpr(stored: string): string {
  const [format, keyId, iv, tag, sealed] = stored.split('.');
  const { current, previous } = keyRing();
  const key = [current, ...previous].find((candidate) => candidate.id === keyId);
  if (format !== FORMAT || !key) throw new Error(`CPR ciphertext under an unknown key (${keyId})`);
  const decipher = createDecipheriv('aes-256-gcm', key.encryption, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

/** The id the current key's ciphertexts start with (`v1.<id>.`); the rotation job rewrites the others. */
export function currentCprKeyPrefix(): string {
  return `${FORMAT}.${keyRing().current.id}.`;
}

/** The ids of the keys this process can read with: CPR_KEY's, then CPR_KEY_PREVIOUS's. */
export function readableCprKeyIds(): string[] {
  const { current, previous } = keyRing();
  return [current, ...previous].map((key) => key.id);
}

/** Whether a stored ciphertext was made with the current key (the rotation job rewrites the rest). */
export function isUnderCurrentKey(stored: string): boolean {
  return stored.startsWith(currentCprKeyPrefix());
}

/** The HMAC stored beside the ciphertext (current key). */
export function cprHmac(cpr: string): string {
  return createHmac('sha256', keyRing().current.hmac).update(digitsOrThrow(cpr)).digest('hex');
}

/** Every HMAC the number may be stored under while a rotation is under way: what uniqueness checks look for. */
export function cprHmacsForLookup(cpr: string): string[] {
  const { current, previous } = keyRing();
  const digits = digitsOrThrow(cpr);
  return [current, ...previous].map((key) => createHmac('sha256', key.hmac).update(digits).digest('hex'));
}
