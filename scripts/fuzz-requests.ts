// Hostile requests for `npm run fuzz` and the e2e slice (tests/e2e/fuzz-slice.spec.ts): every route
// the file tree holds, in both locales, with malformed path segments, NUL bytes, numbers past every
// range, crafted cursors (beside their own sort, with values of the wrong type), wrong JSON types,
// oversized bodies and odd headers. Deterministic: the same seed, routes and slugs give the same
// requests in the same order.
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type Agent } from 'node:http';
import path from 'node:path';
import { pathnames } from '../lib/i18n/routing';
import { sortOptions } from '../lib/search/schema';

export type FuzzTarget = { kind: 'page' | 'api'; path: string; methods: string[] };
export type FuzzRequest = { method: string; path: string; headers: Record<string, string>; body?: string; signedIn: boolean };
export type FuzzInputs = { targets: FuzzTarget[]; fields: string[]; slugs: string[] };

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function filesNamed(dir: string, names: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesNamed(full, names);
    return names.test(entry.name) ? [full] : [];
  });
}

/** `app/[locale]/(site)/property/[slug]/page.tsx` → `/property/[slug]` (route groups are not in the URL). */
function routeOf(appDir: string, file: string): string {
  const segments = path.relative(appDir, path.dirname(file)).split(path.sep);
  const kept = segments.filter((segment) => segment && segment !== '[locale]' && !/^\(.*\)$/.test(segment));
  return `/${kept.join('/')}`;
}

function exportedMethods(source: string): string[] {
  const methods = HTTP_METHODS.filter((method) => new RegExp(`export (const|async function|function) ${method}\\b`).test(source));
  const destructured = /export const \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...methods, ...HTTP_METHODS.filter((method) => new RegExp(`\\b${method}\\b`).test(destructured))];
}

/**
 * Every page (under app/[locale], by its public Danish path from lib/i18n/routing.ts) and every route
 * handler with the methods it exports, found in the file tree: a new route is fuzzed without a word here.
 */
export function discoverTargets(root: string): FuzzTarget[] {
  const appDir = path.join(root, 'app');
  const publicPaths = pathnames as Record<string, string>;
  const pages = filesNamed(appDir, /^page\.tsx$/).map((file): FuzzTarget => {
    const route = routeOf(appDir, file);
    const isLocalized = file.includes(`${path.sep}[locale]${path.sep}`);
    return { kind: 'page', path: isLocalized ? (publicPaths[route] ?? route) : route, methods: ['GET', 'HEAD', 'POST'] };
  });
  const handlers = filesNamed(appDir, /^route\.ts$/).map((file): FuzzTarget => ({
    kind: 'api',
    path: routeOf(appDir, file),
    methods: exportedMethods(readFileSync(file, 'utf8')),
  }));
  const metadata = filesNamed(appDir, /^(robots|sitemap|manifest)\.ts$/).map((file): FuzzTarget => ({
    kind: 'api',
    path: `${routeOf(appDir, file)}/${path.basename(file, '.ts')}${file.endsWith('robots.ts') ? '.txt' : '.xml'}`.replace('//', '/'),
    methods: ['GET'],
  }));
  return [...pages, ...handlers, ...metadata].sort((a, b) => a.path.localeCompare(b.path));
}

/** better-auth's own body fields, which no schema of ours declares. */
const AUTH_FIELDS = ['password', 'currentPassword', 'newPassword', 'newEmail', 'token', 'callbackURL', 'redirectTo', 'rememberMe'];

/**
 * The names of the fields our zod schemas read (`email:`, `rentMin:` …) and the query parameters pages
 * read (`searchParams.efter`): keys for queries and bodies.
 */
export function discoverFieldNames(root: string): string[] {
  const names = new Set(AUTH_FIELDS);
  for (const file of filesNamed(path.join(root, 'lib'), /^schema\.ts$/)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^\s+([a-zA-Z][a-zA-Z0-9]*)\??:\s/gm)) names.add(match[1]);
  }
  for (const file of filesNamed(path.join(root, 'app'), /\.tsx?$/)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/searchParams\??\.([a-z][a-zA-Z0-9]*)\b(?!\()/g)) names.add(match[1]);
  }
  return [...names].sort();
}

/** Slugs of real pages (from the sitemaps), so hostile queries and headers also reach the deep renders. */
export function slugsFromSitemap(xml: string): string[] {
  const slugs = [
    ...xml.matchAll(/<loc>[^<]*\/(?:bolig|ejendom|artikler|byguides|ordbog|lejebolig|nybyggeri|virksomhed)\/([^</]+)<\/loc>/g),
  ];
  return [...new Set(slugs.map((match) => match[1]))].sort();
}

/** mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Path segments as they go on the wire (already escaped, or deliberately not). */
const HOSTILE_SEGMENTS = [
  '%25',
  '%',
  '%ff',
  '%2',
  '%00',
  'a%00b',
  '%2F',
  '%2e%2e',
  '..',
  '%252e%252e',
  '%C0%AF',
  '%E2%80%AE',
  '%F0%9F%8F%A0',
  '%C3%A6%C3%B8%C3%A5',
  '99999999999999999999',
  '-1',
  '0',
  '2147483648',
  '-2147483649',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '%20',
  '%0A',
  '%09',
  'x'.repeat(3000),
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '[slug]',
  ';',
  '~',
  '%22',
  '%27',
  '%3Cscript%3E',
  '..%2f..%2fetc%2fpasswd',
  '%u0000',
  '.',
  'index',
];

/** Query values, escaped for the wire. */
const HOSTILE_VALUES = [
  '%00',
  'a%00b',
  '%',
  '%ff',
  '%25',
  '99999999999999999999',
  '-1',
  '-99999999999',
  '1e400',
  '2147483648',
  '0',
  '',
  '%20',
  'true',
  'null',
  '%5B%5D',
  '%7B%7D',
  'x'.repeat(5000),
  'NaN',
  '1.5',
  '2026-02-30',
  '99999-01-01',
  '0000-00-00',
  'a,b,c,d',
  '-999,-999,999,999',
  '1,2,3',
  'NaN,NaN,NaN,NaN',
  '1e309,0,0,0',
  'city:%00',
  'postcode:99999',
  'municipality:-1',
  'city:' + 'a'.repeat(200),
  '%E2%80%AE',
  '%F0%9F%8F%A0',
  base64url(['rentAsc', 'abc', 1]),
  base64url(['newest', 99999999999, -1]),
  base64url(['x']),
  base64url({}),
  base64url([]),
  base64url('\u0000'),
  base64url(['rentAsc', 1e308, 'x']),
  base64url(['rentAsc', null, null]),
  base64url(Array.from({ length: 1000 }, () => 1)),
  'not-base64!!',
  '====',
  'WyJyZW50QXNjIiwiYWJjIiwxXQ',
  base64url(['newest', '2026-01-01T00:00:00Z', 2147483648]),
  base64url(['sizeDesc', -1, '%00']),
];

/**
 * Values of the right shape and the wrong type for a column, for the JSON inside our tokens: a text
 * for a number, a non-date for a time, a fraction, past int4, an impossible date.
 */
const TYPED_BUT_WRONG: unknown[] = [
  'abc',
  '',
  1.5,
  -1,
  2147483648,
  -2147483649,
  1e308,
  '1e3',
  '2026-02-30 00:00:00+00',
  '0000-01-01 00:00:00+00',
  'infinity',
  true,
  null,
  [],
];

/**
 * A search cursor is read only beside the sort it belongs to (a next-page link carries both), so a
 * crafted one goes with its own sort: `sort=rentAsc&cursor=["rentAsc","abc",1]`, each place in turn.
 */
function craftedCursorQuery({ pick, chance }: ReturnType<typeof picker>): string {
  const sort = pick(sortOptions);
  const fitting = sort === 'newest' ? '2026-01-01 00:00:00+00' : 9000;
  const cursor = chance(0.7) ? [sort, pick(TYPED_BUT_WRONG), 1] : [sort, fitting, pick(TYPED_BUT_WRONG)];
  return `sort=${sort}&cursor=${base64url(cursor)}`;
}

/** Values for JSON fields: wrong types, NULs, numbers past every range, deep and long values. */
const HOSTILE_JSON: unknown[] = [
  '\u0000',
  'a\u0000b',
  '%',
  '%00',
  99999999999999999999,
  -1,
  2147483648,
  -2147483649,
  1.5,
  0,
  true,
  false,
  null,
  [],
  {},
  [1, 'a', null],
  { nested: '\u0000' },
  'x'.repeat(6000),
  '\ud800',
  '\u202e',
  '🏠',
  'æøå',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  'ab',
  '2026-02-30',
  'not-an-email',
  'a@b',
  '+45 ' + '9'.repeat(40),
  'https://evil.example/',
  'javascript:alert(1)',
  '//evil.example',
  JSON.parse('{"__proto__":{"polluted":true}}'),
  Array.from({ length: 2000 }, (_, i) => i),
  nest(200),
];

