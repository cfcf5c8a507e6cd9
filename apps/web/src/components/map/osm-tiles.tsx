import { TileLayer } from 'react-leaflet';

/** OpenStreetMap's tiles, credited as its licence asks; `maxZoom` is as close as the map lets one come. */
export function OsmTiles({ maxZoom }: { maxZoom: number }) {
  return (
    <TileLayer
      url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
      attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
      maxZoom={maxZoom}
    />
  );
}
