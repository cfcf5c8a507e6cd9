// The public surface of the stolen module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of stolen/ (scripts/architecture/module-surface.ts).
// The public listing of stolen bikes, a theft's public page with its sighting form and poster QR code (decision 038).
export { searchedTheftIds, withdrawThefts } from './stolen.service.ts';
