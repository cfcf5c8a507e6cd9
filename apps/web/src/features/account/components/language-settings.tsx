import { languages } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { languageNames } from '@/components/language-switcher';
import { useLanguage } from '@/lib/i18n/use-language';

/** The interface language as a radio group; the choice is saved on this device and in the profile. */
export function LanguageSettings() {
  const { t } = useTranslation('account');
  const { language, changeLanguage } = useLanguage();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{t('language.legend')}</legend>
      <p className="mt-1 text-sm text-muted">{t('language.hint')}</p>
      <div className="mt-4 grid max-w-md gap-3">
        {languages.map((lng) => (
          <label
            key={lng}
            lang={lng}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="language"
              value={lng}
              checked={language === lng}
              onChange={() => void changeLanguage(lng)}
              className="size-4 accent-brand-700"
            />
            <span className="font-medium text-ink">{languageNames[lng]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
