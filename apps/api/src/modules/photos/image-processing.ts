import { PHOTO_LIMITS, type PhotoErrorKey, type PhotoVariant, photoVariants, wholePhotoVariants } from '@ritrova/shared';
import sharp, { type Metadata, type OutputInfo } from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** A refused upload: the spec's key (answered as `photos.<key>`) and an English message. */
export class PhotoRejected extends Error {
  readonly key: PhotoErrorKey;

  constructor(key: PhotoErrorKey, message: string) {
    super(message);
    this.key = key;
  }
}

/** The format a file really is, from its first bytes (never from its name or declared type). */
export function sniffFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * A file name safe to keep and show: letters, digits, dot, dash, underscore
 * and spaces; no path, no control characters, no leading dot. Null when the
 * name tries something (a path, `..`, a NUL byte).
 */
export function safeFilename(name: string): string | null {
  const trimmed = name.normalize('NFC').trim();
  if (!trimmed || trimmed.length > 200) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[/\\\x00-\x1f\x7f]/.test(trimmed) || trimmed.includes('..') || trimmed.startsWith('.')) return null;
  return trimmed.replace(/[^\p{L}\p{N}._ -]/gu, '_');
}

export interface ProcessedImage {
  format: ImageFormat;
  width: number;
  height: number;
  /** The original, auto-oriented and re-encoded without any metadata. */
  original: Buffer;
  variants: Record<PhotoVariant, { webp: Buffer; jpeg: Buffer; width: number; height: number }>;
}

/** Pixels sharp may decode at most: the largest accepted image (4000 × 4000). Set before any pixel is read. */
const MAX_PIXELS = PHOTO_LIMITS.maxDimension * PHOTO_LIMITS.maxDimension;

/**
 * One thread per sharp operation: the upload pool (decision 031) decides how
 * many images are worked on at once, and each of its jobs runs its operations
 * one after another, so a job is about one busy core and the pool's size is
 * the number of cores images may take (libvips would otherwise add threads
 * of its own per operation).
 */
sharp.concurrency(1);

/**
 * The variants are cut from a copy at most this large (twice the largest
 * variant): resizing a 4000×4000 decode five times costs more than the rest.
 */
const WORKING_SIDE = 2 * Math.max(...Object.values(photoVariants).map((v) => Math.max(v.width, v.height)));

const decoder = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', sequentialRead: true });

/** What the cheap checks learn of an image: its real format and its size as shown (after EXIF orientation). */
export interface InspectedImage {
  format: ImageFormat;
  width: number;
  height: number;
}

/**
 * The checks that decode no pixel: byte size, the real format from the magic
 * bytes, dimensions and aspect ratio from the header (a 50000×50000 header is
 * refused here). Cheap enough to run before anything costly is done for a
 * request (an anonymous sighting checks its photo this way first).
 */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage> {
  if (bytes.length > PHOTO_LIMITS.maxBytes) throw new PhotoRejected('file_too_large', 'The photo is larger than 5 MB');
  if (bytes.length < PHOTO_LIMITS.minBytes) throw new PhotoRejected('file_too_small', 'The photo is smaller than 1 KB');
  const format = sniffFormat(bytes);
  if (!format) throw new PhotoRejected('invalid_format', 'Only JPEG, PNG or WebP images are accepted');

  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejected('image_corrupted', 'The image cannot be read');
  }
  if (meta.format !== format) throw new PhotoRejected('invalid_format', 'The image content does not match a supported format');
  // Width and height as shown, after the EXIF orientation is applied.
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  const { minDimension, maxDimension, minAspect, maxAspect } = PHOTO_LIMITS;
  if (width < minDimension || height < minDimension || width > maxDimension || height > maxDimension)
    throw new PhotoRejected('invalid_dimensions', `Images must be between ${minDimension}×${minDimension} and ${maxDimension}×${maxDimension} pixels`);
  const aspect = width / height;
  if (aspect < minAspect || aspect > maxAspect) throw new PhotoRejected('invalid_dimensions', 'The aspect ratio must be between 1:2 and 2:1');
  return { format, width, height };
}

/**
 * Checks and processes an uploaded image: the cheap checks of `inspectImage`,
 * then `encodeImage`.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  return encodeImage(bytes, await inspectImage(bytes));
}

type Raw = { data: Buffer; info: OutputInfo };
const fromRaw = ({ data, info }: Raw) => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/**
 * The costly part, for a file `inspectImage` passed: a full decode (a
 * truncated or corrupted file is refused), auto-orientation, metadata stripped
 * (EXIF, GPS, XMP are never copied: sharp writes none unless asked), the
 * original re-encoded and the variants of spec §7 in WebP and JPEG. One
 * operation at a time, so the job keeps one thread busy (decision 031).
 */
export async function encodeImage(bytes: Buffer, { format, width, height }: InspectedImage): Promise<ProcessedImage> {
  let oriented: Raw;
  try {
    oriented = await decoder(bytes).rotate().raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRejected('image_corrupted', 'The image is corrupted or truncated');
  }

  try {
    // The original is kept, never shown: libjpeg-turbo's encoder, not mozjpeg's (seconds on 16 megapixels).
    const original =
      format === 'png'
        ? await fromRaw(oriented).png({ compressionLevel: 9 }).toBuffer()
        : format === 'webp'
          ? await fromRaw(oriented).webp({ quality: 90 }).toBuffer()
          : await fromRaw(oriented).jpeg({ quality: 90 }).toBuffer();
    const working =
      Math.max(oriented.info.width, oriented.info.height) > WORKING_SIDE
        ? await fromRaw(oriented).resize(WORKING_SIDE, WORKING_SIDE, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true })
        : oriented;
    const variants: Partial<ProcessedImage['variants']> = {};
    for (const [name, size] of Object.entries(photoVariants) as [PhotoVariant, { width: number; height: number }][]) {
      const resized = (
        wholePhotoVariants.includes(name)
          ? fromRaw(working).resize(size.width, size.height, { fit: 'inside', withoutEnlargement: true })
          : fromRaw(working).resize(size.width, size.height, { fit: 'cover', position: 'attention' })
      ).flatten({ background: '#ffffff' });
      const cut = await (name === 'placeholder' ? resized.blur(4) : resized).raw().toBuffer({ resolveWithObject: true });
      const webp = await fromRaw(cut).webp({ quality: 80 }).toBuffer();
      const jpeg = await fromRaw(cut).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      variants[name] = { webp, jpeg, width: cut.info.width, height: cut.info.height };
    }
    return { format, width, height, original, variants: variants as ProcessedImage['variants'] };
  } catch {
    throw new PhotoRejected('processing_failed', 'The image could not be processed');
  }
}
