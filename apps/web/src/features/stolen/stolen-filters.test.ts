import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchFromFilters, stolenListSearch } from './stolen-filters';

describe('stolen listing filters', () => {
  it('read back what they wrote into the page address', () => {
    const filters = { place: 'Milano (MI)', near: null, radiusKm: 25, from: '2026-11-01', to: '2026-11-20', page: 2 };
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it('leave out a bad radius, a bad day and half a position', () => {
    const filters = filtersFromSearch(new URLSearchParams('km=9999&dal=ieri&lat=45.4&pagina=-3'));
    expect(filters).toEqual({ place: '', near: null, radiusKm: 10, from: '', to: '', page: 1 });
  });

  it('send the position rather than the municipality when both are there, rounded to about 100 m', () => {
    const filters = filtersFromSearch(new URLSearchParams('comune=Roma&lat=45.46427&lng=9.18951&km=5'));
    expect(stolenListSearch(filters)).toBe('lat=45.464&lng=9.19&radiusKm=5&page=1');
  });
});
