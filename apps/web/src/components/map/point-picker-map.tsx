import 'leaflet/dist/leaflet.css';
import type { LatLng, Map as LeafletMap } from 'leaflet';
import { Crosshair } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Circle, CircleMarker, MapContainer, useMapEvents } from 'react-leaflet';
import { Button } from '@/components/ui/button';
import { ProviderTiles } from './provider-tiles';

export type MapPoint = { lat: number; lng: number };

/** Italy as a whole, when there is no point yet. */
const ITALY_CENTER: MapPoint = { lat: 42.5, lng: 12.5 };

function PickOnClick({ onPick }: { onPick: (at: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng) });
  return null;
}

/** Frames the whole circle whenever the centre or the radius changes. */
function FitCircle({ map, value, radiusKm }: { map: LeafletMap | null; value: MapPoint | null; radiusKm: number | undefined }) {
  useEffect(() => {
    if (!map || !value || radiusKm === undefined) return;
    const dLat = radiusKm / 111;
    const dLng = radiusKm / (111 * Math.cos((value.lat * Math.PI) / 180));
    map.fitBounds(
      [
        [value.lat - dLat, value.lng - dLng],
        [value.lat + dLat, value.lng + dLng],
      ],
      { padding: [12, 12] },
    );
  }, [map, value, radiusKm]);
  return null;
}

/**
 * A map (the configured provider's tiles) on which one taps a point: where a bike was stolen, where a finder saw it, the
 * centre of a Hunter's area (then `areaKm`: the circle of that radius is drawn around it and framed).
 * Keyboard users pan with the arrow keys and take the map's centre. `isolate` keeps Leaflet's
 * z-indexes (up to 1000) under the sticky header and the dialogs. Load it lazily
 * (`lazy(() => import('@/components/map/point-picker-map'))`) and only once the person opens the map, so
 * Leaflet stays out of the page's chunk and no tile is asked for before.
 *
 * It opens on `value`, else on `center` (both at `zoom`), else on Italy as a whole. Points are kept
 * to `decimals` places (6: about 10 cm; 4: about 10 m). `label` names the map, `useCenterLabel` the
 * button that takes its centre; `className` sizes it (default `h-64 w-full`).
 */
export default function PointPickerMap({
  label,
  useCenterLabel,
  value,
  onChange,
  center,
  zoom,
  decimals,
  areaKm,
  className = 'h-64 w-full',
}: {
  label: string;
  useCenterLabel: string;
  value: MapPoint | null;
  onChange: (point: MapPoint) => void;
  center?: MapPoint | undefined;
  zoom: number;
  decimals: number;
  areaKm?: number | undefined;
  className?: string;
}) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const toPoint = (at: LatLng): MapPoint => ({ lat: Number(at.lat.toFixed(decimals)), lng: Number(at.lng.toFixed(decimals)) });
  const opening = value ?? center;
  const start = opening ?? ITALY_CENTER;
  return (
    <div className="grid gap-3">
      <section aria-label={label} className="isolate overflow-hidden rounded-xl border border-slate-300">
        <MapContainer center={[start.lat, start.lng]} zoom={opening ? zoom : 6} scrollWheelZoom={false} ref={setMap} className={className}>
          <ProviderTiles maxZoom={19} />
          <PickOnClick onPick={(at) => onChange(toPoint(at))} />
          {value &&
            (areaKm === undefined ? (
              <CircleMarker center={[value.lat, value.lng]} radius={10} pathOptions={{ color: '#b91c1c', fillOpacity: 0.6 }} />
            ) : (
              <>
                <Circle center={[value.lat, value.lng]} radius={areaKm * 1000} pathOptions={{ color: '#15803d', fillOpacity: 0.12 }} />
                <CircleMarker center={[value.lat, value.lng]} radius={6} pathOptions={{ color: '#15803d', fillOpacity: 0.8 }} />
              </>
            ))}
        </MapContainer>
        <FitCircle map={map} value={value} radiusKm={areaKm} />
      </section>
      <div>
        <Button variant="secondary" size="sm" disabled={!map} onClick={() => map && onChange(toPoint(map.getCenter()))}>
          <Crosshair aria-hidden="true" className="size-4" />
          {useCenterLabel}
        </Button>
      </div>
    </div>
  );
}
