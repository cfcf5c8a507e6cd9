import { THEFT_FACT_LIMITS } from '@ritrova/shared';
import { FileText, LocateFixed, Map as MapIcon, MapPinOff } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/components/form/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { currentPosition, formatCoordinate } from '@/lib/tags/geolocation';
import { deviceClockDiffersFromItaly, type TheftFactsFormValues } from '../theft-facts';

// Leaflet loads only when the owner opens the map, so it stays out of the bike page.
const PointPickerMap = lazy(() => import('@/components/map/point-picker-map'));

/** The form values both theft dialogs hold: the facts, and the reward (only the report uses it). */
export type TheftFormValues = TheftFactsFormValues & { reward: string };

interface FieldsProps {
  register: UseFormRegister<TheftFormValues>;
  errors: FieldErrors<TheftFormValues>;
}

/**
 * Step 1: when (Italy's date and time, now by default) and where: my position, a point on the map,
 * and/or an address. The point is kept exactly for the owner; Hunters see it to about a kilometre.
 */
export function WhenWhereFields({
  register,
  errors,
  place,
  onPlace,
}: FieldsProps & { place: TheftFactsFormValues['place']; onPlace: (place: TheftFactsFormValues['place']) => void }) {
  const { t } = useTranslation('theft');
  const errorText = useErrorText();
  const [mapOpen, setMapOpen] = useState(false);
  const [locating, setLocating] = useState<'idle' | 'getting' | 'failed'>('idle');

  const useMyPosition = () => {
    setLocating('getting');
    currentPosition().then(
      (location) => {
        setLocating('idle');
        onPlace({ lat: Number(location.latitude.toFixed(6)), lng: Number(location.longitude.toFixed(6)) });
      },
      () => setLocating('failed'),
    );
  };

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold text-ink">{t('facts.when')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField label={t('facts.date')} type="date" error={errorText(errors.date?.message)} {...register('date')} />
          <TextField label={t('facts.time')} type="time" error={errorText(errors.time?.message)} {...register('time')} />
        </div>
        {deviceClockDiffersFromItaly(new Date()) && <p className="text-sm text-muted">{t('facts.time_italy_hint')}</p>}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold text-ink">{t('facts.where')}</legend>
        <p className="text-sm text-muted">{t('facts.where_hint')}</p>
        <p className="text-sm text-ink" aria-live="polite">
          {place
            ? t('facts.point_chosen', { latitude: formatCoordinate(place.lat), longitude: formatCoordinate(place.lng) })
            : locating === 'getting'
              ? t('facts.locating')
              : t('facts.no_point')}
        </p>
        {errors.place?.message && (
          <p className="text-sm font-medium text-red-700" role="alert">
            {errorText(errors.place.message)}
          </p>
        )}
        {locating === 'failed' && <p className="text-sm text-muted">{t('facts.locate_failed')}</p>}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={useMyPosition} disabled={locating === 'getting'}>
            <LocateFixed aria-hidden="true" className="size-4" />
            {t('facts.use_my_position')}
          </Button>
          <Button variant="secondary" size="sm" aria-expanded={mapOpen} onClick={() => setMapOpen((open) => !open)}>
            <MapIcon aria-hidden="true" className="size-4" />
            {t(mapOpen ? 'facts.close_map' : 'facts.pick_on_map')}
          </Button>
          {place && (
            <Button variant="secondary" size="sm" onClick={() => onPlace(null)}>
              <MapPinOff aria-hidden="true" className="size-4" />
              {t('facts.forget_point')}
            </Button>
          )}
        </div>
        {mapOpen && (
          <>
            <p className="text-sm text-muted">{t('facts.map_hint')}</p>
            <Suspense fallback={<Spinner label={t('facts.map_loading')} />}>
              <PointPickerMap label={t('facts.map_label')} useCenterLabel={t('facts.map_use_center')} value={place} onChange={onPlace} zoom={16} decimals={6} />
            </Suspense>
          </>
        )}
        <TextField
          label={t('facts.address')}
          hint={t('facts.address_hint')}
          autoComplete="off"
          maxLength={THEFT_FACT_LIMITS.address}
          error={errorText(errors.address?.message)}
          {...register('address')}
        />
      </fieldset>
    </div>
  );
}

/** Step 2: what happened, how the bike was locked, and the police report, with the reminder to file it. */
export function TheftDetailsFields({ register, errors }: FieldsProps) {
  const { t } = useTranslation('theft');
  const errorText = useErrorText();
  return (
    <div className="grid gap-4">
      <TextareaField
        label={t('facts.circumstances')}
        hint={t('facts.circumstances_hint')}
        rows={3}
        maxLength={THEFT_FACT_LIMITS.circumstances}
        error={errorText(errors.circumstances?.message)}
        {...register('circumstances')}
      />
      <TextField
        label={t('facts.lock')}
        hint={t('facts.lock_hint')}
        maxLength={THEFT_FACT_LIMITS.lock}
        error={errorText(errors.lock?.message)}
        {...register('lock')}
      />
      <fieldset className="grid gap-3">
        <legend className="flex items-center gap-2 text-sm font-semibold text-ink">
          <FileText aria-hidden="true" className="size-4" />
          {t('facts.police_legend')}
        </legend>
        <Alert tone="warning" title={t('facts.denuncia_title')}>
          {t('facts.denuncia_text')}
        </Alert>
        <TextField
          label={t('facts.police_number')}
          autoComplete="off"
          maxLength={THEFT_FACT_LIMITS.policeReportNumber}
          error={errorText(errors.policeReportNumber?.message)}
          {...register('policeReportNumber')}
        />
        <TextField
          label={t('facts.police_station')}
          hint={t('facts.police_station_hint')}
          maxLength={THEFT_FACT_LIMITS.policeStation}
          error={errorText(errors.policeStation?.message)}
          {...register('policeStation')}
        />
        <TextField label={t('facts.police_date')} type="date" error={errorText(errors.policeReportDate?.message)} {...register('policeReportDate')} />
      </fieldset>
    </div>
  );
}
