import { BlockList, isIP } from 'node:net';

/*
 * Which X-Forwarded-For entry is the client. Our server (scripts/http-server.ts) appends the address
 * of the socket it accepted to the header, as a proxy does, so the list ends with a hop nobody can
 * forge. Entries further left were written by whoever sent the request: only the proxies named in
 * TRUSTED_PROXIES are believed.
 *   TRUSTED_PROXIES unset or 0  no proxy: the socket's peer is the client;
 *   TRUSTED_PROXIES=2           two proxies in front (a CDN and a load balancer): the third entry from the right;
 *   TRUSTED_PROXIES=10.0.0.0/8,2001:db8::/32   the first entry from the right outside these networks.
 * The one place that reads a client address: our rate limits and better-auth's all key on it.
 */

type Trust = { hops: number } | { networks: BlockList };

let parsed: { source: string; trust: Trust } | null = null;

/** TRUSTED_PROXIES as read at start (lib/config/requirements.ts refuses values this cannot read). */
function trust(): Trust {
  const source = process.env.TRUSTED_PROXIES?.trim() ?? '';
  if (parsed?.source !== source) parsed = { source, trust: parseTrustedProxies(source) ?? { hops: 0 } };
  return parsed.trust;
}

/** `null` for a value that is neither a hop count nor a list of addresses and networks. */
export function parseTrustedProxies(source: string): Trust | null {
  if (source === '') return { hops: 0 };
  if (/^\d+$/.test(source)) return { hops: Number(source) };
  const networks = new BlockList();
  for (const entry of source.split(',').map((e) => e.trim())) {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (!family || extra !== undefined || !/^\d+$/.test(prefix ?? '0') || bits > (family === 6 ? 128 : 32)) return null;
    networks.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return { networks };
}

/** "::ffff:192.0.2.1" (an IPv4 client on a dual-stack socket) is 192.0.2.1. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address.toLowerCase();
}

function isTrusted(networks: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && networks.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Whether the socket's peer is a proxy TRUSTED_PROXIES believes (any peer when it counts hops). */
export function isTrustedProxy(peer: string): boolean {
  const rule = trust();
  return 'hops' in rule ? rule.hops > 0 : isTrusted(rule.networks, plain(peer));
}

export function clientAddress(headers: Headers): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => plain(entry.trim()))
    .filter(Boolean);
  if (!hops.length) return 'unknown';
  const rule = trust();
  if ('hops' in rule) return hops[Math.max(0, hops.length - 1 - rule.hops)];
  for (let i = hops.length - 1; i > 0; i--) if (!isTrusted(rule.networks, hops[i])) return hops[i];
  return hops[0];
}

/** better-auth reads the client from one header: the one it is given here, whatever a caller sent under that name. */
export const CLIENT_ADDRESS_HEADER = 'x-hjemly-client-address';

export function withClientAddress(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(request.headers));
  return new Request(request, { headers });
}
