import { maxTagBatchSize, type TagBatchResult, tagChips } from '@ritrova/shared';
import { PackagePlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useCreateBatchMutation } from '../api/create-batch';
import { type BatchFieldErrors, type BatchFormValues, type BatchMode, batchModes, isBatchRequest, maxKeyVersion, toBatchRequest } from '../new-batch-request';
import { BatchResult } from './batch-result';

const emptyForm: BatchFormValues = { batch: '', count: '10', uids: '', file: null, chip: 'ntag213', keyVersion: '' };

/**
 * "Nuovo lotto": plain (NTAG 213) or secure (NTAG 424 DNA) tags; generate N UIDs,
 * paste them, or import a CSV file; then what was added and skipped.
 */
export function NewBatchDialog() {
  const { t } = useTranslation('adminTags');
  const errorText = useErrorText();
  const modeName = useId();
  const chipName = useId();
  const chipHintId = useId();
  const create = useCreateBatchMutation();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<BatchMode>('generate');
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<BatchFieldErrors>({});
  const [result, setResult] = useState<TagBatchResult | null>(null);

  const reset = () => {
    create.reset();
    setErrors({});
    setResult(null);
    setValues(emptyForm);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = await toBatchRequest(mode, values);
    if (!isBatchRequest(request)) {
      setErrors(request);
      return;
    }
    setErrors({});
    create.mutate(request, { onSuccess: setResult });
  };
  const countError = errors.count ? t('new_batch.count_range', { max: maxTagBatchSize }) : undefined;
  const keyVersionError = errors.keyVersion ? t('new_batch.key_version_range', { max: maxKeyVersion }) : undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <PackagePlus aria-hidden="true" className="size-4" />
          {t('new_batch.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('new_batch.title')} description={t('new_batch.text')}>
        {result ? (
          <div className="grid gap-4">
            <BatchResult result={result} />
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={reset}>
                {t('new_batch.another')}
              </Button>
              <DialogClose asChild>
                <Button>{t('new_batch.close')}</Button>
              </DialogClose>
            </div>
          </div>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-semibold text-ink">{t('new_batch.mode')}</legend>
              {batchModes.map((m) => (
                <label key={m} className="flex items-center gap-2 text-ink">
                  <input type="radio" name={modeName} value={m} checked={mode === m} onChange={() => setMode(m)} className="size-4 accent-brand-700" />
                  {t(`new_batch.modes.${m}`)}
                </label>
              ))}
            </fieldset>
            <fieldset className="grid gap-2" aria-describedby={chipHintId}>
              <legend className="mb-1 text-sm font-semibold text-ink">{t('new_batch.chip')}</legend>
              <p id={chipHintId} className="text-sm text-muted">
                {t('new_batch.chip_hint')}
              </p>
              {tagChips.map((chip) => (
                <label key={chip} className="flex items-center gap-2 text-ink">
                  <input
                    type="radio"
                    name={chipName}
                    value={chip}
                    checked={values.chip === chip}
                    onChange={() => setValues({ ...values, chip })}
                    className="size-4 accent-brand-700"
                  />
                  {t(`new_batch.chips.${chip}`)}
                </label>
              ))}
            </fieldset>
            {values.chip === 'ntag424' && (
              <TextField
                label={t('new_batch.key_version')}
                hint={t('new_batch.key_version_hint')}
                type="number"
                inputMode="numeric"
                min={0}
                max={maxKeyVersion}
                step={1}
                autoComplete="off"
                value={values.keyVersion}
                onChange={(e) => setValues({ ...values, keyVersion: e.target.value })}
                error={keyVersionError}
              />
            )}
            <TextField
              label={t('new_batch.batch')}
              hint={t('new_batch.batch_hint')}
              required
              maxLength={60}
              autoComplete="off"
              value={values.batch}
              onChange={(e) => setValues({ ...values, batch: e.target.value })}
              error={errorText(errors.batch)}
            />
            {mode === 'generate' && (
              <TextField
                label={t('new_batch.count')}
                type="number"
                inputMode="numeric"
                min={1}
                max={maxTagBatchSize}
                required
                value={values.count}
                onChange={(e) => setValues({ ...values, count: e.target.value })}
                error={countError}
              />
            )}
            {mode === 'paste' && (
              <TextareaField
                label={t('new_batch.uids')}
                hint={t('new_batch.uids_hint')}
                rows={6}
                required
                className="font-mono"
                value={values.uids}
                onChange={(e) => setValues({ ...values, uids: e.target.value })}
                error={errorText(errors.uids)}
              />
            )}
            {mode === 'import' && (
              <TextField
                label={t('new_batch.file')}
                hint={t('new_batch.file_hint')}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                required
                onChange={(e) => setValues({ ...values, file: e.target.files?.[0] ?? null })}
                error={errorText(errors.file)}
              />
            )}
            <FormError error={create.error} />
            <ConfirmActions cancelLabel={t('new_batch.cancel')} confirmLabel={t('new_batch.submit')} pending={create.isPending} variant="primary" />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
