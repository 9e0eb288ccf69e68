import { z } from 'zod';
import { rowIdOf } from '@/lib/http/row-id';
import { ASPECT_RATIO_NAMES, isImageLayout, type AspectRatioName } from './variant';

// A segment that names no image is answered like an unknown id (404), not as a malformed request:
// to the client both are an address with nothing behind it.
export const imageParamsSchema = z.object({ id: z.string().transform(rowIdOf) });

export const imageQuerySchema = z
  .object({
    aspectRatio: z.enum(ASPECT_RATIO_NAMES),
    width: z.coerce.number().int(),
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
  })
  .refine((query) => isImageLayout(query.aspectRatio, query.width), { path: ['width'] });

export type ImageQuery = z.infer<typeof imageQuerySchema>;

export type Resize = ImageQuery['resize'];

export type VariantRequest = {
  id: number;
  /** Layout width in CSS pixels, one of IMAGE_LAYOUTS for the aspect ratio (the route checks). */
  width: number;
  aspectRatio: AspectRatioName;
  scaleFactor: number;
  resize: Resize;
  enhanced: boolean;
  accept: string | null;
  /** Who asks, for the render limit. */
  clientAddress: string;
};

export type Variant = { body: Buffer; contentType: string; etag: string };
