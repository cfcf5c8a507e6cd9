import type { Sighting } from '@ritrova/shared';
import { MessagesSquare, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { conversationPath } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { lazyComponent } from '@/lib/lazy-component';
import { useMarkSightingUsefulMutation } from '../api/mark-sighting-useful';

// The message form (react-hook-form, zod) loads when the button is pointed at, focused or pressed (issue #27 item 6).
const WriteToFinderForm = lazyComponent(() => import('./write-to-finder-form'), 'WriteToFinderForm');

/**
 * "Useful": the owner credits the finder's tip (it counts for their experience).
 * NOTE: the API only marks a sighting useful, it has no way back; once pressed the toggle stays pressed.
 */
function UsefulToggle({ bikeId, sighting, describedBy }: { bikeId: string; sighting: Sighting; describedBy: string }) {
  const { t } = useTranslation('theft');
  const apiErrorText = useApiErrorText();
  const mark = useMarkSightingUsefulMutation(bikeId);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={sighting.useful}
        aria-describedby={describedBy}
        disabled={sighting.useful || mark.isPending}
        onClick={() => mark.mutate(sighting.id)}
        className="aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900"
      >
        {mark.isPending ? <ButtonSpinner /> : <ThumbsUp aria-hidden="true" className="size-4" />}
        {t('sightings.useful')}
      </Button>
      {mark.isError && (
        <Alert tone="error" className="basis-full">
          {apiErrorText(mark.error)}
        </Alert>
      )}
    </>
  );
}

/**
 * The owner's first message to the finder; the conversation then opens. A signed-in finder reads it in
 * the app; an anonymous one who agreed to be contacted (`anonymous`) by mail, with a link to answer (issue #27).
 */
function WriteToFinderDialog({ bikeId, sighting, finder, anonymous = false }: { bikeId: string; sighting: Sighting; finder: string; anonymous?: boolean }) {
  const { t } = useTranslation('theft');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild preload={WriteToFinderForm.preload}>
        <Button variant="secondary" size="sm">
          <MessagesSquare aria-hidden="true" className="size-4" />
          {anonymous ? t('sightings.reply') : t('sightings.write')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={anonymous ? t('sightings.reply_title') : t('sightings.write_title', { name: finder })}
        description={anonymous ? t('sightings.reply_text') : t('sightings.write_text')}
      >
        {/* Mounted while open: each opening starts with an empty message. */}
        <WriteToFinderForm bikeId={bikeId} sighting={sighting} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * For a sighting by a signed-in finder: mark it useful, and write to them through Ritrova. For an
 * anonymous finder who agreed to be contacted: "Rispondi", relayed by mail (issue #27).
 */
export function SightingFinderActions({ bikeId, sighting, describedBy }: { bikeId: string; sighting: Sighting; describedBy: string }) {
  const { t } = useTranslation('theft');
  if (!sighting.reporter) {
    if (!sighting.contactConsent) return null;
    return (
      <div className="flex flex-wrap items-center gap-2">
        {sighting.conversationId ? (
          <Link to={conversationPath(sighting.conversationId)} aria-describedby={describedBy} className={buttonClasses('secondary', 'sm')}>
            <MessagesSquare aria-hidden="true" className="size-4" />
            {t('sightings.open_conversation')}
          </Link>
        ) : (
          <WriteToFinderDialog bikeId={bikeId} sighting={sighting} finder={t('sightings.anonymous')} anonymous />
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <UsefulToggle bikeId={bikeId} sighting={sighting} describedBy={describedBy} />
      {sighting.conversationId ? (
        <Link to={conversationPath(sighting.conversationId)} aria-describedby={describedBy} className={buttonClasses('secondary', 'sm')}>
          <MessagesSquare aria-hidden="true" className="size-4" />
          {t('sightings.open_conversation')}
        </Link>
      ) : (
        <WriteToFinderDialog bikeId={bikeId} sighting={sighting} finder={sighting.reporter.displayName} />
      )}
    </div>
  );
}
