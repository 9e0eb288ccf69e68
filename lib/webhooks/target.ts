import { BlockList, isIP } from 'node:net';

/*
 * Where the real site may send webhooks: public addresses only. An endpoint is a URL a company
 * types; without this it could point our server at our own network (the database, a cloud metadata
 * service) — server-side request forgery. Checked when the endpoint is saved (a literal address or
 * a local name) and, at every delivery, on the very address the connection is made to
 * (dispatch.ts): a name checked once and resolved again to connect could answer differently
 * the second time (DNS rebinding).
 */

function blockList(family: 'ipv4' | 'ipv6', subnets: [string, number][]): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of subnets) list.addSubnet(network, prefix, family);
  return list;
}

/** IPv4 ranges nobody outside reaches: private, shared, loopback, link-local, documentation, benchmarking, multicast, reserved. */
const internalIpv4 = blockList('ipv4', [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
]);

/**
 * IPv6 is judged the other way round: only global unicast (2000::/3) is public, less the blocks in it
 * that are not — IETF protocol assignments (Teredo 2001::/32, benchmarking, ORCHID) and the
 * documentation prefixes. Everything else (loopback, unique-local, link-local, multicast, the
 * deprecated IPv4-compatible ::/96, NAT64's local-use 64:ff9b:1::/48) is refused whole.
 */
const globalUnicast = blockList('ipv6', [['2000::', 3]]);
const specialInGlobal = blockList('ipv6', [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
]);

/** The eight 16-bit groups of a valid IPv6 address (a zone index and a dotted IPv4 tail allowed). */
function groupsOf(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  return tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 one reaches through a translator, judged as that IPv4 address:
 * IPv4-mapped (::ffff:0:0/96, a dual-stack socket connects to the IPv4 address itself), NAT64's
 * well-known prefix (64:ff9b::/96) and 6to4 (2002::/16, the IPv4 address in bits 16–47).
 */
function translatedIpv4(groups: number[]): string | null {
  const zero = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zero(0, 5) && groups[5] === 0xffff) return ipv4Of(groups[6], groups[7]);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zero(2, 6)) return ipv4Of(groups[6], groups[7]);
  if (groups[0] === 0x2002) return ipv4Of(groups[1], groups[2]);
  return null;
}

/** True for any address that is not a public one (and for anything that is not an address). */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internalIpv4.check(address, 'ipv4');
  if (family !== 6) return true;
  const groups = groupsOf(address);
  const ipv4 = translatedIpv4(groups);
  if (ipv4) return internalIpv4.check(ipv4, 'ipv4');
  const canonical = groups.map((group) => group.toString(16)).join(':');
  return !globalUnicast.check(canonical, 'ipv6') || specialInGlobal.check(canonical, 'ipv6');
}

/**
 * Names that only ever mean a machine near us (RFC 6761, RFC 8375, the private-use .internal): a
 * public endpoint is never one of them, nor a single label, which a resolver completes with our
 * own search domains.
 */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'localdomain'];

/** The URL's host without brackets, in lower case and without the trailing dots DNS ignores (`LOCALHOST.`). */
const hostOf = (url: string) =>
  new URL(url).hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.+$/, '');

/** An endpoint that names an internal address or a local name outright; other names are checked when sending. */
export function namesInternalHost(url: string): boolean {
  const host = hostOf(url);
  if (isIP(host)) return isInternalAddress(host);
  if (!host.includes('.')) return true;
  return LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}
