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
  /** The caller's tags (`/api/tags/my-tags`); assigning, unpairing or losing a tag reloads them. */
  myTags: (userId: string) => ['dashboard', userId, 'tags'] as const,
  /** The caller's tags not on a bike (`/api/tags?status=unassigned`), offered on a bike's page. */
  unassignedTags: (userId: string) => ['dashboard', userId, 'tags', 'unassigned'] as const,
  /** Alerts about the caller's stolen bikes; marking them read also changes the stats. */
  notifications: (userId: string) => ['dashboard', userId, 'notifications'] as const,
  /** The VAPID key and the caller's subscribed browsers (`/api/push`): the dashboard's, the settings' and the Hunter's switches. */
  pushSettings: (userId: string) => ['push', userId] as const,
  bike: (bikeId: string) => ['bikes', bikeId] as const,
  /** The bike's printable record (issue #28); under `bike`, so reloading the bike reloads it. */
  bikeRecord: (bikeId: string) => ['bikes', bikeId, 'record'] as const,
  /** Sightings of a stolen bike; under `bike`, so reloading the bike reloads them. */
  bikeSightings: (bikeId: string) => ['bikes', bikeId, 'sightings'] as const,
  transfer: (transferId: string, token: string | null) => ['transfers', transferId, token] as const,
};
