import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { paths } from '../paths';
import { AppNav } from './app-nav';
import { audienceLinks } from './audience-menu';
import { sectionLinks } from './section-links';

/**
 * The menu under the header's breakpoint (`md` signed out, `lg` signed in); the
 * header's hamburger button toggles it. Signed in, the app's links come first and
 * the marketing ones stay in the footer (issue #19).
 */
export function MobileMenu({ id }: { id: string }) {
  const { t } = useTranslation('nav');
  const { user } = useAuth();
  return (
    <div id={id} className={cn('border-t border-slate-200 bg-white', user ? 'lg:hidden' : 'md:hidden')}>
      <nav aria-label={t('mobile_nav')} className="mx-auto max-w-6xl px-4 py-4">
        {user ? (
          <AppNav user={user} variant="menu" />
        ) : (
          <>
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
