import { timings } from '@ritrova/shared';
import { ChevronDown } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '../paths';

export const audienceLinks = [
  { key: 'owners', to: paths.audiences.owners },
  { key: 'shops', to: paths.audiences.shops },
  { key: 'manufacturers', to: paths.audiences.manufacturers },
  { key: 'hunters', to: paths.audiences.hunters },
] as const;

/**
 * "Who can use it": opens on hover or click, closes 200 ms after the pointer
 * leaves (spec §9) so a diagonal move to the panel does not lose it; Escape
 * and tabbing away close it too.
 */
export function AudienceMenu() {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { key } = useLocation();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), timings.dropdownCloseDelayMs);
  };

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close after following one of the links.
  useEffect(() => setOpen(false), [key]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and Escape only extend the button's own behaviour.
    <div
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') scheduleClose();
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-slate-100"
      >
        {t('who_can_use')}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full left-0 z-40 pt-2">
        <ul className="w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          {audienceLinks.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className="block rounded-lg px-3 py-2 text-sm hover:bg-brand-50">
                <span className="font-semibold text-ink">{t(link.key)}</span>
                <span className="block text-xs text-muted">{t(`${link.key}_hint`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
