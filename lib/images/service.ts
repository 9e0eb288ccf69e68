import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { getDb } from '@/lib/db/client';
import { dataDir } from '@/lib/db/connect';
import { CONTENT_TYPES, negotiateFormat, type ImageFormat } from './format';
import { generatedSize, generateSvg, isGeneratedKind } from './generate';
import { findPublicImage, type PublicImage } from './repository';
import { heightFor, parseAspectRatio, stepWidth } from './variant';

// Part of every cache key and ETag: bump it when a drawing or an encoder setting changes, so neither
// the disk cache nor a browser keeps the old picture.
const RENDER_VERSION = 1;
// librsvg draws one SVG unit as one pixel at 72 dpi; the density scales the drawing itself, so a
// large variant is rasterised sharp rather than enlarged from a small bitmap.
const SVG_DPI = 72;
// Transparent for formats with alpha; JPEG is flattened onto white.
const LETTERBOX = { r: 255, g: 255, b: 255, alpha: 0 };

export type Resize = 'cover' | 'contain';

export type VariantRequest = {
  id: number;
  /** Layout width in CSS pixels. */
  width: number;
  /** "16:9"; the picture's own proportions when absent. */
  aspectRatio?: string;
  scaleFactor: number;
  resize: Resize;
  enhanced: boolean;
  accept: string | null;
};

export type Variant = { body: Buffer; contentType: string; etag: string };

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

/** A public image cut and encoded for the request, from the disk cache when rendered before; null if not public. */
export async function renderVariant(request: VariantRequest): Promise<Variant | null> {
  const image = await findPublicImage(await getDb(), request.id);
  if (!image) return null;
  const job = planJob(image, request);
  const key = cacheKey(job);
  const file = path.join(dataDir(), 'cache', 'images', `${key}.${job.format}`);
  return { body: await loadOnce(key, file, () => render(job)), contentType: CONTENT_TYPES[job.format], etag: `"${key}"` };
}

function planJob(image: PublicImage, request: VariantRequest): Job {
  const ratio = request.aspectRatio ? parseAspectRatio(request.aspectRatio) : { width: image.width, height: image.height };
  if (!ratio) throw new RangeError(`Invalid aspect ratio: ${request.aspectRatio}`);
  const width = stepWidth(request.width, request.scaleFactor);
  const format = negotiateFormat(request.accept, image.kind);
  return { image, width, height: heightFor(width, ratio), resize: request.resize, enhanced: request.enhanced, format };
}

/** Names what the picture looks like, not which row holds it: two rows of one drawing share a file. */
function cacheKey({ image, width, height, resize, enhanced, format }: Job): string {
  const source = image.kind === 'upload' ? ['upload', image.storageKey] : [image.kind, image.seed];
  const identity = JSON.stringify([RENDER_VERSION, ...source, width, height, resize, enhanced, format]);
  return createHash('sha256').update(identity).digest('hex').slice(0, 32);
}

function loadOnce(key: string, file: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const pending = inFlight.get(key);
  if (pending) return pending;
  const loading = readOrRender(file, render).finally(() => inFlight.delete(key));
  inFlight.set(key, loading);
  return loading;
}

async function readOrRender(file: string, render: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const body = await render();
  await writeAtomically(file, body);
  return body;
}

/** Readers (other requests, other processes) see the whole file or none: write aside, then rename. */
async function writeAtomically(file: string, body: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(temporary, body);
    await rename(temporary, file);
  } catch (error) {
    // A full or read-only disk costs a re-render next time, not this response.
    console.error('Could not cache image variant', file, error);
    await rm(temporary, { force: true });
  }
}

async function render(job: Job): Promise<Buffer> {
  let pipeline = source(job).resize(job.width, job.height, { fit: job.resize, background: LETTERBOX });
  if (job.enhanced) pipeline = pipeline.modulate({ saturation: 1.08, brightness: 1.02 }).sharpen({ sigma: 0.6 });
  // sharp writes no metadata unless asked, so the EXIF of uploaded photos (GPS included) stays behind.
  return ENCODERS[job.format](pipeline).toBuffer();
}

function source({ image, width, height, resize }: Job): Sharp {
  if (!isGeneratedKind(image.kind)) return sharp(uploadPath(image.storageKey)).rotate();
  const canvas = generatedSize(image.kind);
  const fit = resize === 'cover' ? Math.max : Math.min;
  const scale = fit(width / canvas.width, height / canvas.height);
  return sharp(Buffer.from(generateSvg(image.kind, image.seed)), { density: SVG_DPI * scale });
}

function uploadPath(storageKey: string | null): string {
  const root = path.join(dataDir(), 'uploads');
  const file = path.resolve(root, storageKey ?? '');
  if (!storageKey || !file.startsWith(root + path.sep)) throw new Error(`Upload storage key outside ${root}: ${storageKey}`);
  return file;
}
