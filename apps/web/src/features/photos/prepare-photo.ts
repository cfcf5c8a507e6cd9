import { compressPhoto, decodePhoto, type Size, shouldCompress } from '@/lib/photos/compression';
import { type PhotoMessage, photoRejection } from './photo-errors';
import { preparedPhotoProblem } from './photo-rules';

/**
 * Readies a picked file for sending, in the browser: decodes it (a file that is
 * not a readable image is refused), compresses it when above 2 MB (keeping the
 * original if that fails), then checks what would be sent against the limits.
 * `onCompressing` tells the caller when the slow part starts.
 */
export async function preparePhoto(file: File, onCompressing: () => void): Promise<{ file: File } | { problem: PhotoMessage }> {
  let decoded: Awaited<ReturnType<typeof decodePhoto>>;
  try {
    decoded = await decodePhoto(file);
  } catch {
    return { problem: photoRejection('image_corrupted') };
  }
  let toSend = file;
  let size: Size = { width: decoded.width, height: decoded.height };
  try {
    if (shouldCompress(file.size)) {
      onCompressing();
      const compressed = await compressPhoto(file, decoded).catch(() => null);
      if (compressed) {
        toSend = compressed.file;
        size = compressed.size;
      }
    }
  } finally {
    decoded.release();
  }
  const problem = preparedPhotoProblem({ size: toSend.size, ...size });
  return problem ? { problem: photoRejection(problem) } : { file: toSend };
}
