import { ArrowLeft, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useUserQuery } from '../api/get-user';
import { LoadFailed } from './shared';
import { UserActions } from './user-actions';
import { UserActivity } from './user-activity';
import { UserFacts } from './user-facts';

/** /admin/users/:userId: one account — its facts, what an admin may change, its bikes, tags and scans. */
export function UserView({ userId }: { userId: string }) {
  const { t } = useTranslation('adminUsers');
  const detail = useUserQuery(userId);
  const notFound = isApiError(detail.error) && detail.error.status === 404;
  const name = detail.data ? `${detail.data.user.nome} ${detail.data.user.cognome}`.trim() || detail.data.user.email : t('user.title');
  return (
    <div className="grid min-w-0 gap-6">
      <title>{`${name} · ${t('list.title')} · Ritrova`}</title>
      <Link to={paths.admin.users} className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-brand-800 underline underline-offset-4">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('user.back')}
      </Link>
      <h1 className="flex min-w-0 items-center gap-2 text-2xl font-bold break-words text-ink sm:text-3xl">
        <UserRound aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
        {name}
      </h1>
      {detail.isPending && <Spinner label={t('user.loading')} />}
      {notFound && <p className="text-ink">{t('user.not_found')}</p>}
      {detail.isError && !notFound && <LoadFailed text={t('user.load_failed')} onRetry={() => void detail.refetch()} pending={detail.isFetching} />}
      {detail.data && (
        <>
          <div className="grid min-w-0 gap-6 xl:grid-cols-2">
            <Card className="min-w-0">
              <UserFacts detail={detail.data} />
            </Card>
            <Card className="min-w-0">
              <UserActions user={detail.data.user} />
            </Card>
          </div>
          <UserActivity detail={detail.data} />
        </>
      )}
    </div>
  );
}
