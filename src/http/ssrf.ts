// The SSRF guard: which URLs and which resolved addresses a crawler may reach.
//
// A feed URL comes from a config file and every redirect target from a remote
// server, so both are untrusted. Checking the host name is not enough (a public
// name can resolve to 127.0.0.1, and DNS can change between a check and the
// connect), so the address check runs inside the `lookup` that the socket uses
// to connect: the address checked is the address connected to. IP literals never
// reach `lookup` (net.connect skips DNS for them), so they are checked up front.

import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { embeddedIPv4 } from './ipv4-embedding.js';

/** Thrown (or passed to a lookup callback) when a target is refused. */
export class BlockedUrlError extends Error {
  readonly code = 'blocked_url';
  constructor(
    message: string,
    /** Refused only as loopback or private: allowPrivateNetwork would reach it. */
    readonly privateAddress = false,
  ) {
    super(message);
    this.name = 'BlockedUrlError';
  }
}

// Addresses that are not "somewhere on the public internet". Sources: IANA IPv4
// and IPv6 special-purpose registries; cloud metadata endpoints live in
// link-local (169.254.169.254), CGNAT (100.100.100.200 on Alibaba) and ULA
// (fd00:ec2::254 on AWS) space, all covered below.
// Never reachable, even with allowPrivateNetwork: no feed lives on a link-local
// or metadata address, while a redirect there is the classic way to read cloud
// credentials. Unspecified and multicast addresses are never a server either.
const ALWAYS_BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host on Linux
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254, 169.254.170.2)
  ['100.100.100.200', 32], // Alibaba Cloud metadata
  ['224.0.0.0', 4], // multicast
  ['255.255.255.255', 32], // broadcast
];
const ALWAYS_BLOCKED_V6: [string, number][] = [
  ['::', 128], // unspecified
  ['fd00:ec2::254', 128], // AWS metadata over IPv6
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
];

// Not "somewhere on the public internet" (IANA IPv4 and IPv6 special-purpose
// registries): refused unless private networks are allowed.
const PRIVATE_V4: [string, number][] = [
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['240.0.0.0', 4], // reserved
];
// IPv6 forms that embed an IPv4 address (mapped, translated, compatible, NAT64, 6to4,
// Teredo) are not listed: they take the verdict of the IPv4 address they embed
// (ipv4-embedding.ts), so metadata stays refused in every spelling.
const PRIVATE_V6: [string, number][] = [
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64 (where the IPv4 address sits depends on the network)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (ULA)
  ['fec0::', 10], // site-local (deprecated)
];

function makeList(v4: [string, number][], v6: [string, number][]): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of v4) list.addSubnet(net, prefix, 'ipv4');
  for (const [net, prefix] of v6) list.addSubnet(net, prefix, 'ipv6');
  return list;
}
// BlockList treats an IPv4 address as IPv4-mapped when it checks IPv6 rules, so
// the ::ffff:0:0/96 rule would match every IPv4 address: IPv4 addresses are
// checked against IPv4 rules only. (The other way round is what we want: a
// mapped IPv6 address matches the IPv4 rules, e.g. ::ffff:169.254.169.254.)
const alwaysV4 = makeList(ALWAYS_BLOCKED_V4, []);
const alwaysV6 = makeList(ALWAYS_BLOCKED_V4, ALWAYS_BLOCKED_V6);
const privateV4 = makeList(PRIVATE_V4, []);
const privateV6 = makeList(PRIVATE_V4, PRIVATE_V6);

/**
 * True when `address` (an IPv4 or IPv6 literal) must not be connected to.
 * Anything that is not an IP literal is refused.
 */
export function isBlockedAddress(address: string, allowPrivateNetwork = false): boolean {
  const bare = stripBrackets(address);
  // Zone ids ("fe80::1%eth0") only exist on link-local addresses.
  if (bare.includes('%')) return true;
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 4) return isBlockedV4(bare, allowPrivateNetwork);
  const embedded = embeddedIPv4(bare);
  if (embedded !== undefined) return isBlockedV4(embedded, allowPrivateNetwork);
  return alwaysV6.check(bare, 'ipv6') || (!allowPrivateNetwork && privateV6.check(bare, 'ipv6'));
}

