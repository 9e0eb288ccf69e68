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
