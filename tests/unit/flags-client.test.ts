import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryStorageProvider, UnleashClient } from 'unleash-proxy-client';
import { lastTogglesStorage, runFlagsClient } from '@/lib/flags/client-lifecycle';

const base = { url: 'https://hjemly.test/api/frontend', clientKey: 'key', appName: 'test', refreshInterval: 1, disableMetrics: true };
const toggle = (name: string) => ({ name, enabled: true, variant: { name: 'disabled', enabled: false }, impressionData: false });

// The real SDK against a scripted server: every answer it gets comes from `answers`, the last one repeating.
function clientAnswering(...answers: (() => Response)[]) {
  const fetch = vi.fn(async () => (answers.length > 1 ? answers.shift()! : answers[0])());
  const client = new UnleashClient({
    ...base,
    storageProvider: new InMemoryStorageProvider(),
    fetch,
  });
  return { client, fetch };
}

const toggles =
  (...names: string[]) =>
  () =>
    Response.json({
      toggles: names.map(toggle),
    });
const status = (code: number) => () => new Response('no', { status: code });

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  errors.mockRestore();
});

describe('flag client lifecycle', () => {
  it('publishes the enabled flags of each answer', async () => {
    const { client } = clientAnswering(toggles('analytics'), toggles('analytics', 'environment-watermark'));
    const published: string[][] = [];
    const stop = runFlagsClient(client, (enabled) => published.push([...enabled]));
    await vi.advanceTimersByTimeAsync(1_500);
    stop();
    // First what the browser kept (nothing yet), then each answer.
    expect(published).toEqual([[], ['analytics'], ['analytics', 'environment-watermark']]);
  });

  it('starts from the toggles kept from the last visit and keeps them while the service is down', async () => {
    const storageProvider = new InMemoryStorageProvider();
    await storageProvider.save('repo', [toggle('analytics')]);
    const client = new UnleashClient({ ...base, storageProvider, fetch: async () => status(503)() });
    const published: string[][] = [];
    const stop = runFlagsClient(client, (enabled) => published.push([...enabled]));
    await vi.advanceTimersByTimeAsync(2_500);
    stop();
    expect(published).toEqual([['analytics']]);
    expect(client.isEnabled('analytics')).toBe(true);
  });

  it('takes the server’s flags over the kept ones', async () => {
    const storageProvider = new InMemoryStorageProvider();
    await storageProvider.save('repo', [toggle('analytics')]);
    const client = new UnleashClient({
      ...base,
      storageProvider,
      bootstrap: [toggle('environment-watermark')],
      fetch: async () => status(503)(),
    });
    const published: string[][] = [];
    const stop = runFlagsClient(client, (enabled) => published.push([...enabled]));
    await vi.advanceTimersByTimeAsync(1_500);
    stop();
    expect(published).toEqual([['environment-watermark']]);
  });

  it('keeps only the toggles in localStorage, the SDK’s session id in memory', async () => {
    const items = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => items.set(k, v) },
    });
    try {
      const storage = lastTogglesStorage();
      await storage.save('repo', [toggle('analytics')]);
      await storage.save('sessionId', '123');
      expect([...items.keys()]).toEqual(['hjemly.flags:repo']);
      expect(await storage.get('repo')).toEqual([toggle('analytics')]);
      expect(await storage.get('sessionId')).toBe('123');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('logs a 4xx answer to the first fetch and stops polling for good', async () => {
    const { client, fetch } = clientAnswering(status(401));
    runFlagsClient(client, () => {});
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith('Feature flags:', { type: 'HttpError', code: 401 });
  });

  it('keeps polling through server errors', async () => {
    const { client, fetch } = clientAnswering(status(503));
    const stop = runFlagsClient(client, () => {});
    await vi.advanceTimersByTimeAsync(3_500);
    stop();
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('stays stopped when stopped before the first answer (unmount)', async () => {
    const { client, fetch } = clientAnswering(toggles('analytics'));
    const publish = vi.fn();
    runFlagsClient(client, publish)();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
