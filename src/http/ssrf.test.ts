import fc from 'fast-check';
import {
  BlockedUrlError,
  checkTargetUrl,
  defaultAddressPolicy,
  guardedLookup,
  isBlockedAddress,
  blockedFeedHost,
} from './ssrf.js';
import type { LookupAddress } from 'node:dns';

const strict = defaultAddressPolicy(false);
const lenient = defaultAddressPolicy(true);

describe('isBlockedAddress', () => {
  // Each address under both policies: strict, then with private networks allowed (which
  // still refuses link-local, cloud metadata, multicast, broadcast and unspecified addresses).
  it.each([
    // Loopback, private and shared addresses: refused unless private networks are allowed.
    ['127.0.0.1', true, false],
    ['127.255.0.9', true, false],
    ['10.0.0.1', true, false],
    ['10.1.2.3', true, false],
    ['172.16.0.1', true, false],
    ['172.31.255.255', true, false],
    ['192.168.1.1', true, false],
    ['100.64.0.1', true, false],
    ['::1', true, false],
    ['fc00::1', true, false],
    ['fd12::1', true, false],
    ['::ffff:127.0.0.1', true, false],
    ['[::1]', true, false],
    // Link-local, metadata, multicast, broadcast, unspecified, not an IP: refused always.
    ['169.254.169.254', true, true],
    ['169.254.170.2', true, true],
    ['100.100.100.200', true, true],
    ['0.0.0.0', true, true],
    ['224.0.0.1', true, true],
    ['255.255.255.255', true, true],
    ['::', true, true],
    ['fe80::1', true, true],
    ['fe80::1%eth0', true, true],
    ['fd00:ec2::254', true, true],
    ['::ffff:169.254.169.254', true, true],
    ['64:ff9b::a9fe:a9fe', true, true],
    ['not-an-ip', true, true],
    // Public addresses: allowed.
    ['8.8.8.8', false, false],
    ['140.82.112.3', false, false],
    ['172.32.0.1', false, false],
    ['100.128.0.1', false, false],
    ['2606:4700::1111', false, false],
    ['2a00:1450:4001::200e', false, false],
    // IPv6 forms that reach a public IPv4 address: judged by the address they embed.
    ['::ffff:8.8.8.8', false, false],
    ['64:ff9b::808:808', false, false],
    ['2002:808:808::1', false, false],
  ])('%s is blocked: %s, with private networks allowed: %s', (ip, blocked, blockedLeniently) => {
    expect(isBlockedAddress(ip)).toBe(blocked);
    expect(isBlockedAddress(ip, true)).toBe(blockedLeniently);
  });

  it('refuses every loopback and private IPv4 address (property)', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(octet, octet, octet, (a, b, c) => {
        expect(isBlockedAddress(`127.${a}.${b}.${c}`)).toBe(true);
        expect(isBlockedAddress(`10.${a}.${b}.${c}`)).toBe(true);
        expect(isBlockedAddress(`192.168.${b}.${c}`)).toBe(true);
        expect(isBlockedAddress(`169.254.${b}.${c}`, true)).toBe(true);
        expect(isBlockedAddress(`172.${16 + (a % 16)}.${b}.${c}`)).toBe(true);
      }),
    );
  });
});

describe('checkTargetUrl', () => {
  it('refuses non-http schemes even when private networks are allowed', () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://x.example/',
      'gopher://x/',
      'data:text/plain,hi',
      'javascript:alert(1)',
    ]) {
      expect(() => checkTargetUrl(url, lenient)).toThrow(BlockedUrlError);
    }
  });

  it('refuses every spelling of a loopback literal', () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://127.1/',
      'http://2130706433/',
      'http://0x7f.0.0.1/',
      'http://[::1]:8080/',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      expect(() => checkTargetUrl(url, strict)).toThrow(/address/);
    }
  });

  it('refuses the metadata address with private networks allowed, accepts loopback then', () => {
    expect(() => checkTargetUrl('http://169.254.169.254/latest/meta-data/', lenient)).toThrow(
      BlockedUrlError,
    );
    expect(checkTargetUrl('http://127.0.0.1:8080/feed', lenient).port).toBe('8080');
  });

  it('accepts host names (checked after DNS) and public literals', () => {
    expect(checkTargetUrl('https://techcrunch.com/feed/', strict).hostname).toBe('techcrunch.com');
    expect(checkTargetUrl('http://8.8.8.8/', strict).hostname).toBe('8.8.8.8');
  });

  it('refuses garbage', () => {
    expect(() => checkTargetUrl('not a url', strict)).toThrow(BlockedUrlError);
  });
});