function isBlockedV4(address: string, allowPrivateNetwork: boolean): boolean {
  return (
    alwaysV4.check(address, 'ipv4') || (!allowPrivateNetwork && privateV4.check(address, 'ipv4'))
  );
}

/** A feed's host known, without DNS, to be refused by a leg. */
export interface KnownBlockedHost {
  host: string;
  /** allow-private-network lets a leg reach it (loopback, private); false: never (link-local, metadata …). */
  allowable: boolean;
}

/**
 * The host of `raw` when it is known without DNS that a leg refuses it: `localhost`,
 * `*.localhost` or an IP literal the address rules refuse; else null (a public IP, a host
 * name only DNS can tell, or not a URL). The leg still checks every address it connects to.
 */
export function blockedFeedHost(raw: string): KnownBlockedHost | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const host = stripBrackets(url.hostname);
  if (host === 'localhost' || host.endsWith('.localhost')) return { host, allowable: true };
  if (isIP(host) === 0 || !isBlockedAddress(host, false)) return null;
  return { host, allowable: !isBlockedAddress(host, true) };
}

/** Decides whether connecting to `address` (resolved from `host`) is refused. */
export type AddressPolicy = (address: string, host: string) => boolean;

export function defaultAddressPolicy(allowPrivateNetwork: boolean): AddressPolicy {
  return (address) => isBlockedAddress(address, allowPrivateNetwork);
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/**
 * Parses `raw` and refuses what no fetch may start from: other schemes than
 * http(s), and a host that is an IP literal the policy refuses. Host names are
 * checked later, after DNS (see {@link guardedLookup}).
 */
export function checkTargetUrl(raw: string | URL, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BlockedUrlError('not a valid absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BlockedUrlError(
      `scheme ${JSON.stringify(url.protocol.slice(0, 20))} is not http or https`,
    );
  }
  if (url.hostname === '') throw new BlockedUrlError('URL has no host');
  // The WHATWG parser has already normalised "127.1", "0x7f.1", "2130706433" …
  // to dotted quads, so isIP sees every spelling of an IPv4 literal.
  const host = stripBrackets(url.hostname);
  if (isIP(host) !== 0 && policy(host, host)) {
    throw new BlockedUrlError(
      `address ${host} is loopback, private, link-local, metadata or reserved`,
      !isBlockedAddress(host, true),
    );
  }
  return url;
}

/** Resolves a host name to every address (dns.lookup semantics: hosts file, then DNS). */
export type Resolver = (hostname: string, family: 0 | 4 | 6) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname, family) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, family }, (err, addresses) => {
      if (err) reject(err);
      else resolve(addresses);
    });
  });

/**
 * A `lookup` for http.request that resolves with `resolver` and refuses the
 * connection when any resolved address is blocked (one private answer among
 * public ones is how DNS rebinding attacks look, so there is no filtering down
 * to the "good" answers).
 */
export function guardedLookup(resolver: Resolver, policy: AddressPolicy): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0;
    resolver(hostname, family).then(
      (addresses) => {
        if (addresses.length === 0) {
          const err: NodeJS.ErrnoException = new Error(
            `no address for host ${JSON.stringify(hostname)}`,
          );
          err.code = 'ENOTFOUND';
          callback(err, '');
          return;
        }
        const bad = addresses.find((a) => policy(a.address, hostname));
        if (bad !== undefined) {
          callback(
            new BlockedUrlError(
              `host ${JSON.stringify(hostname.slice(0, 100))} resolves to ${bad.address}: loopback, private, link-local, metadata or reserved`,
              !isBlockedAddress(bad.address, true),
            ),
            '',
          );
          return;
        }
        if (options.all === true) callback(null, addresses);
        else {
          const first = addresses[0]!;
          callback(null, first.address, first.family);
        }
      },
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), ''),
    );
  };
}
