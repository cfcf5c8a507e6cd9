import { z } from 'zod';

/**
 * `manifest.json`, the last file written into a backup (decision 046): a backup without it is
 * incomplete. It says what the backup holds and how to check every other file of it.
 */
export const MANIFEST_FILE = 'manifest.json';
export const FORMAT = 'ritrova-backup';
/** Raised when the layout changes; a restore refuses a format it does not know. */
export const FORMAT_VERSION = 1;
/** `ritrova-<UTC time>-<6 hex>`: sorting the names sorts the backups by time. */
export const BACKUP_NAME = /^ritrova-\d{8}T\d{6}Z-[0-9a-f]{6}$/;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const relativePath = z
  .string()
  .regex(/^[\w.-]+(\/[\w.-]+)*$/)
  .refine((p) => !p.split('/').includes('..'), 'no ..');

/** A file of the backup: where it is inside the backup folder, its size and the sha256 of its bytes. */
const fileEntry = z.object({ path: relativePath, bytes: z.number().int().min(0), sha256 });
export type FileEntry = z.infer<typeof fileEntry>;

/** One table's rows: `COPY (columns) TO STDOUT` in PostgreSQL's text format, gzip-compressed. */
const tableEntry = fileEntry.extend({
  schema: z.string(),
  name: z.string(),
  columns: z.array(z.string()).min(1),
  rows: z.number().int().min(0),
});
export type TableEntry = z.infer<typeof tableEntry>;

/** A queue of the job queue (pg-boss), as `createQueue` takes it back. */
const queueEntry = z.object({
  name: z.string(),
  policy: z.string().nullable(),
  retryLimit: z.number().int().nullable(),
  retryDelay: z.number().int().nullable(),
  retryBackoff: z.boolean().nullable(),
  expireInSeconds: z.number().int().nullable(),
  retentionMinutes: z.number().int().nullable(),
  deadLetter: z.string().nullable(),
});
export type QueueEntry = z.infer<typeof queueEntry>;

/** A photo or sighting photo copied from the storage, under `files/<key>`. */
const storedFile = z.object({ key: z.string(), bytes: z.number().int().min(0), sha256, contentType: z.string() });
export type StoredFile = z.infer<typeof storedFile>;

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  name: z.string().regex(BACKUP_NAME),
  /** The moment of the database snapshot (the server's clock), ISO 8601. */
  snapshotAt: z.string(),
  appVersion: z.string(),
  postgresVersion: z.string(),
  /** The migrations applied to the database, in order: the schema of the rows. */
  migrations: z.array(z.string().regex(/^\d{14}_[\w-]+\.sql$/)),
  tables: z.array(tableEntry),
  /** Tables left out on purpose, with the reason. */
  excluded: z.record(z.string(), z.string()),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  /** The jobs not yet done (waiting, to retry, running) and their queues; null when the database had no job queue. */
  jobs: z
    .object({
      pgBossSchemaVersion: z.number().int(),
      states: z.array(z.string()),
      queues: z.array(queueEntry),
      table: tableEntry,
    })
    .nullable(),
  files: z.object({
    /** `files.json`: every stored file's key, size, sha256 and type. */
    index: fileEntry,
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    /** Files whose photo has no row (uploaded after the snapshot, or left behind): copied all the same. */
    unreferenced: z.number().int().min(0),
    /** Photos with a row but no file at the time of the copy (deleted after the snapshot). */
    missing: z.array(z.string()),
  }),
  /** Generated secrets of DATA_DIR copied into `secrets/` (their names; the files are 0600). */
  secrets: z.array(fileEntry.extend({ name: z.string() })),
  /**
   * A short fingerprint of each key the data depends on (not the key): a restore compares them with
   * the keys the restored app will use, and refuses keys that would not open the data.
   */
  keyFingerprints: z.record(z.string(), z.string()),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The manifest of `text`, or an error saying why it is not one this code can restore. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${MANIFEST_FILE} is not JSON: the backup is damaged`);
  }
  const head = z.object({ format: z.literal(FORMAT), formatVersion: z.number().int() }).safeParse(json);
  if (!head.success) throw new Error(`${MANIFEST_FILE} is not the manifest of a Ritrova backup`);
  if (head.data.formatVersion > FORMAT_VERSION) {
    throw new Error(`The backup has format version ${head.data.formatVersion}; this release reads up to ${FORMAT_VERSION}: restore it with a newer release`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`${MANIFEST_FILE} is damaged: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}
