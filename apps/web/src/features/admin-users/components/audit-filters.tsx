import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

export const auditFilterKeys = ['action', 'targetType', 'from', 'to'] as const;
export type AuditFilterValues = Record<(typeof auditFilterKeys)[number], string>;

/** Actions written by the admin area so far, offered as suggestions (any other can be typed). */
const knownActions = ['user.role_changed', 'user.suspended', 'user.reactivated', 'user.verification_resent', 'tag.batch_created', 'payout.paid'];

/** The audit log's filters; applied together with "Filtra". */
export function AuditFilters({
  initial,
  narrowedTo,
  onApply,
  onClear,
}: {
  initial: AuditFilterValues;
  /** The id the log is limited to (a user's page links here with it), if any. */
  narrowedTo?: string;
  onApply: (values: AuditFilterValues) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('adminUsers');
  const [values, setValues] = useState(initial);
  const field = (key: keyof AuditFilterValues) => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: event.target.value })),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <search aria-label={t('audit.filters')}>
      <form onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField label={t('audit.filter.action')} list="audit-actions" autoComplete="off" {...field('action')} />
          <datalist id="audit-actions">
            {knownActions.map((action) => (
              <option key={action} value={action} />
            ))}
          </datalist>
          <TextField label={t('audit.filter.target_type')} hint={t('audit.filter.target_type_hint')} autoComplete="off" {...field('targetType')} />
          <TextField label={t('audit.filter.from')} type="date" {...field('from')} />
          <TextField label={t('audit.filter.to')} type="date" {...field('to')} />
        </div>
        {narrowedTo && <p className="text-sm break-all text-ink">{t('audit.narrowed', { id: narrowedTo })}</p>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{t('audit.filter.apply')}</Button>
          <Button variant="secondary" onClick={onClear}>
            {t('audit.filter.clear')}
          </Button>
        </div>
      </form>
    </search>
  );
}
