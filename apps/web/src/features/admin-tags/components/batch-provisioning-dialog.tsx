import type { SecureTagProvisioning, TagBatch } from '@ritrova/shared';
import { Cpu } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { useBatchProvisioningQuery } from '../api/get-batch-provisioning';
import { CopyValue } from './copy-value';
import { PlainProvisioningDetails } from './plain-provisioning-details';
import { RotateKeysSection } from './rotate-keys-section';

/** The SDM offsets under the names NXP's tools and AN12196 give them (the same in every language). */
const offsetNames = [
  ['piccData', 'PICCDataOffset'],
  ['sdmMacInput', 'SDMMACInputOffset'],
  ['sdmMac', 'SDMMACOffset'],
] as const;

/** What a secure batch's programming station copies: URL, NDEF file, SDM offsets, key slots, and the command for the per-tag keys. */
function SecureProvisioningDetails({ provisioning }: { provisioning: SecureTagProvisioning }) {
  const { t } = useTranslation('adminTags');
  const format = useFormat();
  const offsetsId = useId();
  const keysId = useId();
  const { state, copy } = useCopyToClipboard();
  const onCopy = (value: string) => void copy(value);
  const announcement = state ? t(state.status === 'copied' ? 'provisioning.copied_announce' : 'provisioning.copy_failed') : '';
  return (
    <div className="grid gap-4">
      {/* One polite live region for every copy button: present from the start, so changes are announced. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <p className="text-sm text-ink">
        {t('provisioning.summary', { count: provisioning.count, formatted: format.number(provisioning.count), version: provisioning.keyVersion })}
      </p>
      <CopyValue label={t('provisioning.url_template')} value={provisioning.urlTemplate} copyState={state} onCopy={onCopy} />
      <CopyValue label={t('provisioning.ndef_file')} value={provisioning.ndefFileHex} copyState={state} onCopy={onCopy} />
      <section aria-labelledby={offsetsId} className="grid gap-1.5">
        <h3 id={offsetsId} className="text-sm font-semibold text-ink">
          {t('provisioning.offsets')}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {offsetNames.map(([key, name]) => (
            <div key={key} className="contents">
              <dt translate="no" className="font-mono text-muted">
                {name}
              </dt>
              <dd className="font-mono text-ink">
                {t('provisioning.offset_value', {
                  decimal: provisioning.offsets[key],
                  hex: provisioning.offsets[key].toString(16).toUpperCase().padStart(2, '0'),
                })}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby={keysId} className="grid gap-1.5">
        <h3 id={keysId} className="text-sm font-semibold text-ink">
          {t('provisioning.key_slots')}
        </h3>
        <p className="text-sm text-ink">{t('provisioning.key_slots_text', { version: provisioning.keyVersion })}</p>
      </section>
      <CopyValue label={t('provisioning.personalise')} value={provisioning.personaliseCommand} copyState={state} onCopy={onCopy} />
      <Alert tone="warning" title={t('provisioning.secret_title')}>
        {t('provisioning.secret_text')}
      </Alert>
    </div>
  );
}

/** "Programmazione" of a batch: what to write on its tags; for a secure one also the rotation of its keys. */
export function BatchProvisioningDialog({ batch, describedBy }: { batch: TagBatch; describedBy: string }) {
  const { t } = useTranslation('adminTags');
  const apiErrorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const provisioning = useBatchProvisioningQuery(batch.name, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary" className="whitespace-nowrap" aria-describedby={describedBy}>
          <Cpu aria-hidden="true" className="size-4" />
          {t('provisioning.button')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('provisioning.title', { batch: batch.name })}
        description={t(batch.chip === 'ntag424' ? 'provisioning.text' : 'provisioning.plain.text')}
      >
        {provisioning.isPending && <Spinner label={t('provisioning.loading')} />}
        {provisioning.isError && <Alert tone="error">{apiErrorText(provisioning.error)}</Alert>}
        {provisioning.data?.kind === 'plain' && <PlainProvisioningDetails provisioning={provisioning.data} />}
        {provisioning.data?.kind === 'secure' && (
          <div className="grid gap-4">
            <SecureProvisioningDetails provisioning={provisioning.data} />
            <RotateKeysSection batch={batch} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
