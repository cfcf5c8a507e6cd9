import { Building2, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { usePublicConfig } from '@/lib/public-config';
import { officeAddresses } from '../contact-addresses';

/** Spec §2: the general, legal, privacy and DPO addresses, and the company's legal address. */
export function OfficeAddresses() {
  const { t } = useTranslation('contact');
  const { data: config, isError } = usePublicConfig();
  return (
    <div className="grid gap-6">
      <section aria-labelledby="offices-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="offices-title" className="flex items-center gap-2 text-xl font-bold text-ink">
          <Mail aria-hidden="true" className="size-5 text-brand-700" />
          {t('offices.title')}
        </h2>
        <dl className="mt-4 grid gap-4">
          {officeAddresses.map(({ key, email }) => (
            <div key={key}>
              <dt className="font-semibold text-ink">{t(`offices.items.${key}.title`)}</dt>
              <dd className="text-sm text-muted">{t(`offices.items.${key}.text`)}</dd>
              <dd>
                <a href={`mailto:${email}`} className="font-medium break-all text-brand-800 underline underline-offset-4">
                  {email}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="company-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="company-title" className="flex items-center gap-2 text-xl font-bold text-ink">
          <Building2 aria-hidden="true" className="size-5 text-brand-700" />
          {t('company.title')}
        </h2>
        {config ? (
          <address className="mt-3 not-italic text-ink">
            <span className="font-semibold">{config.company.name}</span>
            <br />
            {config.company.address && (
              <>
                {config.company.address}
                <br />
              </>
            )}
            <span className="text-sm text-muted">{t('company.vat', { vat: config.company.vat })}</span>
          </address>
        ) : isError ? (
          <p className="mt-3 text-muted">{t('company.unavailable')}</p>
        ) : (
          <Spinner className="mt-3" label={t('company.loading')} />
        )}
      </section>
    </div>
  );
}
