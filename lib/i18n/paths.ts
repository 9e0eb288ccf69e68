import { defaultLocale, isLocale, pathnames, type AppPathname, type Locale } from './routing';

type Params = Record<string, string>;

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Matches a concrete path against a template such as `/bolig/[slug]`; returns its params or null. */
export function matchTemplate(template: string, path: string): Params | null {
  const want = segments(template);
  const have = segments(path);
  if (want.length !== have.length) return null;
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const dynamic = /^\[(\w+)\]$/.exec(want[i]);
    if (dynamic) {
      const value = safeDecode(have[i]);
      if (value === null) return null;
      params[dynamic[1]] = value;
    } else if (want[i] !== have[i]) return null;
  }
  return params;
}

export function fillTemplate(template: string, params: Params): string {
  const filled = template.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return filled || '/';
}

const entries = Object.entries(pathnames) as [AppPathname, string][];

/** Static segments beat dynamic ones, as in the App Router. */
function specificity(template: string): number {
  return segments(template).filter((s) => !s.startsWith('[')).length;
}

function bestMatch(path: string, side: 0 | 1): { internal: AppPathname; params: Params } | null {
  let best: { internal: AppPathname; params: Params; score: number } | null = null;
  for (const entry of entries) {
    const params = matchTemplate(entry[side], path);
    if (params && (!best || specificity(entry[side]) > best.score)) {
      best = { internal: entry[0], params, score: specificity(entry[side]) };
    }
  }
  return best;
}

/** The route a public path belongs to, or null when the path is not in the table. */
export function resolvePublicPath(path: string) {
  return bestMatch(path, 1);
}

/**
 * When `path` is an internal English path whose public path differs (e.g. `/rental-housing`),
 * returns the public path it must permanently redirect to; otherwise null.
 */
export function publicPathForInternal(path: string): string | null {
  if (resolvePublicPath(path)) return null;
  const match = bestMatch(path, 0);
  if (!match) return null;
  return fillTemplate(pathnames[match.internal], match.params);
}

/** A path's locale and the rest: the other locales carry their name first (`localePrefix: 'as-needed'`). */
export function localeOfPath(pathname: string): { locale: Locale; rest: string } {
  const first = pathname.split('/')[1];
  if (first !== defaultLocale && isLocale(first)) return { locale: first, rest: pathname.slice(first.length + 1) || '/' };
  return { locale: defaultLocale, rest: pathname };
}
