import fc from 'fast-check';
import {
  closeTruncatedFeed,
  declaresEntities,
  prologDoctype,
  repairReferences,
  unprefixFeed,
} from './repair.js';
import { parseFeed } from './parse.js';

describe('declaresEntities', () => {
  it('finds ENTITY declarations in the prolog DOCTYPE', () => {
    expect(declaresEntities('<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY a "b">]><r/>')).toBe(
      true,
    );
    expect(
      declaresEntities(
        '\ufeff<!-- c --><!DOCTYPE r [\n<!entity x SYSTEM "file:///etc/passwd">\n]>\n<r/>',
      ),
    ).toBe(true);
  });
  it('ignores a DOCTYPE without entities and one inside content', () => {
    expect(
      declaresEntities(
        '<!DOCTYPE rss PUBLIC "-//Netscape//DTD RSS 0.91//EN" "http://x/rss-0.91.dtd"><rss/>',
      ),
    ).toBe(false);
    expect(declaresEntities('<rss><![CDATA[<!DOCTYPE x [<!ENTITY a "b">]>]]></rss>')).toBe(false);
    expect(prologDoctype('<rss/>')).toBeNull();
  });
});

describe('repairReferences', () => {
  it('escapes only ampersands that start no reference', () => {
    expect(repairReferences('A & B &amp; C &#38; D &#x26; E &lt; F &&')).toEqual({
      text: 'A &amp; B &amp; C &#38; D &#x26; E &lt; F &amp;&amp;',
      repaired: 'ampersands',
    });
    expect(repairReferences('x &amp; y &#169; &unknown;')).toBeNull();
  });

  it('makes HTML named references numeric, leaves unknown names', () => {
    expect(repairReferences('caf&eacute; &check; &NotEqualTilde; &bogus; & x')).toEqual({
      text: 'caf&#xe9; &#x2713; &#x2242;&#x338; &bogus; &amp; x',
      repaired: 'references',
    });
  });

  it('makes a numeric reference to a character XML forbids the replacement character', () => {
    expect(repairReferences('a&#11;b&#x0B;c&#0;d&#xD800;e&#xFFFE;f&#1114112;')).toEqual({
      text: 'a&#xfffd;b&#xfffd;c&#xfffd;d&#xfffd;e&#xfffd;f&#xfffd;',
      repaired: 'references',
    });
    expect(
      repairReferences('&#9;&#xA;&#32;&#xD7FF;&#xE000;&#xFFFD;&#x10000;&#x10FFFF;'),
    ).toBeNull();
  });

  it('keeps a feed whose title holds such a reference, marking where it was', async () => {
    const feed = (title: string) =>
      `<rss version="2.0"><channel><title>t</title><item><title>${title}</title><link>https://e.com/a</link></item><item><title>fine</title><link>https://e.com/b</link></item></channel></rss>`;
    const referenced = await parseFeed(feed('Slide&#11;title'));
    expect(referenced.entries.map((e) => e.title)).toEqual(['Slide\ufffdtitle', 'fine']);
  });

  it('never expands: each reference becomes at most two characters (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('&eacute;', '&amp;', '&', 'x', '&#65;', '&bogus;', '&fjlig;', ';'),
        ),
        (parts) => {
          const text = parts.join('');
          const repaired = repairReferences(text)?.text ?? text;
          expect(repaired.length).toBeLessThanOrEqual(text.length * 6);
          // What it gives back parses as XML references only.
          expect(repaired).not.toMatch(/&(?![a-z]+;|#x?[0-9a-f]+;)/i);
          expect(repairReferences(repaired)?.repaired ?? null).toBeNull();
        },
      ),
    );
  });
});

