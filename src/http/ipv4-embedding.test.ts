import fc from 'fast-check';
import { embeddedIPv4, ipv6Groups } from './ipv4-embedding.js';
import { BlockedUrlError, checkTargetUrl, defaultAddressPolicy, isBlockedAddress } from './ssrf.js';

const group = fc.integer({ min: 0, max: 0xffff });
const hex = (groups: readonly number[]) => groups.map((x) => x.toString(16)).join(':');
/** The shortest spelling (RFC 5952), as the WHATWG URL parser writes it. */
const compressed = (groups: readonly number[]) =>
  new URL(`http://[${hex(groups)}]/`).hostname.slice(1, -1);

function v4Groups(ip: string): [number, number] {
  const [a, b, c, d] = ip.split('.').map(Number) as [number, number, number, number];
  return [(a << 8) | b, (c << 8) | d];
}

/** Every IPv6 spelling that embeds `ip`; the other bits of 6to4 and Teredo are free. */
function embeddings(ip: string, free: readonly number[]): string[] {
  const [high, low] = v4Groups(ip);
  const [f1 = 0, f2 = 0, f3 = 0, f4 = 0, f5 = 0] = free;
  const forms = [
    [0, 0, 0, 0, 0, 0xffff, high, low], // mapped
    [0, 0, 0, 0, 0xffff, 0, high, low], // translated
    [0x64, 0xff9b, 0, 0, 0, 0, high, low], // NAT64
    [0x2002, high, low, f1, f2, f3, f4, f5], // 6to4
    [0x2001, 0, f1, f2, f3, f4, high ^ 0xffff, low ^ 0xffff], // Teredo (client)
  ];
  // IPv4-compatible, but ::0.0.0.0 and ::0.0.0.1 are IPv6's own :: and ::1.
  if (high !== 0 || low > 1) forms.push([0, 0, 0, 0, 0, 0, high, low]);
  return [
    ...forms.flatMap((g) => [hex(g), compressed(g)]),
    `::ffff:${ip}`,
    `64:ff9b::${ip}`,
    `::ffff:0:${ip}`,
  ];
}

describe('embeddedIPv4', () => {
  it('reads the groups of every spelling of an IPv6 address', () => {
    fc.assert(
      fc.property(fc.array(group, { minLength: 8, maxLength: 8 }), (groups) => {
        expect(ipv6Groups(hex(groups))).toEqual(groups);
        expect(ipv6Groups(compressed(groups))).toEqual(groups);
        expect(ipv6Groups(hex(groups).toUpperCase())).toEqual(groups);
      }),
    );
  });

  it('gives every embedding of an IPv4 address the verdict of that address (property)', () => {
    fc.assert(
      fc.property(
        fc.ipV4(),
        fc.boolean(),
        fc.array(group, { minLength: 5, maxLength: 5 }),
        (ip, allowPrivate, free) => {
          const verdict = isBlockedAddress(ip, allowPrivate);
          for (const form of embeddings(ip, free)) {
            expect([form, embeddedIPv4(form)]).toEqual([form, ip]);
            expect([form, isBlockedAddress(form, allowPrivate)]).toEqual([form, verdict]);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses 169.254.169.254 in every IPv6 spelling, private networks allowed or not', () => {
    const lenient = defaultAddressPolicy(true);
    for (const form of [
      '64:ff9b::a9fe:a9fe', // NAT64
      '64:ff9b::169.254.169.254',
      '2002:a9fe:a9fe::1', // 6to4
      '::a9fe:a9fe', // IPv4-compatible
      '::169.254.169.254',
      '::ffff:a9fe:a9fe', // mapped
      '::ffff:0:a9fe:a9fe', // translated
      '2001:0:4136:e378:8000:63bf:5601:5601', // Teredo, client 169.254.169.254
    ]) {
      expect([form, isBlockedAddress(form, true)]).toEqual([form, true]);
      expect([form, isBlockedAddress(form, false)]).toEqual([form, true]);
      expect(() => checkTargetUrl(`http://[${form}]/latest/meta-data/`, lenient)).toThrow(
        BlockedUrlError,
      );
    }
  });

  it('leaves IPv6 addresses that embed nothing to the IPv6 rules', () => {
    for (const form of ['::', '::1', '2606:4700::1111', 'fe80::1', 'fd00:ec2::254', '64:ff9b:1::1'])
      expect([form, embeddedIPv4(form)]).toEqual([form, undefined]);
    expect(isBlockedAddress('::1', true)).toBe(false);
    expect(isBlockedAddress('::1', false)).toBe(true);
    expect(isBlockedAddress('::', true)).toBe(true);
  });
});