function nest(depth: number): unknown {
  let value: unknown = '\u0000';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Whole bodies that are not a JSON object with fields. */
const HOSTILE_BODIES = [
  '',
  'null',
  '[]',
  '"text"',
  '123',
  '{',
  '{"a":',
  '{"a":1}}',
  '\ufeff{}',
  'email=a%40b.dk&password=x',
  '{"a":"\\u0000"}',
  `{"a":"${'x'.repeat(70 * 1024)}"}`,
  '[' + '['.repeat(5000) + ']'.repeat(5000) + ']',
  '{"a":1e999}',
  '{"a":-0}',
  'x'.repeat(200 * 1024),
];

const LANGUAGES = ['da', 'en', 'en-DK', 'da-DK,en;q=0.5', '*', 'xx-YY', 'en-DK;q=abc', 'a'.repeat(500), ',,,,', 'zh-Hant-TW-x-private', ''];
const FORWARDED = [
  '1.2.3.4',
  'garbage',
  '::ffff:1.2.3.4',
  '1.1.1.1, 2.2.2.2, 3.3.3.3',
  '',
  '999.999.999.999',
  'unknown',
  '2001:db8::1',
  'a, , ,',
];
const HOSTS = ['evil.example', 'localhost:99999', '[::1]', 'a'.repeat(300), 'hjemly.dk', 'localhost:3000.evil.example', '127.0.0.1'];
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'garbage',
  'application/json; charset=utf-16',
];
/** Headers Next.js itself reads: a client can send any of them. */
const NEXT_HEADERS: Record<string, string[]> = {
  rsc: ['1', '0', 'x'],
  'next-router-state-tree': ['garbage', '%7B', '%5B%22%22%2C%7B%7D%5D', '[]'],
  'next-router-prefetch': ['1', 'x'],
  'next-action': ['x', 'a'.repeat(64), '0'.repeat(40)],
  'next-url': ['/%ff', '/../../', 'x'],
  'x-forwarded-host': ['evil.example', '%00', ''],
  'x-forwarded-proto': ['https', 'gopher', ''],
  range: ['bytes=x', 'bytes=0-0'],
  cookie: [
    'NEXT_LOCALE=xx',
    'NEXT_LOCALE=%ff',
    'better-auth.session_token=garbage',
    'hjemly_consent=%ff',
    'a=' + 'b'.repeat(4000),
    '%00=%00',
  ],
  referer: ['https://evil.example/', '%00', 'x'],
};

/** better-auth's own endpoints under the catch-all; without a session cookie (see below). */
const AUTH_PATHS = [
  'sign-in/email',
  'sign-up/email',
  'request-password-reset',
  'reset-password',
  'verify-email',
  'send-verification-email',
  'change-email',
  'update-user',
  'get-session',
  'reset-password/%00',
  'x',
];

function picker(random: () => number) {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
  const chance = (p: number) => random() < p;
  return { pick, chance };
}

/**
 * Requests `count` long, in an order fixed by `seed`. Each one carries at least one hostile part, so
 * none of them may change a row. A share is signed in (the runner supplies the cookie), except on
 * better-auth's own endpoints: a hostile sign-out or session revocation there would only end the
 * fuzz's own session, but in the e2e slice it could end the sessions other tests share.
 */
