import net, { type AddressInfo, type Socket } from 'node:net';

/**
 * How the gate lets the database through:
 * - `open`: every byte both ways, as if the app talked to PostgreSQL itself;
 * - `refused`: nothing listens on the port (the database is down): connects are refused;
 * - `stalled`: connects are taken and nothing ever answers, on new connections and open ones alike;
 * - `full`: no connection left: a new connection gets PostgreSQL's own FATAL 53300 ("too many
 *   clients"), and the open ones are cut, as when an operator ends the backends of a full server.
 */
export type GateMode = 'open' | 'refused' | 'stalled' | 'full';

export type PostgresGate = {
  port: number;
  /** `url` (a PostgreSQL URL) through the gate. */
  through(url: string): string;
  set(mode: GateMode): Promise<void>;
  close(): Promise<void>;
};

/** PostgreSQL's ErrorResponse message ('E', length, fields, a closing NUL), as a full server sends it at start-up. */
export function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const head = Buffer.alloc(5);
  head.write('E');
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

const TOO_MANY = errorResponse('53300', 'sorry, too many clients already');

/**
 * A loopback TCP gate in front of PostgreSQL (`upstream`, null for none: then only `full` and
 * `stalled` answer) whose mode a test switches, to see the app with the database refused, stalled
 * or out of connections while it runs.
 */
export async function startPostgresGate(upstream: { host: string; port: number } | null, mode: GateMode = 'open'): Promise<PostgresGate> {
  const open = new Set<Socket>();
  let current = mode;
  let port = 0;

  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (current === 'full') return void client.once('data', () => client.end(TOO_MANY));
    if (current === 'stalled' || !upstream) return void client.resume();
    const database = net.connect(upstream.port, upstream.host);
    open.add(database);
    database.on('close', () => (open.delete(database), client.destroy()));
    database.on('error', () => database.destroy());
    client.on('close', () => database.destroy());
    client.pipe(database);
    database.pipe(client);
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const cutAll = () => open.forEach((socket) => socket.destroy());

  // Listening once takes a port nothing else has; a gate started refused gives it up again.
  await listen();
  if (mode === 'refused') await stopListening();

  return {
    get port() {
      return port;
    },
    through(url: string) {
      const target = new URL(url);
      target.hostname = '127.0.0.1';
      target.port = String(port);
      return target.toString();
    },
    async set(next: GateMode) {
      // A stalled connection never delivers again: cut when leaving the stall as well.
      if (next === 'refused' || next === 'full' || current === 'stalled') cutAll();
      current = next;
      if (next === 'stalled') open.forEach((socket) => (socket.unpipe(), socket.pause()));
      if (next === 'refused') await stopListening();
      else if (!server.listening) await listen();
    },
    async close() {
      cutAll();
      await stopListening();
    },
  };
}
