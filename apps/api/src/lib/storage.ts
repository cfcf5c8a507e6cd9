import fs from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';

/**
 * Where uploaded files live: local disk under DATA_DIR/uploads (default) or
 * any S3-compatible store (`STORAGE=s3`). Keys are relative paths such as
 * `<bike id>/<photo id>/medium.webp`.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Deletes every file whose key starts with `prefix` (a photo's or a bike's folder). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every stored key, in no particular order (backups copy them all; decision 046). */
  list(): AsyncIterable<string>;
}

const contentTypes: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };

/**
 * Keys are made by the API from ids: `<bike>/<photo>/<variant>.<ext>` for bike
 * photos, `<bike>/sightings/<photo>/<variant>.<ext>` for sighting photos (inside
 * the bike's folder, so they go with the bike). Anything else (.., absolute, odd
 * characters) is refused.
 */
export function isSafeKey(key: string): boolean {
  return /^[0-9a-f-]{36}(\/(sightings\/)?[0-9a-f-]{36}(\/[a-z]+\.(webp|jpg|png))?)?\/?$/.test(key);
}

/** The only files `/media` serves (publicly, cached for a year): a bike photo's. Sighting photos never match. */
export function isPublicMediaKey(key: string): boolean {
  return /^[0-9a-f-]{36}\/[0-9a-f-]{36}\/[a-z]+\.(webp|jpg|png)$/.test(key);
}

/** The folder of a bike's photo (`<bike>/<photo>`): its variants' files, which `/media` serves. */
export const bikePhotoFolder = (bikeId: string, photoId: string) => `${bikeId}/${photoId}`;

/** The public URL of a stored file (served by `/media/*` with immutable caching). */
export const mediaUrl = (key: string) => `/media/${key}`;

/** The public URL of one variant of a bike's photo ("thumbnail", "medium"…) in a format. */
export const bikePhotoUrl = (bikeId: string, photoId: string, variant: string, ext: 'jpg' | 'webp') =>
  mediaUrl(`${bikePhotoFolder(bikeId, photoId)}/${variant}.${ext}`);

/** The folder of a sighting's photo: under its bike's folder, outside what `/media` serves. */
export const sightingPhotoFolder = (bikeId: string, photoId: string) => `${bikeId}/sightings/${photoId}`;

export function localStorage(dir: string): Storage {
  const file = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, body) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written whole under a temporary name, then renamed: a reader never sees half a file.
      const partial = `${target}.${process.pid}.partial`;
      await fs.writeFile(partial, body);
      await fs.rename(partial, target);
    },
    async get(key) {
      try {
        return { body: await fs.readFile(file(key)), contentType: contentTypes[path.extname(key)] ?? 'application/octet-stream' };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async deletePrefix(prefix) {
      await fs.rm(file(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
    async *list() {
      let names: string[];
      try {
        names = (await fs.readdir(dir, { recursive: true })).map(String);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const name of names) {
        const key = name.split(path.sep).join('/');
        // Folders and a write's temporary `.partial` files are not keys.
        if (/\.(webp|jpg|png)$/.test(key) && isSafeKey(key)) yield key;
      }
    },
  };
}

/** An S3 client for these settings (the photos' bucket, or the backups' with the same S3_* settings). */
export function createS3Client(
  options: Pick<Extract<Config['storage'], { kind: 's3' }>, 'endpoint' | 'region' | 'accessKeyId' | 'secretAccessKey' | 'forcePathStyle'>,
) {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
  });
}

export function s3Storage(options: Extract<Config['storage'], { kind: 's3' }>): Storage {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  return {
    async put(key, body, contentType) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }));
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return {
          body: Buffer.from(await out.Body.transformToByteArray()),
          contentType: out.ContentType ?? contentTypes[path.extname(key)] ?? 'application/octet-stream',
        };
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async deletePrefix(prefix) {
      let token: string | undefined;
      do {
        const list = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        const keys = (list.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        token = list.IsTruncated ? list.NextContinuationToken : undefined;
      } while (token);
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key && isSafeKey(object.Key)) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

export function createStorage(config: Config): Storage {
  return config.storage.kind === 's3' ? s3Storage(config.storage) : localStorage(config.storage.dir);
}
