import { z } from 'zod';
import { plainTagChips, scanAuthenticities, tagChips } from './tag.ts';

/** The tag inventory (issue #8, /admin/tags): one schema per request and answer, used by the API and the admin page. */

export const tagStatuses = ['unassigned', 'assigned', 'lost', 'retired'] as const;
export type TagStatus = (typeof tagStatuses)[number];

/** The most tags one batch may create (generated, pasted or imported). */
export const maxTagBatchSize = 1000;

const batchName = z.string().trim().min(1, 'validation.required').max(60, 'validation.max_length');

/** A tag as the inventory lists it: who holds it and which shop sells it, never more of the account. */
export const adminTagSchema = z.object({
  id: z.string(),
  uid: z.string(),
  status: z.enum(tagStatuses),
  batch: z.string().nullable(),
  chip: z.enum(tagChips),
  ownerId: z.string().nullable(),
  bikeId: z.string().nullable(),
  owner: z.object({ email: z.string(), name: z.string() }).nullable(),
  shop: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  assignedAt: z.string().nullable(),
});
export type AdminTag = z.infer<typeof adminTagSchema>;

/** A batch of the inventory, for the batch filter and the shop assignment. */
export const tagBatchSchema = z.object({
  name: z.string(),
  count: z.number(),
  shop: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** `ntag213`, `ntag215`, `ntag216` (plain) or `ntag424` (secure). */
  chip: z.enum(tagChips),
  /** The key version of a secure batch (its keys derive from it); null for plain batches. */
  keyVersion: z.number().nullable(),
});
export type TagBatch = z.infer<typeof tagBatchSchema>;

/** The filters of the inventory list and of its CSV export. */
export const adminTagFiltersSchema = z.object({
  status: z.enum(tagStatuses, { error: 'validation.invalid_choice' }).optional(),
  batch: z.string().max(60, 'validation.max_length').optional(),
  shopId: z.uuid({ error: 'validation.invalid' }).optional(),
  /** Part of the owner's e-mail address. */
  owner: z.string().trim().max(254, 'validation.max_length').optional(),
  /** Part of the UID, separators and case ignored. */
  q: z.string().max(40, 'validation.max_length').optional(),
  /** The older name of `q`, still accepted. */
  search: z.string().max(40, 'validation.max_length').optional(),
});
export type AdminTagFilters = z.infer<typeof adminTagFiltersSchema>;

/** A secure batch's key version: one byte. */
const keyVersion = z.coerce.number({ error: 'validation.number' }).int('validation.number').min(0, 'validation.min_value').max(255, 'validation.max_value');

/** The chip of a new batch, and for a secure one optionally its key version (otherwise the next free one). */
const batchChip = {
  chip: z.enum(tagChips, { error: 'validation.invalid_choice' }).default('ntag213'),
  keyVersion: keyVersion.optional(),
};

/**
 * A new batch: pasted UIDs (any separators) or `generate` random ones, never both.
 * The batch name is optional only for pasted UIDs of plain tags (the older bulk form).
 */
export const createTagBatchSchema = z
  .object({
    ...batchChip,
    uids: z.array(z.string().max(64, 'validation.max_length')).min(1, 'validation.required').max(10_000, 'validation.max_length').optional(),
    generate: z.coerce
      .number({ error: 'validation.number' })
      .int('validation.number')
      .min(1, 'validation.min_value')
      .max(maxTagBatchSize, 'validation.max_value')
      .optional(),
    batch: batchName.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.uids === undefined) === (body.generate === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['uids'], message: 'validation.required' });
    }
    if ((body.generate !== undefined || body.chip === 'ntag424') && body.batch === undefined) {
      ctx.addIssue({ code: 'custom', path: ['batch'], message: 'validation.required' });
    }
  });
export type CreateTagBatch = z.infer<typeof createTagBatchSchema>;

/** A CSV file's text (first column UID, optional `uid` header) and the batch it becomes. */
export const importTagCsvSchema = z.object({
  ...batchChip,
  csv: z
    .string()
    .min(1, 'validation.required')
    .max(1024 * 1024, 'validation.max_length'),
  batch: batchName,
});

/** What a batch creation did: UIDs added, already in the inventory, and refused (with their line). */
export const tagBatchResultSchema = z.object({
  batch: z.string().nullable(),
  created: z.array(z.string()),
  duplicates: z.array(z.string()),
  invalid: z.array(z.string()),
  invalidLines: z.array(z.object({ line: z.number(), value: z.string() })),
});
export type TagBatchResult = z.infer<typeof tagBatchResultSchema>;

/** Gives a batch to a shop account (or takes it back with null). */
export const batchShopSchema = z.object({ shopId: z.uuid({ error: 'validation.invalid_choice' }).nullable() });

/** An admin's change of a tag's state; back to the inventory only for a tag nobody holds. */
export const tagStatusChangeSchema = z.object({ status: z.enum(['lost', 'retired', 'unassigned'], { error: 'validation.invalid_choice' }) });
export type TagStatusChange = z.infer<typeof tagStatusChangeSchema>;

/** One scan of a tag as the admins see it: the scanner reduced to name and initial, the place rounded. */
export const adminTagScanSchema = z.object({
  id: z.number(),
  scannedAt: z.string(),
  result: z.string(),
  /** What a scan of a secure tag proved (null for plain tags). */
  authenticity: z.enum(scanAuthenticities).nullable(),
  /** "Luca V." for a signed-in scanner, null for an anonymous one. */
  scanner: z.string().nullable(),
  /** Rounded to about 100 m; null when the scan had no position. */
  position: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});
