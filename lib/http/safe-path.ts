/**
 * A same-site relative path: one leading slash, then no slash or backslash (browsers read `/\x` and
 * `//x` as another host), and no backslashes or control characters anywhere.
 */
export function isSafeRelativePath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\\\u0000-\u001f\u007f]/.test(path);
}
