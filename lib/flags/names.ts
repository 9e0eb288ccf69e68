/** The flags the product reads. Each exists once per environment in the `feature_flags` table. */
export const FLAGS = {
  analytics: 'analytics',
  environmentWatermark: 'environment-watermark',
  environmentWatermarkCorner: 'environment-watermark-corner',
} as const;

export type FlagName = (typeof FLAGS)[keyof typeof FLAGS];

export const FLAG_NAMES: readonly FlagName[] = Object.values(FLAGS);

export function isFlagName(name: string): name is FlagName {
  return (FLAG_NAMES as readonly string[]).includes(name);
}
