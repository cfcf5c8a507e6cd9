// The public surface of the audit module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of audit/ (scripts/architecture/module-surface.ts).
// The audit log: who did what to whom, recorded by admin, rewards, tags and privacy, and scrubbed on erasure (decisions 023, 067).

export type { ErasedPerson } from './audit.ts';
export { deleteAuditEntries, recordAudit, scrubAuditEntries } from './audit.ts';
export type { AuditFilters } from './audit-list.repository.ts';
export { listAuditEntries } from './audit-list.repository.ts';
export { adminActionsOn } from './personal-data.repository.ts';
