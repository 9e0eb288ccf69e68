import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(import.meta.dirname, '../../contract/services');

describe('the contract stage', () => {
  // A service left out of a run would leave its adapter untested while the stage stays green.
  it.skipIf(process.env.CONTRACT_ONLY === '1')('started every real service the repository defines', () => {
    const defined = readdirSync(folder)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => name.replace(/\.mjs$/, ''))
      .sort();
    const started = (process.env.CONTRACT_SERVICES ?? '').split(',').filter(Boolean).sort();
    expect(started).toEqual(defined);
  });
});
