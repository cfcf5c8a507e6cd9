import { Map as MapIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '@/lib/public-config';

/**
 * Who the map's tiles come from, and what opening it sends them (the visitor's address and the area):
 * said beside every button that opens a map. `id` lets the button point to it (aria-describedby).
 */
export function MapProviderNote({ id }: { id: string }) {
  const { t } = useTranslation('common');
  const provider = usePublicConfig().data?.map?.provider;
  if (!provider) return null;
  return (
    <p id={id} className="text-sm text-muted">
      {t('map.provider_note', { provider })}
    </p>
  );
}

/**
 * A map shown only when the visitor asks for it (issue #26, decision 052): until the button is
 * pressed nothing is asked of the tile provider, and Leaflet's chunk is not even loaded (`children`
 * is the lazily loaded map in its Suspense). The page around it says in words what the map shows.
 * Nothing is remembered: each page view asks again. The server renders the button too (hidden without
 * JavaScript): pressed before the app runs, the page's starter loads the app and presses it again (decision 058).
 */
export function MapOnRequest({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const configured = Boolean(usePublicConfig().data?.map);
  const [shown, setShown] = useState(false);
  const noteId = useId();
  const mapId = useId();
  if (!configured) return null;
  return (
    <div data-needs-js="" className="grid gap-2">
      <div>
        <Button variant="secondary" size="sm" aria-expanded={shown} aria-controls={mapId} aria-describedby={noteId} onClick={() => setShown((open) => !open)}>
          <MapIcon aria-hidden="true" className="size-4" />
          {t(shown ? 'map.hide' : 'map.show')}
        </Button>
      </div>
      <MapProviderNote id={noteId} />
      <div id={mapId}>{shown && children}</div>
    </div>
  );
}
