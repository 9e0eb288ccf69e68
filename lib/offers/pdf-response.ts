import type { ContractFile } from './contract-service';

/**
 * The Content-Disposition of a download: the name plain (ASCII) and UTF-8 encoded, so æ, ø and å
 * survive (lib/api/client.ts reads filename* first). The OpenAPI document shows the same header.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A stored PDF as a response. `inline` is for the contract page's own <iframe>: the proxy lets only
 * our pages frame /api/contracts (lib/http/security-headers.ts).
 */
export function pdfResponse({ bytes, fileName }: ContractFile, disposition: 'inline' | 'attachment'): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.length),
      'Content-Disposition': contentDisposition(disposition, fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
