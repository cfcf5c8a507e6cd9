import type { PlainTagProvisioning } from '@ritrova/shared';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { type ProgramFormat, useDownloadBatchProgramMutation } from '../api/download-batch-program';
import { CopyValue } from './copy-value';

const byte = (value: number) => `0x${value.toString(16).toUpperCase().padStart(2, '0')}`;
/** Hex in groups of 4 bytes, as the data sheet and TagWriter show pages. */
const spaced = (hex: string) => hex.match(/.{1,2}/g)?.join(' ') ?? hex;

/** The configuration bytes under the data sheet's names (the same in every language), with where each one sits. */
function ConfigurationTable({ provisioning }: { provisioning: PlainTagProvisioning }) {
  const { t } = useTranslation('adminTags');
  const headingId = useId();
  const { configuration: c, mirror } = provisioning;
  const rows: { name: string; where: string; value: string; note?: string }[] = [
    {
      name: 'CC',
      where: t('provisioning.plain.at_page', { page: byte(3) }),
      value: spaced(provisioning.capabilityContainer),
      note: t('provisioning.plain.cc_note'),
    },
    {
      name: 'MIRROR',
      where: t('provisioning.plain.at_byte', { page: byte(c.firstPage), byte: 0 }),
      value: byte(c.mirror),
      note: t('provisioning.plain.mirror_note', { byte: mirror.byte }),
    },
    { name: 'MIRROR_PAGE', where: t('provisioning.plain.at_byte', { page: byte(c.firstPage), byte: 2 }), value: byte(c.mirrorPage) },
    {
      name: 'AUTH0',
      where: t('provisioning.plain.at_byte', { page: byte(c.firstPage), byte: 3 }),
      value: byte(c.auth0),
      note: t(provisioning.passwordProtected ? 'provisioning.plain.auth0_on' : 'provisioning.plain.auth0_off'),
    },
    {
      name: 'ACCESS',
      where: t('provisioning.plain.at_byte', { page: byte(c.firstPage + 1), byte: 0 }),
      value: byte(c.access),
      note: t('provisioning.plain.access_note'),
    },
    {
      name: 'PWD / PACK',
      where: t('provisioning.plain.at_pages', { first: byte(c.firstPage + 2), second: byte(c.firstPage + 3) }),
      value: '',
      note: t(provisioning.passwordProtected ? 'provisioning.plain.pwd_on' : 'provisioning.plain.pwd_off'),
    },
  ];
  return (
    <section aria-labelledby={headingId} className="grid gap-1.5">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {t('provisioning.plain.configuration')}
      </h3>
      {/* One entry per byte, name and place above, value and meaning below: readable at phone width. */}
      <dl className="grid gap-2 text-sm">
        {rows.map(({ name, where, value, note }) => (
          <div key={name} className="grid gap-0.5 border-b border-slate-100 pb-2 last:border-b-0">
            <dt className="text-muted">
              <span translate="no" className="font-mono font-semibold text-ink">
                {name}
              </span>{' '}
              · {where}
            </dt>
            <dd className="text-ink">
              {value && (
                <span translate="no" className="font-mono">
                  {value}
                </span>
              )}
              {value && note && ' — '}
              {note}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink">
        {t('provisioning.plain.write_order')}{' '}
        <span translate="no" className="font-mono">
          {c.pages.map((page) => `${byte(page.page)} ← ${spaced(page.hex)}`).join(' · ')}
        </span>
      </p>
    </section>
  );
}

/** The programming sheet of a plain batch (NTAG213/215/216): URL, memory image, configuration, TagWriter steps, per-tag export. */
export function PlainProvisioningDetails({ provisioning }: { provisioning: PlainTagProvisioning }) {
  const { t } = useTranslation('adminTags');
  const format = useFormat();
  const apiErrorText = useApiErrorText();
  const tagWriterId = useId();
  const exportId = useId();
  const { state, copy } = useCopyToClipboard();
  const download = useDownloadBatchProgramMutation();
  const onCopy = (value: string) => void copy(value);
  const announcement = state ? t(state.status === 'copied' ? 'provisioning.copied_announce' : 'provisioning.copy_failed') : '';
  const mirrorAt = { page: byte(provisioning.mirror.page), byte: provisioning.mirror.byte };
  const onDownload = (which: ProgramFormat) => download.mutate({ batch: provisioning.batch, format: which });
  return (
    <div className="grid gap-4">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <p className="text-sm text-ink">
        {t('provisioning.plain.summary', {
          count: provisioning.count,
          formatted: format.number(provisioning.count),
          chip: t(`batches.chips.${provisioning.chip}`),
        })}
      </p>
      <CopyValue label={t('provisioning.url_template')} value={provisioning.urlTemplate} copyState={state} onCopy={onCopy} />
      <p className="-mt-2 text-sm text-muted">{t('provisioning.plain.placeholder_note', mirrorAt)}</p>
      <CopyValue label={t('provisioning.plain.memory_image')} value={provisioning.memoryImageHex} copyState={state} onCopy={onCopy} />
      <ConfigurationTable provisioning={provisioning} />
      {provisioning.passwordProtected ? (
        <Alert tone="info" title={t('provisioning.plain.password_on_title')}>
          {t('provisioning.plain.password_on_text')}
        </Alert>
      ) : (
        <Alert tone="warning" title={t('provisioning.plain.password_off_title')}>
          {t('provisioning.plain.password_off_text')}
        </Alert>
      )}
      <section aria-labelledby={tagWriterId} className="grid gap-1.5">
        <h3 id={tagWriterId} className="text-sm font-semibold text-ink">
          {t('provisioning.plain.tagwriter_title')}
        </h3>
        <ol className="ml-5 grid list-decimal gap-1 text-sm text-ink">
          <li>{t('provisioning.plain.tagwriter_url')}</li>
          <li>{t('provisioning.plain.tagwriter_mirror', mirrorAt)}</li>
          <li>{t(provisioning.passwordProtected ? 'provisioning.plain.tagwriter_password' : 'provisioning.plain.tagwriter_no_password')}</li>
          <li>{t('provisioning.plain.tagwriter_check')}</li>
        </ol>
      </section>
      <section aria-labelledby={exportId} className="grid gap-2">
        <h3 id={exportId} className="text-sm font-semibold text-ink">
          {t('provisioning.plain.export_title')}
        </h3>
        <p className="text-sm text-ink">{t('provisioning.plain.export_text')}</p>
        <div className="flex flex-wrap gap-2">
          {(['csv', 'json'] as const).map((which) => (
            <Button key={which} size="sm" variant="secondary" onClick={() => onDownload(which)} disabled={download.isPending} aria-describedby={exportId}>
              <Download aria-hidden="true" className="size-4" />
              {t(`provisioning.plain.download_${which}`)}
            </Button>
          ))}
        </div>
        {download.isError && <Alert tone="error">{apiErrorText(download.error)}</Alert>}
      </section>
    </div>
  );
}
