import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, with the parts a reader sees decoded. */
export type ReceivedMail = {
  raw: string;
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
};

export type TestSmtpServer = { url: string; received: ReceivedMail[]; close: () => Promise<void> };

/** A real SMTP server on 127.0.0.1 and a random port that keeps every message it is given. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback; STARTTLS would need a certificate nodemailer trusts.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ ...parseMail(raw), raw, envelopeFrom, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on which nothing listens: connections are refused at once. */
export async function refusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Accepts connections and never answers, like an SMTP server that hangs; `drop` hangs up on them. */
export async function startSilentServer(): Promise<{ url: string; connections: () => number; drop: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => accepted,
    drop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// --- a small MIME reader: enough for what nodemailer writes (RFC 2047 words, QP/base64, alternatives)

function bytesToUtf8(encoded: string, pattern: RegExp): string {
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i++) {
    const hex = encoded.slice(i + 1, i + 3);
    if (encoded[i] === '=' && pattern.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(encoded[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeQuotedPrintable(body: string): string {
  return bytesToUtf8(body.replace(/=\r?\n/g, ''), /^[0-9A-F]{2}$/i);
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : bytesToUtf8(data.replaceAll('_', ' '), /^[0-9A-F]{2}$/i),
    );
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end + 4) };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function parseMail(raw: string): Omit<ReceivedMail, 'raw' | 'envelopeFrom' | 'envelopeTo'> {
  const { headers, body } = splitEntity(raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const entities = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitEntity(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  for (const entity of entities) {
    const type = (entity.headers.get('content-type') ?? 'text/plain').split(';')[0].trim().toLowerCase();
    // nodemailer sends CRLF line ends; the platform wrote LF.
    parts[type] = decodeBody(entity.headers, entity.body).replace(/\r\n/g, '\n').replace(/\n$/, '');
  }
  for (const [name, value] of headers) headers.set(name, decodeWords(value));
  return { headers, subject: headers.get('subject') ?? '', text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}
