import { Briefcase, Handshake, Headset, Lightbulb, Newspaper, ShoppingCart, Sparkles, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/public-config';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { type DepartmentKey, departmentAddresses } from '../contact-addresses';
import { CopyAddressButton } from './copy-address-button';

const icons: Record<DepartmentKey, typeof Headset> = {
  customer_care: Headset,
  experience: Sparkles,
  careers: Briefcase,
  partnerships: Handshake,
  sales: ShoppingCart,
  media: Newspaper,
  investors: TrendingUp,
  innovation: Lightbulb,
};

/** Spec §2: the eight department addresses, each with a copy-to-clipboard button. */
export function DepartmentCards() {
  const { t } = useTranslation('contact');
  const { state, copy } = useCopyToClipboard();
  const { data: config } = usePublicConfig();
  const announcement = state ? t(state.status === 'copied' ? 'copy.announce_copied' : 'copy.unavailable', { email: state.value }) : '';

  return (
    <section aria-labelledby="departments-title">
      <h2 id="departments-title" className="text-2xl font-bold text-ink">
        {t('departments.title')}
      </h2>
      <p className="mt-2 text-muted">{t('departments.subtitle')}</p>
      {/* One polite live region for every card: present from the start, so changes are announced. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {departmentAddresses(config?.supportEmail).map(({ key, email }) => {
          const Icon = icons[key];
          const failed = email !== undefined && state?.value === email && state.status === 'failed';
          return (
            <li key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-ink">{t(`departments.items.${key}.title`)}</h3>
              <p className="mt-1 flex-1 text-sm text-muted">{t(`departments.items.${key}.text`)}</p>
              {email && (
                <>
                  <a href={`mailto:${email}`} className="mt-3 font-medium break-all text-brand-800 underline underline-offset-4">
                    {email}
                  </a>
                  <div className="mt-3">
                    <CopyAddressButton email={email} state={state} onCopy={copy} />
                  </div>
                </>
              )}
              {failed && <p className="mt-2 text-sm font-medium text-amber-900">{t('copy.unavailable_hint')}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
