// The production server hands Next.js the configuration the build resolved through a private
// variable of Next's (scripts/built-config.ts). This fails loudly when Next stops reading it, before
// a server would quietly load next.config.ts again (or serve with a default configuration).
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_CONFIG_VARIABLE, serveBuiltConfig } from '@/scripts/built-config';

const require = createRequire(import.meta.url);
const { default: loadConfig } = require('next/dist/server/config.js') as {
  default: (phase: string, dir: string) => Promise<Record<string, unknown>>;
};
const { PHASE_PRODUCTION_SERVER } = require('next/constants.js') as { PHASE_PRODUCTION_SERVER: string };

const before = process.env[BUILT_CONFIG_VARIABLE];
const dirs: string[] = [];

function appDir(config: object | null): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'built-config-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, '.next'));
  writeFileSync(path.join(dir, '.next', 'required-server-files.json'), JSON.stringify(config ? { version: 1, config } : { version: 1 }));
  // Loading this would throw: the test proves Next never reads the config file.
  writeFileSync(path.join(dir, 'next.config.mjs'), "throw new Error('next.config.mjs was loaded');\n");
  return dir;
}

afterEach(() => {
  if (before === undefined) delete process.env[BUILT_CONFIG_VARIABLE];
  else process.env[BUILT_CONFIG_VARIABLE] = before;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the production server uses the built configuration', () => {
  it('Next.js takes the config from the build and never loads the config file', async () => {
    const dir = appDir({ distDir: '.next', poweredByHeader: false, env: { BUILT_MARKER: 'from the build' } });
    serveBuiltConfig(dir);
    const config = await loadConfig(PHASE_PRODUCTION_SERVER, dir);
    expect(config.env).toEqual({ BUILT_MARKER: 'from the build' });
    expect(config.poweredByHeader).toBe(false);
  });

  it('refuses a build without a resolved config, with the way out', () => {
    expect(() => serveBuiltConfig(appDir(null))).toThrow(/npm run build/);
  });
});
