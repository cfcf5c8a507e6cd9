import { type Language, languages } from '@ritrova/shared';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { isLanguage } from '../lib/i18n/i18n';
import { useLanguage } from '../lib/i18n/use-language';

/** Each language named in itself, so a reader finds theirs whatever is shown now. */
export const languageNames: Record<Language, string> = { it: 'Italiano', en: 'English', zh: '中文' };

/**
 * A native select named "Lingua"/"Language"/"语言" (the end-to-end tests find it by
 * that name). `compact` shows the globe instead of the word, for the header.
 */
export function LanguageSwitcher({ compact = false, tone = 'light', className }: { compact?: boolean; tone?: 'light' | 'dark'; className?: string }) {
  const { t } = useTranslation('nav');
  const { language, changeLanguage } = useLanguage();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={cn('flex items-center gap-1 text-sm font-medium', tone === 'dark' ? 'text-slate-200' : 'text-ink')}>
        <Globe aria-hidden="true" className="size-4" />
        <span className={compact ? 'sr-only' : undefined}>{t('language')}</span>
      </label>
      <select
        id={id}
        data-language-switch="" // Before the app runs, the page's starter (boot.ts) answers it.
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        className={cn(
          'h-9 rounded-md border px-2 text-sm',
          tone === 'dark' ? 'border-slate-500 bg-slate-800 text-white' : 'border-slate-400 bg-white text-ink',
        )}
      >
        {languages.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {languageNames[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