describe('guardedLookup', () => {
  function run(
    addresses: LookupAddress[],
    all: boolean,
    policy = strict,
  ): Promise<{ err: Error | null; address: unknown; family?: number }> {
    const lookup = guardedLookup(async () => addresses, policy);
    return new Promise((resolve) =>
      lookup('feed.example', { all }, (err, address, family) => resolve({ err, address, family })),
    );
  }

  it('passes public answers through in both callback shapes', async () => {
    const addrs = [{ address: '140.82.112.3', family: 4 }];
    expect(await run(addrs, true)).toEqual({ err: null, address: addrs, family: undefined });
    expect(await run(addrs, false)).toEqual({ err: null, address: '140.82.112.3', family: 4 });
  });

  it('refuses the whole answer when any address is private (DNS rebinding)', async () => {
    const r = await run(
      [
        { address: '140.82.112.3', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ],
      true,
    );
    expect(r.err).toBeInstanceOf(BlockedUrlError);
    expect(r.err?.message).toContain('10.0.0.5');
  });

  it('reports an empty answer as ENOTFOUND', async () => {
    const r = await run([], true);
    expect((r.err as NodeJS.ErrnoException).code).toBe('ENOTFOUND');
  });

  it('passes resolver errors through', async () => {
    const lookup = guardedLookup(async () => {
      throw Object.assign(new Error('boom'), { code: 'EAI_AGAIN' });
    }, strict);
    const err = await new Promise<Error | null>((resolve) =>
      lookup('x.example', { all: true }, (e) => resolve(e)),
    );
    expect((err as NodeJS.ErrnoException).code).toBe('EAI_AGAIN');
  });
});

describe('blockedFeedHost', () => {
  test('names a host known without DNS to be refused, and whether allow-private-network helps', () => {
    const allowable = (host: string) => ({ host, allowable: true });
    expect(blockedFeedHost('http://127.0.0.1:8080/feed')).toEqual(allowable('127.0.0.1'));
    expect(blockedFeedHost('http://localhost/feed')).toEqual(allowable('localhost'));
    expect(blockedFeedHost('http://feeds.localhost/feed')).toEqual(allowable('feeds.localhost'));
    expect(blockedFeedHost('http://10.1.2.3/feed')).toEqual(allowable('10.1.2.3'));
    expect(blockedFeedHost('http://[::1]/feed')).toEqual(allowable('::1'));
    // Never allowed (link-local, cloud metadata): the input would not help.
    expect(blockedFeedHost('http://169.254.169.254/')).toEqual({
      host: '169.254.169.254',
      allowable: false,
    });
    expect(blockedFeedHost('http://[fe80::1]/')).toEqual({ host: 'fe80::1', allowable: false });
    expect(blockedFeedHost('https://example.com/feed')).toBeNull();
    expect(blockedFeedHost('https://93.184.216.34/feed')).toBeNull();
    expect(blockedFeedHost('not a url')).toBeNull();
  });

  test('agrees with the address rules on every IPv4 literal', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        const known = blockedFeedHost(`http://${ip}/feed`);
        expect(known !== null).toBe(isBlockedAddress(ip, false));
        if (known !== null) expect(known.allowable).toBe(!isBlockedAddress(ip, true));
      }),
    );
  });
});
