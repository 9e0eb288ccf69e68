import { inflateSync, deflateSync } from 'node:zlib';
import { parseEnvelope, serializeEnvelope, type Envelope } from '@sentry/core';
import { scrubEvent, scrubPayload } from './scrub';

type Item = Envelope[1][number];
const EVENT_TYPES = new Set(['event', 'transaction', 'replay_event', 'feedback']);
const decoder = new TextDecoder();

/**
 * A replay recording is `{"segment_id":n}` and a line of rrweb events, zlib-compressed unless the
 * browser had no worker. The page's DOM and address in it (links, `<meta>` content, the location)
 * never pass the SDK's hooks, so they are cleaned here; sent on compressed.
 */
function scrubRecording(payload: Uint8Array): Uint8Array {
  const end = payload.indexOf(0x0a);
  const head = payload.subarray(0, end + 1);
  const body = payload.subarray(end + 1);
  let text: string;
  try {
    text = decoder.decode(inflateSync(body));
  } catch {
    text = decoder.decode(body);
  }
  const events = scrubPayload(JSON.parse(text) as unknown);
  return Buffer.concat([head, deflateSync(JSON.stringify(events))]);
}

function scrubItem([header, payload]: Item): Item[] {
  const type = String(header.type);
  if (type === 'replay_recording' && payload instanceof Uint8Array) {
    const recording = scrubRecording(payload);
    return [[{ ...header, length: recording.length }, recording] as Item];
  }
  // Attachments (none of ours sends one) and any other raw bytes would pass unread: they stay behind.
  if (payload instanceof Uint8Array || typeof payload !== 'object' || payload === null) return [];
  const scrubbed = EVENT_TYPES.has(type) ? scrubEvent(payload as object) : scrubPayload(payload);
  return [[header, scrubbed] as Item];
}

/**
 * The browser's envelope as the tunnel forwards it: every item cleaned with the same rules the
 * SDK's hooks apply (lib/monitoring/scrub.ts), and the trace summary in its header. Throws on an
 * envelope that does not parse.
 */
export function scrubEnvelope(bytes: Uint8Array): string | Uint8Array<ArrayBuffer> {
  const [header, items] = parseEnvelope(bytes);
  const trace = header.trace ? { trace: scrubPayload(header.trace) } : {};
  const scrubbed = serializeEnvelope([{ ...header, ...trace }, items.flatMap(scrubItem)] as Envelope);
  return typeof scrubbed === 'string' ? scrubbed : new Uint8Array(scrubbed);
}
