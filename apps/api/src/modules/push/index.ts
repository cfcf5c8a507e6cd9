// The public surface of the push module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of push/ (scripts/architecture/module-surface.ts).
// Web Push for everyone signed in: subscriptions, signed and encrypted deliveries to the push services (decisions 036, 039, 063).

export { pushSubscriptionsOf } from './personal-data.repository.ts';
export type { PushMessage, UserPushOutcome } from './push.service.ts';
export {
  deleteFailingPushSubscriptions,
  forgetPushSubscriptions,
  PUSH_CONCURRENCY,
  PUSH_RETRIES,
  pushPriorityOfUser,
  pushToUserNow,
  queuePushes,
  registerPushJobs,
} from './push.service.ts';
