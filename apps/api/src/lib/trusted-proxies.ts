import net from 'node:net';
import ipaddr from 'ipaddr.js';
import type { TrustProxy } from '../config.ts';

/** Fastify's `trustProxy` option: false, or a function telling whether the address at `hop` is a trusted proxy. */
export type FastifyTrustProxy = false | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify's `trustProxy` (decision 044). Fastify walks X-Forwarded-For from the
 * socket outwards (hop 0 is the socket's peer, hop 1 the last address the peer appended, …) and
 * takes the first address it does not trust as the client's.
 * - `addresses`: a peer at one of them is a proxy, at any hop; a client cannot pass for one.
 * - `hops`: the nearest N peers are proxies, whoever they are. NOTE: Fastify 5.12 refuses a bare
 *   number (it trusts nothing then); the function keeps TRUST_PROXY=1's meaning, one hop: the
 *   address the balancer appended. Safe only if the process can be reached through the balancer alone.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyTrustProxy {
  if (trust.kind === 'none' || (trust.kind === 'hops' && trust.hops === 0)) return false;
  if (trust.kind === 'hops') {
    const hops = trust.hops;
    return (_address, hop) => hop < hops;
  }
  const proxies = blockListOf(trust.addresses);
  return (address) => {
    const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
    return family !== null && proxies.check(address, family);
  };
}

/**
 * The trusted addresses and networks as Node's BlockList, which matches an IPv4-mapped peer
 * (`::ffff:127.0.0.1`, a server listening on `::`) against IPv4 entries. NOTE: not Fastify's own
 * list (proxy-addr), which parses the address again for every entry: about 2.2 µs per `request.ip`
 * against 0.4 µs, read three times by each verification (its limit, its scan, the request log).
 */
function blockListOf(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const parsed = ipaddr.parse(address);
    // An IPv4 address written IPv4-mapped is kept as IPv4, as peers are matched.
    const ip =
      parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() && prefix === undefined ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
    const family = ip.kind() === 'ipv4' ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(ip.toString(), family);
    else list.addSubnet(ip.toString(), Number(prefix), family);
  }
  return list;
}
