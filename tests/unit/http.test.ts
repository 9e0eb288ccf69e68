import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slugify } from '@/lib/addresses/slug';
import { cmsPath } from '@/lib/content/source';
import { CmsNoDataError, firstEntryAttributes } from '@/lib/content/strapi-response';
import { isCrossSiteRequest, ownOrigins } from '@/lib/http/csrf';
import { DomainError } from '@/lib/errors/domain-error';
import { errorMessage, errorResponse, httpStatusOf } from '@/lib/http/errors';
import { requestLocale } from '@/lib/http/request-locale';

const OWN = ['https://hjemly.dk', 'http://hjemly.dk'];

describe('isCrossSiteRequest', () => {
  const check = (method: string, headers: Record<string, string>) => isCrossSiteRequest(method, new Headers(headers), OWN);

  it.each(['GET', 'HEAD', 'OPTIONS', 'get'])('%s is never cross-site, even with a forged Origin', (method) => {
    expect(check(method, { origin: 'https://evil.com', 'sec-fetch-site': 'cross-site' })).toBe(false);
  });

  describe.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('%s', (method) => {
    it.each([
      ['matching Origin', { origin: 'https://hjemly.dk' }, false],
      ['matching Origin over http', { origin: 'http://hjemly.dk' }, false],
      ['forged Origin', { origin: 'https://evil.com' }, true],
      ['look-alike Origin', { origin: 'https://hjemly.dk.evil.com' }, true],
      ['Origin with another port', { origin: 'https://hjemly.dk:8443' }, true],
      ['Origin "null" (sandboxed frame)', { origin: 'null' }, true],
      ['forged Origin despite same-origin Sec-Fetch-Site', { origin: 'https://evil.com', 'sec-fetch-site': 'same-origin' }, true],
      ['no Origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, true],
      ['no Origin, Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }, true],
      ['no Origin, Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }, false],
      ['no Origin, Sec-Fetch-Site none', { 'sec-fetch-site': 'none' }, false],
      ['neither header', {}, false],
    ])('%s → %s', (_label, headers, expected) => {
      expect(check(method, headers as Record<string, string>)).toBe(expected);
    });
  });
});

describe('ownOrigins', () => {
  beforeEach(() => vi.stubEnv('SITE_URL', ''));
  afterEach(() => vi.unstubAllEnvs());

  it('are the Host over https and http', () => {
    expect(ownOrigins(new Headers({ host: 'hjemly.dk' }))).toEqual(['https://hjemly.dk', 'http://hjemly.dk']);
  });

  it('keep the port of the Host', () => {
    expect(ownOrigins(new Headers({ host: 'localhost:3000' }))).toContain('http://localhost:3000');
  });

  it('never take X-Forwarded-Host, which any client can send', () => {
    const origins = ownOrigins(new Headers({ host: 'hjemly.dk', 'x-forwarded-host': 'evil.example' }));
    expect(origins).toEqual(['https://hjemly.dk', 'http://hjemly.dk']);
    expect(isCrossSiteRequest('POST', new Headers({ origin: 'https://evil.example' }), origins)).toBe(true);
  });

  it('add SITE_URL when set', () => {
    vi.stubEnv('SITE_URL', 'https://www.hjemly.dk/some/path');
    expect(ownOrigins(new Headers({ host: 'hjemly.dk' }))).toContain('https://www.hjemly.dk');
  });

  it('are empty without a Host and SITE_URL, so any Origin is refused', () => {
    const origins = ownOrigins(new Headers());
    expect(origins).toEqual([]);
    expect(isCrossSiteRequest('POST', new Headers({ origin: 'https://hjemly.dk' }), origins)).toBe(true);
  });
});

describe('requestLocale', () => {
  const locale = (headers: Record<string, string>) => requestLocale(new Headers(headers));

  it.each([
    ['NEXT_LOCALE cookie wins over Accept-Language', { cookie: 'NEXT_LOCALE=en-DK', 'accept-language': 'da' }, 'en-DK'],
    ['NEXT_LOCALE among other cookies', { cookie: 'a=1; NEXT_LOCALE=da-DK; b=2', 'accept-language': 'en' }, 'da-DK'],
    ['an unknown NEXT_LOCALE is ignored', { cookie: 'NEXT_LOCALE=fr-FR', 'accept-language': 'en' }, 'en-DK'],
    ['a cookie merely ending in NEXT_LOCALE is ignored', { cookie: 'X_NEXT_LOCALE=en-DK' }, 'da-DK'],
    ['en-GB,en;q=0.9', { 'accept-language': 'en-GB,en;q=0.9' }, 'en-DK'],
    ['en-US', { 'accept-language': 'en-US' }, 'en-DK'],
    ['EN', { 'accept-language': 'EN' }, 'en-DK'],
    ['da', { 'accept-language': 'da' }, 'da-DK'],
    ['en-DK exactly', { 'accept-language': 'en-DK' }, 'en-DK'],
    ['q-values order: da;q=0.5,en;q=0.9', { 'accept-language': 'da;q=0.5,en;q=0.9' }, 'en-DK'],
    ['q-values order: en;q=0.4,da;q=0.8', { 'accept-language': 'en;q=0.4,da;q=0.8' }, 'da-DK'],
    ['first supported language wins: fr,en;q=0.8,da;q=0.7', { 'accept-language': 'fr,en;q=0.8,da;q=0.7' }, 'en-DK'],
    ['unknown language', { 'accept-language': 'fr-FR,de;q=0.9' }, 'da-DK'],
    ['wildcard', { 'accept-language': '*' }, 'da-DK'],
    ['no headers', {}, 'da-DK'],
  ])('%s', (_label, headers, expected) => {
    expect(locale(headers as Record<string, string>)).toBe(expected);
  });
});

describe('errorMessage', () => {
  it.each([
    ['da-DK', 'internal', 'Der opstod en fejl hos os. Prøv igen senere.'],
    ['en-DK', 'internal', 'Something went wrong on our side. Please try again later.'],
    ['da-DK', 'csrf', 'Forespørgslen kom fra et andet website og blev afvist.'],
    ['en-DK', 'csrf', 'The request came from another website and was refused.'],
    ['da-DK', 'deactivated', 'Din bruger er deaktiveret. Kontakt support.'],
    ['en-DK', 'deactivated', 'Your user has been deactivated. Please contact support.'],
  ] as const)('%s %s → %s', (locale, key, expected) => {
    expect(errorMessage(locale, key)).toBe(expected);
  });

  it.each([
    ['da-DK', 'Feltet email er ugyldigt.'],
    ['en-DK', 'The field email is invalid.'],
  ] as const)('interpolates {field} in %s', (locale, expected) => {
    expect(errorMessage(locale, 'invalidField', { field: 'email' })).toBe(expected);
  });

  it('a domain error keeps its code, key and values, and the edge gives it its status', () => {
    const error = new DomainError('Rejected', 'invalidField', { field: 'cpr' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 'Rejected', key: 'invalidField', values: { field: 'cpr' } });
    expect(httpStatusOf(error)).toBe(422);
  });
});

describe('errorResponse', () => {
  it.each([400, 403, 404, 409, 429, 500])('answers %i as text/plain with the message', async (status) => {
    const response = errorResponse(status, 'Feltet email er ugyldigt.');
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await expect(response.text()).resolves.toBe('Feltet email er ugyldigt.');
  });
});

describe('firstEntryAttributes (Strapi)', () => {
  const fields = { title: 'Forside', links: [{ label: 'Om os' }] };

  it.each([
    ['v4 single', { data: { id: 1, attributes: fields } }, fields],
    ['v5 single', { data: { id: 1, documentId: 'abc', ...fields } }, { id: 1, documentId: 'abc', ...fields }],
    [
      'v4 list',
      {
        data: [
          { id: 1, attributes: fields },
          { id: 2, attributes: { title: 'Other' } },
        ],
      },
      fields,
    ],
    [
      'v5 list',
      {
        data: [
          { id: 1, ...fields },
          { id: 2, title: 'Other' },
        ],
      },
      { id: 1, ...fields },
    ],
  ])('%s → the first entry’s fields', (_label, body, expected) => {
    expect(firstEntryAttributes(body, 'header')).toEqual(expected);
  });

  it.each([
    ['{data: null}', { data: null }, '{"data":null}'],
    ['{data: []}', { data: [] }, '{"data":[]}'],
    ['null', null, 'null'],
    ['{}', {}, '{}'],
    ['{data: [null]}', { data: [null] }, '{"data":[null]}'],
  ])('%s throws the "no data found" error', (_label, body, shown) => {
    const path = 'header?sort=updatedAt:desc&locale=da-DK';
    expect(() => firstEntryAttributes(body, path)).toThrow(new CmsNoDataError(path, body));
    expect(() => firstEntryAttributes(body, path)).toThrow(`No data found for resource at ${path}. Response was: ${shown}`);
  });
});

describe('cmsPath', () => {
  function split(result: string) {
    const [collection, query = ''] = result.split('?');
    return { collection, params: [...new URLSearchParams(query)] };
  }

  it('asks for the newest entry in the locale with components, nested components and fields populated in Strapi 5 syntax', () => {
    const result = cmsPath({
      collection: 'footer',
      locale: 'en-DK',
      populate: { columns: { links: true }, logo: true, localizations: ['locale', 'slug'] },
    });
    expect(split(result)).toEqual({
      collection: 'footer',
      params: [
        ['sort', 'updatedAt:desc'],
        ['locale', 'en-DK'],
        ['populate[columns][populate][links]', 'true'],
        ['populate[logo]', 'true'],
        ['populate[localizations][fields][0]', 'locale'],
        ['populate[localizations][fields][1]', 'slug'],
      ],
    });
  });

  it('adds equality filters after populate', () => {
    const result = cmsPath({
      collection: 'articles',
      locale: 'da-DK',
      populate: { cover: true },
      filters: { slug: 'flyt-til-aarhus & co' },
    });
    expect(split(result).params).toEqual([
      ['sort', 'updatedAt:desc'],
      ['locale', 'da-DK'],
      ['populate[cover]', 'true'],
      ['filters[slug][$eq]', 'flyt-til-aarhus & co'],
    ]);
    expect(result).not.toContain(' ');
  });

  it('has only sort and locale without relations or filters', () => {
    expect(split(cmsPath({ collection: 'general', locale: 'da-DK', populate: {} })).params).toEqual([
      ['sort', 'updatedAt:desc'],
      ['locale', 'da-DK'],
    ]);
  });
});

describe('slugify', () => {
  it.each([
    ['København N', 'koebenhavn-n'],
    ['Århus', 'aarhus'],
    ['Ærø', 'aeroe'],
    ['Frederiksberg C', 'frederiksberg-c'],
    ['  Sønderborg  ', 'soenderborg'],
    ['Lyngby-Taarbæk', 'lyngby-taarbaek'],
    ['Vejle Ø / Øst', 'vejle-oe-oest'],
    ['2300 København S', '2300-koebenhavn-s'],
    ['ÆØÅ æøå', 'aeoeaa-aeoeaa'],
    ['', ''],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});
