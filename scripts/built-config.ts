// Serve with the configuration the build resolved, not by loading next.config.ts again.
//
// On start Next.js compiles next.config.ts with its SWC binary and runs the next-intl plugin, which
// loads @swc/core: together about 40 MB that stay resident for the life of the process, for a
// configuration the build already resolved and wrote to .next/required-server-files.json. Next's
// own standalone server (`output: 'standalone'`) hands that file's `config` to Next in the
// environment variable below, and Next then loads no config file at all. We do the same.
// tests/unit/built-config.test.ts fails loudly if Next stops reading the variable.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const BUILT_CONFIG_VARIABLE = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/** Points Next.js at the configuration in the production build under `dir`. */
export function serveBuiltConfig(dir: string): void {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8')) as {
    config?: object;
  };
  if (!manifest.config) throw new Error('.next/required-server-files.json holds no config: rebuild with `npm run build`.');
  process.env[BUILT_CONFIG_VARIABLE] = JSON.stringify(manifest.config);
}