export type AdminTagScan = z.infer<typeof adminTagScanSchema>;

/**
 * The UIDs of a CSV text: the first column of each line (`,`, `;` or tab
 * separated, quotes removed), skipping blank lines and a `uid` header, each with its line number.
 */
export function parseTagCsv(text: string): { line: number; value: string }[] {
  const rows: { line: number; value: string }[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const value = (raw.split(/[,;\t]/)[0] ?? '').trim().replace(/^"|"$/g, '').trim();
      if (value === '' || (index === 0 && /^uid$/i.test(value))) return;
      rows.push({ line: index + 1, value });
    });
  return rows;
}

/**
 * What the programming station needs to set a secure batch up (NTAG 424 DNA,
 * AN12196): the NDEF URL with its placeholders, the SDM offsets in the NDEF
 * file, and which key goes in which slot. The keys themselves only leave
 * through `npm run tags:personalise`.
 */
export const secureTagProvisioningSchema = z.object({
  kind: z.literal('secure'),
  batch: z.string(),
  count: z.number(),
  keyVersion: z.number(),
  /** The URL as the tag holds it: `e` and `c` are placeholders the tag overwrites on each tap. */
  urlTemplate: z.string(),
  /** The whole NDEF file (NLEN, record header, URI) as hex, ready to write. */
  ndefFileHex: z.string(),
  offsets: z.object({ piccData: z.number(), sdmMacInput: z.number(), sdmMac: z.number() }),
  /** The command that prints the per-tag keys for this batch. */
  personaliseCommand: z.string(),
});
export type SecureTagProvisioning = z.infer<typeof secureTagProvisioningSchema>;

/** A tag page: its number and its 4 bytes as upper-case hex. */
export const tagPageSchema = z.object({ page: z.number(), hex: z.string() });
export type TagPage = z.infer<typeof tagPageSchema>;

/**
 * The programming sheet of a plain batch (NTAG213/215/216, issue #28, decision 061): one URI record
 * with 14 placeholder characters the chip's UID ASCII mirror overwrites with its UID on every read,
 * the memory image from page 4, and the configuration pages that turn the mirror on.
 */
export const plainTagProvisioningSchema = z.object({
  kind: z.literal('plain'),
  batch: z.string(),
  count: z.number(),
  chip: z.enum(plainTagChips),
  /** PUBLIC_URL + /nfc/verifica?uid= + 14 placeholder characters. */
  urlTemplate: z.string(),
  /** The NDEF message (one URI record) as hex. */
  ndefMessageHex: z.string(),
  /** Pages 4… : TLV 03, length, the message, terminator FE, zero padding. */
  memoryImageHex: z.string(),
  memoryPages: z.array(tagPageSchema),
  /** Page 3 as NXP ships it: checked, never written. */
  capabilityContainer: z.string(),
  /** Where the chip writes the UID's 14 characters: the first placeholder character. */
  mirror: z.object({ page: z.number(), byte: z.number() }),
  configuration: z.object({
    /** The page of MIRROR, RFUI, MIRROR_PAGE, AUTH0; ACCESS is the next, PWD and PACK the two after. */
    firstPage: z.number(),
    mirror: z.number(),
    mirrorPage: z.number(),
    auth0: z.number(),
    access: z.number(),
    /** The configuration pages to write, in order (PWD and PACK are per tag: in the export only). */
    pages: z.array(tagPageSchema),
  }),
  /** Whether each tag gets a write password derived from PLAIN_TAG_PASSWORD_KEY (AUTH0 = 4), or none (AUTH0 = FF). */
  passwordProtected: z.boolean(),
});
export type PlainTagProvisioning = z.infer<typeof plainTagProvisioningSchema>;

/** A batch's programming sheet: secure (NTAG 424 DNA) or plain (NTAG213/215/216). */
export const tagProvisioningSchema = z.discriminatedUnion('kind', [secureTagProvisioningSchema, plainTagProvisioningSchema]);
export type TagProvisioning = z.infer<typeof tagProvisioningSchema>;

/** One tag of a plain batch for an encoding machine: its UID, the pages to write in order, its password if any. */
export const plainTagProgramSchema = z.object({
  uid: z.string(),
  pages: z.array(tagPageSchema),
  pwd: z.string().nullable(),
  pack: z.string().nullable(),
});
export type PlainTagProgram = z.infer<typeof plainTagProgramSchema>;

/** The per-tag export of a plain batch (JSON form; the CSV has one line per tag). */
export const plainTagExportSchema = z.object({
  batch: z.string(),
  chip: z.enum(plainTagChips),
  urlTemplate: z.string(),
  tags: z.array(plainTagProgramSchema),
});
export type PlainTagExport = z.infer<typeof plainTagExportSchema>;

/** Two authenticated taps of one tag too far apart for a bicycle (issue #9), for an admin to look at. */
export const travelAlertSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  tag: z.object({ id: z.string(), uid: z.string(), batch: z.string().nullable() }),
  bike: z.object({ id: z.string(), name: z.string() }).nullable(),
  distanceKm: z.number(),
  elapsedMinutes: z.number(),
  speedKmh: z.number(),
  /** The two taps, positions rounded to about 100 m. */
  from: z.object({ at: z.string(), latitude: z.number(), longitude: z.number() }),
  to: z.object({ at: z.string(), latitude: z.number(), longitude: z.number() }),
});
export type TravelAlert = z.infer<typeof travelAlertSchema>;

export const travelAlertFiltersSchema = z.object({
  /** `open` (not yet looked at, the default) or `all`. */
  state: z.enum(['open', 'all'], { error: 'validation.invalid_choice' }).default('open'),
});
