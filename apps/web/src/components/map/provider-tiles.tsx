import { TileLayer } from 'react-leaflet';
import { usePublicConfig } from '@/lib/public-config';

/**
 * The tiles of the provider the server is configured with (MAP_TILE_URL, decision 052), credited as
 * its licence asks (MAP_TILE_ATTRIBUTION, checked at boot to be text and https links). Rendered only
 * inside a map the visitor asked for; nothing until the configuration is there.
 * `maxZoom` is as close as the map lets one come.
 */
export function ProviderTiles({ maxZoom }: { maxZoom: number }) {
  const map = usePublicConfig().data?.map;
  if (!map) return null;
  return <TileLayer url={map.tileUrl} attribution={map.attribution} maxZoom={maxZoom} />;
}
