import { describe, expect, it } from 'vitest';
import { createConnectionState } from './connection';

describe('the offline state the banner shows', () => {
  it('starts as the browser says, turns offline on a failed call or a copy, and online with the next answer from the server', () => {
    const state = createConnectionState(false);
    const seen: boolean[] = [];
    state.subscribe(() => seen.push(state.isOffline()));
    state.reportOffline();
    state.reportOffline();
    state.reportOnline();
    expect(seen).toEqual([true, false]);
    expect(createConnectionState(true).isOffline()).toBe(true);
  });
});
