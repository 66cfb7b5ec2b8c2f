import net from 'node:net';

/**
 * The bucket a client's requests are counted in: its IPv4 address, or the /64 network of an IPv6
 * address (one subscriber usually owns a whole /64, so counting single IPv6 addresses is trivially
 * bypassed). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && net.isIPv4(mapped[1])) return mapped[1];
  if (net.isIPv4(address)) return address;
  if (net.isIPv6(address)) return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
  return 'unknown';
}

/** Eight 4-digit lowercase hextets (an embedded IPv4 tail becomes two hextets). */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  const ipv4Tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail[1].split('.').map(Number);
    text = text.slice(0, -ipv4Tail[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headParts.length - tailParts.length;
  return [...headParts, ...Array<string>(missing).fill('0'), ...tailParts].map((part) => part.padStart(4, '0'));
}
