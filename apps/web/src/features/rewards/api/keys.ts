import { queryKeys } from '@/lib/query-keys';

/**
 * The rewards feature's query keys. A bike's reward sits under the bike's own key,
 * so whatever reloads the bike (reporting it stolen or recovered, editing it)
 * reloads its reward too.
 */
export const rewardKeys = {
  reward: (bikeId: string) => [...queryKeys.bike(bikeId), 'reward'] as const,
  payment: (paymentId: string) => ['payments', paymentId] as const,
};
