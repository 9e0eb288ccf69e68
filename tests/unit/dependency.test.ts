import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  callDependency,
  DependencyUnavailableError,
  dependencyHealth,
  forgetDependencies,
  recordDependency,
} from '@/lib/errors/dependency';

const adapters = { images: 's3', email: 'smtp', cms: 'strapi', flags: 'unleash', payments: 'stripe' };
const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);

// The unit files share one module graph: another file's calls may have left states behind.
beforeEach(() => forgetDependencies());
afterEach(() => forgetDependencies());

describe('dependency states', () => {
  it('keeps the time a state began while it lasts, and the latest failure', () => {
    recordDependency('images', new Error('first'), at('10:00'));
    recordDependency('images', new Error('second'), at('10:05'));
    expect(dependencyHealth(adapters).images).toEqual({
      adapter: 's3',
      state: 'failing',
      since: '2026-03-02T10:00:00.000Z',
      error: 'second',
    });
    recordDependency('images', undefined, at('10:07'));
    expect(dependencyHealth(adapters).images).toEqual({ adapter: 's3', state: 'ok', since: '2026-03-02T10:07:00.000Z' });
    expect(dependencyHealth(adapters).email).toEqual({ adapter: 'smtp', state: 'unknown' });
  });

  it('names the service in the error an outage becomes, and lets a refusal pass as it is', async () => {
    const refused = new RangeError('no such object');
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    const isOutage = (error: unknown) => error === outage;
    await expect(callDependency('cms', () => Promise.reject(refused), isOutage)).rejects.toBe(refused);
    expect(dependencyHealth(adapters).cms.state).toBe('ok');
    const failure = await callDependency('cms', () => Promise.reject(outage), isOutage).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DependencyUnavailableError);
    expect(failure).toMatchObject({ dependency: 'cms', cause: outage });
    expect(dependencyHealth(adapters).cms).toMatchObject({ state: 'failing', error: outage.message });
    await expect(callDependency('cms', async () => 42)).resolves.toBe(42);
    expect(dependencyHealth(adapters).cms.state).toBe('ok');
  });
});
