/**
 * The IPv4 address an IPv6 address carries, for the forms that reach it (pure). A
 * connection to one of these goes to (or through a translator to) the embedded IPv4
 * host, so the address policy judges the IPv4 address:
 *
 * * IPv4-mapped `::ffff:0:0/96` and IPv4-translated `::ffff:0:0:0/96`: the last 32 bits;
 * * IPv4-compatible `::/96` (deprecated), except `::` and `::1`, which are the
 *   unspecified and loopback addresses of IPv6 itself: the last 32 bits;
 * * NAT64 well-known prefix `64:ff9b::/96`: the last 32 bits;
 * * 6to4 `2002::/16`: bits 16 to 48;
 * * Teredo `2001::/32`: the client's address, the last 32 bits with every bit flipped.
 */
import { isIP } from 'node:net';

/** The embedded IPv4 address (dotted quad), or undefined when `address` embeds none. */
export function embeddedIPv4(address: string): string | undefined {
  if (isIP(address) !== 6) return undefined;
  const g = ipv6Groups(address);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const last = () => dotted(g[6] as number, g[7] as number);
  if (zeros(0, 5) && g[5] === 0xffff) return last(); // mapped
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return last(); // translated
  if (zeros(0, 6) && !(g[6] === 0 && (g[7] as number) <= 1)) return last(); // compatible
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return last(); // NAT64
  if (g[0] === 0x2002) return dotted(g[1] as number, g[2] as number); // 6to4
  if (g[0] === 0x2001 && g[1] === 0) {
    return dotted((g[6] as number) ^ 0xffff, (g[7] as number) ^ 0xffff); // Teredo client
  }
  return undefined;
}

function dotted(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The eight 16-bit groups of a valid IPv6 literal (no zone id). */
export function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parts = (part: string) => (part === '' ? [] : part.split(':').map((h) => parseInt(h, 16)));
  const front = parts(head);
  if (tail === undefined) return front;
  const back = parts(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
