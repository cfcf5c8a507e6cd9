import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/public-config';
import { companyFacts } from '../company-facts';

/** The operator's name, VAT number, address and contact, from `GET /api/config/public`. */
export function CompanyFacts() {
  const { t } = useTranslation('legal');
  const { data: config, isError } = usePublicConfig();
  if (!config) return <p className="mt-4 text-muted">{isError ? t('company.unavailable') : t('company.loading')}</p>;
  const facts = companyFacts(config.company);
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-2xl bg-slate-50 p-5 sm:grid-cols-[auto_1fr]">
      {facts.map(({ key, value }) => (
        <div key={key} className="contents">
          <dt className="font-semibold text-ink">{t(`company.${key}`)}</dt>
          <dd className="break-words text-muted">{value}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="font-semibold text-ink">{t('company.email')}</dt>
        <dd className="min-w-0">
          <a href={`mailto:${config.supportEmail}`} className="font-medium break-all text-brand-800 underline underline-offset-4">
            {config.supportEmail}
          </a>
        </dd>
      </div>
    </dl>
  );
}
