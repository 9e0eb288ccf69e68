import 'server-only';
import type { Db } from '@/lib/db/types';
import { rotateCprKey as rotate } from '@/lib/waiting-lists/cpr-rotation-service';

/**
 * Job: re-encrypts CPR numbers still under a previous key (docs/waiting-lists.md, "CPR numbers").
 * Idempotent; with nothing to rewrite it is one query per table.
 */
export async function rotateCprKey(options: { db: Db }): Promise<{ rewritten: number }> {
  return rotate(options.db);
}
