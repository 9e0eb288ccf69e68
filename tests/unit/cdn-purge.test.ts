import { describe, expect, it } from 'vitest';
import { createCdnPurger, surrogateKeys } from '@/scripts/cdn-purge';

/** A purger whose requests are recorded, answering `status`, or failing when `status` is null. */
function recorded(status: number | null = 200) {
  const requests: { method: string; headers: Record<string, string> }[] = [];
  const failures: string[] = [];
  const purge = createCdnPurger({
    url: 'http://127.0.0.1:6081/',
    fetch: async (_url, init) => {
      requests.push({ method: String(init?.method), headers: init?.headers as Record<string, string> });
      if (status === null) throw new Error('connect ECONNREFUSED');
      return new Response('', { status });
    },
    onFailure: (message) => failures.push(message),
  });
  return { purge, requests, failures };
}

describe('the CDN purge', () => {
  it('sends every cached page its tags and the key all of them share', () => {
    expect(surrogateKeys(['home:a', 'town:aarhus'])).toBe('page home:a town:aarhus');
  });

  it('purges what changed and soft-purges the lists across groups, which the CDN serves stale meanwhile', async () => {
    const { purge, requests } = recorded();
    await purge(['home:a', 'listings', 'group:b']);
    expect(requests).toEqual(
      expect.arrayContaining([
        { method: 'PURGE', headers: { 'xkey-purge': 'home:a group:b' } },
        { method: 'PURGE', headers: { 'xkey-softpurge': 'listings' } },
      ]),
    );
    expect(requests).toHaveLength(2);
  });

  it('forgets every page when changes went unheard', async () => {
    const { purge, requests } = recorded();
    await purge(['*']);
    expect(requests).toEqual([{ method: 'PURGE', headers: { 'xkey-purge': 'page' } }]);
  });

  it('splits a long list of keys into requests a proxy takes', async () => {
    const { purge, requests } = recorded();
    const tags = Array.from({ length: 400 }, (_, i) => `home:a-rather-long-slug-of-a-home-${i}`);
    await purge(tags);
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.every((request) => request.headers['xkey-purge'].length <= 4000)).toBe(true);
    expect(requests.flatMap((request) => request.headers['xkey-purge'].split(' '))).toEqual(tags);
  });

  it('reports a refused or failed purge and never throws: the copy expires with its s-maxage', async () => {
    const refused = recorded(403);
    await refused.purge(['home:a']);
    expect(refused.failures).toEqual(['CDN purge: the cache answered 403']);
    const down = recorded(null);
    await expect(down.purge(['home:a'])).resolves.toBeUndefined();
    expect(down.failures).toEqual(['CDN purge failed: connect ECONNREFUSED']);
  });
});
