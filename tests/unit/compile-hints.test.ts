import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '../../scripts/compile-hints.mjs';

describe('addCompileHints', () => {
  it('puts the hint first in every script once, and leaves other files alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chunks-'));
    const script = '(globalThis.TURBOPACK||=[]).push([1,e=>{}]);';
    writeFileSync(path.join(dir, 'a.js'), script);
    writeFileSync(path.join(dir, 'b.css'), 'a{color:red}');

    expect(addCompileHints(dir)).toBe(1);
    expect(addCompileHints(dir)).toBe(0);
    expect(readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(`//# allFunctionsCalledOnLoad\n${script}`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(readFileSync(path.join(dir, 'b.css'), 'utf8')).toBe('a{color:red}');
  });
});
