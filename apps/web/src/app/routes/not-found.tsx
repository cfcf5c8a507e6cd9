import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '../paths';

/** Any path the router does not know, and unknown settings sections. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{`${t('not_found.title')} · Ritrova`}</title>
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{t('not_found.title')}</h1>
      <p className="mt-3 text-muted">{t('not_found.text')}</p>
      <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('back_home')}
      </Link>
    </section>
  );
}

export const Component = NotFoundPage;
