import type { ServerResponse } from 'node:http';

type Chunk = string | Uint8Array;
type Done = (error?: Error | null) => void;
type Write = (chunk: Chunk, encoding?: BufferEncoding | Done, done?: Done) => boolean;
type End = (chunk?: Chunk | Done, encoding?: BufferEncoding | Done, done?: Done) => ServerResponse;

const bytesOf = (chunk: Chunk, encoding?: BufferEncoding) => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);

/*
 * Next.js sends a route handler's body as a stream: it sends the headers (`flushHeaders`), writes
 * the bytes and ends the response, and never gives the length (a Content-Length set in the route
 * is dropped). The compression package leaves a body under a kilobyte as it is only when it knows
 * the length, so it started a brotli stream for every 40-byte answer: about 2 ms of CPU each, on
 * the session and the menu every signed-in page asks for. Here the headers and the first write wait
 * for the next write or the end: a body of one piece then ends with that piece, its length known
 * and sent.
 * A longer body streams as before, one piece behind. `tests/e2e/navigation.spec.ts` checks a short
 * answer going out whole and a long one compressed, and fails when Next.js sends otherwise.
 */
export function endShortAnswersWhole(response: ServerResponse): void {
  const write = response.write.bind(response) as Write;
  const end = response.end.bind(response) as End;
  let held: { chunk: Chunk; encoding?: BufferEncoding; done?: Done } | null = null;
  let wrote = false;
  const release = () => {
    if (!held) return;
    const { chunk, encoding, done } = held;
    held = null;
    write(chunk, encoding, done);
  };
  // Sent with the first byte instead: nothing is waiting to read them before it.
  response.flushHeaders = () => {};
  response.write = ((chunk: Chunk, encoding?: BufferEncoding | Done, done?: Done) => {
    const [given, callback] = typeof encoding === 'function' ? [undefined, encoding] : [encoding, done];
    if (wrote) {
      release();
      return write(chunk, given, callback);
    }
    wrote = true;
    held = { chunk, encoding: given, done: callback };
    return true;
  }) as ServerResponse['write'];
  response.end = ((chunk?: Chunk | Done, encoding?: BufferEncoding | Done, done?: Done) => {
    if (!held) return end(chunk, encoding, done);
    const first = held;
    held = null;
    const last = typeof chunk === 'function' || chunk === undefined || chunk === null ? null : chunk;
    const given = typeof encoding === 'function' ? undefined : encoding;
    const callback = [chunk, encoding, done].find((value): value is Done => typeof value === 'function');
    const whole =
      last === null ? bytesOf(first.chunk, first.encoding) : Buffer.concat([bytesOf(first.chunk, first.encoding), bytesOf(last, given)]);
    // The compression package takes its length from here (and drops it when it compresses after all).
    if (!response.headersSent && !response.hasHeader('content-length') && !response.hasHeader('transfer-encoding')) {
      response.setHeader('Content-Length', whole.byteLength);
    }
    return end(whole, undefined, (error) => {
      first.done?.(error);
      callback?.(error);
    });
  }) as ServerResponse['end'];
}
