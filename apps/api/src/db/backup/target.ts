import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { createS3Client } from '../../lib/storage.ts';
import { FILE_MODE, FOLDER_MODE, filesIn, inParallel, syncFolder } from './backup-files.ts';
import { BACKUP_NAME, MANIFEST_FILE } from './manifest.ts';

/**
 * Where backups are written and read (decision 046): a folder, or `s3://bucket/prefix` in object
 * storage reached with the S3_* settings. A backup is made in a local folder first and published
 * at the end with its manifest last, so a crash never leaves one that looks complete: in a folder
 * target it is a rename of `.partial-<name>`; in object storage, the manifest is the last object.
 */
export interface BackupTarget {
  /** For messages: the folder or `s3://bucket/prefix` (never a credential). */
  readonly description: string;
  /** A new local folder (0700) to make backup `name` in. */
  stage(name: string): Promise<string>;
  /** Makes the staged backup complete at the target (manifest last); answers where it is. */
  publish(name: string, staged: string): Promise<string>;
  /** Drops a staged backup that will not be published, and whatever of it reached the target. */
  discard(name: string, staged: string): Promise<void>;
  /** The backups at the target, oldest first: complete ones (with a manifest) and the rest (unfinished). */
  list(): Promise<{ complete: string[]; incomplete: string[] }>;
  /** Deletes a backup, complete or not, by the name `list` gave. */
  remove(name: string): Promise<void>;
  /**
   * A local folder holding one backup: `name`, or without it the target itself when it is one
   * backup (it holds a manifest), else its newest complete backup. Object storage is downloaded
   * into a temporary folder, removed by `release`.
   */
  fetch(name?: string): Promise<{ name: string; dir: string; release(): Promise<void> }>;
}

/** The target `to` names: `s3://bucket/prefix`, or a folder (relative to the working directory). */
export function openBackupTarget(to: string, config: Pick<Config, 'backup'>): BackupTarget {
  const s3 = /^s3:\/\/([^/]+)\/?(.*)$/.exec(to);
  if (s3) return s3Target(createS3Client(config.backup.s3), s3[1] as string, (s3[2] ?? '').replace(/\/+$/, ''));
  return folderTarget(path.resolve(to));
}

const PARTIAL = '.partial-';

