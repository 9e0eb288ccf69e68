import { readFileSync } from 'node:fs';
import net from 'node:net';
import { commandChannel, readLine } from './channel';
import type { Command, CommandOutcome } from './schema';

function readToken(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`Cannot read ${file} (${(error as Error).message}): run the command as the user that runs the server.`);
  }
}

function connectTo(socket: string): Promise<net.Socket | null> {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(socket);
    connection.once('connect', () => {
      connection.off('error', onError);
      resolve(connection);
    });
    function onError(error: NodeJS.ErrnoException) {
      // Nothing listens: no server, or one killed before it could clean up.
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    }
    connection.once('error', onError);
  });
}

/** Sends `command` to the server holding `dir`'s database; null when no server takes commands there. */
export async function sendCommand(dir: string, command: Command): Promise<CommandOutcome | null> {
  const channel = commandChannel(dir);
  const token = readToken(channel.tokenFile);
  if (token === null) return null;
  const connection = await connectTo(channel.socket);
  if (!connection) return null;
  try {
    connection.write(`${JSON.stringify({ token, command })}\n`);
    const reply = JSON.parse(await readLine(connection)) as CommandOutcome;
    return { ok: reply.ok === true, message: String(reply.message) };
  } finally {
    connection.destroy();
  }
}