export function* fuzzRequests({
  seed,
  count,
  targets,
  fields,
  slugs,
}: FuzzInputs & { seed: number; count: number }): Generator<FuzzRequest> {
  const random = seededRandom(seed);
  const { pick, chance } = picker(random);
  const key = () => (chance(0.85) ? pick(fields) : pick(['', '__proto__[x]', 'a[]', '%00', '%ff', 'x'.repeat(300)]));

  for (let i = 0; i < count; i++) {
    const target = targets[i % targets.length];
    const method = pick(target.methods.length ? target.methods : ['GET']);
    const isAuth = target.path.startsWith('/api/auth/');
    let path = target.path.replace(/\[\.\.\.[^\]]+\]/, () => (chance(0.7) ? pick(AUTH_PATHS) : pick(HOSTILE_SEGMENTS)));
    path = path.replace(/\[[^\]]+\]/g, () => (slugs.length && chance(0.5) ? pick(slugs) : pick(HOSTILE_SEGMENTS)));
    if (target.kind === 'page' && chance(0.5)) path = path === '/' ? '/en-DK' : `/en-DK${path}`;
    if (chance(0.1)) path += `/${pick(HOSTILE_SEGMENTS)}`;

    const query = Array.from({ length: Math.floor(random() * 4) }, () => `${key()}=${pick(HOSTILE_VALUES)}`);
    if (chance(0.15)) query.push(...Array.from({ length: 3 }, () => `type=${pick(HOSTILE_VALUES)}`));
    if (chance(0.1)) query.push(craftedCursorQuery({ pick, chance }));
    if (query.length) path += `?${query.join('&')}`;

    const headers: Record<string, string> = { 'accept-language': pick(LANGUAGES) };
    if (chance(0.3)) headers['x-forwarded-for'] = pick(FORWARDED);
    if (chance(0.1)) headers.host = pick(HOSTS);
    if (method !== 'GET' && method !== 'HEAD')
      headers.origin = chance(0.8) ? 'OWN' : pick(['null', 'https://evil.example', 'http://localhost.evil.example']);
    for (const [name, values] of Object.entries(NEXT_HEADERS)) if (chance(0.04)) headers[name] = pick(values);

    let body: string | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      headers['content-type'] = chance(0.8) ? 'text/plain' : pick(CONTENT_TYPES);
      if (chance(0.25)) body = pick(HOSTILE_BODIES);
      else {
        const entries = Array.from({ length: 1 + Math.floor(random() * 6) }, () => [
          chance(0.9) ? pick(fields) : key(),
          pick(HOSTILE_JSON),
        ]);
        body = JSON.stringify(Object.fromEntries(entries));
      }
    }
    const hostile =
      query.length || body !== undefined || /[%\u0000]|\/x{3000}|\.\.|\d{10}/.test(path) || headers.host || Object.keys(headers).length > 2;
    // A plain GET of a real page with ordinary headers is not hostile: give it a NUL in the query.
    if (!hostile) path += `${path.includes('?') ? '&' : '?'}${pick(fields)}=%00`;
    yield { method, path, headers, body, signedIn: !isAuth && chance(0.3) };
  }
}

export type FuzzOutcome = { status: number; ms: number; bodyStart: string };

/**
 * Sends one request with node:http, which (unlike fetch) sends the path and Host exactly as given.
 * `OWN` in Origin stands for the server's own origin. A kept-alive connection the server closed
 * after an earlier answer (a 413 it gave before the body was read) fails the next request sent on
 * it: that one is sent again once on a connection of its own. Network errors come back as status 0.
 */
export async function sendFuzzRequest(
  base: URL,
  request: FuzzRequest,
  options: { cookie?: string; agent?: Agent; timeoutMs?: number } = {},
): Promise<FuzzOutcome> {
  const first = await sendOnce(base, request, options);
  if (first.status !== 0 || first.bodyStart === 'timed out' || !options.agent) return first;
  return sendOnce(base, request, { ...options, agent: undefined });
}

function sendOnce(base: URL, request: FuzzRequest, options: { cookie?: string; agent?: Agent; timeoutMs?: number }): Promise<FuzzOutcome> {
  const headers: Record<string, string> = { ...request.headers };
  if (headers.origin === 'OWN') headers.origin = base.origin;
  if (request.signedIn && options.cookie) headers.cookie = headers.cookie ? `${headers.cookie}; ${options.cookie}` : options.cookie;
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers,
        agent: options.agent ?? false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < 400) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            bodyStart: Buffer.concat(chunks).toString('utf8').slice(0, 400),
          }),
        );
        response.on('error', () => resolve({ status: 0, ms: performance.now() - started, bodyStart: 'response error' }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, bodyStart: error.message }));
    outgoing.end(request.body);
  });
}

/** The load gate's 503 (scripts/http-server.ts): a fuzz run must stay below it, so it is told apart. */
export function isShed(outcome: FuzzOutcome): boolean {
  return outcome.status === 503 && /travlt|very busy/.test(outcome.bodyStart);
}

/** One line per request, enough to replay it by hand. */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === undefined
      ? ''
      : ` body=${JSON.stringify(request.body.length > 200 ? `${request.body.slice(0, 200)}… (${request.body.length} chars)` : request.body)}`;
  return `${request.method} ${request.path.length > 300 ? `${request.path.slice(0, 300)}…` : request.path} headers=${JSON.stringify(request.headers).slice(0, 400)}${request.signedIn ? ' signed-in' : ''}${body}`;
}

/** Signs in as a seeded account and returns its session cookie (undefined if that fails). */
export async function signIn(base: URL, email: string, password: string): Promise<string | undefined> {
  const response = await fetch(new URL('/api/auth/sign-in/email', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base.origin },
    body: JSON.stringify({ email, password }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return response.ok && cookies.length ? cookies.join('; ') : undefined;
}
