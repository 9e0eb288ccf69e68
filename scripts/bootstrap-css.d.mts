export const OUTPUT: string;
export function sourceWords(dirs: string[]): Set<string>;
export function purgeCss(css: string, words: ReadonlySet<string>): string;
