/** A byte stream that pulls the next piece of text only when the client is ready for it. */
export function textStream(pieces: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pieces[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

export const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  // Crawlers fetch sitemaps rarely; an hour keeps repeated fetches (and CDNs) off the database.
  'Cache-Control': 'public, max-age=3600',
};
