import 'leaflet/dist/leaflet.css';
import type { Location } from '@ritrova/shared';
import type { LatLng, Map as LeafletMap } from 'leaflet';
import { Crosshair } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import { Button } from '@/components/ui/button';

/** Coordinates kept to 6 decimals (about 10 cm), as the page shows them. */
const toLocation = (point: LatLng): Location => ({
  latitude: Number(point.lat.toFixed(6)),
  longitude: Number(point.lng.toFixed(6)),
});

function PickOnClick({ onPick }: { onPick: (location: Location) => void }) {
  useMapEvents({ click: (event) => onPick(toLocation(event.latlng)) });
  return null;
}

/**
 * An OpenStreetMap on which the finder taps where the bike is. Loaded only when
 * asked for ("scegli sulla mappa"), so Leaflet stays out of the verification page.
 * Keyboard users pan with the arrow keys and take the map's centre. `isolate`
 * keeps Leaflet's z-indexes (up to 1000) under the sticky header.
 */
export function SightingMap({ center, value, onChange }: { center: Location; value: Location | null; onChange: (location: Location) => void }) {
  const { t } = useTranslation('verify');
  const [map, setMap] = useState<LeafletMap | null>(null);
  return (
    <div className="grid gap-3">
      <section aria-label={t('sighting.map_label')} className="isolate overflow-hidden rounded-xl border border-slate-300">
        <MapContainer center={[center.latitude, center.longitude]} zoom={16} scrollWheelZoom={false} ref={setMap} className="h-72 w-full">
          <TileLayer
            url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
            maxZoom={19}
          />
          <PickOnClick onPick={onChange} />
          {value && <CircleMarker center={[value.latitude, value.longitude]} radius={10} pathOptions={{ color: '#b91c1c', fillOpacity: 0.6 }} />}
        </MapContainer>
      </section>
      <div>
        <Button variant="secondary" size="sm" disabled={!map} onClick={() => map && onChange(toLocation(map.getCenter()))}>
          <Crosshair aria-hidden="true" className="size-4" />
          {t('sighting.map_use_center')}
        </Button>
      </div>
    </div>
  );
}
