import { describe, expect, it } from 'vitest';
import { FairPool, OneAtATime } from './image-pool.ts';

/** A job the test finishes by hand; `log` records the order jobs start in. */
function controllable(log: string[]) {
  const finishers = new Map<string, (value: string) => void>();
  const job = (name: string) => () =>
    new Promise<string>((resolve) => {
      log.push(name);
      finishers.set(name, resolve);
    });
  const finish = async (name: string) => {
    const done = finishers.get(name);
    if (!done) throw new Error(`${name} has not started`);
    done(name);
    // Lets the pool's settle handlers run and the next job start.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { job, finish };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('FairPool', () => {
  it('runs at most `concurrency` jobs at once', async () => {
    const log: string[] = [];
    const { job, finish } = controllable(log);
    const pool = new FairPool(2);
    const results = ['a', 'b', 'c'].map((name) => pool.run(name, job(name)));
    await settle();
    expect(log).toEqual(['a', 'b']);
    expect(pool.size).toEqual({ running: 2, waiting: 1 });
    await finish('a');
    expect(log).toEqual(['a', 'b', 'c']);
    await finish('b');
    await finish('c');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(pool.size).toEqual({ running: 0, waiting: 0 });
    expect(pool.started).toBe(3);
  });

  it("takes owners in turn: with user A's queue full, user B's job runs before A's later jobs", async () => {
    const log: string[] = [];
    const { job, finish } = controllable(log);
    const pool = new FairPool(1);
    for (const name of ['A1', 'A2', 'A3', 'A4']) void pool.run('A', job(name));
    await settle();
    void pool.run('B', job('B1'));
    void pool.run('B', job('B2'));
    void pool.run('C', job('C1'));
    await settle();
    expect(log).toEqual(['A1']);
    for (const name of ['A1', 'A2', 'B1', 'C1', 'A3', 'B2']) await finish(name);
    // FIFO would have been A1 A2 A3 A4 B1 B2 C1.
    expect(log).toEqual(['A1', 'A2', 'B1', 'C1', 'A3', 'B2', 'A4']);
  });

  it('a failing job (thrown or rejected) rejects its own promise and frees its slot', async () => {
    const pool = new FairPool(1);
    const thrown = pool.run('A', () => {
      throw new Error('thrown');
    });
    const rejected = pool.run('A', () => Promise.reject(new Error('rejected')));
    const fine = pool.run('B', async () => 'fine');
    await expect(thrown).rejects.toThrow('thrown');
    await expect(rejected).rejects.toThrow('rejected');
    expect(await fine).toBe('fine');
    expect(pool.size).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a concurrency that is not a whole number ≥ 1', () => {
    expect(() => new FairPool(0)).toThrow();
    expect(() => new FairPool(1.5)).toThrow();
  });
});

describe('OneAtATime', () => {
  it('lets one in per key; the others wait their turn in the order they came; past maxWaiting, refuses at once', async () => {
    const gate = new OneAtATime();
    const order: string[] = [];
    const release = await gate.enter('user-1', 2);
    const second = gate.enter('user-1', 2);
    const third = gate.enter('user-1', 2);
    void second?.then(() => order.push('second'));
    void third?.then(() => order.push('third'));
    expect(gate.enter('user-1', 2)).toBeNull();
    // Another key does not wait.
    const other = await gate.enter('user-2', 2);
    expect(gate.size).toEqual({ inside: 2, waiting: 2 });
    await settle();
    expect(order).toEqual([]);

    release?.();
    release?.(); // Twice is harmless: it lets in one, not two.
    await settle();
    expect(order).toEqual(['second']);
    (await second)?.();
    await settle();
    expect(order).toEqual(['second', 'third']);
    (await third)?.();
    other?.();
    expect(gate.size).toEqual({ inside: 0, waiting: 0 });
    expect(gate.enter('user-1', 0)).not.toBeNull();
    expect(gate.enter('user-1', 0)).toBeNull();
  });
});
