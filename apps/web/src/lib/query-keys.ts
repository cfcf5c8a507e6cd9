/**
 * The TanStack Query keys that more than one feature touches, in one place (a
 * leaf module like paths.ts): a feature invalidates another's cache through
 * these keys instead of importing it.
 *
 * Everything the dashboard shows sits under `dashboard(userId)`, so one
 * invalidation (or the refresh button) reloads it all, and a user never sees
 * another user's cached data.
 */
export const queryKeys = {
  dashboard: (userId: string) => ['dashboard', userId] as const,
  currentUser: (userId: string) => ['dashboard', userId, 'me'] as const,
  userStats: (userId: string) => ['dashboard', userId, 'stats'] as const,
  myBikes: (userId: string) => ['dashboard', userId, 'bikes'] as const,
  incomingTransfers: (userId: string) => ['dashboard', userId, 'incoming-transfers'] as const,
  bike: (bikeId: string) => ['bikes', bikeId] as const,
  transfer: (transferId: string, token: string | null) => ['transfers', transferId, token] as const,
};
