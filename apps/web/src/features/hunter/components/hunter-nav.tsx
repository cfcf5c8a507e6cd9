import { Gauge, Medal, Search, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/app/paths';
import { cn } from '@/lib/cn';

const sections = [
  { id: 'dashboard', to: paths.hunter.dashboard, Icon: Gauge },
  { id: 'hunts', to: paths.hunter.hunts, Icon: Search },
  { id: 'rewards', to: paths.hunter.rewards, Icon: Wallet },
  { id: 'profile', to: paths.hunter.profile, Icon: Medal },
] as const;

/** The Hunter area's own menu; NavLink marks the current page with aria-current. */
export function HunterNav() {
  const { t } = useTranslation('hunter');
  return (
    <nav aria-label={t('nav.label')}>
      {/* Two by two on a phone, so the current page is never scrolled out of sight; one row from `sm`. */}
      <ul className="grid grid-cols-2 gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm sm:flex sm:flex-wrap">
        {sections.map(({ id, to, Icon }) => (
          <li key={id}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn('flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium', isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-slate-100')
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`nav.${id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
