import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { getDbHandle } from '@/lib/db/client';
import { dataDir } from '@/lib/db/connect';
import { DataDirLockedError } from '@/lib/db/lock';
import { commandChannel, readLine, type CommandChannel } from './channel';
import { executeCommand } from './execute';
import { commandSchema, type Command, type CommandOutcome } from './schema';

const REQUEST_TIMEOUT_MS = 5_000;

/**
 * The server's side of "the embedded database is opened by one process only": it opens
 * (locks and migrates) DATA_DIR's PGlite at start — exiting with the holder's name when another
 * process has it — and then takes the support and job commands that cannot open it themselves.
 */
export async function holdEmbeddedDatabase(dir: string = dataDir()): Promise<void> {
  try {
    await getDbHandle();
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`${error.message}\nStop that process first, or give this server its own DATA_DIR.`);
    process.exit(1);
  }
  await serveCommands(commandChannel(dir));
}

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** What support did, without the person: no e-mail addresses in the server's log. */
function logLine(command: Command): string {
  if (command.kind === 'job') return `job ${command.name}`;
  if (command.kind === 'job-status') return 'job status';
  if (command.kind === 'account') return `account ${command.action}`;
  if (command.kind === 'legal-caps') return 'legal-caps';
  return `group-status ${command.slug} ${command.status}`;
}

async function answer(line: string, token: string): Promise<CommandOutcome> {
  let request: { token?: unknown; command?: unknown };
  try {
    request = JSON.parse(line);
  } catch {
    return { ok: false, message: 'The server could not read the request.' };
  }
  if (!sameToken(request.token, token)) return { ok: false, message: 'Refused: the request does not carry this server’s admin token.' };
  const parsed = commandSchema.safeParse(request.command);
  if (!parsed.success) return { ok: false, message: 'The server does not know this command.' };
  const outcome = await executeCommand(parsed.data);
  console.log(`[commands] ${logLine(parsed.data)}: ${outcome.ok ? 'done' : 'refused'}`);
  return outcome;
}

async function handle(connection: net.Socket, token: string) {
  connection.on('error', () => {}); // a client that went away; nothing to answer
  let outcome: CommandOutcome;
  try {
    outcome = await answer(await readLine(connection, REQUEST_TIMEOUT_MS), token);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error('[commands] failed:', reason);
    outcome = { ok: false, message: `The server could not run the command: ${reason}` };
  }
  connection.end(`${JSON.stringify(outcome)}\n`);
}

function removeIfPresent(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

/** Written whole (temporary file, then rename) and owner-only, so a reader never sees half a token. */
function writeToken(file: string): string {
  const token = randomBytes(32).toString('base64url');
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, token, { mode: 0o600 });
  renameSync(temporary, file);
  return token;
}

const startedKey = Symbol.for('hjemly.commands.server');

async function serveCommands(channel: CommandChannel): Promise<void> {
  const g = globalThis as typeof globalThis & { [startedKey]?: true };
  if (g[startedKey]) return;
  g[startedKey] = true;
  const token = writeToken(channel.tokenFile);
  const isPipe = process.platform === 'win32';
  // A socket file left by a killed server: we hold the database lock, so it is no one else's.
  if (!isPipe) removeIfPresent(channel.socket);
  const server = net.createServer((connection) => void handle(connection, token));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(channel.socket, () => resolve());
  });
  if (!isPipe) chmodSync(channel.socket, 0o600);
  server.unref();
  process.on('exit', () => {
    if (!isPipe) removeIfPresent(channel.socket);
    removeIfPresent(channel.tokenFile);
  });
}
