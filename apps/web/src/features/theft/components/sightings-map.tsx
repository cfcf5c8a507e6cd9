import 'leaflet/dist/leaflet.css';
import { latLngBounds } from 'leaflet';
import { Circle, CircleMarker, MapContainer, Tooltip, ZoomControl } from 'react-leaflet';
import { ProviderTiles } from '@/components/map/provider-tiles';

export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  /** Exact points are a dot; approximate ones (~100 m) a circle of that size. */
  exact: boolean;
  label: string;
}

/** Spec: a sighting rounded to 3 decimals is within about 100 m of the real point. */
const approximateRadiusMeters = 100;
const red = { color: '#b91c1c', fillColor: '#dc2626' };

/**
 * The sightings on a map (the configured provider's tiles), a companion to the list
 * (which says everything the map shows). Loaded on its own, with Leaflet and its
 * styles, only when the owner asks for it (MapOnRequest). Markers are vector shapes:
 * no marker images to resolve.
 */
export default function SightingsMap({
  points,
  label,
  zoomInLabel,
  zoomOutLabel,
}: {
  points: MapPoint[];
  label: string;
  zoomInLabel: string;
  zoomOutLabel: string;
}) {
  const bounds = latLngBounds(points.map((point) => [point.latitude, point.longitude]));
  return (
    <section aria-label={label} className="h-72 overflow-hidden rounded-xl border border-slate-200 sm:h-96">
      <MapContainer bounds={bounds} boundsOptions={{ padding: [32, 32], maxZoom: 16 }} scrollWheelZoom={false} zoomControl={false} className="size-full">
        <ProviderTiles maxZoom={19} />
        <ZoomControl position="topleft" zoomInTitle={zoomInLabel} zoomOutTitle={zoomOutLabel} />
        {points.map((point) =>
          point.exact ? (
            <CircleMarker key={point.id} center={[point.latitude, point.longitude]} radius={8} pathOptions={{ ...red, fillOpacity: 0.8, weight: 2 }}>
              <Tooltip>{point.label}</Tooltip>
            </CircleMarker>
          ) : (
            <Circle
              key={point.id}
              center={[point.latitude, point.longitude]}
              radius={approximateRadiusMeters}
              pathOptions={{ ...red, fillOpacity: 0.2, weight: 2 }}
            >
              <Tooltip>{point.label}</Tooltip>
            </Circle>
          ),
        )}
      </MapContainer>
    </section>
  );
}
