import 'server-only';
import type { CompanyImage } from '@/lib/catalogue/write-schema';
import { randomUUID } from 'node:crypto';
import type { Sharp } from 'sharp';
import sharp from './sharp';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { DomainError } from '@/lib/errors/domain-error';
import { CONTENT_TYPES } from './format';
import { deleteImageRows, insertImages } from './repository';
import { imageStorage } from './storage';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, MIN_UPLOAD_SIDE, type UploadFormat } from './upload-limits';

/*
 * Uploaded pictures: checked, cleaned and stored as originals the image route renders variants from.
 * The type is told by the bytes (signature, then a full decode), never by the name or the declared
 * type; the stored original is re-encoded, which leaves every metadata block (EXIF with GPS, XMP,
 * IPTC, comments) behind and bakes the EXIF orientation into the pixels.
 */

export type PreparedUpload = { bytes: Buffer; format: UploadFormat; width: number; height: number };

/** What an upload made: the API's picture without its URL (the catalogue adds it). */
export type UploadedImage = Omit<CompanyImage, 'url'>;

const SIGNATURES: { format: UploadFormat; matches: (bytes: Buffer) => boolean }[] = [
  { format: 'jpeg', matches: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff },
  { format: 'png', matches: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  {
    format: 'webp',
    matches: (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

// High quality: every variant is cut from the stored original, so its losses show in all of them.
const ENCODERS: Record<UploadFormat, (pipeline: Sharp) => Sharp> = {
  jpeg: (pipeline) => pipeline.jpeg({ quality: 92 }),
  png: (pipeline) => pipeline.png({ compressionLevel: 6 }),
  webp: (pipeline) => pipeline.webp({ quality: 92 }),
};

const unsupported = () => new DomainError('Rejected', 'unsupportedImageType');

/** The picture as it will be stored, or a 422 naming the rule it breaks. */
export async function prepareUpload(file: Buffer): Promise<PreparedUpload> {
  if (file.length > MAX_UPLOAD_BYTES) throw new DomainError('Rejected', 'imageTooLarge');
  const format = SIGNATURES.find((signature) => signature.matches(file))?.format;
  if (!format) throw unsupported();
  // The header first: a picture too large is refused before its pixels are decoded.
  const metadata = await sharp(file)
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== format) throw unsupported();
  const { width, height } = metadata.autoOrient;
  if (width * height > MAX_UPLOAD_PIXELS) throw new DomainError('Rejected', 'imageTooLarge');
  if (Math.min(width, height) < MIN_UPLOAD_SIDE) throw new DomainError('Rejected', 'imageTooSmall');
  // A truncated or corrupt body passes the header and fails here, in the full decode.
  const bytes = await ENCODERS[format](sharp(file, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' }).rotate())
    .toBuffer()
    .catch(() => Promise.reject(unsupported()));
  return { bytes, format, width, height };
}

/** Within `tx`: the ids it took out of their groups and homes, which no one shows any more. */
export type Placement = (tx: Db) => Promise<number[]>;

async function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction((transaction) => work(transaction));
}

/** Rendered variants of a removed original stay in the disk cache until pruned, unreachable: the route finds no row. */
async function removeOriginals(keys: string[]): Promise<void> {
  const storage = imageStorage();
  for (const key of keys) {
    await storage.delete(key).catch((error) => console.error('Could not remove the original of a deleted image', key, error));
  }
}

/**
 * Stores the picture and records it; `attach` places the new id (in a group, a home) in the same
 * transaction, so nobody sees the picture before it belongs somewhere, and names any picture it
 * displaced (a home's former floor plan), which goes. A failed record takes the stored original away.
 */
export async function saveUpload(
  upload: PreparedUpload,
  alt: { alt: string; altEn: string },
  attach: (tx: Db, id: number) => Promise<number[]>,
): Promise<UploadedImage> {
  const contentType = CONTENT_TYPES[upload.format];
  const byteSize = upload.bytes.length;
  const storageKey = `originals/${randomUUID()}.${upload.format === 'jpeg' ? 'jpg' : upload.format}`;
  await imageStorage().put(storageKey, upload.bytes, contentType);
  try {
    const { id, displacedKeys } = await inTransaction(async (tx) => {
      const { width, height } = upload;
      const [inserted] = await insertImages(tx, [
        { kind: 'upload', storageKey, width, height, contentType, byteSize, altDa: alt.alt, altEn: alt.altEn },
      ]);
      return { id: inserted, displacedKeys: await deleteImageRows(tx, await attach(tx, inserted)) };
    });
    await removeOriginals(displacedKeys);
    return { id, contentType, width: upload.width, height: upload.height, byteSize, ...alt };
  } catch (error) {
    await removeOriginals([storageKey]);
    throw error;
  }
}

/** Deletes the pictures `detach` takes out of their groups and homes, rows first, originals after the commit. */
export async function removeImages(detach: Placement): Promise<void> {
  await removeOriginals(await inTransaction(async (tx) => deleteImageRows(tx, await detach(tx))));
}
