// The public surface of the theft module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of theft/ (scripts/architecture/module-surface.ts).
// Reporting a theft, recovery, and recording sightings; the rows are theft-records' (decision 074).
export type { SightingReporter } from './theft.service.ts';
export { requireContactAddress, saveReportedSighting } from './theft.service.ts';
