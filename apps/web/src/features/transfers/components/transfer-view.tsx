import type { Bike, IncomingTransfer } from '@ritrova/shared';
import { ArrowRightLeft, Check, CircleCheck, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ButtonSpinner, PageSpinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { useAcceptTransferMutation } from '../api/accept-transfer';
import { useDeclineTransferMutation } from '../api/decline-transfer';
import { useTransferQuery } from '../api/get-transfer';

type Outcome = { kind: 'accepted'; bike: Bike } | { kind: 'declined' };

function Page({ children }: { children: ReactNode }) {
  const { t } = useTranslation('transfers');
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('page.title')} · Ritrova`}</title>
      <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
        <ArrowRightLeft aria-hidden="true" className="size-7 text-brand-700" />
        {t('page.title')}
      </h1>
      {children}
    </div>
  );
}

function DashboardLink({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('transfers');
  return (
    <Link to={paths.dashboard} className={buttonClasses(variant)}>
      {t('page.go_dashboard')}
    </Link>
  );
}

/** A transfer that cannot be answered (gone, for someone else, expired, already answered). */
function TransferProblem({ text }: { text: string }) {
  const { t } = useTranslation('transfers');
  return (
    <Page>
      <Alert tone="error" title={t('page.error_title')}>
        {text}
      </Alert>
      <div>
        <DashboardLink />
      </div>
    </Page>
  );
}

function BikeSummary({ bike }: { bike: IncomingTransfer['bike'] }) {
  const { t } = useTranslation(['transfers', 'bikes']);
  const rows: Array<[string, string | null]> = [
    [t('page.brand'), bike.brand],
    [t('page.model'), bike.model],
    [t('page.type'), t(`types.${bike.type}`, { ns: 'bikes' })],
    [t('page.color'), bike.color],
  ];
  return (
    <div>
      <p className="text-sm text-muted">{t('page.bike')}</p>
      <h2 className="text-xl font-bold break-words text-ink">{bike.name}</h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="font-semibold break-words text-ink">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

/**
 * /transfers/{id}?token=…: the recipient sees the bike and the expiry, and
 * accepts or declines with the token from the mailed link.
 */
export function TransferView({ transferId, token }: { transferId: string; token: string | null }) {
  const { t } = useTranslation(['transfers', 'errors']);
  const apiErrorText = useApiErrorText();
  const format = useFormat();
  const transfer = useTransferQuery(transferId, token);
  const accept = useAcceptTransferMutation();
  const decline = useDeclineTransferMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (outcome?.kind === 'accepted') {
    return (
      <Page>
        <Alert tone="success" title={t('page.accepted_title')}>
          {t('page.accepted_text', { name: outcome.bike.name })}
        </Alert>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.bike(outcome.bike.id)} className={buttonClasses('primary')}>
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('page.go_to_bike')}
          </Link>
          <DashboardLink />
        </div>
      </Page>
    );
  }
  if (outcome?.kind === 'declined') {
    return (
      <Page>
        <Alert tone="info" title={t('page.declined_title')}>
          {t('page.declined_text')}
        </Alert>
        <div>
          <DashboardLink variant="primary" />
        </div>
      </Page>
    );
  }

  if (transfer.isPending) return <PageSpinner label={t('page.loading')} />;
  if (transfer.isError) return <TransferProblem text={apiErrorText(transfer.error)} />;

  const { bike, status, expiresAt } = transfer.data;
  if (status === 'expired' || (status === 'pending' && new Date(expiresAt).getTime() <= Date.now())) {
    return <TransferProblem text={t('TRANSFER_EXPIRED', { ns: 'errors' })} />;
  }
  if (status !== 'pending') return <TransferProblem text={t('TRANSFER_NOT_PENDING', { ns: 'errors' })} />;

  const busy = accept.isPending || decline.isPending;
  const failure = accept.error ?? decline.error;
  const answer = { transferId, token };
  return (
    <Page>
      <p className="text-ink">{t('page.intro')}</p>
      <Card className="grid gap-5">
        <BikeSummary bike={bike} />
        <p className="text-sm text-ink">{t('page.what_happens')}</p>
        <p className="text-sm font-semibold text-ink">{t('page.expires', { date: format.date(expiresAt) })}</p>
        {failure && (
          <Alert tone="error" title={t('page.error_title')} action={<DashboardLink />}>
            {apiErrorText(failure)}
          </Alert>
        )}
        <div className="flex flex-wrap gap-3">
          <Button disabled={busy} onClick={() => accept.mutate(answer, { onSuccess: (accepted) => setOutcome({ kind: 'accepted', bike: accepted }) })}>
            {accept.isPending ? <ButtonSpinner /> : <Check aria-hidden="true" className="size-4" />}
            {t('page.accept')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => decline.mutate(answer, { onSuccess: () => setOutcome({ kind: 'declined' }) })}>
            {decline.isPending ? <ButtonSpinner /> : <X aria-hidden="true" className="size-4" />}
            {t('page.decline')}
          </Button>
        </div>
      </Card>
    </Page>
  );
}
