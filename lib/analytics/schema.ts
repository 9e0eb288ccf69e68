import { z } from 'zod';

/** Longer than any real address bar; the stored copy is cut shorter still (lib/analytics/service). */
export const REFERRER_INPUT_MAX = 8192;

/** POST user/referrer: the landing page of a browser session and what referred to it. */
export const referrerEventSchema = z.object({
  referrer: z.string().max(REFERRER_INPUT_MAX),
  url: z.url({ protocol: /^https?$/ }).max(REFERRER_INPUT_MAX),
});

export type ReferrerEventInput = z.infer<typeof referrerEventSchema>;
