import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { LogoMark } from '@/components/logo';
import { buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { paths } from '../paths';
import { AdminDebuggerMount } from './admin-debugger-mount';
import { AppNav } from './app-nav';
import { AudienceMenu } from './audience-menu';
import { sectionLinks } from './section-links';

const mobileMenuId = 'mobile-menu';

// Radix's menu and its positioning engine are a third of the first page's script; only
// signed-in visitors need them, so they load with the menu.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
// The phone menu loads when first opened.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

function UserMenuPlaceholder() {
  return <span aria-hidden="true" className="block h-10 w-16 rounded-full border border-slate-200" />;
}

/**
 * Spec §2 header. Signed out: the marketing site's sections and audiences. Signed in
 * (issue #19): the app's own pages with their unread counts instead (the marketing
 * links are in the footer and on the home page), shown from `lg`, where they fit; below
 * that, the phone menu lists them first.
 */
export function Header() {
  const { t } = useTranslation('nav');
  const { user } = useAuth();
  const { key, pathname, hash } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to={paths.home} className="flex items-center gap-2 rounded-md" aria-label={t('brand_home')}>
          <LogoMark className="size-9" />
          <span className="text-xl font-extrabold tracking-tight text-ink">Ritrova</span>
        </Link>

        {user ? (
          <nav aria-label={t('main_nav')} className="ml-2 hidden lg:block">
            <AppNav user={user} variant="bar" />
          </nav>
        ) : (
          <nav aria-label={t('main_nav')} className="ml-4 hidden items-center md:flex">
            <ul className="flex items-center">
              {sectionLinks.map((link) => (
                <li key={link.key}>
                  <Link
                    to={link.to}
                    aria-current={link.to === paths.home && pathname === '/' && !hash ? 'page' : undefined}
                    className="rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-slate-100"
                  >
                    {t(link.key)}
                  </Link>
                </li>
              ))}
              <li>
                <AudienceMenu />
              </li>
            </ul>
          </nav>
        )}

        <div className="ml-auto flex items-center gap-2">
          <div data-needs-js="" className="hidden md:flex">
            <LanguageSwitcher compact />
          </div>
          <AdminDebuggerMount />
          {user ? (
            <Suspense fallback={<UserMenuPlaceholder />}>
              <UserMenu />
            </Suspense>
          ) : (
            <Link to={paths.login} className={buttonClasses('primary', 'sm')}>
              {t('login')}
            </Link>
          )}
          <button
            type="button"
            data-needs-js=""
            className={cn('rounded-md p-2 text-ink hover:bg-slate-100', user ? 'lg:hidden' : 'md:hidden')}
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
            aria-label={menuOpen ? t('close_menu') : t('open_menu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu id={mobileMenuId} />
        </Suspense>
      )}
    </header>
  );
}
