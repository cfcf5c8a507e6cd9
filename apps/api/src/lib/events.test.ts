import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { DomainEventBus } from './events.ts';

const trx = {} as Db;
const byOwner = { trx, scanId: 7, ownerId: 'owner' };

describe('DomainEventBus', () => {
  it('runs the handlers of an event one after the other, in the order they subscribed, each with the payload', async () => {
    const bus = new DomainEventBus();
    const seen: string[] = [];
    bus.subscribe('scan.byOwner', async (e) => {
      await Promise.resolve();
      seen.push(`first ${e.scanId}`);
    });
    bus.subscribe('scan.byOwner', async (e) => {
      seen.push(`second ${e.ownerId}`);
    });
    await bus.announce('scan.byOwner', byOwner);
    expect(seen).toEqual(['first 7', 'second owner']);
  });

  it('stops at the first handler that throws and gives its error to the announcer (the later handlers never run)', async () => {
    const bus = new DomainEventBus();
    const seen: string[] = [];
    bus.subscribe('scan.byOwner', async () => {
      seen.push('first');
    });
    bus.subscribe('scan.byOwner', async () => {
      throw new Error('refused');
    });
    bus.subscribe('scan.byOwner', async () => {
      seen.push('third');
    });
    await expect(bus.announce('scan.byOwner', byOwner)).rejects.toThrow('refused');
    expect(seen).toEqual(['first']);
  });

  it('an event nobody subscribed to does nothing; subscribers() counts who listens', async () => {
    const bus = new DomainEventBus();
    await bus.announce('scan.byOwner', byOwner);
    expect(bus.subscribers('scan.byOwner')).toBe(0);
    bus.subscribe('scan.byOwner', async () => {});
    expect(bus.subscribers('scan.byOwner')).toBe(1);
  });

  it('refuses a subscription once sealed (the wiring is made at start)', () => {
    const bus = new DomainEventBus();
    bus.seal();
    expect(() => bus.subscribe('scan.byOwner', async () => {})).toThrow('at start only');
  });
});
