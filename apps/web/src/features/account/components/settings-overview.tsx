import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { settingsSections } from '../sections';

/** /settings: the list of sections with what each one changes. */
export function SettingsOverview() {
  const { t } = useTranslation('account');
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {settingsSections.map(({ id, Icon }) => (
        <li key={id}>
          <Link
            to={paths.settingsSection(id)}
            className="flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-300 hover:bg-brand-50"
          >
            <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-5" />
            </span>
            <span className="flex-1">
              <span className="block font-semibold text-ink">{t(`settings.sections.${id}.title`)}</span>
              <span className="block text-sm text-muted">{t(`settings.sections.${id}.text`)}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 text-muted" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