describe('closeTruncatedFeed', () => {
  it('cuts after the last complete item and closes the open elements', () => {
    const text =
      '<?xml version="1.0"?><rss version="2.0"><channel><title>t</title><item><title>1</title></item><item><title>2</tit';
    expect(closeTruncatedFeed(text)).toBe(
      '<?xml version="1.0"?><rss version="2.0"><channel><title>t</title><item><title>1</title></item></channel></rss>',
    );
  });
  it('handles Atom with attributes, comments and CDATA before the first entry', () => {
    const text =
      '<feed xmlns="http://www.w3.org/2005/Atom"><!-- <x> --><title><![CDATA[<y>]]></title><link href="a"/><entry><id>1</id></entry><entry><id>';
    expect(closeTruncatedFeed(text)).toBe(
      '<feed xmlns="http://www.w3.org/2005/Atom"><!-- <x> --><title><![CDATA[<y>]]></title><link href="a"/><entry><id>1</id></entry></feed>',
    );
  });
  it('gives null without a complete entry', () => {
    expect(closeTruncatedFeed('<rss><channel><item><title>x')).toBeNull();
    expect(closeTruncatedFeed('<rss><channel><title>x</title>')).toBeNull();
  });
  it('always produces balanced output for any cut of a feed (property)', () => {
    const feed =
      '<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>' +
      Array.from(
        { length: 5 },
        (_, i) => `<item><title>${i}</title><link>https://x/${i}</link></item>`,
      ).join('') +
      '</channel></rss>';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: feed.length }), (cut) => {
        const closed = closeTruncatedFeed(feed.slice(0, cut));
        if (closed === null) return;
        expect(closed.endsWith('</item></channel></rss>')).toBe(true);
        expect(feed.startsWith(closed.slice(0, closed.length - '</channel></rss>'.length))).toBe(
          true,
        );
      }),
    );
  });
});

describe('unprefixFeed', () => {
  it('unprefixes Atom-bound prefixes in an Atom document', () => {
    expect(
      unprefixFeed(
        '<a:feed xmlns:a="http://www.w3.org/2005/Atom"><a:entry><a:title>x</a:title></a:entry></a:feed>',
      ),
    ).toBe('<feed xmlns:a="http://www.w3.org/2005/Atom"><entry><title>x</title></entry></feed>');
  });
  it('unprefixes RSS 1.0 elements and renames the RDF prefix, with rdf:about', () => {
    expect(
      unprefixFeed(
        '<R:RDF xmlns:R="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:rss="http://purl.org/rss/1.0/">' +
          '<rss:channel R:about="c"/><rss:item R:about="i"><rss:title>t</rss:title></rss:item></R:RDF>',
      ),
    ).toBe(
      '<rdf:RDF xmlns:R="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:rss="http://purl.org/rss/1.0/">' +
        '<channel rdf:about="c"/><item rdf:about="i"><title>t</title></item></rdf:RDF>',
    );
  });
  it('names an unprefixed RDF root as rss-parser looks for it', () => {
    expect(unprefixFeed('<RDF xmlns="http://www.w3.org/1999/02/22-rdf-syntax-ns#"></RDF>')).toBe(
      '<rdf:RDF xmlns="http://www.w3.org/1999/02/22-rdf-syntax-ns#"></rdf:RDF>',
    );
  });
  it('unprefixes an RSS 2.0 document in a prefixed namespace, and nothing else', () => {
    expect(
      unprefixFeed(
        '<r:rss xmlns:r="http://backend.userland.com/rss2" xmlns:dc="http://purl.org/dc/elements/1.1/"><r:channel><dc:date>d</dc:date></r:channel></r:rss>',
      ),
    ).toBe(
      '<rss xmlns:r="http://backend.userland.com/rss2" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><dc:date>d</dc:date></channel></rss>',
    );
  });
  it('leaves other documents alone', () => {
    const other = '<x:config xmlns:x="http://purl.org/rss/1.0/"><x:a/></x:config>';
    expect(unprefixFeed(other)).toBe(other);
  });
  it('leaves RSS with atom:link alone', () => {
    const rss =
      '<rss xmlns:atom="http://www.w3.org/2005/Atom"><channel><atom:link href="x"/><item><link>y</link></item></channel></rss>';
    expect(unprefixFeed(rss)).toBe(rss);
  });
});

describe('closeTruncatedFeed on hostile prefixes', () => {
  it('is linear on a long header of unterminated tags', () => {
    const text = `<rss><channel>${'<a "'.repeat(200_000)}<item><title>x</title></item><item>`;
    const started = performance.now();
    expect(closeTruncatedFeed(text)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });
  it('refuses a header whose closing tags do not match', () => {
    expect(closeTruncatedFeed('<rss><channel></rss><item></item><item>')).toBeNull();
  });
});
