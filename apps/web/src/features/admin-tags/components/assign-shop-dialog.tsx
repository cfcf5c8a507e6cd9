import type { TagBatch } from '@ritrova/shared';
import { Store } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useAssignBatchShopMutation } from '../api/assign-batch-shop';
import { useShopsQuery } from '../api/get-shops';

/** "Assegna a un negozio": the batch's tags go to a shop account, which can then activate them at sale. */
export function AssignShopDialog({ batch, describedBy }: { batch: TagBatch; describedBy: string }) {
  const { t } = useTranslation('adminTags');
  const [open, setOpen] = useState(false);
  const [shopId, setShopId] = useState(batch.shop?.id ?? '');
  const shops = useShopsQuery(open);
  const assign = useAssignBatchShopMutation();
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setShopId(batch.shop?.id ?? '');
    if (!next) assign.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(
      { batch: batch.name, shopId: shopId || null },
      {
        onSuccess: (updated) => {
          setOpen(false);
          toast.success(updated.shop ? t('assign.done', { batch: batch.name, shop: updated.shop.name }) : t('assign.done_none', { batch: batch.name }));
        },
      },
    );
  };
  const options = [
    { value: '', label: t('assign.none') },
    ...(shops.data ?? []).map((shop) => ({ value: shop.id, label: `${`${shop.nome} ${shop.cognome}`.trim()} (${shop.email})` })),
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary" className="whitespace-nowrap" aria-describedby={describedBy}>
          <Store aria-hidden="true" className="size-4" />
          {t('assign.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('assign.title', { batch: batch.name })} description={t('assign.text', { count: batch.count })}>
        <form onSubmit={onSubmit} className="grid gap-4">
          {shops.isPending && <Spinner label={t('assign.loading')} />}
          {shops.isError && <FormError error={shops.error} />}
          {shops.data?.length === 0 && <Alert tone="info">{t('assign.no_shops')}</Alert>}
          {shops.data && <SelectField label={t('assign.shop')} options={options} value={shopId} onChange={(e) => setShopId(e.target.value)} />}
          <FormError error={assign.error} />
          <ConfirmActions
            cancelLabel={t('assign.cancel')}
            confirmLabel={t('assign.confirm')}
            pending={assign.isPending}
            disabled={!shops.data}
            variant="primary"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
