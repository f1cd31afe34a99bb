import fc from 'fast-check';
import { normalizeParsed, normalizeUrl } from './url.js';

describe('normalizeUrl', () => {
  it.each([
    [
      'HTTPS://TechCrunch.COM/2026/06/03/Open-Model/',
      'https://techcrunch.com/2026/06/03/Open-Model',
    ],
    ['https://example.com:443/a', 'https://example.com/a'],
    ['http://example.com:80/a', 'http://example.com/a'],
    ['http://example.com:8080/a', 'http://example.com:8080/a'],
    ['https://example.com/a?utm_source=x&id=3#comments', 'https://example.com/a'],
    ['https://example.com/', 'https://example.com/'],
    ['https://example.com', 'https://example.com/'],
    ['https://example.com/a//', 'https://example.com/a'],
    ['https://user:pw@example.com/a', 'https://example.com/a'],
    ['https://example.com/a/./b/../c', 'https://example.com/a/c'],
  ])('%s -> %s', (url, expected) => {
    expect(normalizeUrl(url)).toBe(expected);
  });

  it('keeps the named query parameters, sorted, and drops the others', () => {
    const keep = new Set(['p', 'id']);
    expect(normalizeUrl('https://blog.example/?utm=1&p=12&id=b&id=a#x', keep)).toBe(
      'https://blog.example/?id=a&id=b&p=12',
    );
    expect(normalizeUrl('https://blog.example/post?utm=1', keep)).toBe('https://blog.example/post');
  });

  it('returns a URL the WHATWG parser refuses as it is', () => {
    expect(normalizeUrl('https://exa mple.com/')).toBe('https://exa mple.com/');
  });

  it('is idempotent and ignores fragments and parameter order', () => {
    const keep = new Set(['p', 'v']);
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.uniqueArray(fc.constantFrom('p', 'v', 'utm'), { maxLength: 3 }),
        (url, names) => {
          const once = normalizeUrl(url, keep);
          expect(normalizeUrl(once, keep)).toBe(once);
          expect(once).not.toContain('#');
          const base = url.split(/[?#]/)[0] as string;
          const forward = `${base}?${names.map((n, i) => `${n}=${i}`).join('&')}`;
          const backward = `${base}?${[...names]
            .reverse()
            .map((n) => `${n}=${names.indexOf(n)}`)
            .join('&')}#f`;
          expect(normalizeUrl(forward, keep)).toBe(normalizeUrl(backward, keep));
        },
      ),
    );
  });
});

describe('normalizeUrl without the parser (URLs already in normal form)', () => {
  // Characters (the first string, spread) and pieces around every rule of the fast path.
  const piece = fc.constantFrom(
    ...'aZ09-./?#%:@_~!$&\'()*+,;= \t\\^|`{}"<>é1',
    ...'.. // %2e %2E xn-- xn--nxasmq6b 0x 255 p=1 utm=2 com example A-B'.split(' '),
  );
  const rest = fc.string({ unit: piece, maxLength: 12 });
  const host = fc.oneof(
    fc.constantFrom('example.com', 'a.b', 'x', '1.2.3.4', '1.2.3.4.', 'a.0x1', '0x7f.a', 'a..b'),
    fc.constantFrom('Example.com', 'xn--nxasmq6b.com', 'a.xn--p1ai', 'b.com.', 'foo-.-bar'),
    fc
      .array(fc.constantFrom('a', 'b1', '0', 'xn--a', '-', 'Z', '9z'), {
        minLength: 1,
        maxLength: 4,
      })
      .map((labels) => labels.join('.')),
  );
  const url = fc
    .tuple(
      fc.constantFrom('http://', 'https://', 'HTTP://', 'ftp://', 'https:/', 'https:///'),
      host,
      rest,
    )
    .map(([scheme, h, r]) => `${scheme}${h}${r}`);
  const keeps = fc.constantFrom(new Set<string>(), new Set(['p']));

  it('gives what the WHATWG path gives', () => {
    fc.assert(
      fc.property(
        fc.oneof(url, fc.webUrl({ withQueryParameters: true, withFragments: true })),
        keeps,
        (u, keep) => {
          expect(normalizeUrl(u, keep)).toBe(normalizeParsed(u, keep));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it.each([
    'https://example.com/a/./b',
    'https://example.com/a/../b',
    'https://example.com/a/.',
    'https://example.com/..?x',
    'https://example.com/a/...',
    'https://example.com/.a/b./',
    'https://1.2.3.4/x',
    'https://a.0x10/',
    'https://xn--nxasmq6b.com/',
    'https://example.com./a//',
    'https://example.com?x#y',
    'https://example.com#y',
    'https://example.com/a//?p=1',
    'https://example.com/%2e/b',
    'https://example.com/x/%2E%2e/b',
    'https://xn--a.com/',
    'https://a.xn--zz--/',
  ])('%s', (u) => {
    for (const keep of [new Set<string>(), new Set(['p'])]) {
      expect(normalizeUrl(u, keep)).toBe(normalizeParsed(u, keep));
    }
  });
});
