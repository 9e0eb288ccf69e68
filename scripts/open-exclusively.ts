import { connect } from '@/lib/db/connect';
import { DataDirLockedError } from '@/lib/db/lock';
import type { DbHandle } from '@/lib/db/types';

/**
 * Opens the database for a maintenance script (seed, migrate). These never go through a running
 * server: on the embedded database held by another process they stop with `advice`.
 */
export async function openExclusively(advice: string): Promise<DbHandle> {
  try {
    return await connect({ url: process.env.DATABASE_URL });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`${error.message}\n${advice}`);
    process.exit(1);
  }
}
