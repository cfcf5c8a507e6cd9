import type { Location } from '@ritrova/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: geolocation asks for high accuracy, waits 10 s and takes no cached position. */
export const geolocationOptions: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'getting' }
  | { status: 'available'; location: Location }
  | { status: 'unavailable'; reason: 'unsupported' | 'denied' | 'failed' };

function toLocation(position: GeolocationPosition): Location {
  const { latitude, longitude, accuracy } = position.coords;
  return { latitude, longitude, ...(Number.isFinite(accuracy) && { accuracy: Math.min(Math.max(accuracy, 0), 100_000) }) };
}

/** One reading of the device position with the spec's options. */
export function currentPosition(): Promise<Location> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new Error('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition((position) => resolve(toLocation(position)), reject, geolocationOptions);
  });
}

/**
 * The position only when the visitor has already allowed it: a page opened from a
 * tag must not greet a stranger with a permission prompt. Waits at most `maxWaitMs`
 * so that the answer the visitor came for is not held up by a slow GPS fix.
 */
export async function positionIfAlreadyAllowed(maxWaitMs = 3000): Promise<Location | undefined> {
  try {
    if (!navigator.permissions || !('geolocation' in navigator)) return undefined;
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), maxWaitMs);
    });
    return await Promise.race([currentPosition().catch(() => undefined), giveUp]).finally(() => clearTimeout(timer));
  } catch {
    return undefined;
  }
}

/** Whether the visitor has already allowed this site to read the position (asking then shows no prompt). */
export async function isPositionAllowed(): Promise<boolean> {
  try {
    if (!navigator.permissions || !('geolocation' in navigator)) return false;
    return (await navigator.permissions.query({ name: 'geolocation' })).state === 'granted';
  } catch {
    return false;
  }
}

/** Coordinates as the spec shows them: 6 decimals. */
export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}

/**
 * The device position as a state (getting, available, unavailable) with a way to
 * ask again. `immediately` asks on mount; otherwise `request` starts it.
 */
export function useGeolocation({ immediately = false }: { immediately?: boolean } = {}) {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const attempt = useRef(0);

  const request = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState({ status: 'unavailable', reason: 'unsupported' });
      return;
    }
    attempt.current += 1;
    const current = attempt.current;
    setState({ status: 'getting' });
    currentPosition().then(
      (location) => {
        if (attempt.current === current) setState({ status: 'available', location });
      },
      (err: GeolocationPositionError | Error) => {
        if (attempt.current !== current) return;
        const denied = 'code' in err && err.code === err.PERMISSION_DENIED;
        setState({ status: 'unavailable', reason: denied ? 'denied' : 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    if (immediately) request();
    return () => {
      // A position arriving after the page is gone is ignored.
      attempt.current += 1;
    };
  }, [immediately, request]);

  return { state, request };
}
