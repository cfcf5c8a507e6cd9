import { HandHeart } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';

/**
 * The frame of the tag page: a one-line heading with the tag's ID (the verdict
 * below is what a stranger came for, so it comes first on a phone's screen),
 * then the verdict and its actions, then the community's thanks.
 */
export function VerifyPage({ uid, children }: { uid?: string; children: ReactNode }) {
  const { t } = useTranslation('verify');
  return (
    <div className="mx-auto grid max-w-2xl gap-4 px-4 py-4 sm:gap-5 sm:py-8">
      <title>{`${t('title')} · Ritrova`}</title>
      <h1 className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-muted">
        {t('title')}
        {uid && (
          <span className="text-sm font-normal">
            {t('tag_id')} <span className="font-mono font-semibold break-all text-ink">{uid}</span>
          </span>
        )}
      </h1>
      {children}
      <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
        <HandHeart aria-hidden="true" className="size-5 shrink-0" />
        {t('thanks')}
      </p>
    </div>
  );
}

/** Spec §8: the page was opened without `?uid=`. */
export function MissingUid() {
  const { t } = useTranslation('verify');
  return (
    <VerifyPage>
      <Alert tone="error" title={t('missing_uid.title')}>
        {t('missing_uid.text')}
      </Alert>
      <div>
        <Link to={paths.dashboard} className={buttonClasses('secondary')}>
          {t('back_dashboard')}
        </Link>
      </div>
    </VerifyPage>
  );
}
