/**
 * Where a process is between its start and its stop (issue #25, decision 045):
 * - `starting`: building the runtime and the app; not yet serving.
 * - `ready`: serving; readiness passes while the database and the job queue answer.
 * - `draining`: SIGTERM/SIGINT received; readiness fails so the balancer takes the process
 *   out, while every request (keep-alive ones too) is still served as before.
 * - `closing`: the drain is over; the listener closes, answers ask for `Connection: close`
 *   (plugins/draining.ts), requests in flight finish.
 * - `stopped`: nothing is served any more.
 */
export type LifecycleState = 'starting' | 'ready' | 'draining' | 'closing' | 'stopped';

/** `serving`: the app is built; `signal`: asked to stop; `drained`: the drain period is over; `closed`: the last request is done. */
export type LifecycleEvent = 'serving' | 'signal' | 'drained' | 'closed';

const transitions: Record<LifecycleState, Partial<Record<LifecycleEvent, LifecycleState>>> = {
  starting: { serving: 'ready', signal: 'draining' },
  ready: { signal: 'draining' },
  draining: { drained: 'closing' },
  closing: { closed: 'stopped' },
  stopped: {},
};

/** The state after `event`; an event that does not apply there (a second signal, a late `serving`) leaves it as it is. */
export function nextState(state: LifecycleState, event: LifecycleEvent): LifecycleState {
  return transitions[state][event] ?? state;
}

/** The process's lifecycle, read by readiness and its metric. */
export class Lifecycle {
  #state: LifecycleState = 'starting';

  get state(): LifecycleState {
    return this.#state;
  }

  /** Applies `event`; true when it changed the state (the first signal does, a second one not). */
  apply(event: LifecycleEvent): boolean {
    const next = nextState(this.#state, event);
    if (next === this.#state) return false;
    this.#state = next;
    return true;
  }

  /** Whether the process wants traffic (readiness then asks the database and the job queue too). */
  get ready(): boolean {
    return this.#state === 'ready';
  }
}
