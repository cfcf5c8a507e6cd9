import 'leaflet/dist/leaflet.css';
import { Circle, MapContainer } from 'react-leaflet';
import { OsmTiles } from './osm-tiles';

/**
 * A small OpenStreetMap of an approximate area: a red circle of `radiusM` metres around the point
 * (a theft's point rounded to about a kilometre: a hunt's card, a stolen bike's page). Load it
 * lazily (`lazy(() => import('@/components/map/area-map'))`), so Leaflet stays out of the page's own chunk.
 * `label` names the map for screen readers; `className` sizes it.
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
  return (
    <section aria-label={label} className="isolate overflow-hidden rounded-xl border border-slate-300">
      <MapContainer center={[latitude, longitude]} zoom={13} scrollWheelZoom={false} className={className}>
        <OsmTiles maxZoom={maxZoom} />
        <Circle center={[latitude, longitude]} radius={radiusM} pathOptions={{ color: '#b91c1c', fillOpacity: 0.15 }} />
      </MapContainer>
    </section>
  );
}
