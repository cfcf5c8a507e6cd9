import ipaddr from 'ipaddr.js';

/**
 * The network a request comes from, as limits count it: an IPv4 address as
 * such (also when written IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address by
 * its /64 — one host is usually given a whole /64, so counting single IPv6
 * addresses would let one client take thousands of slots.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/**
 * The key a client's limits and sighting spacing count it by: its network (above) keyed under today's
 * `client` key, never the address itself nor anything the client chooses to send (issue #24, #26).
 */
export function clientKey(keys: { hmac(purpose: 'client', value: string): Promise<string> }, ip: string): Promise<string> {
  return keys.hmac('client', clientNetwork(ip));
}
