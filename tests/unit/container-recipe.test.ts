import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configurationProblems } from '@/lib/config/requirements';
import { heapFlags, SERVER_MALLOC_ARENAS } from '@/scripts/server-steps.mjs';

// The container recipe cannot be built on our machines (no registry images): these checks keep it
// true to the start-up check, the configuration page and the files it names. Compose's `<<` merge
// keys are YAML 1.1: without `merge` the nodes would have no environment and every check would pass.
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, { environment?: Record<string, string>; command?: string[] }>;
};

// What a deployer gives for each `${NAME:?…}` the recipe requires.
const GIVEN: Record<string, string> = {
  POSTGRES_PASSWORD: 'a-database-password',
  BETTER_AUTH_SECRET: 'c2Vzc2lvbnMtYXJlLXNpZ25lZC13aXRoLXRoaXMtc2VjcmV0',
  CPR_KEY: Buffer.alloc(32, 7).toString('base64'),
  S3_SECRET_ACCESS_KEY: 'a-bucket-secret',
  HEALTH_TOKEN: 'a-health-token',
};

/** Compose's interpolation of the few forms the recipe uses, with `given` for the deployer's environment. */
function interpolate(value: string, given: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, fallback?: string) => {
    if (given[name] !== undefined) return given[name];
    if (kind === '-') return fallback ?? '';
    throw new Error(`${name} is required by compose.yaml but not given in the test`);
  });
}

function nodeEnvironment(given: Record<string, string>): Record<string, string> {
  const environment = compose.services['node-a'].environment ?? {};
  return Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, interpolate(String(value), given)]));
}

describe('the container recipe', () => {
  it('passes the start-up check as it is, given only the secrets it asks for', () => {
    expect(configurationProblems({ ...nodeEnvironment(GIVEN), NODE_ENV: 'production' })).toEqual([]);
  });

  it('passes it for the real site with the settings its header names', () => {
    const realSite = {
      ...GIVEN,
      APP_ENV: 'production',
      SITE_URL: 'https://hjemly.example',
      SMTP_URL: 'smtps://mailer:password@mail.example:465',
      S3_ENDPOINT: 'https://s3.eu-north-1.amazonaws.com',
      STRIPE_SECRET_KEY: 'sk_live_a-stripe-key',
      STRIPE_WEBHOOK_SECRET: 'whsec_a-signing-secret',
    };
    expect(configurationProblems({ ...nodeEnvironment(realSite), NODE_ENV: 'production' })).toEqual([]);
  });

  it('names only settings the configuration page documents', () => {
    const tableRows = read('docs/operations/configuration.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    const names = Object.keys(nodeEnvironment(GIVEN));
    expect(names).toContain('DATABASE_URL');
    const undocumented = names.filter((name) => !tableRows.some((row) => row.split(' | ')[0].includes(`\`${name}\``)));
    expect(undocumented).toEqual([]);
  });

  it('runs the server and the commands the repository has', () => {
    const dockerfile = read('Dockerfile');
    const command = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? '[]') as string[];
    expect(command[0]).toBe('node');
    // The same heap limit and malloc arenas as `npm start` on PostgreSQL, which the image runs with.
    expect(command).toEqual(expect.arrayContaining(heapFlags({ DATABASE_URL: 'postgres://hjemly@db/hjemly' })));
    expect(dockerfile).toMatch(new RegExp(`^ENV .*\\bMALLOC_ARENA_MAX=${SERVER_MALLOC_ARENAS}\\b`, 'm'));
    expect(existsSync(path.join(root, command.at(-1)!))).toBe(true);
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(compose.services.migrate.command).toEqual(['npm', 'run', 'migrate']);
    expect(scripts.migrate).toBeDefined();
  });
});
