import { z } from 'zod';
import { parseAspectRatio } from './variant';

const MAX_INT4 = 2_147_483_647;

export const imageParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .refine((id) => id <= MAX_INT4),
});

export const imageQuerySchema = z.object({
  aspectRatio: z
    .string()
    .refine((value) => parseAspectRatio(value) !== null)
    .optional(),
  enhanced: z.stringbool().default(false),
  // The client sends the device pixel ratio, which is below 1 when a page is zoomed out;
  // such screens are served as 1× rather than refused.
  scaleFactor: z.coerce
    .number()
    .positive()
    .max(4)
    .default(1)
    .transform((factor) => Math.max(1, factor)),
  resize: z.enum(['cover', 'contain']).default('cover'),
  width: z.coerce.number().int().min(16).max(2400).default(800),
});

export type ImageQuery = z.infer<typeof imageQuerySchema>;
