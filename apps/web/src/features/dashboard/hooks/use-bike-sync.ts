import type { Bike, PublicUser } from '@ritrova/shared';
import { useEffect, useRef } from 'react';
import { useSyncBikesMutation } from '../api/sync-bikes';

/**
 * Spec §7: when the stored user lists no bikes but the server returns some (a
 * profile written by an older client), sync the list once and store the
 * server's answer. `settled` waits for the profile and the bikes to have loaded.
 */
export function useBikeSync(user: PublicUser, bikes: Bike[] | undefined, settled: boolean) {
  const { mutate, isPending, isError } = useSyncBikesMutation();
  const attempted = useRef(false);
  useEffect(() => {
    if (attempted.current || !settled || !bikes) return;
    if (user.biciclette.length === 0 && bikes.length > 0) {
      attempted.current = true;
      mutate(bikes.map((bike) => bike.id));
    }
  }, [settled, bikes, user.biciclette.length, mutate]);
  return { syncing: isPending, syncFailed: isError };
}
