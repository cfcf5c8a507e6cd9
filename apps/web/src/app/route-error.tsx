import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { paths } from './paths';

/** Shown inside the layout when a page fails to render or its chunk fails to load. */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-ink">{t('route_error.title')}</h1>
      <p className="mt-3 text-muted">{t('route_error.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('route_error.reload')}</Button>
        <Link to={paths.home} className={buttonClasses('secondary')}>
          {t('back_home')}
        </Link>
      </div>
    </section>
  );
}

/**
 * Catches what a page throws while rendering (or a chunk that failed to load) and
 * shows RouteError in its place; the layout stays. The next path (`resetKey`)
 * starts clean.
 */
export class PageErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean; at: string }> {
  override state = { failed: false, at: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { at: string }) {
    return props.resetKey === state.at ? null : { failed: false, at: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
