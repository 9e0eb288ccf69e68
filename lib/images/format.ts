import type { ImageKind } from '@/lib/db/schema/images';

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The media types an Accept header allows (q > 0), lower-cased. */
function accepted(accept: string | null): Set<string> {
  const types = (accept ?? '').split(',').flatMap((part) => {
    const [type, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return q && Number(q.slice(2)) <= 0 ? [] : [type];
  });
  return new Set(types);
}

/**
 * The smallest format the browser takes: AVIF, then WebP, else the format every browser reads —
 * PNG for line drawings and marks (JPEG smears their edges), JPEG for photos.
 */
export function negotiateFormat(accept: string | null, kind: ImageKind): ImageFormat {
  const types = accepted(accept);
  if (types.has('image/avif')) return 'avif';
  if (types.has('image/webp')) return 'webp';
  return kind === 'floorplan' || kind === 'logo' ? 'png' : 'jpeg';
}
