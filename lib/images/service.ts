import 'server-only';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Sharp } from 'sharp';
import sharp from './sharp';
import { getDb } from '@/lib/db/client';
import { DomainError } from '@/lib/errors/domain-error';
import { enforceRateLimit } from '@/lib/rate-limit/service';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { imageCacheDir, readCached, writeCached } from './cache';
import { CONTENT_TYPES, negotiateFormat, type ImageFormat } from './format';
import { generatedSize, generateSvg, isGeneratedKind } from './generate';
import { isHiddenImage } from './hidden';
import { findPublicImage, type PublicImage } from './repository';
import type { Resize, Variant, VariantRequest } from './schema';
import { imageStorage } from './storage';
import { heightFor, stepWidth } from './variant';

// Part of every cache key and ETag: bump it when a drawing or an encoder setting changes, so neither
// the disk cache nor a browser keeps the old picture.
const RENDER_VERSION = 1;
// librsvg draws one SVG unit as one pixel at 72 dpi; the density scales the drawing itself, so a
// large variant is rasterised sharp rather than enlarged from a small bitmap.
const SVG_DPI = 72;
// Transparent for formats with alpha; JPEG is flattened onto white.
const LETTERBOX = { r: 255, g: 255, b: 255, alpha: 0 };

/**
 * Renders (cache misses) per client address: each costs tens to hundreds of milliseconds of CPU.
 * A visitor on a cold cache needs a few dozen per page (cards, gallery, thumbnails); hits are free.
 */
export const RENDER_LIMIT: RateLimitRule = { name: 'image-render', windowMs: 60_000, max: 120 };

type Job = { image: PublicImage; width: number; height: number; resize: Resize; enhanced: boolean; format: ImageFormat };

const ENCODERS: Record<ImageFormat, (pipeline: Sharp) => Sharp> = {
  // AVIF effort 1 encodes an 800 px facade ~4× faster than effort 3 for ~15% more bytes; the first
  // visitor of every variant waits for it.
  avif: (pipeline) => pipeline.avif({ quality: 55, effort: 1 }),
  webp: (pipeline) => pipeline.webp({ quality: 80 }),
  jpeg: (pipeline) => pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
  png: (pipeline) => pipeline.png({ palette: true, compressionLevel: 9 }),
};

// Requests for a variant that is being rendered wait for that render instead of starting another.
const inFlight = new Map<string, Promise<Buffer>>();

/**
 * A public image cut and encoded for the request, from the disk cache when rendered before; null when
 * no image may be shown under that id (none, not public, or of a hidden group). Throws 429 when the
 * client has used up its renders.
 */
export async function renderVariant(request: VariantRequest): Promise<Variant | null> {
  const db = await getDb();
  // In turn: the hidden check takes only ids that exist (hidden.ts).
  const image = await findPublicImage(db, request.id);
  if (!image || (await isHiddenImage(db, request.id))) return null;
  const job = planJob(image, request);
  const key = cacheKey(job);
  const file = path.join(imageCacheDir(), `${key}.${job.format}`);
  const body = (await readCached(file)) ?? (await renderOnce(key, file, job, request.clientAddress));
  return { body, contentType: CONTENT_TYPES[job.format], etag: `"${key}"` };
}

function planJob(image: PublicImage, request: VariantRequest): Job {
  const width = stepWidth(request.width, request.scaleFactor);
  const format = negotiateFormat(request.accept, image.kind);
  return { image, width, height: heightFor(width, request.aspectRatio), resize: request.resize, enhanced: request.enhanced, format };
}

/** Names what the picture looks like, not which row holds it: two rows of one drawing share a file. */
function cacheKey({ image, width, height, resize, enhanced, format }: Job): string {
  const source = image.kind === 'upload' ? ['upload', image.storageKey] : [image.kind, image.seed];
  const identity = JSON.stringify([RENDER_VERSION, ...source, width, height, resize, enhanced, format]);
  return createHash('sha256').update(identity).digest('hex').slice(0, 32);
}

/**
 * Renders a variant missing from the cache and stores it. A request for a variant already being
 * rendered waits for that render and is not counted; any other counts against the client's limit.
 */
async function renderOnce(key: string, file: string, job: Job, clientAddress: string): Promise<Buffer> {
  const pending = inFlight.get(key);
  if (pending) return pending;
  await enforceRateLimit(RENDER_LIMIT, clientAddress);
  // Another request may have started the same render while the limit was checked.
  const started = inFlight.get(key);
  if (started) return started;
  const rendering = render(job)
    .then(async (body) => {
      await writeCached(file, body);
      return body;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, rendering);
  return rendering;
}

async function render(job: Job): Promise<Buffer> {
  let pipeline = (await source(job)).resize(job.width, job.height, { fit: job.resize, background: LETTERBOX });
  if (job.enhanced) pipeline = pipeline.modulate({ saturation: 1.08, brightness: 1.02 }).sharpen({ sigma: 0.6 });
  // sharp writes no metadata unless asked, so the EXIF of uploaded photos (GPS included) stays behind.
  return ENCODERS[job.format](pipeline).toBuffer();
}

async function source({ image, width, height, resize }: Job): Promise<Sharp> {
  if (!isGeneratedKind(image.kind)) return sharp(await uploadedOriginal(image)).rotate();
  const canvas = generatedSize(image.kind);
  const fit = resize === 'cover' ? Math.max : Math.min;
  const scale = fit(width / canvas.width, height / canvas.height);
  return sharp(Buffer.from(generateSvg(image.kind, image.seed)), { density: SVG_DPI * scale });
}

async function uploadedOriginal(image: PublicImage): Promise<Buffer> {
  const original = image.storageKey ? await imageStorage().get(image.storageKey) : null;
  if (original) return original;
  // The row outlived its file (a store emptied by hand, a delete half done): no picture, as for an unknown id.
  console.error(`The original of image ${image.id} is missing from the image storage: ${image.storageKey}`);
  throw new DomainError('NotFound', 'notFound');
}
