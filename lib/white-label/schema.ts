import { z } from 'zod';
import { isSafeRelativePath } from '@/lib/http/safe-path';

const cssColor = z.string().regex(/^(#[0-9a-fA-F]{3,8}|rgb\([\d\s,%.]+\)|hsl\([\d\s,%.deg]+\))$/);

export const whiteLabelThemeSchema = z.object({
  faviconUrl: z
    .string()
    .regex(/^(\/(?!\/)|https:\/\/)/)
    .optional(),
  colors: z
    .object({
      primary: cssColor,
      primaryContrast: cssColor,
      secondary: cssColor,
      headerBg: cssColor,
      headerText: cssColor,
      footerBg: cssColor,
      footerText: cssColor,
    })
    .partial()
    .optional(),
});

/** A host name as it arrives in `Host` (port stripped, lower-cased). */
export const hostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((h) => h.replace(/:\d+$/, ''))
  .pipe(
    z
      .string()
      .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/)
      .max(253),
  );

export const whiteLabelConfigSchema = z.object({
  host: z.string(),
  name: z.string(),
  isWhiteLabel: z.boolean(),
  /** A relative path on this site; never an absolute URL (no open redirects). */
  defaultPage: z.string().refine(isSafeRelativePath),
  theme: whiteLabelThemeSchema,
  /** The companies whose homes the host shows; empty: the whole platform's. */
  companyIds: z.array(z.number().int()),
  /** Whether the host links to the whole platform (SITE_URL) beside its own companies' homes. */
  showWholePlatform: z.boolean(),
});

export type WhiteLabelConfig = z.infer<typeof whiteLabelConfigSchema>;
export type WhiteLabelTheme = z.infer<typeof whiteLabelThemeSchema>;
