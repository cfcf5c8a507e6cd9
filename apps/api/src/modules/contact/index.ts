// The public surface of the contact module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of contact/ (scripts/architecture/module-surface.ts).
// The contact form: stored, mailed to support, acknowledged, rate-limited.
export { clearContactClientKeys, contactMessagesFrom, deleteContactMessages, forgetContactMessagesFrom } from './contact.service.ts';
export { deleteContactMessagesOlderThan } from './personal-data.repository.ts';
