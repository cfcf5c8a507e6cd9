import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { PublicUser } from '@ritrova/shared';
import { Bike, ChevronDown, Crosshair, LayoutDashboard, LogOut, MessagesSquare, Settings, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '../paths';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/**
 * The account's pages (the header shows the app's pages too). "Dashboard" is the account's own: a
 * Hunter's opens the Hunter area and "Le mie bici" the owner's (issue #27); anyone else gets the
 * owner dashboard and "Area Hunter", so both areas are reachable for everyone.
 */
function menuLinksFor(user: Pick<PublicUser, 'persona'>) {
  const hunter = user.persona === 'hunter';
  return [
    { key: 'dashboard', to: hunter ? paths.hunter.dashboard : paths.dashboard, Icon: LayoutDashboard },
    hunter
      ? ({ key: 'my_bikes', to: paths.dashboardBikes, Icon: Bike } as const)
      : ({ key: 'hunter_area', to: paths.hunter.dashboard, Icon: Crosshair } as const),
    { key: 'messages', to: paths.messages, Icon: MessagesSquare },
    { key: 'profile', to: paths.profile, Icon: User },
    { key: 'settings', to: paths.settings, Icon: Settings },
  ] as const;
}

/** The signed-in user's menu; the trigger is named "Menu utente" for screen readers and tests. */
export function UserMenu() {
  const { t } = useTranslation('nav');
  const { user, logout } = useAuth();
  if (!user) return null;
  const initials = `${user.nome.charAt(0)}${user.cognome.charAt(0)}`.toUpperCase();
  return (
    // Non-modal: a modal menu hides the whole page from assistive technology while open.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('user_menu')}
        className="flex items-center gap-2 rounded-full border border-slate-300 py-1 pr-2 pl-1 text-sm font-medium text-ink hover:bg-slate-50"
      >
        <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">
          {initials}
        </span>
        <span className="hidden max-w-32 truncate lg:inline">{user.nome}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          <DropdownMenu.Label className="px-3 py-2 text-xs text-muted">
            <span className="block font-semibold text-ink">
              {user.nome} {user.cognome}
            </span>
            <span className="block truncate">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {menuLinksFor(user).map(({ key, to, Icon }) => (
            <DropdownMenu.Item key={key} asChild className={itemClasses}>
              <Link to={to}>
                <Icon aria-hidden="true" className="size-4" />
                {t(key)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => void logout()}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
