import { describe, expect, it } from 'vitest';
import { Lifecycle, type LifecycleEvent, type LifecycleState, nextState } from './lifecycle.ts';

describe('the states of a process between its start and its stop', () => {
  it('goes starting → ready → draining → closing → stopped, one event each', () => {
    const lifecycle = new Lifecycle();
    const seen: LifecycleState[] = [lifecycle.state];
    for (const event of ['serving', 'signal', 'drained', 'closed'] as const) {
      expect(lifecycle.apply(event)).toBe(true);
      seen.push(lifecycle.state);
    }
    expect(seen).toEqual(['starting', 'ready', 'draining', 'closing', 'stopped']);
  });

  it('is ready only in the ready state: not while starting, nor from the signal on', () => {
    const lifecycle = new Lifecycle();
    const ready: boolean[] = [lifecycle.ready];
    for (const event of ['serving', 'signal', 'drained', 'closed'] as const) {
      lifecycle.apply(event);
      ready.push(lifecycle.ready);
    }
    expect(ready).toEqual([false, true, false, false, false]);
  });

  it('a second signal changes nothing: the first one started the stop', () => {
    const lifecycle = new Lifecycle();
    lifecycle.apply('serving');
    expect(lifecycle.apply('signal')).toBe(true);
    expect(lifecycle.apply('signal')).toBe(false);
    expect(lifecycle.state).toBe('draining');
  });

  it('a signal while starting drains at once: the process never becomes ready afterwards', () => {
    const lifecycle = new Lifecycle();
    lifecycle.apply('signal');
    expect(lifecycle.apply('serving')).toBe(false);
    expect(lifecycle.state).toBe('draining');
    expect(lifecycle.ready).toBe(false);
  });

  it('never goes back: every event out of order leaves the state as it is', () => {
    const states: LifecycleState[] = ['starting', 'ready', 'draining', 'closing', 'stopped'];
    const events: LifecycleEvent[] = ['serving', 'signal', 'drained', 'closed'];
    for (const state of states) {
      for (const event of events) {
        const next = nextState(state, event);
        expect(states.indexOf(next), `${state} + ${event} → ${next}`).toBeGreaterThanOrEqual(states.indexOf(state));
      }
    }
    expect(events.map((event) => nextState('stopped', event))).toEqual(['stopped', 'stopped', 'stopped', 'stopped']);
    // Closing comes only after draining (the balancer had its time), never straight from ready.
    expect(nextState('ready', 'drained')).toBe('ready');
    expect(nextState('ready', 'closed')).toBe('ready');
  });
});