function folderTarget(root: string): BackupTarget {
  return {
    description: root,
    async stage(name) {
      await fs.mkdir(root, { recursive: true, mode: FOLDER_MODE });
      const staged = path.join(root, `${PARTIAL}${name}`);
      await fs.mkdir(staged, { mode: FOLDER_MODE });
      return staged;
    },
    async publish(name, staged) {
      await syncFolder(staged);
      const final = path.join(root, name);
      await fs.rename(staged, final);
      await syncFolder(root);
      return final;
    },
    async discard(_name, staged) {
      await fs.rm(staged, { recursive: true, force: true });
    },
    async list() {
      const entries = await fs.readdir(root, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      const complete: string[] = [];
      const incomplete: string[] = [];
      for (const entry of entries) {
        if (!entry.isDirectory()) continue;
        if (entry.name.startsWith(PARTIAL) && BACKUP_NAME.test(entry.name.slice(PARTIAL.length))) incomplete.push(entry.name);
        else if (BACKUP_NAME.test(entry.name)) {
          const hasManifest = await fs.access(path.join(root, entry.name, MANIFEST_FILE)).then(
            () => true,
            () => false,
          );
          (hasManifest ? complete : incomplete).push(entry.name);
        }
      }
      const byTime = (a: string, b: string) => a.replace(PARTIAL, '').localeCompare(b.replace(PARTIAL, ''));
      return { complete: complete.sort(byTime), incomplete: incomplete.sort(byTime) };
    },
    async remove(name) {
      if (!BACKUP_NAME.test(name.replace(PARTIAL, ''))) throw new Error(`${name} is not a backup's name`);
      await fs.rm(path.join(root, name), { recursive: true, force: true });
    },
    async fetch(name) {
      const done = { release: async () => {} };
      if (name !== undefined) return { name, dir: path.join(root, name), ...done };
      if (await exists(path.join(root, MANIFEST_FILE))) return { name: path.basename(root), dir: root, ...done };
      const newest = (await this.list()).complete.at(-1);
      if (!newest) throw new Error(`No complete backup in ${root} (a backup is a folder with a ${MANIFEST_FILE})`);
      return { name: newest, dir: path.join(root, newest), ...done };
    },
  };
}

/** Objects to upload or download at once. */
const S3_PARALLEL = 8;

function s3Target(client: S3Client, bucket: string, prefix: string): BackupTarget {
  const under = (name: string) => (prefix ? `${prefix}/${name}` : name);
  const description = `s3://${bucket}${prefix ? `/${prefix}` : ''}`;

  async function keysUnder(keyPrefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: keyPrefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async function deleteKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
      await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects } }));
    }
  }

  async function download(keyPrefix: string, name: string) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ritrova-restore-'));
    try {
      await inParallel(await keysUnder(`${keyPrefix}/`), S3_PARALLEL, async (key) => {
        const relative = key.slice(keyPrefix.length + 1);
        if (!relative || relative.split('/').includes('..')) return;
        const file = path.join(dir, ...relative.split('/'));
        await fs.mkdir(path.dirname(file), { recursive: true, mode: FOLDER_MODE });
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        await pipeline(object.Body as Readable, createWriteStream(file, { mode: FILE_MODE }));
      });
    } catch (err) {
      await fs.rm(dir, { recursive: true, force: true });
      throw err;
    }
    return { name, dir, release: () => fs.rm(dir, { recursive: true, force: true }) };
  }

  return {
    description,
    async stage() {
      // mkdtemp makes it 0700.
      return fs.mkdtemp(path.join(os.tmpdir(), 'ritrova-backup-'));
    },
    async publish(name, staged) {
      const files = await filesIn(staged);
      const upload = async (relative: string) => {
        const file = path.join(staged, ...relative.split('/'));
        const { size } = await fs.stat(file);
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: `${under(name)}/${relative}`, Body: createReadStream(file), ContentLength: size }));
      };
      await inParallel(
        files.filter((f) => f !== MANIFEST_FILE),
        S3_PARALLEL,
        upload,
      );
      // NOTE: last: a backup without its manifest is unfinished, whatever else reached the bucket.
      await upload(MANIFEST_FILE);
      await fs.rm(staged, { recursive: true, force: true });
      return `${description}/${name}`;
    },
    async discard(name, staged) {
      await fs.rm(staged, { recursive: true, force: true });
      await deleteKeys(await keysUnder(`${under(name)}/`));
    },
    async list() {
      const names = new Map<string, boolean>();
      for (const key of await keysUnder(prefix ? `${prefix}/` : '')) {
        const [name, ...rest] = key.slice(prefix ? prefix.length + 1 : 0).split('/');
        if (!name || !BACKUP_NAME.test(name)) continue;
        names.set(name, (names.get(name) ?? false) || rest.join('/') === MANIFEST_FILE);
      }
      const sorted = [...names.keys()].sort();
      return { complete: sorted.filter((n) => names.get(n)), incomplete: sorted.filter((n) => !names.get(n)) };
    },
    async remove(name) {
      if (!BACKUP_NAME.test(name)) throw new Error(`${name} is not a backup's name`);
      await deleteKeys(await keysUnder(`${under(name)}/`));
    },
    async fetch(name) {
      if (name !== undefined) return download(under(name), name);
      if (prefix && (await keysUnder(`${prefix}/${MANIFEST_FILE}`)).includes(`${prefix}/${MANIFEST_FILE}`)) {
        return download(prefix, prefix.split('/').at(-1) as string);
      }
      const newest = (await this.list()).complete.at(-1);
      if (!newest) throw new Error(`No complete backup in ${description}`);
      return download(under(newest), newest);
    },
  };
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
