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
