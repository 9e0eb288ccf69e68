/**
 * PostgreSQL text cannot hold U+0000: a NUL that reaches a query fails it, and the person would
 * see a server error. It is never part of what anyone types, so any string holding one is refused.
 * Returns the path of the first such string in a parsed JSON value ('' for the value itself).
 */
export function pathOfNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value))
    return firstNul(
      value.map((item, i) => [String(i), item]),
      path,
    );
  if (value && typeof value === 'object') return firstNul(Object.entries(value), path);
  return null;
}

function firstNul(entries: [string, unknown][], path: string): string | null {
  for (const [key, item] of entries) {
    const found = pathOfNul(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}
