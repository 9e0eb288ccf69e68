import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathOfNul } from '@/lib/http/nul';
import { route } from '@/lib/http/route';

describe('pathOfNul', () => {
  it('names the first string holding a NUL, however deep', () => {
    expect(pathOfNul({ name: 'Ida', household: { pets: ['kat', 'hu\u0000nd'] } })).toBe('household.pets.1');
    expect(pathOfNul('a\u0000')).toBe('');
    expect(pathOfNul({ name: 'Ida', rooms: 3, ok: true, none: null })).toBeNull();
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

  it('refuses a NUL in a JSON string or a query parameter with 400 naming the field', async () => {
    const inBody = await call(JSON.stringify({ message: 'hej\u0000' }));
    expect([inBody.status, await inBody.text()]).toEqual([400, 'The field message is invalid.']);
    const inQuery = await call(JSON.stringify({ message: 'hej' }), '?q=%00');
    expect([inQuery.status, await inQuery.text()]).toEqual([400, 'The field q is invalid.']);
    expect((await call(JSON.stringify({ message: 'hej' }), '?q=ok')).status).toBe(200);
  });
});
