import { useTranslation } from 'react-i18next';
import { ContactForm } from './contact-form';
import { DepartmentCards } from './department-cards';
import { OfficeAddresses } from './office-addresses';

/** /contact (public): the department cards, the form, the other addresses and the legal address. */
export function ContactView() {
  const { t } = useTranslation('contact');
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-8 sm:py-12">
      <title>{`${t('meta_title')} · Ritrova`}</title>
      <div>
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">{t('subtitle')}</p>
      </div>
      <DepartmentCards />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="form-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="form-title" className="text-2xl font-bold text-ink">
            {t('form.title')}
          </h2>
          <p className="mt-2 mb-6 text-muted">{t('form.subtitle')}</p>
          <ContactForm />
        </section>
        <OfficeAddresses />
      </div>
    </div>
  );
}
