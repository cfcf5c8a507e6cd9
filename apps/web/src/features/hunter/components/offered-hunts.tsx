import type { Hunt } from '@ritrova/shared';
import { Check, LocateFixed, MapPinOff, SearchX, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Button } from '@/components/ui/button';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { type GeolocationState, useGeolocation } from '@/lib/tags/geolocation';
import { toast } from '@/lib/toast';
import { useAcceptHuntMutation } from '../api/accept-hunt';
import { useOfferedHuntsQuery } from '../api/get-offered-hunts';
import { useDeclineWithUndo } from '../hooks/use-decline-with-undo';
import { huntsOrigin } from '../hunt-display';
import { EmptyHunts } from './empty-hunts';
import { HuntCard } from './hunt-card';
import { QueryStatus } from './query-status';

function LocationControl({ state, onRequest }: { state: GeolocationState; onRequest: () => void }) {
  const { t } = useTranslation('hunter');
  const message = {
    idle: t('location.hint'),
    getting: t('location.getting'),
    available: t('location.sorted'),
    unavailable: state.status === 'unavailable' && state.reason === 'unsupported' ? t('location.unsupported') : t('location.unavailable'),
  }[state.status];
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <Button variant="secondary" size="sm" onClick={onRequest} disabled={state.status === 'getting'}>
        {state.status === 'getting' ? <ButtonSpinner /> : <LocateFixed aria-hidden="true" className="size-4" />}
        {state.status === 'available' ? t('location.refresh') : t('location.use')}
      </Button>
      <p role="status" className="flex items-center gap-2 text-sm text-ink">
        {state.status === 'unavailable' && <MapPinOff aria-hidden="true" className="size-4 shrink-0 text-amber-700" />}
        {message}
      </p>
    </div>
  );
}

/**
 * The "Available" tab: hunts offered to the Hunter, nearest first from where they
 * are once they share it, else from the centre of their area. Accepting moves one to the active ones; declining hides it with an undo.
 */
export function OfferedHunts({ userId, onShowActive }: { userId: string; onShowActive: () => void }) {
  const { t } = useTranslation('hunter');
  const errorText = useApiErrorText();
  const { state, request } = useGeolocation();
  const origin = state.status === 'available' ? huntsOrigin(state.location) : null;
  const hunts = useOfferedHuntsQuery(userId, origin);
  const accept = useAcceptHuntMutation(userId);
  const { hidden, decline } = useDeclineWithUndo(userId);
  const shown = hunts.data?.filter((hunt) => !hidden.has(hunt.theftReportId));
  const loaded = hunts.data !== undefined;

  // A mail or a push opens /hunter/hunts#hunt-<id>: scroll to that hunt once the list is there.
  useEffect(() => {
    if (!loaded || !window.location.hash.startsWith('#hunt-')) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const onAccept = (hunt: Hunt) =>
    accept.mutate(hunt.theftReportId, {
      onSuccess: () => toast.success(t('hunts.accepted', { name: hunt.bike.name }), { action: { label: t('hunts.show_active'), onClick: onShowActive } }),
      onError: (err) => toast.error(t('hunts.accept_failed', { reason: errorText(err) })),
    });

  return (
    <div className="grid gap-4">
      <LocationControl state={state} onRequest={request} />
      <QueryStatus query={hunts} loadingLabel={t('hunts.loading')} errorText={t('hunts.load_failed')} />
      {hunts.isPlaceholderData && hunts.isFetching && <Spinner label={t('location.sorting')} />}
      {shown?.length === 0 && <EmptyHunts Icon={SearchX} text={t('hunts.empty_available')} />}
      {shown && shown.length > 0 && (
        <ul className="grid gap-4 lg:grid-cols-2">
          {shown.map((hunt) => {
            const accepting = accept.isPending && accept.variables === hunt.theftReportId;
            return (
              <HuntCard
                key={hunt.theftReportId}
                hunt={hunt}
                distanceFrom={origin ? 'you' : 'area'}
                actions={
                  <div className="flex flex-wrap gap-3">
                    <Button onClick={() => onAccept(hunt)} disabled={accept.isPending}>
                      {accepting ? <ButtonSpinner /> : <Check aria-hidden="true" className="size-4" />}
                      {t('hunts.accept')}
                      <span className="sr-only">: {hunt.bike.name}</span>
                    </Button>
                    <Button variant="secondary" onClick={() => decline(hunt)} disabled={accepting}>
                      <X aria-hidden="true" className="size-4" />
                      {t('hunts.decline')}
                      <span className="sr-only">: {hunt.bike.name}</span>
                    </Button>
                  </div>
                }
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
