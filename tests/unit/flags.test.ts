import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { EnvironmentWatermark } from '@/components/flags/environment-watermark';
import { frontendUrl, isClientError } from '@/lib/flags/client-config';
import {
  appEnvironment,
  flagsClientConfig,
  frontendTokens,
  isFlagsPageEnabled,
  isSwitchableEnvironment,
  knownEnvironments,
} from '@/lib/flags/config';
import { countsForKnownFlags, frontendToggle, keyEnvironment, metricsHour, requestEnvironment } from '@/lib/flags/frontend';
import { FlagsProvider, useFlag } from '@/lib/flags/hooks';
import { FLAGS, isFlagName } from '@/lib/flags/names';
import { frontendQuerySchema } from '@/lib/flags/schema';

describe('environment model', () => {
  it('is development unless APP_ENV says otherwise, and refuses odd names', () => {
    expect(appEnvironment({})).toBe('development');
    expect(appEnvironment({ APP_ENV: ' Production ' })).toBe('production');
    expect(appEnvironment({ APP_ENV: 'staging-2' })).toBe('staging-2');
    expect(() => appEnvironment({ APP_ENV: 'prod/../x' })).toThrow('APP_ENV');
    expect(knownEnvironments({ APP_ENV: 'staging' })).toEqual(['development', 'test', 'production', 'staging']);
    expect(knownEnvironments({})).toEqual(['development', 'test', 'production']);
  });

  it('binds Unleash-format keys to their environment and other keys to APP_ENV', () => {
    expect(frontendTokens({ APP_ENV: 'test' })).toEqual([{ token: '*:test.hjemly-local-frontend-token', environment: 'test' }]);
    const tokens = frontendTokens({ APP_ENV: 'development', UNLEASH_FRONTEND_TOKEN: 'default:production.abc, plain ,' });
    expect(tokens).toEqual([
      { token: 'default:production.abc', environment: 'production' },
      { token: 'plain', environment: 'development' },
    ]);
    expect(keyEnvironment('default:production.abc', tokens)).toBe('production');
    expect(keyEnvironment('Bearer plain', tokens)).toBe('development');
    expect(keyEnvironment('default:production.abd', tokens)).toBeNull();
    expect(keyEnvironment(null, tokens)).toBeNull();
  });

  it('lets the context name the key’s environment, or none, but not another', () => {
    const tokens = frontendTokens({ APP_ENV: 'development' });
    const key = tokens[0].token;
    const context = (environment?: string) => frontendQuerySchema.parse(environment ? { environment } : {});
    expect(requestEnvironment(key, context(), tokens)).toBe('development');
    expect(requestEnvironment(key, context('default'), tokens)).toBe('development');
    expect(requestEnvironment(key, context('development'), tokens)).toBe('development');
    expect(requestEnvironment(key, context('production'), tokens)).toBeNull();
  });

  it('gives the browser our endpoint and key, or the external Unleash with its key', () => {
    expect(flagsClientConfig({ APP_ENV: 'test' })).toEqual({
      url: null,
      clientKey: '*:test.hjemly-local-frontend-token',
      appName: 'hjemly-web',
      environment: 'test',
    });
    expect(flagsClientConfig({ UNLEASH_FRONTEND_TOKEN: '*:production.p,*:development.d' })?.clientKey).toBe('*:development.d');
    expect(
      flagsClientConfig({ UNLEASH_URL: 'https://edge.example.dk/api/frontend', UNLEASH_CLIENT_KEY: 'k', UNLEASH_APP_NAME: 'app' }),
    ).toEqual({
      url: 'https://edge.example.dk/api/frontend',
      clientKey: 'k',
      appName: 'app',
      environment: 'development',
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(flagsClientConfig({ NEXT_PUBLIC_UNLEASH_URL: 'https://edge.example.dk/api/frontend' })).toBeNull();
    quiet.mockRestore();
    expect(frontendUrl({ url: null, clientKey: 'k', appName: 'a', environment: 'e' }, 'https://hjemly.dk')).toBe(
      'https://hjemly.dk/api/frontend',
    );
  });

  it('opens /dev/flags in development, under next start only with ENABLE_DEV_FLAGS=1, never in production', () => {
    expect(isFlagsPageEnabled({ NODE_ENV: 'development' })).toBe(true);
    expect(isFlagsPageEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(isFlagsPageEnabled({ NODE_ENV: 'production', ENABLE_DEV_FLAGS: '1' })).toBe(true);
    expect(isFlagsPageEnabled({ NODE_ENV: 'production', ENABLE_DEV_FLAGS: '1', APP_ENV: 'production' })).toBe(false);
    expect(isFlagsPageEnabled({ NODE_ENV: 'development', APP_ENV: 'production' })).toBe(false);
  });

  it('lets /dev/flags switch every known environment but production, which it only shows', () => {
    expect(isSwitchableEnvironment('development', {})).toBe(true);
    expect(isSwitchableEnvironment('test', {})).toBe(true);
    expect(isSwitchableEnvironment('staging', { APP_ENV: 'staging' })).toBe(true);
    expect(isSwitchableEnvironment('staging', {})).toBe(false);
    expect(isSwitchableEnvironment('production', {})).toBe(false);
  });
});

describe('frontend API rules', () => {
  it('parses the Unleash context, properties included', () => {
    expect(
      frontendQuerySchema.parse({ appName: 'web', sessionId: '7', 'properties[city]': 'Aarhus', 'properties[]': 'x', other: 'y' }),
    ).toEqual({
      appName: 'web',
      environment: undefined,
      sessionId: '7',
      userId: undefined,
      remoteAddress: undefined,
      currentTime: undefined,
      properties: { city: 'Aarhus' },
    });
  });

  it('answers the Unleash shape with the disabled variant when a flag has none', () => {
    expect(frontendToggle({ name: 'analytics', variant: null, impressionData: true })).toEqual({
      name: 'analytics',
      enabled: true,
      variant: { name: 'disabled', enabled: false },
      impressionData: true,
    });
  });

  it('counts reports in the server’s hour, for known flags with counts only', () => {
    expect(metricsHour(new Date('2026-11-21T03:59:59.999Z')).toISOString()).toBe('2026-11-21T03:00:00.000Z');
    const bucket = {
      start: '',
      toggles: { analytics: { yes: 1, no: 2 }, unknown: { yes: 5, no: 0 }, 'environment-watermark': { yes: 0, no: 0 } },
    };
    expect(countsForKnownFlags(bucket, new Set(['analytics', 'environment-watermark']))).toEqual([
      { flagName: 'analytics', yes: 1, no: 2, variants: {} },
    ]);
  });

  it('stops the client on 4xx only', () => {
    expect(isClientError({ type: 'HttpError', code: 401 })).toBe(true);
    expect(isClientError({ type: 'HttpError', code: 503 })).toBe(false);
    expect(isClientError({ type: 'fetch-toggles', error: new Error('offline') })).toBe(false);
    expect(isClientError(undefined)).toBe(false);
  });
});

describe('flags in React', () => {
  function Probe() {
    return createElement('span', null, String(useFlag(FLAGS.analytics)));
  }

  it('reads every flag as off before the first answer, inside and outside the provider', () => {
    const config = { url: null, clientKey: 'k', appName: 'a', environment: 'development' };
    expect(renderToString(createElement(FlagsProvider, { config, children: createElement(Probe) }))).toBe('<span>false</span>');
    expect(renderToString(createElement(Probe))).toBe('<span>false</span>');
    expect(renderToString(createElement(EnvironmentWatermark, { environment: 'development' }))).toBe('');
  });

  it('knows its flag names', () => {
    expect(isFlagName('environment-watermark-corner')).toBe(true);
    expect(isFlagName('made-up')).toBe(false);
  });
});
