import 'leaflet/dist/leaflet.css';
import { useTranslation } from 'react-i18next';
import { Circle, MapContainer, ZoomControl } from 'react-leaflet';
import { ProviderTiles } from './provider-tiles';

/**
 * A small map of an approximate area: a red circle of `radiusM` metres around the point (a theft's
 * point rounded to about a kilometre: a hunt's card, a stolen bike's page), on the configured
 * provider's tiles. Load it lazily (`lazy(() => import('@/components/map/area-map'))`) and only when
 * the visitor asks (MapOnRequest), so Leaflet stays out of the page's own chunk and no tile is asked
 * for before. `label` names the map for screen readers; `className` sizes it.
 */
export default function AreaMap({
  label,
  latitude,
  longitude,
  radiusM,
  maxZoom,
  className,
}: {
  label: string;
  latitude: number;
  longitude: number;
  radiusM: number;
  maxZoom: number;
  className: string;
}) {
  const { t } = useTranslation('common');
  return (
    <section aria-label={label} className="isolate overflow-hidden rounded-xl border border-slate-300">
      <MapContainer center={[latitude, longitude]} zoom={13} scrollWheelZoom={false} zoomControl={false} className={className}>
        <ProviderTiles maxZoom={maxZoom} />
        <ZoomControl position="topleft" zoomInTitle={t('map.zoom_in')} zoomOutTitle={t('map.zoom_out')} />
        <Circle center={[latitude, longitude]} radius={radiusM} pathOptions={{ color: '#b91c1c', fillOpacity: 0.15 }} />
      </MapContainer>
    </section>
  );
}
