// The public surface of the messages module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of messages/ (scripts/architecture/module-surface.ts).
// Relayed conversations between a finder and an owner: rate limit, block, alerts, mails.
export { conversationsOfSightings, deleteConversationsOfClosedThefts, deleteExpiredFinderLinks } from './message.service.ts';
export { conversationsOf, messagesIn, redactMessagesSentBy } from './personal-data.repository.ts';
