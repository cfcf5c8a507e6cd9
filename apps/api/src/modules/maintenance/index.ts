// The public surface of the maintenance module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of maintenance/ (scripts/architecture/module-surface.ts).
// A bike's maintenance log: the owner adds, the author edits or deletes (decision 018).
export { canKeepMaintenanceLog } from './maintenance.policy.ts';
export { addMaintenanceRecord, anyMaintenanceFor, forgetMaintenanceOf, insertMaintenanceRecord } from './maintenance.service.ts';
export { maintenanceOfPerson } from './personal-data.repository.ts';
