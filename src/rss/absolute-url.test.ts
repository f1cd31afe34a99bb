import fc from 'fast-check';
import { parseUrl } from './absolute-url.js';

/** The plain rule: always against the base. */
function plain(text: string, base: URL | null): string | null {
  try {
    return (base === null ? new URL(text) : new URL(text, base)).href;
  } catch {
    return null;
  }
}

const BASES = [
  'https://news.example/feeds/x/feed?q=1#f',
  'http://example.org/',
  'https://user:pw@host.example:8443/a/b/',
  'file:///etc/',
  'urn:isbn:123',
].map((b) => new URL(b));

/** Texts that look like links: a scheme-ish head (often http(s):// in any case), then URL-ish characters. */
const linkText = fc
  .tuple(
    fc.constantFrom(
      'http://',
      'https://',
      'HTTPS://',
      'Http://',
      'http:',
      'https:/',
      'http:\\\\',
      '//',
      '/',
      '',
      'ftp://',
      'https:// ',
    ),
    fc.string({ unit: fc.constantFrom(...'ab.-_~/\\?#@:%20[]é \t\n'.split('')), maxLength: 30 }),
  )
  .map(([head, tail]) => head + tail);

describe('parseUrl', () => {
  it('gives what parsing against the base gives, for every base', () => {
    fc.assert(
      fc.property(linkText, fc.option(fc.constantFrom(...BASES), { nil: null }), (text, base) => {
        expect(parseUrl(text, base)?.href ?? null).toBe(plain(text, base));
      }),
      { numRuns: 5000 },
    );
  });

  it('resolves relative links and refuses what does not parse', () => {
    const base = new URL('https://news.example/a/b');
    expect(parseUrl('c?d', base)?.href).toBe('https://news.example/a/c?d');
    expect(parseUrl('https:c', base)?.href).toBe('https://news.example/a/c');
    expect(parseUrl('HTTPS://Other.example/x', base)?.href).toBe('https://other.example/x');
    expect(parseUrl('c', null)).toBeNull();
    expect(parseUrl('http://', base)).toBeNull();
  });
});
