// The public surface of the places module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of places/ (scripts/architecture/module-surface.ts).
// Italy's municipalities as data: the municipality a point is in, rounding of a point, distances (decisions 035, 053).
export { approximatePoint, distanceKm, nearestMunicipality, placeName } from './places.ts';
