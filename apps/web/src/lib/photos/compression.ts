import { PHOTO_LIMITS } from '@ritrova/shared';

export interface Size {
  width: number;
  height: number;
}

/** Spec §5: files above 2 MB are compressed before they are sent. */
export function shouldCompress(bytes: number): boolean {
  return bytes > PHOTO_LIMITS.compressAboveBytes;
}

/** The size a photo is drawn at when compressed: its longer side at most `maxDimension`, never enlarged. */
export function compressionTarget({ width, height }: Size, maxDimension: number = PHOTO_LIMITS.compressMaxDimension): Size {
  const scale = Math.min(1, maxDimension / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The compressed file's name: the same name, now a JPEG ("bici.png" → "bici.jpg"). */
export function compressedFileName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'photo'}.jpg`;
}

/** A decoded image and its size; `release` frees the decoded pixels. */
export interface DecodedPhoto extends Size {
  image: CanvasImageSource;
  release: () => void;
}

function decodeWithImageElement(file: Blob): Promise<DecodedPhoto> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  return new Promise((resolve, reject) => {
    image.onload = () => resolve({ image, width: image.naturalWidth, height: image.naturalHeight, release: () => URL.revokeObjectURL(url) });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image cannot be decoded'));
    };
    image.src = url;
  });
}

/** Reads the image's pixels (turned upright as its EXIF says); rejects a file that is not a readable image. */
export async function decodePhoto(file: Blob): Promise<DecodedPhoto> {
  if (typeof createImageBitmap !== 'function') return decodeWithImageElement(file);
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  return { image: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
}

/**
 * Spec §5 compression: redrawn with its longer side at most 1920 px and saved as
 * a JPEG at quality 0.8. Null when the browser cannot, or when the result is not
 * smaller (the caller then sends the original).
 */
export async function compressPhoto(file: File, decoded: DecodedPhoto): Promise<{ file: File; size: Size } | null> {
  const target = compressionTarget(decoded);
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  // NOTE: JPEG has no transparency; a transparent PNG would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, target.width, target.height);
  context.drawImage(decoded.image, 0, 0, target.width, target.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_LIMITS.compressQuality));
  if (!blob || blob.size >= file.size) return null;
  return { file: new File([blob], compressedFileName(file.name), { type: 'image/jpeg', lastModified: file.lastModified }), size: target };
}

/**
 * A photo ready to send: checked to be a readable image (so a wrong file is said
 * at once, not after the upload), and compressed when above 2 MB (spec §5); the
 * original when compressing fails or gains nothing.
 */
export async function photoForUpload(file: File): Promise<File> {
  const decoded = await decodePhoto(file);
  try {
    if (!shouldCompress(file.size)) return file;
    return (await compressPhoto(file, decoded).catch(() => null))?.file ?? file;
  } finally {
    decoded.release();
  }
}
