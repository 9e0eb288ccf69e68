import { chromium, type Browser } from 'playwright';
import { browserPath } from '../../../scripts/browser.mjs';
import { startBuiltServer as startServer, type BuiltServer } from '../../support/built-server';

export type { BuiltServer };

/** The built app (scripts/contract.mjs builds it when stale) with a test's settings, its data under data/contract-servers/. */
export function startBuiltServer(
  port: number,
  name: string,
  env: Record<string, string> = {},
  options: { readyStatus?: number; timeoutMs?: number } = {},
) {
  return startServer(port, name, env, { ...options, dataDir: `contract-servers/${name}` });
}

/** Debian's Chromium (its headless shell where installed), as the browser tests launch it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: browserPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** The port range of this contract run's tests: above every service's (scripts/contract.mjs). */
export function testPort(offset: number): number {
  return Number(process.env.CONTRACT_PORT_BASE ?? 45000) + 900 + offset;
}
