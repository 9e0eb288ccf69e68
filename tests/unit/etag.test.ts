import { describe, expect, it } from 'vitest';
import { etagFor, etagMatches, notModified } from '@/lib/http/etag';

const etag = etagFor('{"toggles":[]}');
const get = (headers: Record<string, string> = {}) => new Request('https://hjemly.dk/api/thing', { headers });

describe('etagFor', () => {
  it('is a quoted tag that follows the bytes', () => {
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(etagFor('{"toggles":[]}')).toBe(etag);
    expect(etagFor('{"toggles":[{}]}')).not.toBe(etag);
  });
});

describe('etagMatches', () => {
  it.each([
    ['the same strong tag', etag, true],
    ['the weak form of the tag', `W/${etag}`, true],
    ['the tag in a list', `"a", ${etag}`, true],
    ['*', '*', true],
    ['another tag', '"a"', false],
    ['the tag without its quotes', etag.slice(1, -1), false],
    ['no header', null, false],
  ])('%s → %s', (_label, ifNoneMatch, expected) => {
    expect(etagMatches(ifNoneMatch, etag)).toBe(expected);
  });
});

describe('notModified', () => {
  const headers = { ETag: etag, 'Cache-Control': 'no-store' };

  it('answers 304 without a body, repeating the ETag and caching headers, when the client holds the tag', async () => {
    const response = notModified(get({ 'if-none-match': etag }), headers)!;
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(etag);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
  });

  it('is null when the client holds another tag or none: the caller sends the body', () => {
    expect(notModified(get({ 'if-none-match': '"old"' }), headers)).toBeNull();
    expect(notModified(get(), headers)).toBeNull();
  });
});
