import { maxTagBatchSize, type TagChip } from '@ritrova/shared';
import type { NewBatch } from './api/create-batch';

/** How the new-batch form adds tags. */
export const batchModes = ['generate', 'paste', 'import'] as const;
export type BatchMode = (typeof batchModes)[number];

/** The new-batch form as typed. */
export interface BatchFormValues {
  batch: string;
  count: string;
  uids: string;
  file: File | null;
  chip: TagChip;
  /** Only read for a secure batch; empty means the next free version. */
  keyVersion: string;
}

/** The field errors (i18n keys) that stop a request; the dialog words `count` and `keyVersion` itself. */
export type BatchFieldErrors = Partial<Record<'batch' | 'count' | 'uids' | 'file' | 'keyVersion', string>>;

/** The largest key version: it is one byte on the tag. */
export const maxKeyVersion = 255;

/** The typed key version: undefined when left empty, null when it is not a whole number from 0 to 255. */
export function parseKeyVersion(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const version = Number(trimmed);
  return version <= maxKeyVersion ? version : null;
}

/** The form's values as a request, or the field errors (i18n keys) that stop it. */
export async function toBatchRequest(mode: BatchMode, values: BatchFormValues): Promise<NewBatch | BatchFieldErrors> {
  const batch = values.batch.trim();
  const errors: BatchFieldErrors = {};
  if (!batch) errors.batch = 'validation.required';
  const count = Number(values.count);
  if (mode === 'generate' && !(Number.isInteger(count) && count >= 1 && count <= maxTagBatchSize)) errors.count = 'validation.max_value';
  const uids = values.uids.split(/[\s,;]+/).filter(Boolean);
  if (mode === 'paste' && uids.length === 0) errors.uids = 'validation.required';
  if (mode === 'import' && !values.file) errors.file = 'validation.required';
  // NOTE: a plain batch has no keys, so a version typed before switching back to NTAG 213 is dropped.
  const keyVersion = values.chip === 'ntag424' ? parseKeyVersion(values.keyVersion) : undefined;
  if (keyVersion === null) errors.keyVersion = 'validation.max_value';
  if (Object.keys(errors).length > 0 || keyVersion === null) return errors;
  const chip = keyVersion === undefined ? { chip: values.chip } : { chip: values.chip, keyVersion };
  if (mode === 'generate') return { ...chip, mode, batch, count };
  if (mode === 'paste') return { ...chip, mode, batch, uids };
  // NOTE: the file is read here, in the browser; the API receives its text.
  return { ...chip, mode, batch, csv: (await values.file?.text()) ?? '' };
}

/** Whether the answer is a request (the errors object has no `mode`). */
export function isBatchRequest(answer: NewBatch | BatchFieldErrors): answer is NewBatch {
  return 'mode' in answer;
}
