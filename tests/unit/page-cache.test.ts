import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache } from '@/scripts/page-cache';
import { entryFromResponse, inlineScriptHashes, sendEntry, withScriptHashes, type PageEntry } from '@/scripts/page-entry';
import { pathnames } from '@/lib/i18n/routing';
import { publicPageKey } from '@/scripts/public-pages';

const get = (url: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  url,
  headers: { host: 'localhost:3000', ...headers },
});
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('publicPageKey', () => {
  it('keys the public pages by host and address', () => {
    expect(publicPageKey(get('/bolig/vestergade-1-aarhus'))).toBe('localhost:3000 /bolig/vestergade-1-aarhus');
    expect(publicPageKey(get('/soeg?sted=city:aarhus&sort=rent'))).toBe('localhost:3000 /soeg?sted=city:aarhus&sort=rent');
    expect(publicPageKey(get('/', { host: 'WhiteLabel.localhost:3000' }))).toBe('whitelabel.localhost:3000 /');
    for (const path of [
      '/lejebolig',
      '/lejebolig/aarhus',
      '/nybyggeri',
      '/ejendom/x',
      '/virksomhed/x',
      '/artikler/x',
      '/ordbog',
      '/om-os',
      // Personal pages whose HTML is the same for everyone: the browser fetches the person's part.
      '/ventelister',
      '/anmodninger',
      '/konto',
    ]) {
      expect(publicPageKey(get(path))).not.toBeNull();
    }
    expect(publicPageKey(get('/anmodninger?status=inactive'))).toBe('localhost:3000 /anmodninger?status=inactive');
  });

  it('leaves personal, token and unknown pages, other methods and client navigations to Next.js', () => {
    for (const path of [
      '/konto/profil',
      '/konto/virksomhed',
      '/bolig/x/anmod',
      '/ejendom/shared/x',
      '/embed/x',
      '/fremvisning/t',
      '/api/search',
      '/dev/outbox',
    ]) {
      expect(publicPageKey(get(path))).toBeNull();
    }
    expect(publicPageKey({ ...get('/soeg'), method: 'POST' })).toBeNull();
    expect(publicPageKey(get('/soeg', { rsc: '1' }))).toBeNull();
    expect(publicPageKey(get('/soeg?_rsc=abc'))).toBeNull();
    expect(publicPageKey({ method: 'GET', url: '/', headers: {} })).toBeNull();
  });

  it('keeps one entry per page whatever the campaign parameters, and the page renders without them', () => {
    const plain = 'localhost:3000 /bolig/x';
    expect(publicPageKey(get('/bolig/x?utm_source=fb&utm_medium=cpc&fbclid=IwAR0abc'))).toBe(plain);
    expect(publicPageKey(get('/bolig/x?gclid=1&msclkid=2&UTM_Campaign=x&_gl=3'))).toBe(plain);
    expect(publicPageKey(get('/soeg?utm_source=nyhedsbrev&sted=city:aarhus&fbclid=x&sort=rent'))).toBe(
      'localhost:3000 /soeg?sted=city:aarhus&sort=rent',
    );
    expect(publicPageKey(get('/soeg?utm=1&sted=x'))).toBe('localhost:3000 /soeg?utm=1&sted=x');
  });

  it('takes its paths from the routing table, in every locale', () => {
    for (const route of ['/', '/search', '/property/[slug]', '/property-group/[slug]', '/company/[slug]', '/glossary/[slug]'] as const) {
      const path = pathnames[route].replace('[slug]', 'x');
      expect(publicPageKey(get(path)), path).toBe(`localhost:3000 ${path}`);
      const english = `/en-DK${path === '/' ? '' : path}`;
      expect(publicPageKey(get(english, { 'accept-language': 'en' })), english).toBe(`localhost:3000 ${english}`);
    }
  });

  it('leaves every kind of client-side navigation and prefetch to Next.js', () => {
    for (const header of ['next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action']) {
      expect(publicPageKey(get('/soeg', { [header]: '1' })), header).toBeNull();
    }
  });

  it('serves signed-in visitors the same page as everyone, since the server renders no session into it', () => {
    const signedIn = publicPageKey(get('/soeg', { cookie: 'hjemly_consent=x; __Secure-better-auth.session_token=abc' }));
    expect(signedIn).toBe('localhost:3000 /soeg');
    expect(publicPageKey(get('/soeg', { cookie: 'hjemly_consent=x' }))).toBe(signedIn);
    expect(publicPageKey(get('/', { cookie: '__Secure-better-auth.session_token=abc' }))).toBe('localhost:3000 /');
  });

  it('passes a browser without scripts that answered the cookie banner on to a render that hides it', () => {
    const choice = `hjemly_consent=${encodeURIComponent('v=1&ts=1700000000000&statistics=0&marketing=0')}`;
    expect(publicPageKey(get('/soeg', { cookie: choice }))).toBeNull();
    expect(publicPageKey(get('/soeg', { cookie: `${choice}; hjemly_js=1` }))).toBe('localhost:3000 /soeg');
    // An unreadable choice is no choice: the banner asks again, from the cached page.
    expect(publicPageKey(get('/soeg', { cookie: 'hjemly_consent=x' }))).toBe('localhost:3000 /soeg');
  });

  it('passes a signed-in browser without scripts on to a render of its own for the personal pages only', () => {
    const session = '__Secure-better-auth.session_token=abc';
    for (const path of ['/konto', '/ventelister', '/anmodninger', '/en-DK/konto']) {
      const locale: Record<string, string> = path.startsWith('/en-DK') ? { 'accept-language': 'en' } : {};
      expect(publicPageKey(get(path, { cookie: session, ...locale })), path).toBeNull();
      expect(publicPageKey(get(path, { cookie: 'better-auth.session_token=abc', ...locale })), path).toBeNull();
      // Scripts run there (the page fetches the person's part), or nobody is signed in: the cached frame.
      expect(publicPageKey(get(path, { cookie: `${session}; hjemly_js=1`, ...locale })), path).toBe(`localhost:3000 ${path}`);
      expect(publicPageKey(get(path, locale)), path).toBe(`localhost:3000 ${path}`);
    }
    expect(publicPageKey(get('/soeg', { cookie: session }))).toBe('localhost:3000 /soeg');
  });

  it('serves a page only in the language next-intl would settle on, so its redirects and cookie stay', () => {
    expect(publicPageKey(get('/soeg', { 'accept-language': 'da-DK,da;q=0.9,en;q=0.8' }))).not.toBeNull();
    expect(publicPageKey(get('/soeg', { 'accept-language': 'en-GB,en;q=0.9' }))).toBeNull();
    expect(publicPageKey(get('/en-DK/soeg', { 'accept-language': 'en-GB,en;q=0.9' }))).toBe('localhost:3000 /en-DK/soeg');
    expect(publicPageKey(get('/en-DK/soeg', { 'accept-language': 'da' }))).toBeNull();
    expect(publicPageKey(get('/en-DK', { cookie: 'NEXT_LOCALE=en-DK', 'accept-language': 'da' }))).toBe('localhost:3000 /en-DK');
    expect(publicPageKey(get('/', { cookie: 'NEXT_LOCALE=en-DK' }))).toBeNull();
    expect(publicPageKey(get('/', { 'accept-language': 'de-DE, en;q=0.5' }))).toBeNull();
    expect(publicPageKey(get('/', { 'accept-language': 'de-DE' }))).not.toBeNull();
  });
});

