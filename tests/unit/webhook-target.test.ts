import { describe, expect, it } from 'vitest';
import { isInternalAddress, namesInternalHost, resolvesInternally } from '@/lib/providers/webhook-target';

describe('webhook targets on the real site', () => {
  it('knows our own networks and the machine itself, in IPv4, IPv6 and IPv4-mapped IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2a00:1450:4001:81c::200e', '::ffff:8.8.8.8'])
      expect(isInternalAddress(address), address).toBe(false);
  });

  it('refuses an endpoint naming localhost or an internal address outright; a public name is left to the delivery check', () => {
    for (const url of [
      'https://localhost/hooks',
      'https://crm.localhost/x',
      'https://10.0.0.5/hooks',
      'https://[::1]/x',
      'https://169.254.169.254/latest',
    ]) {
      expect(namesInternalHost(url), url).toBe(true);
    }
    expect(namesInternalHost('https://crm.example.dk/hooks')).toBe(false);
    expect(namesInternalHost('https://93.184.216.34/hooks')).toBe(false);
  });

  it('resolves a name before sending: localhost resolves internally', async () => {
    expect(await resolvesInternally('https://localhost/hooks')).toBe(true);
    expect(await resolvesInternally('https://127.0.0.1:8443/hooks')).toBe(true);
  });
});
