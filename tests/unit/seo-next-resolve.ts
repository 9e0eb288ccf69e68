// Import this first in a vitest file that loads lib/i18n/navigation.ts (getPathname).
// next-intl's ESM build imports `next/navigation` and `next/link` without a file extension. Next
// has no `exports` map, so Node's ESM resolver — which vitest uses for node_modules — cannot find
// them (`next build` and tsx resolve them their own way). This resolve hook adds the extension,
// for these tests only. The lasting fix is `server.deps.inline: ['next-intl']` in vitest.config.ts.
import { register } from 'node:module';

const hook = `export async function resolve(specifier, context, next) {
  const bare = specifier.startsWith('next/') && !specifier.slice(5).includes('.');
  return next(bare ? specifier + '.js' : specifier, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hook)}`, import.meta.url);
