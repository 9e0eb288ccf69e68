/**
 * No form or API of ours nests deeper than a few levels. A body nested thousands deep (`[[[[…]]]]`)
 * would overflow the stack of this walk, and of any other that follows it: it is refused as well.
 */
const MAX_NESTING = 32;

/**
 * PostgreSQL text cannot hold U+0000: a NUL that reaches a query fails it, and the person would
 * see a server error. It is never part of what anyone types, so any string holding one is refused.
 * Returns the path of the first such string in a parsed JSON value ('' for the value itself), or
 * of the first value nested deeper than MAX_NESTING.
 */
export function pathOfNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object') return null;
  if (depth >= MAX_NESTING) return path;
  const entries = Array.isArray(value) ? value.map((item, i): [string, unknown] => [String(i), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    const found = pathOfNul(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
