// The public surface of the privacy module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of privacy/ (scripts/architecture/module-surface.ts).
// The person's data rights: the retention job (one step per rule, decision 049), erasure, account retention and the data export (decision 067), composed from what each owning module answers for its own tables (their `personal-data.repository.ts`, issue #29 item 1).
export { exportUserData } from './data-export.ts';
export { eraseFiles, pseudonymiseAccount } from './erasure.ts';
