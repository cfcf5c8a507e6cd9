import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TestClock } from './clock.ts';
import { memoryRateLimit } from './memory-rate-limit.ts';

const from = (ip: string) => ({ ip }) as FastifyRequest;
/** The statuses a run of requests gets: 200 when let through, 429 when limited. */
async function statuses(limit: ReturnType<typeof memoryRateLimit>, ips: string[]): Promise<number[]> {
  const out: number[] = [];
  for (const ip of ips)
    out.push(
      await limit(from(ip)).then(
        () => 200,
        (err: { statusCode: number }) => err.statusCode,
      ),
    );
  return out;
}

describe('memoryRateLimit', () => {
  it('limits each client to its maximum per window, and lets it in again when the window passes', async () => {
    const clock = new TestClock();
    const limit = memoryRateLimit(2, 60_000, clock);
    expect(await statuses(limit, ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2'])).toEqual([200, 200, 429, 200]);
    clock.advance(60_001);
    expect(await statuses(limit, ['203.0.113.1'])).toEqual([200]);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const limit = memoryRateLimit(2, 60_000, new TestClock());
    expect(await statuses(limit, ['2001:db8:1:1::a', '2001:db8:1:1::b', '2001:db8:1:1::c', '2001:db8:1:2::a'])).toEqual([200, 200, 429, 200]);
  });

  it('remembers at most its number of clients: a flood of new addresses forgets the least recent, not everyone', async () => {
    const limit = memoryRateLimit(1, 60_000, new TestClock(), 100);
    expect(await statuses(limit, ['198.51.100.1', '198.51.100.1'])).toEqual([200, 429]);
    // 99 other clients fit beside it: it is still remembered (and still limited).
    await statuses(
      limit,
      Array.from({ length: 99 }, (_, i) => `192.0.2.${i}`),
    );
    expect(await statuses(limit, ['198.51.100.1'])).toEqual([429]);
    // 100 more push it out: forgotten, like any client not seen for a while.
    await statuses(
      limit,
      Array.from({ length: 100 }, (_, i) => `10.0.${i}.1`),
    );
    expect(await statuses(limit, ['198.51.100.1'])).toEqual([200]);
  });
});
