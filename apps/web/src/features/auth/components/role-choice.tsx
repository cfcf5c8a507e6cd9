import type { Persona } from '@ritrova/shared';
import { Bike, Radar } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const choices: { value: Persona; Icon: typeof Bike }[] = [
  { value: 'owner', Icon: Bike },
  { value: 'hunter', Icon: Radar },
];

/**
 * Owner or Hunter as two radio cards. Each radio is named by its title alone
 * ("Proprietario di bici", "Hunter"); the explanation is its description.
 */
export function RoleChoice({ field, idPrefix }: { field: UseFormRegisterReturn<'role'>; idPrefix: string }) {
  const { t } = useTranslation('auth');
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{t('register.role_legend')}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {choices.map(({ value, Icon }) => {
          const id = `${idPrefix}-role-${value}`;
          return (
            <div
              key={value}
              className="relative flex gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input id={id} type="radio" value={value} aria-describedby={`${id}-hint`} className="mt-1 size-4 accent-brand-700" {...field} />
              <div>
                <label htmlFor={id} className="flex items-center gap-2 font-semibold text-ink after:absolute after:inset-0 after:content-['']">
                  <Icon aria-hidden="true" className="size-5 text-brand-700" />
                  {t(`register.role_${value}`)}
                </label>
                <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
                  {t(`register.role_${value}_hint`)}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
