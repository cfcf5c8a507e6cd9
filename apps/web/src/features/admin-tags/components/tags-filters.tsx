import { type TagBatch, type TagStatus, tagStatuses } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

export interface FilterValues {
  status: TagStatus | '';
  batch: string;
  q: string;
  owner: string;
}

/** The inventory's filters: status, batch, part of the UID, part of the owner's e-mail. */
export function TagsFilters({ values, batches, onChange }: { values: FilterValues; batches: TagBatch[]; onChange: (next: FilterValues) => void }) {
  const { t } = useTranslation('adminTags');
  return (
    <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label={t('filters.status')}
        value={values.status}
        onChange={(e) => onChange({ ...values, status: e.target.value as FilterValues['status'] })}
        options={[{ value: '', label: t('filters.all_statuses') }, ...tagStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
      />
      <SelectField
        label={t('filters.batch')}
        value={values.batch}
        onChange={(e) => onChange({ ...values, batch: e.target.value })}
        options={[{ value: '', label: t('filters.all_batches') }, ...batches.map((batch) => ({ value: batch.name, label: batch.name }))]}
      />
      <TextField
        label={t('filters.uid')}
        type="search"
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        value={values.q}
        onChange={(e) => onChange({ ...values, q: e.target.value })}
      />
      <TextField
        label={t('filters.owner')}
        type="search"
        autoComplete="off"
        value={values.owner}
        onChange={(e) => onChange({ ...values, owner: e.target.value })}
      />
    </search>
  );
}
