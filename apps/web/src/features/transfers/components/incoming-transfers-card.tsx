import type { IncomingTransfer } from '@ritrova/shared';
import { Bike as BikeIcon, Check, Inbox, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAcceptTransferMutation } from '../api/accept-transfer';
import { useDeclineTransferMutation } from '../api/decline-transfer';
import { useIncomingTransfersQuery } from '../api/get-incoming-transfers';

function IncomingTransferItem({ transfer }: { transfer: IncomingTransfer }) {
  const { t } = useTranslation(['transfers', 'bikes']);
  const apiErrorText = useApiErrorText();
  const format = useFormat();
  const accept = useAcceptTransferMutation();
  const decline = useDeclineTransferMutation();
  const nameId = useId();
  const busy = accept.isPending || decline.isPending;
  const failure = accept.error ?? decline.error;
  const { bike } = transfer;
  return (
    <li className="grid gap-3 rounded-xl border border-sky-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-sky-50 text-sky-800">
          <BikeIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id={nameId} className="font-semibold break-words text-ink">
            {bike.name}
          </h3>
          <p className="text-sm break-words text-ink">{[bike.brand, bike.model].filter(Boolean).join(' ')}</p>
          <p className="text-sm text-muted">
            {[t(`types.${bike.type}`, { ns: 'bikes' }), bike.color].filter(Boolean).join(' · ')} ·{' '}
            {t('incoming.expires', { date: format.date(transfer.expiresAt) })}
          </p>
        </div>
      </div>
      {failure && <Alert tone="error">{apiErrorText(failure)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button
          size="sm"
          aria-describedby={nameId}
          disabled={busy}
          onClick={() =>
            accept.mutate({ transferId: transfer.id }, { onSuccess: (accepted) => toast.success(t('incoming.accepted', { name: accepted.name })) })
          }
        >
          {accept.isPending ? <ButtonSpinner /> : <Check aria-hidden="true" className="size-4" />}
          {t('incoming.accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={nameId}
          disabled={busy}
          onClick={() => decline.mutate({ transferId: transfer.id }, { onSuccess: () => toast.success(t('incoming.declined')) })}
        >
          {decline.isPending ? <ButtonSpinner /> : <X aria-hidden="true" className="size-4" />}
          {t('incoming.decline')}
        </Button>
      </div>
    </li>
  );
}

/** The dashboard's prompt for bikes someone is transferring to this user; absent when there are none. */
export function IncomingTransfersCard({ userId }: { userId: string }) {
  const { t } = useTranslation('transfers');
  const incoming = useIncomingTransfersQuery(userId);
  if (incoming.isError) return <Alert tone="error">{t('incoming.load_failed')}</Alert>;
  const pending = incoming.data?.filter((transfer) => transfer.status === 'pending') ?? [];
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="incoming-transfers-heading" className="rounded-2xl border border-sky-200 bg-sky-50 p-6">
      <h2 id="incoming-transfers-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <Inbox aria-hidden="true" className="size-5 text-sky-800" />
        {t('incoming.title')}
      </h2>
      <p className="mt-1 text-sm text-ink">{t('incoming.text')}</p>
      <ul className="mt-4 grid gap-3 lg:grid-cols-2">
        {pending.map((transfer) => (
          <IncomingTransferItem key={transfer.id} transfer={transfer} />
        ))}
      </ul>
    </section>
  );
}
