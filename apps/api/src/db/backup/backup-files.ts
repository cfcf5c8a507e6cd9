import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileEntry } from './manifest.ts';

/**
 * The files of a backup folder: written only by their owner (0600, folders 0700: they hold personal
 * data and, in the embedded mode, the keys), each flushed to disk before the backup is called complete.
 */
export const FILE_MODE = 0o600;
export const FOLDER_MODE = 0o700;

/**
 * Writes `source` (bytes, or a stream through `transforms`) to `relative` inside `folder`, and says the
 * written file's size and sha256.
 */
export async function writeBackupFile(folder: string, relative: string, source: Readable | Buffer, transforms: Transform[] = []): Promise<FileEntry> {
  const target = path.join(folder, ...relative.split('/'));
  await fs.mkdir(path.dirname(target), { recursive: true, mode: FOLDER_MODE });
  const hash = createHash('sha256');
  let bytes = 0;
  const handle = await fs.open(target, 'wx', FILE_MODE);
  try {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        handle.write(chunk).then(() => done(), done);
      },
    });
    if (Buffer.isBuffer(source)) {
      hash.update(source);
      bytes = source.length;
      await handle.write(source);
    } else {
      await pipeline([source, ...transforms, sink]);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { path: relative, bytes, sha256: hash.digest('hex') };
}

/** A pass-through stream that hashes what goes through it; `digest()` once it has ended. */
export function hashingStream(): Transform & { digest(): { bytes: number; sha256: string } } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(stream, { digest: () => ({ bytes, sha256: hash.digest('hex') }) });
}

/** Whether the file at `relative` inside `folder` has the size and sha256 the manifest gives; the reason when not. */
export async function checkBackupFile(folder: string, entry: FileEntry): Promise<string | null> {
  const file = path.join(folder, ...entry.path.split('/'));
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    for await (const chunk of createReadStream(file)) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? `${entry.path} is missing` : `${entry.path} cannot be read (${(err as Error).message})`;
  }
  if (bytes !== entry.bytes || hash.digest('hex') !== entry.sha256) {
    return `${entry.path} does not match its checksum in the manifest (${bytes} bytes, ${entry.bytes} expected): the backup is damaged`;
  }
  return null;
}

/** Every file under `folder`, as paths relative to it with `/`. */
export async function filesIn(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(folder, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** Flushes a folder's entries (a rename or a new file in it) to disk. */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Runs `work` on every item, at most `limit` at once; the first failure rejects (the others still end). */
export async function inParallel<T>(items: Iterable<T> | AsyncIterable<T>, limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const running = new Set<Promise<void>>();
  let failure: unknown = null;
  for await (const item of items) {
    if (failure) break;
    const done: Promise<void> = work(item)
      .catch((err) => {
        failure ??= err;
      })
      .finally(() => running.delete(done));
    running.add(done);
    if (running.size >= limit) await Promise.race(running);
  }
  await Promise.all(running);
  if (failure) throw failure;
}
