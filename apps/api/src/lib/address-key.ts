import { isIPv6 } from 'node:net';

/**
 * The address limits count by (docs/limits.md, "Signing in"): an IPv4 address as it is; an IPv6 address by its
 * /64, the block one home or one phone is given, so a client cannot step past a limit by changing the last bits.
 */
export function addressKey(ip: string): string {
  const bare = ip.split('%')[0] ?? ip;
  if (!isIPv6(bare)) return bare;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail = ''] = bare.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = bare.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) lies past the /64 and is dropped with the rest.
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
