// The public surface of the users module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of users/ (scripts/architecture/module-surface.ts).
// People: the user row, roles, profile, the name others see; imports no other module (decisions 020, 067).

export type { AdminUserListFilters } from './admin-user.repository.ts';
export {
  countNewUsersInRanges,
  countUsersByRole,
  findUserForAdmin,
  listUsersForAdmin,
  lockActiveAdmins,
  lockLivingUser,
  newestLivingUsers,
  userIdsByEmailContaining,
  userNamesByIds,
} from './admin-user.repository.ts';
export { activeAlertContacts, namesAndRolesOf } from './community-reads.repository.ts';
export {
  emailsOfUsers,
  forgetSecondFactor,
  listAccountsToPurge,
  listAccountsToWarn,
  listInactiveAccounts,
  lockLiveAccount,
  lockUnpurgedAccount,
  markAccountPurged,
  markAccountWarned,
} from './personal-data.repository.ts';
export { publicName } from './public-name.presenter.ts';
export { markTotpEnabled, recordTotpStep } from './totp.repository.ts';
export { actsAsAdmin, canSignIn, mustKeepSecondFactor } from './user.policy.ts';
export { presentAccount } from './user.presenter.ts';
export {
  bumpSessionVersion,
  countUsers,
  emailTaken,
  findUser,
  findUserByEmail,
  hunterNameAvailable,
  hunterNameTaken,
  insertUser,
  isHunterNameConflict,
  noteActivity,
  saveUser,
  signInChanges,
  updateProfile,
} from './user.service.ts';
export type { UserRow } from './user-row.ts';
export { liveUsersByIds, usersByIds } from './users-by-id.ts';
