import 'server-only';
import { getDb } from '@/lib/db/client';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { getWhiteLabelConfig } from '@/lib/white-label/service';
import { insertReferrerEvent } from './repository';
import { limitLength, sanitiseUrl } from './sanitise';
import type { ReferrerEventInput } from './schema';

/** A browser sends one event per session; this leaves room for a household or office behind one address. */
export const REFERRER_RATE_LIMIT: RateLimitRule = { name: 'referrer-event', windowMs: 60_000, max: 60 };
export const STORED_URL_MAX = 2048;

const stored = (raw: string) => limitLength(sanitiseUrl(raw), STORED_URL_MAX);

/** Logs where a browser session came from, tied to the person when signed in and to the white label it arrived on. */
export async function recordReferrerEvent(
  input: ReferrerEventInput,
  { host, userId }: { host: string | null; userId: string | null },
): Promise<void> {
  const config = await getWhiteLabelConfig(host);
  await insertReferrerEvent(await getDb(), {
    referrer: stored(input.referrer) || null,
    url: stored(input.url),
    userId,
    whiteLabelHost: config.isWhiteLabel ? config.host : null,
  });
}
