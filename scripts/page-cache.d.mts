import type { IncomingMessage, IncomingHttpHeaders, ServerResponse } from 'node:http';

export type PageEntry = {
  tags: string[];
  headers: Record<string, string | string[]>;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
};
export type CachedPage = { entry: PageEntry; age: number };
export const PUBLIC_CACHE_CONTROL: string;
export function publicPageKey(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null;
export function inlineScriptHashes(html: string): string[];
export function withScriptHashes(policy: string, hashes: string[]): string;
export function withoutTracking(query: string): string;
export function entryFromResponse(status: number, headers: IncomingHttpHeaders, body: Buffer, tags?: string[]): PageEntry | null;
export function entryBytes(entry: PageEntry): number;
export function createPageCache(options: { load: (key: string) => Promise<PageEntry | null>; maxBytes: number; now?: () => number }): {
  get(key: string): Promise<CachedPage | null>;
  invalidate(tags: readonly string[]): void;
  readonly bytes: number;
};
export function sendEntry(request: Pick<IncomingMessage, 'method' | 'headers'>, response: ServerResponse, page: CachedPage): void;
