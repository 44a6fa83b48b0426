import { isIPv6 } from 'node:net';

/**
 * IPv4 address, or the /64 an IPv6 host gets (one subscriber's whole range): the unit for
 * per-network limits and hashed network keys.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  const address = ip.split('%')[0] as string;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => part.split(':').filter(Boolean);
  const full = tail === undefined ? groups(head) : [...groups(head), ...Array(Math.max(0, 8 - groups(head).length - groups(tail).length)).fill('0'), ...groups(tail)];
  return `${full.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

