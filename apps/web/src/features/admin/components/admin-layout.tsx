import { Banknote, BookOpen, Gauge, History, Nfc, Route, ShieldAlert, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/app/paths';
import { cn } from '@/lib/cn';

const sections = [
  { id: 'overview', to: paths.admin.overview, Icon: Gauge, end: true },
  { id: 'tags', to: paths.admin.tags, Icon: Nfc, end: false },
  { id: 'alerts', to: paths.admin.alerts, Icon: Route, end: false },
  { id: 'users', to: paths.admin.users, Icon: Users, end: false },
  { id: 'thefts', to: paths.admin.thefts, Icon: ShieldAlert, end: false },
  { id: 'payouts', to: paths.admin.payouts, Icon: Banknote, end: false },
  { id: 'ledger', to: paths.admin.ledger, Icon: BookOpen, end: false },
  { id: 'audit', to: paths.admin.audit, Icon: History, end: false },
] as const;

/** The admin area (spec §6): a sidebar of its sections beside the page; a row of links on a phone. Its edges line up with the header's (max-w-6xl, px-4). */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
      <nav aria-label={t('nav.label')} className="lg:sticky lg:top-20 lg:self-start">
        <ul className="grid grid-cols-2 gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm sm:grid-cols-4 lg:grid-cols-1">
          {sections.map(({ id, to, Icon, end }) => (
            <li key={id}>
              <NavLink
                to={to}
                end={end}
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
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
