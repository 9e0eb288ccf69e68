import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathOfNul } from '@/lib/http/nul';
import { route } from '@/lib/handlers/route';

describe('pathOfNul', () => {
  it('names the first string holding a NUL, however deep', () => {
    expect(pathOfNul({ name: 'Ida', household: { pets: ['kat', 'hu\u0000nd'] } })).toBe('household.pets.1');
    expect(pathOfNul('a\u0000')).toBe('');
    expect(pathOfNul({ name: 'Ida', rooms: 3, ok: true, none: null })).toBeNull();
  });

  it('refuses a value nested deeper than any form of ours, without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(5000) + ']'.repeat(5000));
    expect(() => pathOfNul(deep)).not.toThrow();
    expect(pathOfNul({ events: deep })).toBe(`events${'.0'.repeat(31)}`);
    let nested: unknown = 'fine';
    for (let i = 0; i < 31; i++) nested = { a: nested };
    expect(pathOfNul(nested)).toBeNull();
  });
});

describe('the route wrapper', () => {
  const handler = route({ body: z.object({ message: z.string() }), query: z.object({ q: z.string().optional() }) }, async () => ({
    ok: true,
  }));
  const call = (body: string, query = '') =>
    handler(
      new Request(`https://hjemly.dk/api/x${query}`, {
        method: 'POST',
        body,
        headers: { host: 'hjemly.dk', origin: 'https://hjemly.dk', 'accept-language': 'en' },
      }),
    );

  it('refuses a body nested thousands deep with 400, not a stack overflow', async () => {
    const response = await call(`{"message":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(response.status).toBe(400);
  });

  it('refuses a NUL in a JSON string or a query parameter with 400 naming the field', async () => {
    const inBody = await call(JSON.stringify({ message: 'hej\u0000' }));
    expect([inBody.status, await inBody.text()]).toEqual([400, 'The field message is invalid.']);
    const inQuery = await call(JSON.stringify({ message: 'hej' }), '?q=%00');
    expect([inQuery.status, await inQuery.text()]).toEqual([400, 'The field q is invalid.']);
    expect((await call(JSON.stringify({ message: 'hej' }), '?q=ok')).status).toBe(200);
  });
});
