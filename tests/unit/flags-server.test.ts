import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configurationProblems } from '@/lib/config/requirements';
import { flagsClientConfig } from '@/lib/flags/config';
import { FlagsProvider, useFlag } from '@/lib/flags/hooks';
import { FLAGS } from '@/lib/flags/names';
import {
  createServerFlags,
  isServerFlagOn,
  serverFlagsHealth,
  serverToggles,
  startServerFlags,
  stopServerFlags,
} from '@/lib/flags/server-client';
import { describeState, nextState, type SourceState } from '@/lib/flags/source-state';
import { replyProblem, unleashStartProblem } from '@/lib/flags/start-check';
import { parseUnleashUrl } from '@/lib/flags/unleash-settings';
import { onPageChanges } from '@/lib/bridges/page-bridge';

const UNLEASH = { UNLEASH_URL: 'https://unleash.example.dk', UNLEASH_CLIENT_KEY: 'default:development.abc' };
const toggle = (name: string, enabled = true) => ({ name, enabled, variant: { name: 'disabled', enabled: false }, impressionData: false });
const answer = (...names: string[]) => Response.json({ toggles: names.map((name) => toggle(name)) });
const refusedType = () => Response.json({ message: 'invalid token: expected a different token type for this endpoint' }, { status: 403 });

describe('UNLEASH_URL and UNLEASH_CLIENT_KEY', () => {
  it('takes the base URL as Unleash’s SDKs do, or /api, or the frontend API itself', () => {
    expect(parseUnleashUrl('https://unleash.example.dk')).toEqual({ frontendUrl: 'https://unleash.example.dk/api/frontend' });
    expect(parseUnleashUrl('https://example.dk/unleash/')).toEqual({ frontendUrl: 'https://example.dk/unleash/api/frontend' });
    expect(parseUnleashUrl('https://unleash.example.dk/api/')).toEqual({ frontendUrl: 'https://unleash.example.dk/api/frontend' });
    expect(parseUnleashUrl('https://edge.example.dk/api/frontend')).toEqual({ frontendUrl: 'https://edge.example.dk/api/frontend' });
  });

  it('refuses the backend SDKs’ API, the admin API and what is no http(s) URL, naming the fix', () => {
    for (const value of [
      'https://unleash.example.dk/api/client/features',
      'https://unleash.example.dk/api/admin',
      'unleash.example.dk',
      'ftp://u.dk',
    ]) {
      expect(parseUnleashUrl(value)).toEqual({ problem: expect.stringContaining('set UNLEASH_URL to Unleash’s base URL') });
    }
  });

  it('stops the start without a key, with an admin token, or at an API that is not the browser’s', () => {
    const problem = (env: Record<string, string>) => configurationProblems(env).map((p) => p.variable);
    expect(problem(UNLEASH)).toEqual([]);
    expect(problem({ UNLEASH_URL: UNLEASH.UNLEASH_URL })).toEqual(['UNLEASH_CLIENT_KEY']);
    expect(configurationProblems({ ...UNLEASH, UNLEASH_CLIENT_KEY: '*:*.secret' })[0].message).toMatch(/admin token.*frontend token/);
    expect(problem({ ...UNLEASH, UNLEASH_URL: 'https://unleash.example.dk/api/client' })).toEqual(['UNLEASH_URL']);
    expect(flagsClientConfig({ ...UNLEASH, UNLEASH_URL: 'https://unleash.example.dk/api/client' })).toBeNull();
    expect(flagsClientConfig(UNLEASH)?.url).toBe('https://unleash.example.dk/api/frontend');
  });
});

