import { defineConfig, devices } from '@playwright/test';
import { browserPath } from './scripts/browser.mjs';
import { e2eDatabaseEnv } from './scripts/e2e-database.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The places API stand-in the app asks for points of interest (tests/support/poi-stand-in.mjs). */
const poiPort = Number(process.env.E2E_POI_PORT ?? port + 1);
const poiToken = 'e2e-poi-token';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry in CI (.ci/run sets E2E_REQUIRED, not CI): a test that passes only on retry is listed
  // as flaky in the report, and one timing slip of a mail job on a loaded machine does not fail the run.
  retries: process.env.CI || process.env.E2E_REQUIRED === '1' ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace of a failed test's retry (CI retries once): recording every passing test's actions,
    // snapshots and screenshots only to throw them away cost CPU that the browsers need.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: browserPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, locale: 'da-DK' }, grepInvert: /@mobile-only/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined, locale: 'da-DK' }, grep: /@mobile/ },
  ],
  webServer: [
    {
      command: 'node tests/support/poi-stand-in.mjs',
      url: `http://127.0.0.1:${poiPort}/health`,
      reuseExistingServer: false,
      env: { PORT: String(poiPort), POI_TOKEN: poiToken },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://localhost:${port}/api/white-label-config/localhost`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
        SEED_PROPERTIES: '600',
        ENABLE_DEV_OUTBOX: '1',
        ENABLE_TEST_CLOCK: '1',
        ENABLE_DEV_FLAGS: '1',
        AUTH_RATE_LIMIT_SCALE: '20',
        POI_URL: `http://127.0.0.1:${poiPort}`,
        POI_TOKEN: poiToken,
        ...e2eDatabaseEnv(),
      },
    },
  ],
});
