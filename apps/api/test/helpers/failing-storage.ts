import type { Storage } from '../../src/lib/storage.ts';

/**
 * Storage that fails on the Nth write once armed (an upload failing half-way through its files):
 * `wrap` goes to setupTestApp's `storage` option, `failOnPut(n)` arms it, `failOnPut(null)` disarms.
 */
export function failingStorage() {
  let countdown: number | null = null;
  return {
    wrap: (real: Storage): Storage => ({
      ...real,
      async put(key, body, type) {
        if (countdown !== null && --countdown === 0) throw new Error('disk full');
        return real.put(key, body, type);
      },
    }),
    failOnPut(n: number | null) {
      countdown = n;
    },
  };
}
