import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { paths } from './paths';

/** Shown inside the layout when a page fails to render or its chunk fails to load. */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-ink">{notFound ? t('not_found.title') : t('route_error.title')}</h1>
      <p className="mt-3 text-muted">{notFound ? t('not_found.text') : t('route_error.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!notFound && <Button onClick={() => window.location.reload()}>{t('route_error.reload')}</Button>}
        <Link to={paths.home} className={buttonClasses('secondary')}>
          {t('back_home')}
        </Link>
      </div>
    </section>
  );
}
