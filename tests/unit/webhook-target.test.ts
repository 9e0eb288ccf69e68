import dns from 'node:dns';
import { Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInternalAddress, namesInternalHost } from '@/lib/webhooks/target';

/* Pure checks of addresses and URLs: nothing here looks a name up or opens a connection. */
const guards: ReturnType<typeof vi.spyOn>[] = [];
beforeEach(() => {
  guards.push(vi.spyOn(Socket.prototype, 'connect'), vi.spyOn(dns, 'lookup'), vi.spyOn(dns.promises, 'lookup'));
});
afterEach(() => {
  for (const guard of guards.splice(0)) {
    expect(guard).not.toHaveBeenCalled();
    guard.mockRestore();
  }
});

describe('webhook targets on the real site', () => {
  it.each([
    // IPv4: private, shared, loopback, link-local (cloud metadata), this network, special purpose.
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '192.0.0.8',
    '192.0.2.1',
    '192.88.99.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.5',
    '224.0.0.1',
    '255.255.255.255',
    // IPv6 of our own: loopback, unspecified, unique-local, link-local (with a zone), site-local, multicast, discard.
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1',
    'ff02::1',
    '100::1',
    // IPv4 inside IPv6: mapped, the deprecated compatible form, NAT64 (both prefixes), 6to4, Teredo, SIIT.
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::127.0.0.1',
    '::7f00:1',
    '::8.8.8.8',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::c0a8:101',
    '64:ff9b:1::a00:1',
    '64:ff9b:1:ffff::808:808',
    '2002:7f00:1::1',
    '2002:a9fe:a9fe::',
    '2002:c0a8:101:1::1',
    '2001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '::ffff:0:127.0.0.1',
    // Documentation, benchmarking, ORCHID, and the space outside global unicast.
    '2001:db8::1',
    '2001:2::1',
    '2001:20::1',
    '3fff::1',
    '5f00::1',
    '4000::1',
    // Not an address at all.
    'example.dk',
    '',
  ])('%s is not public', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '2a00:1450:4001:81c::200e',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('%s is public', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });

  it('refuses an endpoint naming a local name or an internal address outright, however it is spelled', () => {
    for (const url of [
      'https://localhost/hooks',
      'https://LOCALHOST./hooks',
      'https://localhost../hooks',
      'https://crm.localhost/x',
      'https://printer.local/x',
      'https://db.internal/x',
      'https://nas.home.arpa/x',
      'https://intranet/x',
      'https://10.0.0.5/hooks',
      'https://0x7f.1/hooks',
      'https://2130706433/hooks',
      'https://[::1]/x',
      'https://[::127.0.0.1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[64:ff9b::127.0.0.1]/x',
      'https://[64:ff9b:1::a00:1]/x',
      'https://[2002:7f00:1::]/x',
      'https://[2001::1]/x',
      'https://[fe80::1]/x',
      'https://169.254.169.254/latest',
    ]) {
      expect(namesInternalHost(url), url).toBe(true);
    }
    expect(namesInternalHost('https://crm.example.dk/hooks')).toBe(false);
    expect(namesInternalHost('https://crm.example.dk./hooks')).toBe(false);
    expect(namesInternalHost('https://93.184.216.34/hooks')).toBe(false);
    expect(namesInternalHost('https://[2a00:1450:4001:81c::200e]/hooks')).toBe(false);
  });
});
