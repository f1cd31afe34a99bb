import fc from 'fast-check';
import {
  BlockedUrlError,
  checkTargetUrl,
  defaultAddressPolicy,
  guardedLookup,
  isBlockedAddress,
} from './ssrf.js';
import type { LookupAddress } from 'node:dns';

const strict = defaultAddressPolicy(false);
const lenient = defaultAddressPolicy(true);

describe('isBlockedAddress', () => {
  it.each([
    // Blocked: loopback, private, shared, link-local (metadata), multicast, unspecified, not an IP.
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.1', true],
    ['100.64.0.1', true],
    ['169.254.169.254', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['255.255.255.255', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fc00::1', true],
    ['fd00:ec2::254', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:169.254.169.254', true],
    ['64:ff9b::a9fe:a9fe', true],
    ['[::1]', true],
    ['fe80::1%eth0', true],
    ['not-an-ip', true],
    // Public addresses.
    ['8.8.8.8', false],
    ['140.82.112.3', false],
    ['172.32.0.1', false],
    ['100.128.0.1', false],
    ['2606:4700::1111', false],
    ['2a00:1450:4001::200e', false],
    // IPv6 forms that reach a public IPv4 address: judged by the address they embed.
    ['::ffff:8.8.8.8', false],
    ['64:ff9b::808:808', false],
    ['2002:808:808::1', false],
  ])('%s is blocked: %s', (ip, blocked) => {
    expect(isBlockedAddress(ip)).toBe(blocked);
  });

  it('with private networks allowed, still refuses link-local and metadata addresses', () => {
    for (const ip of ['127.0.0.1', '10.0.0.1', '::1', 'fd12::1'])
      expect(isBlockedAddress(ip, true)).toBe(false);
    for (const ip of [
      '169.254.169.254',
      '169.254.170.2',
      'fd00:ec2::254',
      '100.100.100.200',
      'fe80::1',
      '0.0.0.0',
      '::ffff:169.254.169.254',
    ]) {
      expect(isBlockedAddress(ip, true)).toBe(true);
    }
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
