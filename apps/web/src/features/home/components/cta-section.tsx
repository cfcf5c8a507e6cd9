import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, registerPath } from '@/app/paths';
import { buttonClasses } from '@/components/ui/button';

export function CtaSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="cta-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-4xl rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold sm:text-4xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{t('cta.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.register} className={buttonClasses('secondary', 'lg')}>
            {t('cta.button')}
          </Link>
          <Link
            to={registerPath('hunter')}
            className="inline-flex h-12 items-center justify-center rounded-lg px-6 text-base font-semibold text-white ring-1 ring-white hover:bg-brand-900"
          >
            {t('cta.button_hunter')}
          </Link>
        </div>
        <p className="mt-6 text-sm text-brand-100">{t('cta.note')}</p>
      </div>
    </section>
  );
}
