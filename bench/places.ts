import { performance } from 'node:perf_hooks';
import { nearestMunicipality } from '../apps/api/src/modules/places/places.ts';

/**
 * Naming a place (issue #27, decision 053): the first lookup (reads municipalities.json and builds
 * the grid) and the cost of one lookup afterwards, over 20,000 points spread on a lattice across Italy
 * and its seas, and over the points of a city (Milano). Prints figures; asserts nothing.
 */
export function reportPlaces(): void {
  const t0 = performance.now();
  nearestMunicipality({ lat: 45.4642, lng: 9.19 });
  const firstMs = performance.now() - t0;
  const spread = Array.from({ length: 20_000 }, (_, i) => ({ lat: 37 + ((i * 7919) % 9000) / 1000, lng: 7 + ((i * 104_729) % 11_000) / 1000 }));
  const city = Array.from({ length: 20_000 }, (_, i) => ({ lat: 45.4 + ((i * 7919) % 1500) / 10_000, lng: 9.1 + ((i * 104_729) % 2000) / 10_000 }));
  const perLookupUs = (points: { lat: number; lng: number }[]) => {
    for (const p of points.slice(0, 2000)) nearestMunicipality(p);
    const t = performance.now();
    for (const p of points) nearestMunicipality(p);
    return ((performance.now() - t) * 1000) / points.length;
  };
  console.log('\n## Places (nearestMunicipality, decision 053)');
  console.log(`first lookup (load + index): ${firstMs.toFixed(1)} ms`);
  console.log(`per lookup, Italy and its seas: ${perLookupUs(spread).toFixed(1)} µs; inside Milano: ${perLookupUs(city).toFixed(1)} µs`);
}
