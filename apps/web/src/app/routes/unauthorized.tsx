import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '../paths';

export function Component() {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{`${t('unauthorized.title')} · Ritrova`}</title>
      <ShieldX aria-hidden="true" className="mx-auto size-14 text-red-700" />
      <h1 className="mt-4 text-3xl font-bold text-ink">{t('unauthorized.title')}</h1>
      <p className="mt-3 text-muted">{t('FORBIDDEN', { ns: 'errors' })}</p>
      <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('back_home')}
      </Link>
    </section>
  );
}
