export const ALL_PAGES: '*';
export function openFill(id: string): void;
export function isOpenFill(id: string | string[] | undefined | null): boolean;
export function tagFill(id: string | null | undefined, tags: readonly string[]): void;
export function closeFill(id: string): string[];
export function onPageChanges(listener: (tags: readonly string[]) => void): () => void;
export function deliverPageChanges(tags: readonly string[]): void;
