// The browser the tests drive. Debian's headless shell first: the same Blink and V8 as the full
// Chromium without the desktop browser around them, and in this suite a third of the full browser's
// CPU for the same pages (docs/testing.md) — which, on two cores, is most of what the browser tests wait for.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** CHROMIUM_PATH when set, else the first of Debian's two Chromium builds that is installed. */
export function browserPath(env = process.env) {
  return env.CHROMIUM_PATH ?? CANDIDATES.find((candidate) => existsSync(candidate)) ?? CANDIDATES[0];
}
