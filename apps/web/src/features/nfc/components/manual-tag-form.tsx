import { zodResolver } from '@hookform/resolvers/zod';
import { tagUidSchema } from '@ritrova/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '@/app/paths';
import { useErrorText } from '@/components/form/use-error-text';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

const manualTagSchema = z.object({ tagUid: tagUidSchema });

/** Spec §2: typing the tag UID when the device cannot read NFC. Cancel goes back to the dashboard. */
export function ManualTagForm({ onSubmit }: { onSubmit: (uid: string) => void }) {
  const { t } = useTranslation('nfc');
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(manualTagSchema), defaultValues: { tagUid: '' } });

  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values.tagUid))} noValidate className="grid gap-5">
      <TextField
        label={t('manual.label')}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t('manual.placeholder')}
        hint={t('manual.hint')}
        error={errorText(errors.tagUid?.message)}
        {...register('tagUid')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{t('manual.continue')}</Button>
        <Link to={paths.dashboardRefreshTags} className={buttonClasses('secondary')}>
          {t('cancel')}
        </Link>
      </div>
    </form>
  );
}
