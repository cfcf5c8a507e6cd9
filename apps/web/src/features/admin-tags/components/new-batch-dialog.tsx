import { maxTagBatchSize, type TagBatchResult } from '@ritrova/shared';
import { PackagePlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form/form-error';
import { useErrorText } from '../../../components/form/use-error-text';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { type NewBatch, useCreateBatchMutation } from '../api/create-batch';
import { BatchResult } from './batch-result';

const modes = ['generate', 'paste', 'import'] as const;
type Mode = (typeof modes)[number];
type FieldErrors = Partial<Record<'batch' | 'count' | 'uids' | 'file', string>>;

/** The form's values as a request, or the field errors (i18n keys) that stop it. */
async function toRequest(mode: Mode, values: { batch: string; count: string; uids: string; file: File | null }): Promise<NewBatch | FieldErrors> {
  const batch = values.batch.trim();
  const errors: FieldErrors = {};
  if (!batch) errors.batch = 'validation.required';
  const count = Number(values.count);
  if (mode === 'generate' && !(Number.isInteger(count) && count >= 1 && count <= maxTagBatchSize)) errors.count = 'validation.max_value';
  const uids = values.uids.split(/[\s,;]+/).filter(Boolean);
  if (mode === 'paste' && uids.length === 0) errors.uids = 'validation.required';
  if (mode === 'import' && !values.file) errors.file = 'validation.required';
  if (Object.keys(errors).length > 0) return errors;
  if (mode === 'generate') return { mode, batch, count };
  if (mode === 'paste') return { mode, batch, uids };
  // NOTE: the file is read here, in the browser; the API receives its text.
  return { mode, batch, csv: (await values.file?.text()) ?? '' };
}

/** "Nuovo lotto": generate N UIDs, paste them, or import a CSV file; then what was added and skipped. */
export function NewBatchDialog() {
  const { t } = useTranslation('adminTags');
  const errorText = useErrorText();
  const modeName = useId();
  const create = useCreateBatchMutation();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('generate');
  const [values, setValues] = useState({ batch: '', count: '10', uids: '', file: null as File | null });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<TagBatchResult | null>(null);

  const reset = () => {
    create.reset();
    setErrors({});
    setResult(null);
    setValues({ batch: '', count: '10', uids: '', file: null });
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = await toRequest(mode, values);
    if (!('mode' in request)) {
      setErrors(request);
      return;
    }
    setErrors({});
    create.mutate(request, { onSuccess: setResult });
  };
  const countError = errors.count ? t('new_batch.count_range', { max: maxTagBatchSize }) : undefined;

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
              {modes.map((m) => (
                <label key={m} className="flex items-center gap-2 text-ink">
                  <input type="radio" name={modeName} value={m} checked={mode === m} onChange={() => setMode(m)} className="size-4 accent-brand-700" />
                  {t(`new_batch.modes.${m}`)}
                </label>
              ))}
            </fieldset>
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
            <div className="flex flex-wrap justify-end gap-3">
              <DialogClose asChild>
                <Button variant="secondary">{t('new_batch.cancel')}</Button>
              </DialogClose>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending && <ButtonSpinner />}
                {t('new_batch.submit')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
