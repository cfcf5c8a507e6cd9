import { HUNTER_AREA_RADIUS, type HunterArea } from '@ritrova/shared';
import { BellRing, LocateFixed, Map as MapIcon, Pencil } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import type { MapPoint } from '@/components/map/point-picker-map';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { turnPushOff, turnPushOn, usePushState } from '@/lib/push/push-subscription';
import { currentPosition } from '@/lib/tags/geolocation';
import { useHunterAreaQuery, useRemoveHunterAreaMutation, useSaveHunterAreaMutation } from '../api/hunter-area';
import { formatKilometres } from '../hunt-display';

const PointPickerMap = lazy(() => import('@/components/map/point-picker-map'));

/** The radii offered, in km (the API takes any whole number from 1 to 100). */
export const RADIUS_CHOICES = [1, 2, 5, 10, 20, 30, 50, 100] as const;

function useKilometres() {
  const { i18n } = useTranslation();
  return (km: number) => formatKilometres(km, 0, i18n.resolvedLanguage ?? i18n.language);
}

/** The form: a centre (my position, or a point on the map) and a radius, 10 km unless changed. */
function AreaForm({ userId, area, onDone, announce }: { userId: string; area: HunterArea | null; onDone: () => void; announce: (text: string) => void }) {
  const { t } = useTranslation('hunter');
  const km = useKilometres();
  const errorText = useApiErrorText();
  const radiusId = useId();
  const [point, setPoint] = useState<MapPoint | null>(area ? { lat: area.latitude, lng: area.longitude } : null);
  const [radiusKm, setRadiusKm] = useState<number>(area?.radiusKm ?? HUNTER_AREA_RADIUS.default);
  const [mapShown, setMapShown] = useState(false);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveHunterAreaMutation(userId);
  const radii = [...new Set([...RADIUS_CHOICES, radiusKm])].sort((a, b) => a - b);

  const usePosition = async () => {
    setLocating(true);
    setProblem(null);
    try {
      const here = await currentPosition();
      setPoint({ lat: Number(here.latitude.toFixed(4)), lng: Number(here.longitude.toFixed(4)) });
    } catch {
      setProblem(t('alerts.position_failed'));
      setMapShown(true);
    } finally {
      setLocating(false);
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!point) {
      setProblem(t('alerts.centre_missing'));
      return;
    }
    save.mutate(
      { latitude: point.lat, longitude: point.lng, radiusKm },
      {
        onSuccess: () => {
          announce(t('alerts.saved'));
          onDone();
        },
        onError: (err) => setProblem(t('alerts.save_failed', { reason: errorText(err) })),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4" noValidate>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('alerts.centre_label')}</legend>
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="secondary" size="sm" onClick={usePosition} disabled={locating}>
            {locating ? <ButtonSpinner /> : <LocateFixed aria-hidden="true" className="size-4" />}
            {locating ? t('alerts.getting_position') : t('alerts.use_position')}
          </Button>
          <Button type="button" variant="secondary" size="sm" aria-expanded={mapShown} onClick={() => setMapShown((v) => !v)}>
            <MapIcon aria-hidden="true" className="size-4" />
            {t('alerts.pick_on_map')}
          </Button>
        </div>
        <p className="text-sm text-ink" aria-live="polite">
          {point ? t('alerts.centre_chosen', { coordinates: `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}` }) : t('alerts.centre_missing')}
        </p>
        {mapShown && (
          <Suspense fallback={<Spinner label={t('hunt.map_loading')} />}>
            <PointPickerMap
              label={t('alerts.map_label')}
              useCenterLabel={t('alerts.map_use_center')}
              value={point}
              onChange={setPoint}
              zoom={11}
              decimals={4} // ~10 m: a centre needs no more.
              areaKm={radiusKm}
            />
          </Suspense>
        )}
      </fieldset>
      <SelectField
        id={radiusId}
        label={t('alerts.radius_label')}
        value={String(radiusKm)}
        onChange={(event) => setRadiusKm(Number(event.target.value))}
        options={radii.map((r) => ({ value: String(r), label: km(r) }))}
      />
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <ButtonSpinner />}
          {t('alerts.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('alerts.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Browser notifications: on when this browser's subscription is among the Hunter's on the server. */
function PushControl({ userId, hasArea, announce }: { userId: string; hasArea: boolean; announce: (text: string) => void }) {
  const { t } = useTranslation('hunter');
  const { settings, state, setState } = usePushState(userId);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const turnOn = async () => {
    if (!settings.data) return;
    const outcome = await turnPushOn(settings.data.publicKey);
    if (!outcome.ok) {
      setProblem(outcome.reason === 'denied' ? t('alerts.push_denied') : t('alerts.push_unsupported'));
      return;
    }
    setState('on');
    announce(t('alerts.push_on'));
  };

  const turnOff = async () => {
    await turnPushOff();
    setState('off');
    announce(t('alerts.push_off'));
  };

  const toggle = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await (state === 'on' ? turnOff() : turnOn());
      await settings.refetch();
    } catch {
      setProblem(t('alerts.push_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2 border-t border-slate-200 pt-4">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-ink">
        <BellRing aria-hidden="true" className="size-4 text-brand-700" />
        {t('alerts.push_title')}
      </h3>
      {state === 'unsupported' || state === 'blocked' ? (
        <p className="text-sm text-muted">{t(state === 'blocked' ? 'alerts.push_denied' : 'alerts.push_unsupported')}</p>
      ) : (
        <>
          <p className="text-sm text-ink">{state === 'on' ? t('alerts.push_on') : hasArea ? t('alerts.push_off') : t('alerts.push_needs_area')}</p>
          <div>
            <Button variant="secondary" size="sm" onClick={toggle} disabled={busy || state === 'checking' || !settings.data || (state === 'off' && !hasArea)}>
              {busy && <ButtonSpinner />}
              {busy ? t('alerts.push_working') : state === 'on' ? t('alerts.push_disable') : t('alerts.push_enable')}
            </Button>
          </div>
        </>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * "Alerts near you" on the hunts page: the Hunter's area (a centre and a radius,
 * 10 km by default) and this browser's notifications. A newly funded theft in the
 * area reaches them in the app at once, by mail at most once a day and by push.
 */
export function HuntAlertsSettings({ userId }: { userId: string }) {
  const { t } = useTranslation('hunter');
  const km = useKilometres();
  const headingId = useId();
  const area = useHunterAreaQuery(userId);
  const remove = useRemoveHunterAreaMutation(userId);
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const current = area.data ?? null;

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t('alerts.title')}
        </h2>
        <p className="text-sm text-muted">{t('alerts.intro')}</p>
      </div>
      {area.isPending ? (
        <Spinner label={t('alerts.loading')} />
      ) : area.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('alerts.load_failed')}
        </p>
      ) : (
        <>
          <p className="text-sm font-medium text-ink">
            {current
              ? current.placeName
                ? t('alerts.summary', { radius: km(current.radiusKm), place: current.placeName })
                : t('alerts.summary_unnamed', { radius: km(current.radiusKm) })
              : t('alerts.none')}
          </p>
          {editing ? (
            <AreaForm userId={userId} area={current} onDone={() => setEditing(false)} announce={setAnnouncement} />
          ) : (
            <div className="flex flex-wrap gap-3">
              <Button variant={current ? 'secondary' : 'primary'} size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                {current ? t('alerts.edit') : t('alerts.set')}
              </Button>
              {current && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(undefined, { onSuccess: () => setAnnouncement(t('alerts.removed')) })}
                >
                  {remove.isPending && <ButtonSpinner />}
                  {t('alerts.remove')}
                </Button>
              )}
            </div>
          )}
          <PushControl userId={userId} hasArea={current !== null} announce={setAnnouncement} />
        </>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
