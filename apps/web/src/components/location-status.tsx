import { LocateFixed, MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCoordinate, type GeolocationState } from '../lib/tags/geolocation';
import { Button } from './ui/button';
import { ButtonSpinner } from './ui/spinner';

/**
 * Where the device is (spec §2): getting, available with latitude and longitude
 * to 6 decimals, or unavailable with a retry. Announced politely as it changes.
 * The texts are `location.*` of the namespace `ns` (each page words them itself).
 */
export function LocationStatus({ state, onRetry, ns }: { state: GeolocationState; onRetry: () => void; ns: 'nfc' }) {
  const { t } = useTranslation(ns);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p role="status" className="flex items-center gap-2 text-ink">
        {state.status === 'getting' && (
          <>
            <ButtonSpinner />
            {t('location.getting')}
          </>
        )}
        {state.status === 'available' && (
          <>
            <LocateFixed aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {t('location.available', {
              latitude: formatCoordinate(state.location.latitude),
              longitude: formatCoordinate(state.location.longitude),
            })}
          </>
        )}
        {state.status === 'unavailable' && (
          <>
            <MapPinOff aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
            {t(state.reason === 'unsupported' ? 'location.unsupported' : 'location.unavailable')}
          </>
        )}
      </p>
      {state.status === 'unavailable' && state.reason !== 'unsupported' && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('location.retry')}
        </Button>
      )}
    </div>
  );
}
