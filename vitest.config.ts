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

/** Unit files that mock modules (vi.mock) or reset the module registry: each needs a module graph of its own. */
const UNIT_ISOLATED = [
  'tests/unit/route-wrapper.test.ts',
  'tests/unit/payment-purposes.test.ts',
  'tests/unit/monitoring-envelopes.test.ts',
];

/** One file at a time: each starts built servers and browsers of its own next to the services. */
const contractProject = {
  ...shared,
  resolve: {
    alias: {
      ...shared.resolve.alias,
      // The provider API's generated client (tests/contract/openapi-client) runs on contract/'s openapi-fetch.
      'openapi-fetch': path.resolve(import.meta.dirname, 'contract/node_modules/openapi-fetch/dist/index.mjs'),
    },
  },
  test: {
    name: 'contract',
    include: ['tests/contract/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
};

export default defineConfig({
  test: {
    // Vitest's own default is the cores less one: one file at a time on CI's two cores, the other core
    // left to PostgreSQL. Two there ran the same files in 0.64 of the time (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      /*
       * The unit files share one module graph per worker (isolate: false): importing a file's modules
       * anew for each of 100 files was most of the suite's time (import 78 s of 139 s; the same run
       * without isolation 38 s, docs/testing.md). They keep no state between files: every stubbed
       * env or global is unstubbed after its test. A file that mocks modules or resets the registry
       * needs its own graph, or a module another file loaded first would keep the real import: those
       * run in 'unit-isolated'.
       */
      {
        ...shared,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: UNIT_ISOLATED, environment: 'node', isolate: false },
      },
      { ...shared, test: { name: 'unit-isolated', include: UNIT_ISOLATED, environment: 'node' } },
      {
        ...shared,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Migrates one template per engine; each file's database is a copy of it (support/databases.ts).
          globalSetup: ['tests/integration/support/global-setup.ts'],
          // Every provider route's answer is held to the OpenAPI document.
          setupFiles: ['tests/integration/support/documented-provider-answers.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The real services' tests run only inside scripts/contract.mjs, which starts the services first.
      ...(process.env.CONTRACT_SERVICES === undefined ? [] : [contractProject]),
    ],
  },
});
