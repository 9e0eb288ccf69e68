import { readdirSync } from 'node:fs';
import path from 'node:path';
import { localeOfPath, resolvePublicPath } from '@/lib/i18n/paths';

/*
 * Which route a request reached, as its template (`/api/offers/[id]/open`, `/home/[slug]`), for the
 * request log: an operator can group and count by it, while the path itself (personal links carry
 * tokens) is never logged. Route handlers come from the app directory's `route.ts` files, read once
 * at start; pages from the routing table that the locale middleware uses, in either language.
 */

const segments = (template: string) => template.split('/').filter(Boolean);
const isCatchAll = (segment: string) => /^\[\[?\.\.\./.test(segment);

/** Static segments before dynamic ones, catch-alls last, as the App Router picks among matches. */
function byPrecedence(a: string, b: string): number {
  const rank = (template: string) => {
    const parts = segments(template);
    return [parts.some(isCatchAll) ? 1 : 0, -parts.filter((part) => !part.startsWith('[')).length];
  };
  const [ra, rb] = [rank(a), rank(b)];
  return ra[0] - rb[0] || ra[1] - rb[1] || b.length - a.length;
}

/** The route handlers' templates under `appDir`: pages (under `[locale]`) aside, route groups dropped. */
export function routeHandlerTemplates(appDir: string): string[] {
  const files = readdirSync(appDir, { recursive: true, encoding: 'utf8' });
  return files
    .filter((file) => path.basename(file) === 'route.ts' && !file.split(path.sep).includes('[locale]'))
    .map(
      (file) =>
        `/${path
          .dirname(file)
          .split(path.sep)
          .filter((part) => part !== '.' && !/^\(.+\)$/.test(part))
          .join('/')}`,
    )
    .sort(byPrecedence);
}

function matches(template: string, pathname: string): boolean {
  const want = segments(template);
  const have = segments(pathname);
  for (let i = 0; i < want.length; i++) {
    if (isCatchAll(want[i])) return want[i].startsWith('[[') || have.length > i;
    if (i >= have.length || (!want[i].startsWith('[') && want[i] !== have[i])) return false;
  }
  return want.length === have.length;
}

/** The template of the route `url` reaches, or null when it is none of ours (a 404). */
export function routeTemplate(url: string, handlers: readonly string[]): string | null {
  const pathname = url.split('?')[0] || '/';
  const handler = handlers.find((template) => matches(template, pathname));
  if (handler) return handler;
  return resolvePublicPath(localeOfPath(pathname).rest)?.internal ?? null;
}