describe('script hashes', () => {
  const html =
    '<html><head><script src="/_next/static/a.js" async></script><script>self.__next_f=[]</script></head>' +
    '<body><script type="application/ld+json">{"@type":"Thing"}</script><script>self.__next_f.push([1,"x"])</script></body></html>';

  it('allows exactly the inline scripts that run', () => {
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f=[]'), sha('self.__next_f.push([1,"x"])')]);
  });

  it('adds them to script-src and to nothing else', () => {
    const policy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";
    expect(withScriptHashes(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'",
    );
  });
});

describe('entryFromResponse', () => {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'self'; object-src 'none'" };
  const body = Buffer.from('<p>Hej</p><script>go()</script>');

  it('keeps a page that is the same for everyone, compressed, with its script hashes', () => {
    const entry = entryFromResponse(200, { ...headers, 'cache-control': 'private, no-store', 'x-nextjs-cache': 'MISS' }, body);
    expect(entry?.headers['content-security-policy']).toBe(`script-src 'self' ${sha('go()')}; object-src 'none'`);
    expect(entry?.headers['cache-control']).toBeUndefined();
    expect(brotliDecompressSync(entry!.bodies.br).toString()).toBe(body.toString());
  });

  it('keeps nothing personal or unusual: cookies, nonces, errors, redirects, non-HTML', () => {
    expect(entryFromResponse(200, { ...headers, 'set-cookie': ['NEXT_LOCALE=en-DK'] }, body)).toBeNull();
    expect(entryFromResponse(200, { ...headers, 'content-security-policy': "script-src 'self' 'nonce-abc'" }, body)).toBeNull();
    expect(entryFromResponse(404, headers, body)).toBeNull();
    expect(entryFromResponse(307, headers, body)).toBeNull();
    expect(entryFromResponse(200, { ...headers, 'content-type': 'application/json' }, body)).toBeNull();
  });
});

describe('createPageCache', () => {
  const page = (text: string): PageEntry =>
    entryFromResponse(200, { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" }, Buffer.from(text))!;

  function setUp(maxBytes = 1_000_000) {
    let clock = 0;
    const loads: string[] = [];
    let answer: (key: string) => Promise<PageEntry | null> = async (key) => page(`${key} #${loads.length}`);
    const cache = createPageCache({
      load: (key) => {
        loads.push(key);
        return answer(key);
      },
      maxBytes,
      now: () => clock,
    });
    const text = async (key: string) => (await cache.get(key))?.entry.bodies.identity.toString() ?? null;
    return {
      cache,
      loads,
      text,
      tick: (ms: number) => (clock += ms),
      answerWith: (next: typeof answer) => (answer = next),
    };
  }

  it('renders a page once for 60 s, however many ask at once', async () => {
    const { cache, loads, text, tick } = setUp();
    expect(await Promise.all([text('a'), text('a'), text('a')])).toEqual(['a #1', 'a #1', 'a #1']);
    tick(59_000);
    expect(await text('a')).toBe('a #1');
    expect((await cache.get('a'))?.age).toBe(59);
    expect(loads).toEqual(['a']);
  });

  it('serves the stale page while one render refreshes it, and renders again when it is too old', async () => {
    const { loads, text, tick } = setUp();
    await text('a');
    tick(61_000);
    expect(await text('a')).toBe('a #1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await text('a')).toBe('a #2');
    tick(400_000);
    expect(await text('a')).toBe('a #3');
    expect(loads).toEqual(['a', 'a', 'a']);
  });

  it('remembers for 60 s that a page is not for caching, and forgets failures at once', async () => {
    const { loads, text, tick, answerWith } = setUp();
    answerWith(async () => null);
    expect(await text('personal')).toBeNull();
    expect(await text('personal')).toBeNull();
    expect(loads).toHaveLength(1);
    tick(60_000);
    answerWith(async () => Promise.reject(new Error('busy')));
    expect(await text('personal')).toBeNull();
    expect(await text('personal')).toBeNull();
    expect(loads).toHaveLength(3);
  });

  it('forgets everything when changes went unheard, including a render that was under way', async () => {
    const { cache, text, answerWith } = setUp();
    await text('a');
    let finish: (entry: PageEntry) => void = () => undefined;
    cache.invalidate(['*']);
    answerWith(() => new Promise((resolve) => (finish = resolve)));
    const pending = text('a');
    cache.invalidate(['*']);
    finish(page('old'));
    expect(await pending).toBe('old');
    answerWith(async () => page('new'));
    expect(await text('a')).toBe('new');
  });

  it('keeps at most maxBytes, dropping the least recently used', async () => {
    const { cache, loads, text } = setUp(1);
    await text('a');
    await text('b');
    expect(cache.bytes).toBe(0);
    await text('a');
    expect(loads).toEqual(['a', 'b', 'a']);
  });
});

describe('sendEntry', () => {
  const entry = entryFromResponse(
    200,
    {
      'content-type': 'text/html',
      'content-security-policy': "script-src 'self'",
      link: ['</a.css>; rel=preload', '</b.css>; rel=preload'],
    },
    Buffer.from('<p>Hej</p>'),
    ['home:pilevej-1', 'town:aarhus'],
  )!;

  function send(headers: Record<string, string>, method = 'GET') {
    let sent: { status: number; headers: string[]; body?: Buffer } = { status: 0, headers: [] };
    const response = {
      writeHead: (status: number, list: string[]) => (sent = { ...sent, status, headers: list }),
      end: (body?: Buffer) => (sent.body = body),
    };
    sendEntry({ method, headers }, response as never, { entry, age: 7 });
    const pairs: [string, string][] = [];
    for (let i = 0; i < sent.headers.length; i += 2) pairs.push([sent.headers[i], sent.headers[i + 1]]);
    return { ...sent, header: (name: string) => pairs.filter(([key]) => key === name).map(([, value]) => value) };
  }

  it('sends the best encoding the browser takes, public for 60 s, with its age', () => {
    const br = send({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.header('content-encoding')).toEqual(['br']);
    expect(br.header('content-length')).toEqual([String(entry.bodies.br.length)]);
    expect(br.header('cache-control')).toEqual(['public, s-maxage=60, stale-while-revalidate=300']);
    expect(br.header('age')).toEqual(['7']);
    // What it shows, for a CDN in front to purge by; every page also carries the key of them all.
    expect(br.header('surrogate-key')).toEqual(['page home:pilevej-1 town:aarhus']);
    expect(br.header('vary')).toEqual(['Accept-Encoding, Accept-Language']);
    expect(br.header('link')).toHaveLength(2);
    expect(br.body).toBe(entry.bodies.br);
    const plain = send({});
    expect(plain.header('content-encoding')).toEqual([]);
    expect(plain.body?.toString()).toBe('<p>Hej</p>');
    expect(send({ 'accept-encoding': 'gzip' }, 'HEAD').body).toBeUndefined();
  });

  it('adds what HTTPS asks for when the balancer says the request came over it', () => {
    const secure = send({ 'x-forwarded-proto': 'https' });
    expect(secure.header('strict-transport-security')).toEqual(['max-age=63072000; includeSubDomains']);
    expect(secure.header('content-security-policy')[0]).toMatch(/; upgrade-insecure-requests$/);
    expect(send({}).header('strict-transport-security')).toEqual([]);
  });
});

describe('createPageCache invalidation', () => {
  const tagged = (text: string, tags: string[]): PageEntry =>
    entryFromResponse(200, { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" }, Buffer.from(text), tags)!;

  function setUp() {
    const loads: string[] = [];
    const tagsOf: Record<string, string[]> = { home: ['group:a'], group: ['group:a'], other: ['group:b'], search: ['listings'], about: [] };
    let answer = async (key: string) => tagged(`${key} #${loads.length}`, tagsOf[key]);
    const cache = createPageCache({
      load: (key) => {
        loads.push(key);
        return answer(key);
      },
      maxBytes: 1_000_000,
      refreshOnChange: ['listings'],
    });
    const text = async (key: string) => (await cache.get(key))?.entry.bodies.identity.toString() ?? null;
    return { cache, loads, text, answerWith: (next: typeof answer) => (answer = next) };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('renders again exactly the pages that carry a changed tag', async () => {
    const { cache, loads, text } = setUp();
    for (const key of ['home', 'group', 'other', 'search', 'about']) await text(key);
    cache.invalidate(['group:a', 'listings']);
    for (const key of ['home', 'group', 'other', 'search', 'about']) await text(key);
    await settle();
    expect(loads).toEqual(['home', 'group', 'other', 'search', 'about', 'home', 'group', 'search']);
  });

  it('serves a list across groups stale while one render refreshes it after a change', async () => {
    const { cache, loads, text } = setUp();
    expect(await text('search')).toBe('search #1');
    cache.invalidate(['listings']);
    cache.invalidate(['listings']);
    expect(await Promise.all([text('search'), text('search')])).toEqual(['search #1', 'search #1']);
    await settle();
    expect(await text('search')).toBe('search #2');
    expect(loads).toEqual(['search', 'search']);
  });

  it('keeps refreshing a list while changes keep coming, never showing a render older than the last', async () => {
    const { cache, loads, text, answerWith } = setUp();
    await text('search');
    cache.invalidate(['listings']);
    let finish: (entry: PageEntry) => void = () => undefined;
    answerWith(() => new Promise((resolve) => (finish = resolve)));
    expect(await text('search')).toBe('search #1');
    cache.invalidate(['listings']);
    finish(tagged('during the writes', ['listings']));
    await settle();
    // Kept, being newer than what was there, but still outdated: the next visitor starts a render.
    expect(await text('search')).toBe('during the writes');
    finish(tagged('after the writes', ['listings']));
    await settle();
    expect(await text('search')).toBe('after the writes');
    expect(await text('search')).toBe('after the writes');
    expect(loads).toEqual(['search', 'search', 'search']);
  });

  it('forgets a list at once when a change names one of its precise tags too', async () => {
    const { cache, loads, text } = setUp();
    await text('search');
    cache.invalidate(['listings', '*']);
    expect(await text('search')).toBe('search #2');
    expect(loads).toEqual(['search', 'search']);
  });

  it('keeps no render under way that may have read the rows before the change', async () => {
    const { cache, loads, text, answerWith } = setUp();
    let finish: (entry: PageEntry) => void = () => undefined;
    answerWith(() => new Promise((resolve) => (finish = resolve)));
    const group = text('group');
    cache.invalidate(['group:a']);
    finish(tagged('old rent', ['group:a']));
    expect(await group).toBe('old rent');
    answerWith(async () => tagged('new rent', ['group:a']));
    expect(await text('group')).toBe('new rent');
    expect(loads).toEqual(['group', 'group']);
  });

  it('keeps a render under way when the change is about other pages', async () => {
    const { cache, loads, text, answerWith } = setUp();
    let finish: (entry: PageEntry) => void = () => undefined;
    answerWith(() => new Promise((resolve) => (finish = resolve)));
    const other = text('other');
    cache.invalidate(['group:a']);
    finish(tagged('b', ['group:b']));
    await other;
    expect(await text('other')).toBe('b');
    expect(loads).toEqual(['other']);
  });
});
