import fc from 'fast-check';
import { atomEntryLink, rssItemLink } from './links.js';
import type { Xml } from './xml-value.js';

type Link = Record<string, string>;
const entry = (links: (Link | string)[], id?: string): Xml => ({
  link: links.map((l) => (typeof l === 'string' ? l : { $: l })),
  ...(id === undefined ? {} : { id: [id] }),
});

const noise: fc.Arbitrary<Link> = fc.oneof(
  fc.constant({ rel: 'alternate' }),
  fc.constant({}),
  fc.record({ rel: fc.constantFrom('enclosure', 'replies', 'edit', 'next'), href: fc.webUrl() }),
  fc.record({
    rel: fc.constant('alternate'),
    type: fc.constant('application/pdf'),
    href: fc.webUrl(),
  }),
  fc.record({ href: fc.constantFrom('tag:x.example,2026:1', 'urn:uuid:1', 'javascript:alert(1)') }),
);

describe('atomEntryLink', () => {
  it('an HTML alternate wins wherever it is among other links (property)', () => {
    fc.assert(
      fc.property(fc.array(noise), fc.array(noise), (before, after) => {
        const html = { rel: 'alternate', type: 'text/html', href: 'https://x.example/article' };
        expect(atomEntryLink(entry([...before, html, ...after]))).toBe(html.href);
      }),
    );
  });

  it('never picks a link without href, of another relation, or of another scheme (property)', () => {
    fc.assert(
      fc.property(fc.array(noise), (links) => {
        const chosen = atomEntryLink(entry(links));
        const alternates = links.filter(
          (l) =>
            l['href']?.startsWith('http') === true && (l['rel'] ?? 'alternate') === 'alternate',
        );
        expect(chosen).toBe(alternates[0]?.['href'] ?? null);
      }),
    );
  });

  it('falls back to an RSS-style text link, then an http(s) id, then a self link', () => {
    expect(atomEntryLink(entry(['https://x.example/text'], 'https://x.example/id'))).toBe(
      'https://x.example/text',
    );
    expect(
      atomEntryLink(entry([{ rel: 'enclosure', href: 'https://x/a.mp3' }], 'https://x.example/id')),
    ).toBe('https://x.example/id');
    expect(atomEntryLink(entry([{ rel: 'self', href: 'https://x.example/self' }], 'urn:x'))).toBe(
      'https://x.example/self',
    );
    expect(
      atomEntryLink(entry([{ rel: 'enclosure', href: 'https://x/a.mp3' }], 'tag:x,2026:1')),
    ).toBeNull();
  });
});

describe('rssItemLink', () => {
  it('reads the link text, an Atom-style href, then rdf:about', () => {
    expect(rssItemLink({ link: [' https://x.example/a '] })).toBe('https://x.example/a');
    expect(rssItemLink({ link: [{ $: { href: 'https://x.example/h' } }] })).toBe(
      'https://x.example/h',
    );
    expect(rssItemLink({ $: { 'rdf:about': 'https://x.example/r' } })).toBe('https://x.example/r');
    expect(rssItemLink({})).toBeNull();
  });
});
