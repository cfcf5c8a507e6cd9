import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '@/lib/cn';

export interface HuntsTab<Id extends string> {
  id: Id;
  label: string;
  /** How many hunts the tab holds, once known. */
  count?: number;
  panel: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop, arrow keys (and Home/End) move
 * between tabs and select them, the panel follows. The selection lives with the
 * caller (the hunts page keeps it in the URL).
 */
export function HuntsTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: ReadonlyArray<HuntsTab<Id>>;
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const baseId = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  };

  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  return (
    <div className="grid gap-4">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => {
          const isSelected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={cn(
                '-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-3 text-sm font-semibold sm:px-4',
                isSelected ? 'border-brand-700 text-brand-900' : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {tab.label}
              {tab.count !== undefined && (
                <span className={cn('rounded-full px-2 py-0.5 text-xs', isSelected ? 'bg-brand-100 text-brand-900' : 'bg-slate-100 text-slate-800')}>
                  {tab.count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {/* Every panel stays mounted, hidden when not selected: a located list or an undo in progress survives a look at another tab. */}
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)} hidden={tab.id !== current?.id}>
          <h2 className="sr-only">{tab.label}</h2>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
