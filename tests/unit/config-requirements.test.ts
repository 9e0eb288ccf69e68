import { afterEach, describe, expect, it, vi } from 'vitest';
import { configurationProblems, describeProblems, exitOnBrokenConfiguration } from '@/lib/config/requirements';

const SECRET = 'x'.repeat(32);
/** 32 bytes in hex, as `CPR_KEY` takes them. */
const CPR_KEY = 'c'.repeat(64);
const variables = (env: Record<string, string>) => configurationProblems(env).map((problem) => problem.variable);

afterEach(() => vi.restoreAllMocks());

describe('configurationProblems', () => {
  it('asks nothing of a development checkout or the `npm start` demo', () => {
    expect(configurationProblems({})).toEqual([]);
    expect(configurationProblems({ NODE_ENV: 'development', DATABASE_URL: 'postgres://db/hjemly' })).toEqual([]);
    expect(configurationProblems({ NODE_ENV: 'production', PORT: '3100', ENABLE_DEV_OUTBOX: '1', AUTH_RATE_LIMIT_SCALE: '20' })).toEqual(
      [],
    );
  });

  it('refuses PostgreSQL in production without one shared auth secret, or with a short one', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://user:pass@db:5432/hjemly' };
    expect(variables(production)).toEqual(['BETTER_AUTH_SECRET', 'CPR_KEY']);
    expect(variables({ ...production, BETTER_AUTH_SECRET: 'short', CPR_KEY })).toEqual(['BETTER_AUTH_SECRET']);
    expect(configurationProblems({ ...production, BETTER_AUTH_SECRET: SECRET, CPR_KEY })).toEqual([]);
  });

  it('lists everything the real site (APP_ENV=production) lacks at once', () => {
    expect(variables({ NODE_ENV: 'production', APP_ENV: 'production', DATABASE_URL: 'postgres://db/hjemly' })).toEqual([
      'BETTER_AUTH_SECRET',
      'CPR_KEY',
      'SITE_URL',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
    ]);
    const complete = {
      NODE_ENV: 'production',
      APP_ENV: 'production',
      DATABASE_URL: 'postgres://db/hjemly',
      BETTER_AUTH_SECRET: SECRET,
      CPR_KEY,
      SITE_URL: 'https://hjemly.dk',
      SMTP_URL: 'smtps://user:pass@smtp.example.dk',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(configurationProblems(complete)).toEqual([]);
    expect(variables({ ...complete, STRIPE_WEBHOOK_SECRET: '' })).toEqual(['STRIPE_WEBHOOK_SECRET']);
    expect(variables({ ...complete, SITE_URL: 'http://hjemly.dk' })).toEqual(['SITE_URL']);
    expect(variables({ ...complete, ENABLE_DEV_OUTBOX: '1' })).toEqual(['ENABLE_DEV_OUTBOX']);
    expect(variables({ ...complete, ENABLE_TEST_CLOCK: '1' })).toEqual(['ENABLE_TEST_CLOCK']);
  });

  it('refuses a CPR key that is not 32 bytes, also among the previous keys', () => {
    expect(variables({ CPR_KEY: 'too-short' })).toEqual(['CPR_KEY']);
    expect(variables({ CPR_KEY, CPR_KEY_PREVIOUS: `${'d'.repeat(64)},nope` })).toEqual(['CPR_KEY_PREVIOUS']);
    expect(configurationProblems({ CPR_KEY, CPR_KEY_PREVIOUS: 'd'.repeat(64) })).toEqual([]);
  });

  it('refuses values the server could not use', () => {
    expect(
      variables({
        APP_ENV: 'Prod uction',
        SITE_URL: 'hjemly.dk',
        DATABASE_URL: 'mysql://db/hjemly',
        PORT: '80a',
        DATABASE_POOL_SIZE: '0',
        SMTP_URL: 'mail.example.dk',
      }),
    ).toEqual(['APP_ENV', 'SITE_URL', 'DATABASE_URL', 'PORT', 'DATABASE_POOL_SIZE', 'SMTP_URL']);
    expect(configurationProblems({ SITE_URL: 'http://localhost:3000', PORT: '3000', DATABASE_POOL_SIZE: '20' })).toEqual([]);
  });

  it('takes a map tile template only as an http(s) URL with {z}, {x} and {y}, and with its credit', () => {
    const credit = { MAP_TILE_ATTRIBUTION: '&copy; Kortfirma' };
    expect(configurationProblems({ ...credit, MAP_TILE_URL: 'https://{s}.tiles.example.dk/{z}/{x}/{y}.png' })).toEqual([]);
    expect(variables({ ...credit, MAP_TILE_URL: 'tiles.example.dk/{z}/{x}/{y}.png' })).toEqual(['MAP_TILE_URL']);
    expect(variables({ ...credit, MAP_TILE_URL: 'ftp://tiles.example.dk/{z}/{x}/{y}.png' })).toEqual(['MAP_TILE_URL']);
    expect(variables({ ...credit, MAP_TILE_URL: 'https://tiles.example.dk/tile.png' })).toEqual(['MAP_TILE_URL']);
    expect(variables({ MAP_TILE_URL: 'https://tiles.example.dk/{z}/{x}/{y}.png' })).toEqual(['MAP_TILE_ATTRIBUTION']);
  });
});

