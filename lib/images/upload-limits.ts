/*
 * What an uploaded picture may be, shared by the upload's check, the provider API's form
 * schema and its reference. Big enough for any camera a landlord's photographer uses, small enough
 * that decoding one fits in memory next to the rest of a node.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** The shorter side: smaller cannot fill even a card without blurring. */
export const MIN_UPLOAD_SIDE = 200;
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

export const UPLOAD_RULE = `JPEG, PNG or WebP (told by the file's bytes, not its name or declared type); at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels, at least ${MIN_UPLOAD_SIDE} × ${MIN_UPLOAD_SIDE} pixels`;
