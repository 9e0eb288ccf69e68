import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/*
 * Where the real site may send webhooks: public addresses only. An endpoint is a URL a company
 * types; without this it could point our server at our own network (the database, a cloud metadata
 * service) — server-side request forgery. Checked when the endpoint is saved (a literal address or
 * localhost) and again before every delivery, after the name is resolved.
 */

const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

/** True for an address our network or the machine itself answers on (IPv4-mapped IPv6 included). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return internal.check(mapped[1], 'ipv4');
  const family = isIP(address);
  return family === 0 ? true : internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

/** An endpoint that names an internal address or localhost outright; a name is checked when sending. */
export function namesInternalHost(url: string): boolean {
  const host = hostOf(url).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && isInternalAddress(host);
}

/** Whether the endpoint's host resolves to an internal address: one such address is enough to refuse it. */
export async function resolvesInternally(url: string): Promise<boolean> {
  const host = hostOf(url);
  if (isIP(host)) return isInternalAddress(host);
  const addresses = await lookup(host, { all: true });
  return addresses.length === 0 || addresses.some(({ address }) => isInternalAddress(address));
}
