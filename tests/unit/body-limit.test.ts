import { describe, expect, it } from 'vitest';
import { DomainError } from '@/lib/errors/domain-error';
import { readBodyWithin } from '@/lib/http/body-limit';

function requestWith(body: ReadableStream<Uint8Array>): Request {
  return new Request('http://localhost/api/feedback', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('reading a request body', () => {
  it('a client that breaks off mid-body gets a 400, not a fault', async () => {
    const reset = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"message":'));
      },
      pull(controller) {
        controller.error(reset);
      },
    });
    const error = await readBodyWithin(requestWith(body), 1024).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('Invalid');
  });

  it('reads a whole body within the limit', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.enqueue(new TextEncoder().encode('1}'));
        controller.close();
      },
    });
    expect(new TextDecoder().decode(await readBodyWithin(requestWith(body), 1024))).toBe('{"a":1}');
  });
});
