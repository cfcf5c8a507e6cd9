import type { Bike, Reward } from '@ritrova/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { rewardKeys } from './keys';

type Listening = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `onReturn` each time the user comes back to this page after leaving it:
 * to another tab (the page is hidden, then visible) or another window beside it
 * (the window loses the focus, then gets it back; no visibility change then).
 * Coming back fires both events at times; `onReturn` runs once per return.
 * Returns the function that stops listening.
 */
export function watchReturns(win: Listening, doc: Listening & { readonly visibilityState: DocumentVisibilityState }, onReturn: () => void): () => void {
  let away = false;
  const leave = () => {
    away = true;
  };
  const back = () => {
    if (!away) return;
    away = false;
    onReturn();
  };
  const visibility = () => (doc.visibilityState === 'hidden' ? leave() : back());
  win.addEventListener('blur', leave);
  win.addEventListener('focus', back);
  doc.addEventListener('visibilitychange', visibility);
  return () => {
    win.removeEventListener('blur', leave);
    win.removeEventListener('focus', back);
    doc.removeEventListener('visibilitychange', visibility);
  };
}

/**
 * Whether coming back to a bike's page may find its reward changed: it awaits
 * its payment (made in the checkout tab), or the bike is stolen and its reward
 * has not arrived yet (the owner went to pay straight after the report).
 */
export function refreshOnReturn(bike: Pick<Bike, 'status'> | undefined, reward: Reward | null | undefined): boolean {
  if (reward) return reward.status === 'awaiting_payment' && reward.recoveredAt === null;
  return reward === undefined && bike?.status === 'stolen';
}

/**
 * Issue #19: back from the checkout tab, the bike's page shows the payment's
 * outcome without a reload: the bike and everything under its key (the reward,
 * the sightings) is fetched again, only when the reward may have changed.
 */
export function useRefreshRewardOnReturn(bikeId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      watchReturns(window, document, () => {
        const bike = queryClient.getQueryData<Bike>(queryKeys.bike(bikeId));
        const reward = queryClient.getQueryData<Reward | null>(rewardKeys.reward(bikeId));
        if (refreshOnReturn(bike, reward)) void queryClient.invalidateQueries({ queryKey: queryKeys.bike(bikeId) });
      }),
    [bikeId, queryClient],
  );
}
