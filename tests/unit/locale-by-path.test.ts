import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { handleI18nRouting as handle } from '@/lib/i18n/locale-routing';

const visit = (path: string, headers: Record<string, string> = {}) =>
  handle(new NextRequest(`http://localhost:3000${path}`, { headers: { 'sec-fetch-dest': 'document', ...headers } }));

describe('the language of a page is its path', () => {
  it('opens an unprefixed Danish link in Danish after an English page left its locale cookie', async () => {
    const response = await visit('/lejebolig', { cookie: 'NEXT_LOCALE=en-DK', 'accept-language': 'en' });
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/da-DK\/rental-housing$/);
    // The cookie follows the page, so the API answers this person in Danish too.
    expect(response.headers.get('set-cookie')).toMatch(/NEXT_LOCALE=da-DK/);
  });

  it('sends a first visit by an English browser, with no cookie yet, to the English page', async () => {
    const response = await visit('/lejebolig', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.headers.get('location')).toMatch(/\/en-DK\/lejebolig$/);
    expect((await visit('/lejebolig', { 'accept-language': 'da' })).headers.get('location')).toBeNull();
  });

  it('opens an English path in English whatever the cookie says', async () => {
    const response = await visit('/en-DK/lejebolig', { cookie: 'NEXT_LOCALE=da-DK' });
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/en-DK\/rental-housing$/);
  });
});
