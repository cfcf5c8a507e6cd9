import type { Bike } from '@ritrova/shared';
import { Nfc } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAssignTagMutation } from '../api/assign-tag';
import { useUnassignedTagsQuery } from '../api/get-unassigned-tags';
import { NfcScanLink } from './nfc-scan-link';

/**
 * Spec §2 "assign tag", offered while the bike has no tag: the user's tags that
 * are not on a bike, each a button that puts it on this one.
 */
export function AssignTagDialog({ bike }: { bike: Bike }) {
  const { t } = useTranslation('bikes');
  const apiErrorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const assign = useAssignTagMutation();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) assign.reset();
  };

  // A bike carries one tag at most: with one on it, the tag list below offers its actions instead.
  if (bike.tags.length > 0) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Nfc aria-hidden="true" className="size-4" />
          {t('tags.assign')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('tags.assign_title', { name: bike.name })} description={t('tags.assign_text')}>
        <TagChoices
          bike={bike}
          assigning={assign.isPending ? assign.variables?.tagUid : undefined}
          onChoose={(tagUid) =>
            assign.mutate(
              { tagUid, bikeId: bike.id },
              {
                onSuccess: () => {
                  setOpen(false);
                  toast.success(t('tags.assigned'));
                },
              },
            )
          }
        />
        {assign.isError && (
          <Alert tone="error" title={t('tags.assign_failed')} className="mt-4">
            {apiErrorText(assign.error)}
          </Alert>
        )}
        <div className="mt-4 flex justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('tags.cancel')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Loading, failure with retry, none to offer (scan one), or the list. */
function TagChoices({ bike, assigning, onChoose }: { bike: Bike; assigning: string | undefined; onChoose: (tagUid: string) => void }) {
  const { t } = useTranslation('bikes');
  const format = useFormat();
  const { user } = useAuth();
  const tags = useUnassignedTagsQuery(user?.id ?? '', Boolean(user));

  if (tags.isPending) return <Spinner label={t('tags.loading')} />;
  if (tags.isError) {
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void tags.refetch()} disabled={tags.isFetching}>
            {t('tags.retry')}
          </Button>
        }
      >
        {t('tags.load_failed')}
      </Alert>
    );
  }
  const choices = tags.data.filter((tag) => tag.status !== 'lost' && tag.bikeId === null);
  if (choices.length === 0) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-ink">{t('tags.none')}</p>
        <NfcScanLink />
      </div>
    );
  }
  return (
    <ul className="grid gap-2" aria-label={t('tags.choices', { name: bike.name })}>
      {choices.map((tag) => (
        <li key={tag.uid}>
          <Button
            variant="secondary"
            className="h-auto w-full justify-start py-3 text-left"
            disabled={assigning !== undefined}
            onClick={() => onChoose(tag.uid)}
          >
            {assigning === tag.uid ? <ButtonSpinner /> : <Nfc aria-hidden="true" className="size-4 shrink-0 text-brand-700" />}
            <span className="grid">
              <span>
                <span className="sr-only">{t('tags.assign_this')} </span>
                <span className="font-mono break-all">{tag.uid}</span>
              </span>
              <span className="text-xs font-normal text-muted">{t('tags.associated_on', { date: format.date(tag.assignedTo.assignedAt) })}</span>
            </span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
