import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/app/paths';
import { cn } from '@/lib/cn';
import { settingsSections } from '../sections';

/** The side menu of /settings/:section; the current section carries aria-current. */
export function SettingsNav() {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('settings.nav_label')}>
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
        {settingsSections.map(({ id, Icon }) => (
          <li key={id} className="shrink-0">
            <NavLink
              to={paths.settingsSection(id)}
              className={({ isActive }) =>
                cn('flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium', isActive ? 'bg-brand-50 text-brand-900' : 'text-ink hover:bg-slate-100')
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`settings.sections.${id}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
