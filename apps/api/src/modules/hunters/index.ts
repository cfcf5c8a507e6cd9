// The public surface of the hunters module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of hunters/ (scripts/architecture/module-surface.ts).
// Hunters: their area, hunts, stats and progress (alerts are notifications', the payout method rewards'; decision 068).
export { countAcceptedHunts, huntsOfTheft } from './admin-hunt.repository.ts';
export { canHunt, isHuntOffered } from './hunt.policy.ts';
export { huntBikeLabel } from './hunt.presenter.ts';
export { findHuntNotDeclined } from './hunt.repository.ts';
export { closeActiveHunts, completeHunt, endActiveHunts } from './hunt-outcome.repository.ts';
export type { HunterClaimRecord } from './hunter.service.ts';
export { progressEvents, provideHunterClaimRecord } from './hunter.service.ts';
export { huntAlertFactsOf } from './hunter-area.repository.ts';
export {
  areasAround,
  claimHuntAlert,
  claimHuntMailDay,
  deleteHuntAlertRecords,
  deleteHuntMailDays,
  forgetHunterArea,
  getHunterArea,
  theftForHuntAlert,
} from './hunter-area.service.ts';
export { forgetHunts } from './hunts.service.ts';
export { huntAlertMailDaysOf, huntAlertsOf, huntsOf } from './personal-data.repository.ts';
export { progressOf } from './progress.ts';
