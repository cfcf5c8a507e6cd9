import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Config } from '../../config.ts';

/**
 * Where a Web Push may go (issue #24, decision 039). The server posts to a URL a
 * browser handed in, so it goes only to the browsers' push services: https on
 * the default port, a host on the configured list (PUSH_SERVICE_HOSTS), and, at
 * every connection, only to addresses that are public (the resolver's answer is
 * checked and is what the socket connects to: no second lookup to rebind).
 * Local stand-ins are reached only through origins configured by name
 * (PUSH_DEV_SERVICE_ORIGINS, refused in production), never by a loopback rule.
 */
export type PushDestination = { kind: 'push-service'; url: URL } | { kind: 'dev-service'; url: URL };

/** Whether a lower-case host name is on the list; an entry `*.example.com` takes any subdomain of example.com. */
export function isPushServiceHost(hosts: readonly string[], hostname: string): boolean {
  return hosts.some((entry) => (entry.startsWith('*.') ? hostname.endsWith(entry.slice(1)) : hostname === entry));
}

/** Where this endpoint may be posted to, or null when it is not a push service's (the endpoint is refused). */
export function pushDestination(config: Config['push'], endpoint: string): PushDestination | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  // URL normalises the spellings of an address (127.1, 2130706433, 0x7f000001): the origin compared is the real one.
  if (config.devServiceOrigins.includes(url.origin)) return { kind: 'dev-service', url };
  if (url.protocol !== 'https:' || url.port !== '') return null;
  if (url.hostname.startsWith('[') || net.isIP(url.hostname)) return null;
  return isPushServiceHost(config.serviceHosts, url.hostname) ? { kind: 'push-service', url } : null;
}

/**
 * Whether the server may connect to this address: only ordinary public unicast.
 * Loopback, private, link-local (cloud metadata), carrier-grade NAT, unique-local,
 * multicast, reserved and documentation ranges are refused, and so are the IPv6
 * forms that carry an IPv4 address somewhere else (NAT64, 6to4, Teredo); an
 * IPv4-mapped IPv6 address is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** A push service's host resolved to an address the server does not connect to: the subscription is dropped, not retried. */
export class RefusedDestination extends Error {
  readonly code = 'ERR_PUSH_DESTINATION_REFUSED';

  constructor(hostname: string, address: string | undefined) {
    super(`push service ${hostname} resolves to ${address ?? 'no address'}, which is not public`);
    this.name = 'RefusedDestination';
  }
}

/**
 * The resolver of the push-service connections: every address of the answer must
 * be public, else the connection fails before it is made; the addresses handed to
 * the socket are the ones checked. (An address in the URL skips resolution: those
 * are refused before, in `pushDestination`.)
 */
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { all: true, family: options.family ?? 0, ...(options.hints ? { hints: options.hints } : {}) }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const refused = addresses.length === 0 ? { address: undefined } : addresses.find((a) => !isPublicAddress(a.address));
    if (refused) return callback(new RefusedDestination(hostname, refused.address), '', 0);
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [dns.LookupAddress];
    return callback(null, first.address, first.family);
  });
};

/** Push services are few: connections to them are kept and reused between messages (each made through checkedLookup). */
const pushServiceAgent = new https.Agent({ keepAlive: true, lookup: checkedLookup });
const devServiceAgents = { http: new http.Agent({ keepAlive: false }), https: new https.Agent({ keepAlive: false }) };

/** What a push service answered (its status), to a request that is never redirected. */
export async function postToPushService(
  destination: PushDestination,
  request: { method: string; headers: Record<string, string>; body: Buffer | null },
  timeoutMs: number,
): Promise<number> {
  const { url } = destination;
  const agent = destination.kind === 'push-service' ? pushServiceAgent : url.protocol === 'https:' ? devServiceAgents.https : devServiceAgents.http;
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<number>((resolve, reject) => {
    const req = send(url, { method: request.method, headers: request.headers, agent, signal: AbortSignal.timeout(timeoutMs) }, (res) => {
      // NOTE: the body is never read (a push service's answer is its status); draining it frees the connection.
      res.on('error', () => {});
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(request.body ?? undefined);
  });
}
