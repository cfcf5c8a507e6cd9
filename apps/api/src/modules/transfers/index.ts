// The public surface of the transfers module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of transfers/ (scripts/architecture/module-surface.ts).
// Transfer of a bike's ownership: start, cancel, accept or decline.
export { transfersOfPerson } from './personal-data.repository.ts';
export { pendingTransfersOfBikes } from './transfer.repository.ts';
export { cancelPendingTransfersOf, clearTransferAddresses, expireOverdueTransfers, forgetTransferAddress } from './transfer.service.ts';
