/**
 * A fixed number of jobs at a time, shared fairly between owners (decision 031).
 * Each owner has its own queue; a free slot goes to the next owner in turn
 * (round-robin), not to the oldest job, so one owner with many jobs waiting
 * delays another owner's job by at most one job per slot.
 */
export class FairPool {
  /** Owners with jobs waiting, in turn order (a Map keeps insertion order). */
  private readonly queues = new Map<string, (() => void)[]>();
  private running = 0;
  /** Jobs started since the pool was made (tests count work with it). */
  started = 0;

  readonly concurrency: number;

  constructor(concurrency: number) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('FairPool: concurrency must be a whole number ≥ 1');
    this.concurrency = concurrency;
  }

  /** Jobs running now and waiting now. */
  get size(): { running: number; waiting: number } {
    let waiting = 0;
    for (const queue of this.queues.values()) waiting += queue.length;
    return { running: this.running, waiting };
  }

  /** Runs `job` for `owner` when a slot is free and it is that owner's turn; settles as the job does. */
  run<T>(owner: string, job: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        this.started += 1;
        let result: Promise<T>;
        try {
          result = job();
        } catch (err) {
          result = Promise.reject(err);
        }
        result.then(resolve, reject).finally(() => {
          this.running -= 1;
          this.next();
        });
      };
      const queue = this.queues.get(owner);
      if (queue) queue.push(start);
      else this.queues.set(owner, [start]);
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.concurrency) {
      const turn = this.queues.entries().next();
      if (turn.done) return;
      const [owner, queue] = turn.value;
      const start = queue.shift() as () => void;
      // The owner goes to the back of the line, with what it still has waiting.
      this.queues.delete(owner);
      if (queue.length > 0) this.queues.set(owner, queue);
      start();
    }
  }
}

/**
 * One at a time per key, the others waiting their turn in the order they came:
 * `enter` resolves with a release function when it is the caller's turn, or
 * returns null at once when `maxWaiting` are already waiting for that key.
 */
export class OneAtATime {
  /** Keys with one inside, each with the wake-ups of those waiting. */
  private readonly lines = new Map<string, (() => void)[]>();

  enter(key: string, maxWaiting: number): Promise<() => void> | null {
    const line = this.lines.get(key);
    if (!line) {
      this.lines.set(key, []);
      return Promise.resolve(this.releaser(key));
    }
    if (line.length >= maxWaiting) return null;
    return new Promise((resolve) => line.push(() => resolve(this.releaser(key))));
  }

  /** Keys with one inside, and how many wait across all keys. */
  get size(): { inside: number; waiting: number } {
    let waiting = 0;
    for (const line of this.lines.values()) waiting += line.length;
    return { inside: this.lines.size, waiting };
  }

  private releaser(key: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.lines.get(key)?.shift();
      if (next) next();
      else this.lines.delete(key);
    };
  }
}
