import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it('keeps an IPv4 address, also when written IPv4-mapped', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses of one /64 as one network, and different /64s apart', () => {
    const a = clientNetwork('2001:db8:aa:1::1');
    expect(clientNetwork('2001:0db8:00aa:0001:ffff:1234:5678:9abc')).toBe(a);
    expect(a).toBe('2001:db8:aa:1::/64');
    expect(clientNetwork('2001:db8:aa:2::1')).not.toBe(a);
  });

  it('passes through what is not an address (an inject test client)', () => {
    expect(clientNetwork('localhost')).toBe('localhost');
  });
});
