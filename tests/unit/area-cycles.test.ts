import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { parser } from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the lint configuration, without types
import { plugin } from '@/eslint/area-cycles.mjs';

// A throwaway tree of areas: each test writes its files and lints them with the rule alone.
const root = mkdtempSync(path.join(tmpdir(), 'area-cycles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function lint(tree: string, files: Record<string, string>) {
  const dir = path.join(root, tree);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser },
        plugins: { hjemly: plugin },
        rules: { 'hjemly/no-area-cycle': ['error', { root: dir }] },
      },
    ],
  });
  const results = await eslint.lintFiles(['lib/**/*.ts']);
  return results.flatMap((result) => result.messages.map((message) => `${path.relative(dir, result.filePath)}: ${message.message}`));
}

describe('no cycles between areas', () => {
  it('fails on a cycle through three areas, naming the way back', async () => {
    const problems = await lint('cycle', {
      'lib/money/service.ts': "import { renew } from '@/lib/renewals/service';\nexport const pay = () => renew;\n",
      'lib/renewals/service.ts': "import { signUp } from '../lists/service';\nexport const renew = () => signUp;\n",
      'lib/lists/service.ts': "export async function signUp() {\n  return import('@/lib/money/service');\n}\n",
    });
    expect(problems).toHaveLength(3);
    expect(problems).toContain(
      'lib/money/service.ts: lib/money imports lib/renewals, which leads back: lib/money → lib/renewals → lib/lists → lib/money. Move the shared part down, or pass a callback or register (docs/payments.md).',
    );
  });

  it('passes one-way imports, type-only imports back, and lib/db', async () => {
    const problems = await lint('dag', {
      'lib/money/service.ts':
        "import type { Renewal } from '@/lib/renewals/schema';\nimport { db } from '@/lib/db/client';\nexport const pay = (r: Renewal) => [r, db];\n",
      'lib/renewals/schema.ts': 'export type Renewal = { id: string };\n',
      'lib/renewals/service.ts': "import { pay } from '@/lib/money/service';\nexport const renew = () => pay;\n",
      'lib/db/client.ts': "import { renew } from '@/lib/renewals/service';\nexport const db = renew;\n",
    });
    expect(problems).toEqual([]);
  });
});
