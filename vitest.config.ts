import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const shared = {
  // next-intl's ESM imports `next/navigation` without an extension, which only a bundler resolves.
  ssr: { noExternal: ['next-intl'] },
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` throws outside React's server build; tests import server modules directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
    },
  },
};

export default defineConfig({
  test: {
    // Vitest's own default is the cores less one: one file at a time on CI's two cores, the other core
    // left to PostgreSQL. Two there ran the same files in 0.64 of the time (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { ...shared, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        ...shared,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Migrates one template per engine; each file's database is a copy of it (support/databases.ts).
          globalSetup: ['tests/integration/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
