import type { Bike } from '@ritrova/shared';
import { Nfc, SearchX, Unlink } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { type TagAction, useTagActionMutation } from '../api/tag-actions';

const looks = {
  unpair: { Icon: Unlink, variant: 'primary', key: 'unpair' },
  'report-lost': { Icon: SearchX, variant: 'danger', key: 'lost' },
} as const satisfies Record<TagAction, unknown>;

/** One of the two actions on a tag, behind its confirmation dialog. */
function TagActionDialog({ bike, tagUid, action, describedBy }: { bike: Bike; tagUid: string; action: TagAction; describedBy: string }) {
  const { t } = useTranslation('bikes');
  const apiErrorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const run = useTagActionMutation(bike.id);
  const { Icon, variant, key } = looks[action];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) run.reset();
  };

  // NOTE: the promise, not mutate's onSuccess: once the tag leaves the bike this dialog unmounts, and
  // TanStack Query skips per-call callbacks of an unmounted component — the toast would be lost.
  const confirm = () =>
    run.mutateAsync({ action, tagUid }).then(
      () => {
        setOpen(false);
        toast.success(t(`tags.${key}.done`, { uid: tagUid }));
      },
      () => {}, // the error is shown in the dialog (run.isError)
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-describedby={describedBy} className={action === 'report-lost' ? 'text-red-800' : undefined}>
          <Icon aria-hidden="true" className="size-4" />
          {t(`tags.${key}.button`)}
        </Button>
      </DialogTrigger>
      <DialogContent title={t(`tags.${key}.dialog_title`, { uid: tagUid, name: bike.name })} description={t(`tags.${key}.dialog_text`)}>
        <ConfirmActions
          error={run.isError && apiErrorText(run.error)}
          errorTitle={t(`tags.${key}.failed`)}
          cancelLabel={t('tags.cancel')}
          confirmLabel={t(`tags.${key}.confirm`)}
          pending={run.isPending}
          onConfirm={confirm}
          variant={variant}
        />
      </DialogContent>
    </Dialog>
  );
}

function BikeTag({ bike, uid }: { bike: Bike; uid: string }) {
  const { t } = useTranslation('bikes');
  const uidId = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3">
      <p className="flex min-w-0 items-center gap-2">
        <Nfc aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span id={uidId} className="font-mono font-semibold break-all text-ink">
          <span className="sr-only">{t('tags.tag')} </span>
          {uid}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <TagActionDialog bike={bike} tagUid={uid} action="unpair" describedBy={uidId} />
        <TagActionDialog bike={bike} tagUid={uid} action="report-lost" describedBy={uidId} />
      </div>
    </li>
  );
}

/** The tags on the bike, each with 'Rimuovi dalla bici' and 'Segnala tag perso'; nothing while it has none. */
export function BikeTags({ bike }: { bike: Bike }) {
  const { t } = useTranslation('bikes');
  if (bike.tags.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-ink">{t('tags.on_bike')}</h3>
      <ul className="grid gap-2">
        {bike.tags.map((tag) => (
          <BikeTag key={tag.uid} bike={bike} uid={tag.uid} />
        ))}
      </ul>
    </div>
  );
}
