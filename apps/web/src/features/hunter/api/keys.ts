/**
 * The TanStack Query keys of the Hunter area. Everything sits under `all(userId)`,
 * so accepting or declining a hunt reloads the lists and the figures at once, and
 * a user never sees another user's cached data.
 */
export const hunterKeys = {
  all: (userId: string) => ['hunter', userId] as const,
  stats: (userId: string) => ['hunter', userId, 'stats'] as const,
  /** Offered hunts; `near` is the rounded point they are sorted from, or null for no point. */
  offeredHunts: (userId: string, near: string | null) => ['hunter', userId, 'hunts', 'offered', near] as const,
  /** The caller's hunts: active, completed and closed. */
  myHunts: (userId: string) => ['hunter', userId, 'hunts', 'mine'] as const,
  profile: (userId: string) => ['hunter', userId, 'profile'] as const,
  rewards: (userId: string) => ['hunter', userId, 'rewards'] as const,
  payoutMethod: (userId: string) => ['hunter', userId, 'payout-method'] as const,
  /** The area the Hunter watches (alerts about newly funded thefts in it). */
  area: (userId: string) => ['hunter', userId, 'area'] as const,
};
