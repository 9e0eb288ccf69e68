import 'server-only';
import { getDbHandle } from '@/lib/db/client';
import { dataDir } from '@/lib/db/connect';
import { DataDirLockedError } from '@/lib/db/lock';
import type { DbHandle } from '@/lib/db/types';
import { sendCommand } from './client';
import type { Command, CommandOutcome } from './schema';

async function runInHolder(command: Command, locked: DataDirLockedError): Promise<CommandOutcome> {
  const outcome = await sendCommand(dataDir(), command);
  if (!outcome) {
    throw new Error(
      `${locked.message}\nOnly a running server takes commands: wait until that process ends and try again ` +
        '(a server that is still starting takes them in a moment).',
    );
  }
  return { ...outcome, message: `${outcome.message} (run by the server, pid ${locked.holder?.pid ?? '?'})` };
}

/**
 * A command typed at the terminal: run here when this process can open the database (PostgreSQL
 * always; the embedded one when no process holds it), else by the server that holds it.
 */
export async function runCommand(command: Command): Promise<CommandOutcome> {
  let handle: DbHandle;
  try {
    handle = await getDbHandle();
  } catch (error) {
    if (error instanceof DataDirLockedError) return runInHolder(command, error);
    throw error;
  }
  try {
    // Loaded only here: the services behind the commands take seconds to load, a waste when the server runs them.
    const { executeCommand } = await import('./execute');
    return await executeCommand(command);
  } finally {
    await handle.close();
  }
}

/** Runs the command, prints what happened and sets the exit code (1 when refused or failed). */
export async function runCommandFromTerminal(command: Command): Promise<void> {
  try {
    const outcome = await runCommand(command);
    (outcome.ok ? console.log : console.error)(outcome.message);
    process.exitCode = outcome.ok ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
