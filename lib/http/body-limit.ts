import { DomainError } from '@/lib/errors/domain-error';

/** The request body as bytes, refused with 413 once it passes `maxBytes` (without reading the rest). */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > maxBytes) throw new DomainError('TooLarge', 'payloadTooLarge');
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  // A client that breaks off mid-body fails the read with ECONNRESET, which would otherwise be a 500
  // reported as our fault: it is an unfinished request, a 400.
  const read = () =>
    reader.read().catch(() => {
      throw new DomainError('Invalid', 'badRequest');
    });
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await read(); !next.done; next = await read()) {
    size += next.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new DomainError('TooLarge', 'payloadTooLarge');
    }
    chunks.push(next.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
