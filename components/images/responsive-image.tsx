import { api } from '@/lib/api/client';
import { heightFor, stepWidth, type ImageLayout } from '@/lib/images/variant';

/**
 * `width` (the widest the image is laid out, in CSS pixels) and `aspectRatio` (its box, reserved
 * before the image arrives) form one of IMAGE_LAYOUTS, the variants the route renders: a new layout
 * is added there first.
 */
export type ResponsiveImageProps = ImageLayout & {
  imageId: number;
  /** Describes the picture; '' for a decorative one. */
  alt: string;
  /** Defaults to the full viewport up to `width`. */
  sizes?: string;
  resize?: 'cover' | 'contain';
  enhanced?: boolean;
  /** Above the fold: load at once and first. */
  priority?: boolean;
  className?: string;
};

const PIXEL_DENSITIES = [1, 2, 3];

/** An <img> with 1×/2×/3× variants from the image route; no client code, so it renders anywhere. */
export function ResponsiveImage({
  imageId,
  alt,
  width,
  aspectRatio,
  sizes,
  resize,
  enhanced,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const url = (scaleFactor: number) => api.imageUrl(imageId, { width, aspectRatio, scaleFactor, resize, enhanced });
  // Width descriptors name the width the server really sends, so `sizes` picks the right file;
  // densities that snap to the same width would only repeat a candidate.
  const candidates = new Map<number, string>();
  for (const density of PIXEL_DENSITIES) {
    const pixels = stepWidth(width, density);
    if (!candidates.has(pixels)) candidates.set(pixels, url(density));
  }
  return (
    // Our own /api/image endpoint already sizes, crops and encodes (AVIF/WebP/JPEG); next/image would do it twice.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={url(1)}
      srcSet={[...candidates].map(([pixels, candidate]) => `${candidate} ${pixels}w`).join(', ')}
      sizes={sizes ?? `(max-width: ${width}px) 100vw, ${width}px`}
      width={width}
      height={heightFor(width, aspectRatio)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
