import { z } from 'zod';
import type { FlagVariant } from '@/lib/db/schema/flags';

const MAX_PROPERTIES = 50;
const contextValue = z.string().max(1000);
const PROPERTY_KEY = /^properties\[([^\]]{1,100})\]$/;

/**
 * The Unleash context of a frontend API request: appName, environment, sessionId and the other
 * Unleash fields, custom ones as `properties[name]=value`. Anything else is not context.
 */
export const frontendQuerySchema = z
  .record(z.string(), contextValue)
  .transform((query) => {
    const properties: Record<string, string> = {};
    for (const [key, value] of Object.entries(query)) {
      const property = PROPERTY_KEY.exec(key);
      if (property) properties[property[1]] = value;
    }
    const pick = (key: string) => query[key] || undefined;
    return {
      appName: pick('appName'),
      environment: pick('environment'),
      sessionId: pick('sessionId'),
      userId: pick('userId'),
      remoteAddress: pick('remoteAddress'),
      currentTime: pick('currentTime'),
      properties,
    };
  })
  .refine((context) => Object.keys(context.properties).length <= MAX_PROPERTIES, { message: 'too many properties' });

export type FlagContext = z.infer<typeof frontendQuerySchema>;

const count = z.number().int().min(0).max(1_000_000_000);
const name = z.string().min(1).max(200);

/** The body unleash-proxy-client posts to `client/metrics`; impact metrics are not kept. */
export const metricsBodySchema = z.object({
  appName: name,
  instanceId: z.string().max(200).optional(),
  bucket: z.object({
    start: z.iso.datetime(),
    stop: z.iso.datetime().nullable().optional(),
    toggles: z
      .record(name, z.object({ yes: count, no: count, variants: z.record(name, count).optional() }))
      .refine((toggles) => Object.keys(toggles).length <= 500, { message: 'too many toggles' }),
  }),
});

export type MetricsBody = z.infer<typeof metricsBodySchema>;

/** A flag switched on /dev/flags. */
export const flagSwitchSchema = z.object({
  name: name,
  environment: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/),
  enabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

/** A flag in one environment, as the team's flags page and the frontend API read it. */
export type FeatureFlag = {
  name: string;
  environment: string;
  enabled: boolean;
  variant: FlagVariant | null;
  impressionData: boolean;
  description: string;
  updatedAt: Date;
};
