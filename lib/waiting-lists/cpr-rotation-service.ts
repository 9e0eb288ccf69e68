import 'server-only';
import type { Db } from '@/lib/db/types';
import { cprHmac, currentCprKeyPrefix, decryptCpr, encryptCpr } from './cpr-crypto';
import { findCprsNotUnder, rewriteMembershipCpr, rewritePendingCpr } from './repository';

const ROTATION_BATCH = 500;

/**
 * DESIGN §8 job after a CPR key rotation (README): every CPR encrypted under a previous key
 * (CPR_KEY_PREVIOUS) is encrypted and hashed again under CPR_KEY. Idempotent and a no-op once done;
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
    const { members, pending } = await findCprsNotUnder(db, prefix, ROTATION_BATCH);
    if (!members.length && !pending.length) return { rewritten };
    for (const row of members) await rewriteMembershipCpr(db, row.id, reseal(row.cprEncrypted));
    for (const row of pending) await rewritePendingCpr(db, row.reference, reseal(row.cprEncrypted));
    rewritten += members.length + pending.length;
  }
}
