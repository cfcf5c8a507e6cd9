import { ChevronRight, Medal, Search, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';

const links = [
  { id: 'hunts', to: paths.hunter.hunts, Icon: Search },
  { id: 'rewards', to: paths.hunter.rewards, Icon: Wallet },
  { id: 'profile', to: paths.hunter.profile, Icon: Medal },
] as const;

/** The dashboard's way into the other Hunter pages, each with what it holds. */
export function HunterLinks() {
  const { t } = useTranslation('hunter');
  return (
    <nav aria-label={t('links.label')}>
      <ul className="grid gap-3 sm:grid-cols-3">
        {links.map(({ id, to, Icon }) => (
          <li key={id}>
            <Link
              to={to}
              className="flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-300 hover:bg-brand-50"
            >
              <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-5" />
              </span>
              <span className="flex-1">
                <span className="block font-semibold text-ink">{t(`links.${id}.title`)}</span>
                <span className="block text-sm text-muted">{t(`links.${id}.text`)}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
