import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useErrorText } from '@/components/form/use-error-text';
import { CheckboxField } from '@/components/ui/checkbox-field';

const linkClasses = 'font-medium text-brand-800 underline underline-offset-4';

type ConsentField = 'acceptTerms' | 'acceptPrivacy' | 'confirmAge16';

/** Any form holding the three consents: the sign-up form and the first Google sign-in. */
interface ConsentFieldsProps {
  register: (name: ConsentField) => UseFormRegisterReturn;
  errors: Partial<Record<ConsentField, { message?: string }>>;
}

/** Terms, privacy and the age of 16 (spec §1, §5); the links sit beside the labels, not inside. */
export function ConsentFields({ register, errors }: ConsentFieldsProps) {
  const { t } = useTranslation(['auth', 'common']);
  const newTab = <span className="sr-only"> ({t('new_tab', { ns: 'common' })})</span>;
  const errorText = useErrorText();
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">{t('register.consents_legend')}</legend>
      <CheckboxField
        label={t('register.accept_terms')}
        error={errorText(errors.acceptTerms?.message)}
        after={
          <Link to={paths.terms} target="_blank" className={linkClasses}>
            {t('register.read_terms')}
            {newTab}
          </Link>
        }
        {...register('acceptTerms')}
      />
      <CheckboxField
        label={t('register.accept_privacy')}
        error={errorText(errors.acceptPrivacy?.message)}
        after={
          <Link to={paths.privacy} target="_blank" className={linkClasses}>
            {t('register.read_privacy')}
            {newTab}
          </Link>
        }
        {...register('acceptPrivacy')}
      />
      <CheckboxField label={t('register.confirm_age')} error={errorText(errors.confirmAge16?.message)} {...register('confirmAge16')} />
    </fieldset>
  );
}
