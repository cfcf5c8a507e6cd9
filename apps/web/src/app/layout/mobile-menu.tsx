import { Crosshair, LayoutDashboard, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '../paths';
import { audienceLinks } from './audience-menu';
import { sectionLinks } from './section-links';

/** The signed-in user's own areas, in both menus. */
export const accountLinks = [
  { key: 'dashboard', to: paths.dashboard, Icon: LayoutDashboard },
  { key: 'hunter_area', to: paths.hunter.dashboard, Icon: Crosshair },
  { key: 'messages', to: paths.messages, Icon: MessagesSquare },
] as const;

/** The menu under the `md` breakpoint; the header's hamburger button toggles it. */
export function MobileMenu({ id }: { id: string }) {
  const { t } = useTranslation('nav');
  const { user } = useAuth();
  return (
    <div id={id} className="border-t border-slate-200 bg-white md:hidden">
      <nav aria-label={t('mobile_nav')} className="mx-auto max-w-6xl px-4 py-4">
        <ul className="grid gap-1">
          {sectionLinks.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className="block rounded-lg px-3 py-2.5 font-medium text-ink hover:bg-slate-100">
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-muted uppercase">{t('who_can_use')}</p>
        <ul className="mt-1 grid gap-1">
          {audienceLinks.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className="block rounded-lg px-3 py-2.5 text-ink hover:bg-slate-100">
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
        {/* The header's user menu has them too; on a phone they sit here as well, one tap away. */}
        {user && (
          <>
            <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-muted uppercase">{t('your_area')}</p>
            <ul className="mt-1 grid gap-1">
              {accountLinks.map((link) => (
                <li key={link.key}>
                  <Link to={link.to} className="flex items-center gap-2 rounded-lg px-3 py-2.5 text-ink hover:bg-slate-100">
                    <link.Icon aria-hidden="true" className="size-4" />
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <LanguageSwitcher className="mt-4 px-3" />
        {/* The header keeps its sign-in button beside the menu; sign-up is the one missing. */}
        {!user && (
          <div className="mt-4 px-3">
            <Link to={paths.register} className={buttonClasses('primary', 'md', 'w-full')}>
              {t('register')}
            </Link>
          </div>
        )}
      </nav>
    </div>
  );
}
