import { isPlainTagChip, type PlainTagChip, type PlainTagExport, type PlainTagProvisioning } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../users/index.ts';
import { adminTagRepository } from './admin-tag.repository.ts';
import { configurationPages, plainTagLayout, plainTagPassword } from './plain/ntag21x.ts';
import { batchProgramScope } from './tag.policy.ts';

/** The same answer for a batch that does not exist and one the caller may not see. */
const batchNotFound = () => new AppError(404, 'NOT_FOUND', 'Batch not found');

/** The layout of a plain batch for this site: a PUBLIC_URL too long for the chip is the operator's to fix (409, named). */
function layoutFor(ctx: AppContext, chip: PlainTagChip) {
  try {
    return plainTagLayout(chip, ctx.config.publicUrl, { passwordProtected: ctx.config.plainTagPasswordKey !== null });
  } catch (error) {
    if (error instanceof RangeError) throw new AppError(409, 'TAG_URL_TOO_LONG', error.message);
    throw error;
  }
}

/** The programming sheet of a plain batch (NTAG213/215/216): URL template, memory image, configuration (decision 061). */
export function plainBatchProvisioning(ctx: AppContext, batch: string, chip: PlainTagChip, count: number): PlainTagProvisioning {
  const layout = layoutFor(ctx, chip);
  return {
    kind: 'plain',
    batch,
    count,
    chip,
    urlTemplate: layout.urlTemplate,
    ndefMessageHex: layout.ndefMessageHex,
    memoryImageHex: layout.memoryImageHex,
    memoryPages: layout.pages,
    capabilityContainer: layout.capabilityContainer,
    mirror: layout.mirror,
    // The pages that are the same on every tag; PWD and PACK differ per tag and only leave in the export.
    configuration: { ...layout.config, pages: configurationPages(layout, null) },
    passwordProtected: layout.passwordProtected,
  };
}

/**
 * A plain batch's sheet as its shop sees it (decision 061): the shop's own tags of the batch counted,
 * the rest unchanged; a batch with none of the shop's tags, a secure batch or none at all answers 404.
 * For a shop without Web NFC, which programs with NXP TagWriter (issue #28 item 2).
 */
export async function shopBatchProvisioning(ctx: AppContext, actor: UserRow, batch: string): Promise<PlainTagProvisioning> {
  const scope = batchProgramScope(actor, 'shop');
  if (!scope) throw batchNotFound();
  const tags = await adminTagRepository.batchProgramUids(ctx.db, batch, scope.shopId);
  const chip = tags[0]?.chip;
  if (!chip || !isPlainTagChip(chip)) throw batchNotFound();
  return plainBatchProvisioning(ctx, batch, chip, tags.length);
}

/**
 * One row per tag of a plain batch for an encoding machine: the pages to write in order (memory
 * image, then configuration) and the tag's PWD/PACK. Admins get every tag of the batch, a shop the
 * ones assigned to it; a batch with none of them, a secure batch or no batch at all answers 404.
 * NOTE: the passwords are secrets: this never logs, and the routes send it with no-store.
 */
export async function plainBatchExport(ctx: AppContext, actor: UserRow, batch: string, area: 'admin' | 'shop'): Promise<PlainTagExport> {
  const scope = batchProgramScope(actor, area);
  if (!scope) throw batchNotFound();
  const tags = await adminTagRepository.batchProgramUids(ctx.db, batch, scope.shopId);
  const chip = tags[0]?.chip;
  if (!chip || !isPlainTagChip(chip)) throw batchNotFound();
  const layout = layoutFor(ctx, chip);
  const key = ctx.config.plainTagPasswordKey;
  return {
    batch,
    chip,
    urlTemplate: layout.urlTemplate,
    tags: tags.map(({ uid }) => {
      const password = key ? plainTagPassword(key, uid) : null;
      return { uid, pages: [...layout.pages, ...configurationPages(layout, password)], pwd: password?.pwd ?? null, pack: password?.pack ?? null };
    }),
  };
}

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The export as CSV: uid, pwd, pack, then one column per page to write (`p04`, `p05`… in hex as the
 * data sheet numbers them, `p29`… for the configuration), in the order they must be written.
 */
export function plainBatchExportCsv(exported: PlainTagExport): string {
  const pageNumbers = exported.tags[0]?.pages.map((p) => p.page) ?? [];
  const header = ['uid', 'pwd', 'pack', ...pageNumbers.map((page) => `p${page.toString(16).toUpperCase().padStart(2, '0')}`)];
  const lines = exported.tags.map((tag) => [tag.uid, tag.pwd ?? '', tag.pack ?? '', ...tag.pages.map((p) => p.hex)].map(csvCell).join(','));
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