describe('points of interest (POI_URL, POI_TOKEN)', () => {
  it('are off without both and on with both', () => {
    expect(configurationProblems({})).toEqual([]);
    expect(configurationProblems({ POI_URL: 'https://api.geoapify.com', POI_TOKEN: 'key' })).toEqual([]);
  });

  it('refuses one without the other, and a base that is no http(s) URL', () => {
    expect(variables({ POI_URL: 'https://api.geoapify.com' })).toEqual(['POI_TOKEN']);
    expect(variables({ POI_TOKEN: 'key' })).toEqual(['POI_URL']);
    expect(variables({ POI_URL: 'api.geoapify.com', POI_TOKEN: 'key' })).toEqual(['POI_URL']);
  });
});

describe('image storage in a bucket (S3_*)', () => {
  const s3 = {
    S3_BUCKET: 'hjemly-images',
    S3_ENDPOINT: 'https://s3.eu-north-1.amazonaws.com',
    S3_REGION: 'eu-north-1',
    S3_ACCESS_KEY_ID: 'AKIA',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is off without any and on with all', () => {
    expect(configurationProblems(s3)).toEqual([]);
    expect(configurationProblems({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([]);
  });

  it('names every setting missing from a half-done setup', () => {
    const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
    const [problem] = configurationProblems(partial);
    expect(problem.variable).toBe('S3_REGION');
    expect(problem.message).toContain('S3_REGION, S3_SECRET_ACCESS_KEY are missing');
    expect(variables({ S3_BUCKET: 'hjemly-images' })).toEqual(['S3_ENDPOINT']);
  });

  it('refuses an endpoint that is no URL (no plain http on the real site) and a bucket that is no bucket name', () => {
    expect(variables({ ...s3, S3_ENDPOINT: 's3.amazonaws.com' })).toEqual(['S3_ENDPOINT']);
    expect(variables({ ...s3, S3_BUCKET: 'Hjemly_Images' })).toEqual(['S3_BUCKET']);
    const realSite = {
      APP_ENV: 'production',
      SITE_URL: 'https://hjemly.dk',
      SMTP_URL: 'smtp://mail',
      CPR_KEY,
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(variables({ ...realSite, ...s3, S3_ENDPOINT: 'http://minio:9000' })).toEqual(['S3_ENDPOINT']);
  });
});

describe('exitOnBrokenConfiguration', () => {
  it('prints every problem and exits 1', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    exitOnBrokenConfiguration({ NODE_ENV: 'production', APP_ENV: 'production', DATABASE_URL: 'postgres://db/hjemly' });
    expect(exit).toHaveBeenCalledWith(1);
    const printed = error.mock.calls[0]![0] as string;
    expect(printed).toContain('5 settings are missing or wrong');
    for (const variable of ['BETTER_AUTH_SECRET', 'CPR_KEY', 'SITE_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY'])
      expect(printed).toContain(`- ${variable} is missing`);
  });

  it('lets a complete configuration start', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    exitOnBrokenConfiguration({ NODE_ENV: 'production' });
    expect(exit).not.toHaveBeenCalled();
  });

  it('says "one setting" for one', () => {
    expect(describeProblems([{ variable: 'PORT', message: 'PORT must be a whole number' }])).toMatch(
      /^Hjemly cannot start: one setting is missing or wrong\.\n {2}- PORT/,
    );
  });
});