describe('the start check', () => {
  const url = 'https://unleash.example.dk/api/frontend';
  const reply = (status: number, contentType: string, body: string) => replyProblem({ status, contentType, body }, url);

  it('names the frontend token as the fix for a backend token', () => {
    const message = reply(403, 'application/json', '{"message":"invalid token: expected a different token type for this endpoint"}');
    expect(message).toMatch(/UNLEASH_CLIENT_KEY is not a frontend token.*backend \(client\) token.*New API token → Frontend/);
    expect(reply(401, 'application/json', '{"message":"no such token"}')).toMatch(/refused by Unleash \(401: no such token\)/);
  });

  it('names the base URL as the fix for an address that answers HTML', () => {
    expect(reply(200, 'text/html', '<!doctype html>')).toMatch(/answered 200 text\/html, not Unleash’s frontend API.*base URL/);
    expect(reply(404, 'text/html', 'Not found')).toMatch(/answered 404/);
  });

  it('lets the frontend API’s answer pass, and an Unleash in trouble too (the node serves what it knew)', () => {
    expect(reply(200, 'application/json; charset=utf-8', '{"toggles":[]}')).toBeNull();
    expect(reply(503, 'text/plain', 'down')).toBeNull();
  });

  it('asks the derived frontend API with the key, app and environment', async () => {
    const fetch = vi.fn(async () => refusedType());
    expect(await unleashStartProblem({ ...UNLEASH, APP_ENV: 'test' }, fetch)).toMatch(/not a frontend token/);
    const [asked, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(asked.toString()).toBe(`${url}?appName=hjemly-web&environment=test`);
    expect(init.headers).toMatchObject({ authorization: UNLEASH.UNLEASH_CLIENT_KEY });
  });

  it('starts when Unleash does not answer, and asks nothing of the local flags', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn(async () => Promise.reject(new TypeError('fetch failed')));
    expect(await unleashStartProblem(UNLEASH, fetch)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('serving the last known flags'));
    expect(await unleashStartProblem({}, fetch)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('the flag source’s state', () => {
  const t0 = new Date('2026-03-01T10:00:00Z');
  const t1 = new Date('2026-03-01T10:00:15Z');
  const json = { status: 200, contentType: 'application/json', message: '' };

  it('keeps the time an outage began, through every failed refresh', () => {
    let state: SourceState = { kind: 'ready' };
    state = nextState(state, { error: new TypeError('fetch failed') }, t0);
    state = nextState(state, { status: 502, contentType: 'text/html', message: '' }, t1);
    expect(state).toEqual({ kind: 'unreachable', since: t0 });
    expect(describeState('unleash', state, true)).toBe('unleash: unreachable since 2026-03-01T10:00:00.000Z, serving last known flags');
    expect(describeState('unleash', state, false)).toBe(
      'unleash: unreachable since 2026-03-01T10:00:00.000Z, no flags known, every flag off',
    );
    expect(nextState(state, { ...json, status: 304 }, t1)).toEqual({ kind: 'ready' });
  });

  it('tells a refused token type from a refused key and from an address that is not the frontend API', () => {
    const start: SourceState = { kind: 'starting' };
    const refused = nextState(start, { status: 403, contentType: 'application/json', message: 'expected a different token type' }, t0);
    expect(describeState('unleash', refused, false)).toBe('unleash: refused: token type, no flags known, every flag off');
    expect(nextState(start, { status: 401, contentType: 'application/json', message: '' }, t0)).toEqual({ kind: 'refused', reason: 'key' });
    expect(nextState(start, { status: 200, contentType: 'text/html', message: '' }, t0)).toEqual({
      kind: 'refused',
      reason: 'not the frontend API',
    });
    expect(describeState('local', nextState(start, json, t0), true)).toBe('local: ready');
  });
});

describe('the server’s flag client', () => {
  let backupDir: string;
  beforeEach(() => {
    backupDir = mkdtempSync(path.join(tmpdir(), 'hjemly-flags-'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    stopServerFlags();
    rmSync(backupDir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  const scripted = (...answers: (() => Response | Promise<Response>)[]) =>
    vi.fn(async () => (answers.length > 1 ? answers.shift()! : answers[0])());
  const down = () => Promise.reject(new TypeError('fetch failed'));

  it('serves Unleash’s answer, then the last one through an outage, and says since when', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const fetch = scripted(() => answer('analytics'), down);
    await startServerFlags({ env: UNLEASH, fetch, backupDir, now: () => now });
    expect(serverFlagsHealth()).toBe('unleash: ready');
    expect(isServerFlagOn(FLAGS.analytics)).toBe(true);
    expect(isServerFlagOn(FLAGS.environmentWatermark)).toBe(false);
    now = new Date('2026-03-01T10:00:15Z');
    await import('@/lib/flags/server-client').then(({ refreshServerFlags }) => refreshServerFlags());
    expect(serverFlagsHealth()).toBe('unleash: unreachable since 2026-03-01T10:00:15.000Z, serving last known flags');
    expect(serverToggles()?.map((t) => t.name)).toEqual(['analytics']);
    const [asked, init] = fetch.mock.calls[0] as unknown as [string, { headers: Record<string, string> }];
    expect(asked).toMatch(/^https:\/\/unleash\.example\.dk\/api\/frontend\?/);
    expect(asked).toContain('sessionId=hjemly-server');
    expect(init.headers.authorization).toBe(UNLEASH.UNLEASH_CLIENT_KEY);
  });

  it('starts from its backup when Unleash is down at a restart, and never from another source’s', async () => {
    await startServerFlags({ env: UNLEASH, fetch: scripted(() => answer('analytics')), backupDir });
    stopServerFlags();
    await startServerFlags({ env: UNLEASH, fetch: scripted(down), backupDir });
    expect(serverToggles()?.map((t) => t.name)).toEqual(['analytics']);
    expect(serverFlagsHealth()).toMatch(/^unleash: unreachable since .*, serving last known flags$/);
    stopServerFlags();
    await startServerFlags({ env: { ...UNLEASH, APP_ENV: 'test' }, fetch: scripted(down), backupDir });
    expect(serverToggles()).toBeNull();
    expect(serverFlagsHealth()).toMatch(/no flags known, every flag off$/);
  });

  it('reports a refused token type', async () => {
    await startServerFlags({ env: UNLEASH, fetch: scripted(refusedType), backupDir });
    expect(serverFlagsHealth()).toBe('unleash: refused: token type, no flags known, every flag off');
  });

  it('forgets this node’s cached pages when a flag changes, not when an answer repeats', async () => {
    const changes: (readonly string[])[] = [];
    const stop = onPageChanges((tags) => changes.push(tags));
    const flags = createServerFlags({
      env: UNLEASH,
      fetch: scripted(
        () => answer('analytics'),
        () => answer('analytics'),
        () => answer(),
      ),
      backupDir,
    })!;
    await flags.client.start();
    // Pages rendered before the first answer knew no flags: they go too.
    expect(changes).toEqual([['*']]);
    await flags.client.updateToggles();
    expect(changes).toEqual([['*']]);
    await flags.client.updateToggles();
    expect(changes).toEqual([['*'], ['*']]);
    flags.client.stop();
    stop();
  });

  it('gives the browser client the server’s flags to render with before its first answer', () => {
    function Probe() {
      return createElement('span', null, String(useFlag(FLAGS.analytics)));
    }
    const config = { url: null, clientKey: 'k', appName: 'a', environment: 'development' };
    const html = renderToString(createElement(FlagsProvider, { config, bootstrap: [toggle('analytics')], children: createElement(Probe) }));
    expect(html).toBe('<span>true</span>');
  });
});
