import type { RawContent } from 'purgecss';

/** Where class names are looked for: globs of the product's sources. */
export const CONTENT: string[];
export const OUTPUT: string;
export function purgeCss(css: string, content: (string | RawContent)[]): Promise<string>;
