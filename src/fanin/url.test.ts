import fc from 'fast-check';
import { normalizeUrl } from './url.js';

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
