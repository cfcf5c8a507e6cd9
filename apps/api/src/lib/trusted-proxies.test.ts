import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TrustProxy } from '../config.ts';
import { fastifyTrustProxy } from './trusted-proxies.ts';

/** The address Fastify gives a request from `peer` carrying `forwardedFor`, under TRUST_PROXY `trust`. */
async function clientAddress(trust: TrustProxy, peer: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
  app.get('/', async (request) => ({ ip: request.ip }));
  const res = await app.inject({ url: '/', remoteAddress: peer, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  await app.close();
  return res.json().ip;
}

describe('fastifyTrustProxy', () => {
  it('trusting no proxy, the client is the socket peer', async () => {
    expect(await clientAddress({ kind: 'none' }, '198.51.100.7', '6.6.6.6')).toBe('198.51.100.7');
    expect(await clientAddress({ kind: 'hops', hops: 0 }, '198.51.100.7', '6.6.6.6')).toBe('198.51.100.7');
  });

  it('one hop: the address the balancer appended, not what the client wrote before it', async () => {
    expect(await clientAddress({ kind: 'hops', hops: 1 }, '127.0.0.1', '6.6.6.6, 203.0.113.10')).toBe('203.0.113.10');
    expect(await clientAddress({ kind: 'hops', hops: 1 }, '127.0.0.1')).toBe('127.0.0.1');
  });

  it('two hops (a CDN in front of the balancer): the address the CDN appended', async () => {
    expect(await clientAddress({ kind: 'hops', hops: 2 }, '127.0.0.1', '6.6.6.6, 203.0.113.10, 192.0.2.50')).toBe('203.0.113.10');
  });

  it('listed proxies are skipped at any hop; the first address not listed is the client', async () => {
    const trust: TrustProxy = { kind: 'addresses', addresses: ['127.0.0.1', '10.0.0.0/8'] };
    expect(await clientAddress(trust, '127.0.0.1', '6.6.6.6, 203.0.113.10, 10.1.2.3')).toBe('203.0.113.10');
    // A peer that is not listed is the client, whatever it forwards.
    expect(await clientAddress(trust, '198.51.100.7', '203.0.113.10')).toBe('198.51.100.7');
    // The balancer listening on IPv6 sees IPv4 peers IPv4-mapped; they are still listed.
    expect(await clientAddress(trust, '::ffff:127.0.0.1', '203.0.113.10')).toBe('203.0.113.10');
  });

  it('IPv6 proxies and networks, and an IPv4 address written IPv4-mapped, are listed as well', async () => {
    const trust: TrustProxy = { kind: 'addresses', addresses: ['::1', 'fd00::/8', '::ffff:192.0.2.1'] };
    expect(await clientAddress(trust, '::1', '2001:db8::7, fd12::1')).toBe('2001:db8::7');
    expect(await clientAddress(trust, '192.0.2.1', '203.0.113.10')).toBe('203.0.113.10');
    expect(await clientAddress(trust, '2001:db8::9', '203.0.113.10')).toBe('2001:db8::9');
    // Not an address at all (a client's junk in the header) is never a proxy.
    expect(await clientAddress(trust, '::1', 'unknown, fd12::1')).toBe('unknown');
  });
});
