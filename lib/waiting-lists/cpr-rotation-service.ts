import 'server-only';
import type { Db } from '@/lib/db/types';
import { cprHmac, currentCprKeyPrefix, decryptCpr, encryptCpr, readableCprKeyIds } from '@/lib/cpr/cpr-crypto';
import { mitidCprKeyCounts, mitidCprsNotUnder, rewriteMitidCpr } from '@/lib/mitid/service';
import { countCprsByKeyId, findCprsNotUnder, rewriteMembershipCpr, rewritePendingCpr } from './repository';

const ROTATION_BATCH = 500;

/**
 * Job after a CPR key rotation (docs/waiting-lists.md): every CPR encrypted under a previous key
 * (CPR_KEY_PREVIOUS), on the waiting lists and among what MitID proved, is encrypted and hashed again under CPR_KEY. Idempotent and a no-op once done;
 * each row is rewritten on its own, so a run cut short leaves every row readable.
 */
export async function rotateCprKey(db: Db): Promise<{ rewritten: number }> {
  const prefix = currentCprKeyPrefix();
  const reseal = (stored: string) => {
    const digits = decryptCpr(stored);
    return { cprEncrypted: encryptCpr(digits), cprHmac: cprHmac(digits) };
  };
  let rewritten = 0;
  for (;;) {
    const [{ members, pending }, proved] = await Promise.all([
      findCprsNotUnder(db, prefix, ROTATION_BATCH),
      mitidCprsNotUnder(db, prefix, ROTATION_BATCH),
    ]);
    if (!members.length && !pending.length && !proved.length) return { rewritten };
    for (const row of members) await rewriteMembershipCpr(db, row.id, reseal(row.cprEncrypted));
    for (const row of pending) await rewritePendingCpr(db, row.reference, reseal(row.cprEncrypted));
    for (const row of proved) await rewriteMitidCpr(db, row.userId, reseal(row.cprEncrypted));
    rewritten += members.length + pending.length + proved.length;
  }
}

/**
 * Start-up: a node whose keys cannot read every stored CPR number (a wrong CPR_KEY, a previous key
 * dropped before the rotation finished) would answer 500 on every page that shows one. Null when
 * all are readable, else the reason to refuse to start with (key ids are not secret: every ciphertext
 * carries one).
 */
export async function cprKeyRingProblem(db: Db): Promise<string | null> {
  const readable = new Set(readableCprKeyIds());
  const stored = [...(await countCprsByKeyId(db)), ...(await mitidCprKeyCounts(db))];
  const unreadable = stored.filter((sealed) => !readable.has(sealed.keyId));
  if (!unreadable.length) return null;
  const rows = unreadable.reduce((sum, sealed) => sum + sealed.rows, 0);
  const ids = unreadable.map((sealed) => `${sealed.keyId} (${sealed.rows})`).join(', ');
  return (
    `CPR_KEY and CPR_KEY_PREVIOUS cannot read ${rows} stored CPR number${rows === 1 ? '' : 's'}, encrypted under key id ${ids}; ` +
    `this node's keys are ${[...readable].join(', ')}. Set the key that encrypted them as CPR_KEY, or keep it in CPR_KEY_PREVIOUS until \`npm run job rotate-cpr-key\` has moved them to the new one.`
  );
}
