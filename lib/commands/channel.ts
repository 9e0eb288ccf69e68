import { createHash } from 'node:crypto';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * The command channel between `npm run account|job` and the server that holds DATA_DIR's embedded
 * database: a Unix socket (a named pipe on Windows) that only this machine can reach, and a token
 * the server writes owner-only at start. One JSON line each way: { token, command } → CommandOutcome.
 */

export type CommandChannel = { socket: string; tokenFile: string };

// sun_path holds 108 bytes on Linux and 104 on macOS, the terminating NUL included.
const MAX_SOCKET_PATH_BYTES = 100;
export const MAX_MESSAGE_BYTES = 64 * 1024;

export function commandChannel(dir: string): CommandChannel {
  const absolute = path.resolve(/*turbopackIgnore: true*/ dir);
  const id = createHash('sha256').update(absolute).digest('hex').slice(0, 16);
  const beside = path.join(absolute, 'admin.sock');
  const socket =
    process.platform === 'win32'
      ? `\\\\.\\pipe\\hjemly-${id}`
      : Buffer.byteLength(beside) <= MAX_SOCKET_PATH_BYTES
        ? beside
        : path.join(tmpdir(), `hjemly-${id}.sock`);
  return { socket, tokenFile: path.join(absolute, 'admin.token') };
}

/** The first line the peer sends, at most MAX_MESSAGE_BYTES; rejects on a longer one or an early end. */
export function readLine(connection: Socket, timeoutMs?: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const timer = timeoutMs ? setTimeout(() => fail(new Error(`no message within ${timeoutMs} ms`)), timeoutMs) : undefined;
    function finish(callback: () => void) {
      clearTimeout(timer);
      connection.off('data', onData).off('end', onEnd).off('error', fail);
      callback();
    }
    function fail(error: Error) {
      finish(() => reject(error));
    }
    function onData(chunk: Buffer) {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf(0x0a);
      if (end >= 0) finish(() => resolve(received.subarray(0, end).toString('utf8')));
      else if (received.length > MAX_MESSAGE_BYTES) fail(new Error('message too long'));
    }
    function onEnd() {
      fail(new Error('the connection closed before a whole message arrived'));
    }
    connection.on('data', onData).on('end', onEnd).on('error', fail);
  });
}
