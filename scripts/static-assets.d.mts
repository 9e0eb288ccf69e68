import type { IncomingMessage, ServerResponse } from 'node:http';

export const COMPRESSIBLE: Set<string>;
export function acceptedEncodings(header: string | undefined): ('br' | 'gzip')[];
export function resolveAsset(
  staticDir: string,
  url: string | undefined,
  acceptEncoding: string | undefined,
): { file: string; headers: Record<string, string> } | null;
export function serveAsset(staticDir: string, request: IncomingMessage, response: ServerResponse): boolean;
