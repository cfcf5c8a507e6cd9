import type { Location } from '@ritrova/shared';
import type { Db } from '../db/database.ts';

/*
 * Domain events (decision 068): how a lower module tells the modules above it that something
 * happened, without importing them. The lower module announces (`ctx.events.announce`), the higher
 * one subscribes once at start (bootstrap.ts, next to the job queues). Every event is announced
 * inside the transaction of its cause and carries it (`trx`): its handlers write in that very
 * transaction, so cause and reaction commit together or not at all. What may happen later, and must
 * survive a crash (a mail, a push, an alert to many), is not a handler's own work: a handler queues
 * a job in `trx` (ctx.jobs.send / sendMail), which pg-boss keeps only if the transaction commits.
 */

/** Every event, by name: what it carries. One map, so that announcing and subscribing are both checked. */
export interface DomainEvents {
  /**
   * verification → theft: a scan of a stolen bike that counts as a sighting (not forged, not a repeat
   * of the same client within 10 minutes) was just written in `trx`.
   */
  'stolenScan.recorded': {
    trx: Db;
    scanId: number;
    theftReportId: string;
    bikeId: string;
    ownerId: string;
    /** Who scanned, when signed in. */
    scannerId: string | null;
    location: Location | undefined;
    /** The anonymous client's key (its network under the day's key), null for a signed-in scanner. */
    clientKey: string | null;
    /** A secure tag's genuine tap: someone was at the bike. */
    verifiedPresence: boolean;
    now: Date;
  };
  /**
   * verification → theft: a scan a server-rendered tag page recorded turned out to be the owner's own
   * tap (the page learnt who she is once interactive); whatever the scan made must be undone in `trx`.
   */
  'scan.byOwner': { trx: Db; scanId: number; ownerId: string };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<K extends DomainEventName> = (payload: DomainEvents[K]) => Promise<void>;

/**
 * The in-process bus. Handlers of an event run one after the other, in the order they subscribed,
 * each awaited; the first that throws stops the rest and its error is the announcer's, so the
 * announcer's transaction rolls back with everything written before (no half of a cause and its
 * reactions is ever committed). Subscriptions are made at start only: `seal()` ends them.
 */
export class DomainEventBus {
  private readonly handlers = new Map<DomainEventName, Array<DomainEventHandler<DomainEventName>>>();
  private sealed = false;

  /** Runs `handler` for every `name` announced from now on (at start, before the app serves). */
  subscribe<K extends DomainEventName>(name: K, handler: DomainEventHandler<K>): void {
    if (this.sealed) throw new Error(`domain event ${name}: subscriptions are made at start only`);
    const list = this.handlers.get(name) ?? [];
    list.push(handler as DomainEventHandler<DomainEventName>);
    this.handlers.set(name, list);
  }

  /** Ends the subscriptions: the wiring is complete (bootstrap.ts, once every module subscribed). */
  seal(): void {
    this.sealed = true;
  }

  /** How many handlers `name` has (start-up checks that an event someone must hear is heard). */
  subscribers(name: DomainEventName): number {
    return this.handlers.get(name)?.length ?? 0;
  }

  /** Runs the handlers of `name`, in order, in the announcer's transaction (the payload's `trx`); rethrows the first error. */
  async announce<K extends DomainEventName>(name: K, payload: DomainEvents[K]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) await handler(payload);
  }
}
