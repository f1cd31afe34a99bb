import fc from 'fast-check';
import { captureMarkup, type SaxEvents } from './markup-capture.js';
import { parseFeed, type FeedEntry } from './parse.js';
import { holdsPlainText } from './plain-text-element.js';

/** holdsPlainText for the first element of `xml`, which starts at 0. */
function plainAtStart(xml: string, name = 'title'): boolean {
  return holdsPlainText(xml, 0, xml.indexOf('>') + 1, name);
}

describe('holdsPlainText', () => {
  it('accepts text and CDATA up to the end tag', () => {
    expect(plainAtStart('<title>Hello &amp; bye</title>')).toBe(true);
    expect(plainAtStart('<title type="html">a &lt;b&gt;</title >')).toBe(true);
    expect(plainAtStart('<title><![CDATA[ ]]></title>')).toBe(true);
    expect(plainAtStart('<title> x <![CDATA[<b>]]> y</title>')).toBe(true);
  });

  it('refuses child elements, comments, whitespace only and anything unexpected', () => {
    expect(plainAtStart('<title>a <b>x</b></title>')).toBe(false);
    expect(plainAtStart('<title>a<!-- c --></title>')).toBe(false);
    expect(plainAtStart('<title>a<?pi x?></title>')).toBe(false);
    expect(plainAtStart('<title> \n\t</title>')).toBe(false);
    expect(plainAtStart('<title>&#160;&#x20;</title>')).toBe(false);
    expect(plainAtStart('<title>a</titles>')).toBe(false);
    expect(plainAtStart('<title>a</other>')).toBe(false);
    expect(plainAtStart('<title>a <![CDATA[x</title>')).toBe(false);
    expect(plainAtStart('<title>a')).toBe(false);
    expect(plainAtStart('<title><![CDATA[]]> </title>')).toBe(false);
    expect(holdsPlainText('<title>a</title>', 1, 7, 'title')).toBe(false);
    expect(holdsPlainText('<title>a</title>', 0, 6, 'title')).toBe(false);
  });
});

describe('captureMarkup with the document text', () => {
  /** The xml2js value of the first <title> of `xml`, captured with or without the text. */
  async function titleValue(xml: string, withText: boolean): Promise<unknown> {
    const Parser = (await import('rss-parser')).default as unknown as new () => {
      xmlParser: {
        saxParser: SaxEvents;
        parseString(x: string, cb: (e: unknown, r: unknown) => void): void;
      };
    };
    const parser = new Parser();
    captureMarkup(parser.xmlParser.saxParser, withText ? xml : null);
    const result = await new Promise<Record<string, unknown>>((resolve, reject) =>
      parser.xmlParser.parseString(xml, (err, r) =>
        err ? reject(err) : resolve(r as Record<string, unknown>),
      ),
    );
    return (result['r'] as { title: unknown[] }).title[0];
  }

  it('leaves a plain-text element to xml2js as a string, where sax says it starts', async () => {
    const xml = '<?xml version="1.0"?>\n<r a="1"><x/>\n  <title>Plain &amp; simple</title></r>';
    expect(await titleValue(xml, true)).toBe('Plain & simple');
    expect(typeof (await titleValue(xml, false))).toBe('object');
  });
});

// ---------------------------------------------------------------------------
// The property: a feed parses to the same entries with the check as without it.

const textPiece = fc.constantFrom(
  'AI',
  ' ',
  '  ',
  '\n\t',
  'Node.js',
  '&amp;',
  '&#160;',
  '&#x20;',
  '&lt;b&gt;bold&lt;/b&gt;',
  '&quot;q&quot;',
  'é',
  'https://github.com/o/r',
  '<![CDATA[<p>cdata</p>]]>',
  '<![CDATA[ ]]>',
  '<![CDATA[]]>',
  '<!-- note -->',
  '<b>x</b>',
  '<br/>',
  '<a href="https://github.com/a/b">r</a>',
);
const content = fc.string({ unit: textPiece, maxLength: 5 });
const attrs = fc.constantFrom(
  '',
  ' type="html"',
  ' type="text"',
  ' type="xhtml"',
  ' mode="escaped"',
);

function element(name: string, attr: string, body: string | null): string {
  return body === null ? `<${name}${attr}/>` : `<${name}${attr}>${body}</${name}>`;
}

interface Item {
  title: string | null;
  titleAttr: string;
  description: string | null;
  encoded: string | null;
  mediaTitle: string | null;
}

const item: fc.Arbitrary<Item> = fc.record({
  title: fc.option(content, { nil: null }),
  titleAttr: attrs,
  description: fc.option(content, { nil: null }),
  encoded: fc.option(content, { nil: null }),
  mediaTitle: fc.option(content, { nil: null }),
});

function rssDoc(items: Item[]): string {
  const body = items
    .map(
      (it, i) =>
        `<item>${element('title', it.titleAttr, it.title)}<link>https://x.example/${i}</link>` +
        `<pubDate>Tue, 02 Jun 2026 10:00:00 GMT</pubDate>${element('description', '', it.description)}` +
        `${element('content:encoded', '', it.encoded)}${it.mediaTitle === null ? '' : `<media:title>${it.mediaTitle}</media:title>`}</item>`,
    )
    .join('\n');
  return `\ufeff<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>t</title>${body}</channel></rss>`;
}

function atomDoc(items: Item[]): string {
  const body = items
    .map(
      (it, i) =>
        `<entry>${element('title', it.titleAttr, it.title)}<link href="https://x.example/${i}"/>` +
        `<updated>2026-06-02T10:00:00Z</updated>${element('summary', it.titleAttr, it.description)}` +
        `${element('content', '', it.encoded)}</entry>`,
    )
    .join('\n');
  return `<feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>${body}</feed>`;
}

function readable(entry: FeedEntry) {
  return {
    title: entry.title,
    link: entry.link,
    dates: entry.dates,
    summary: entry.summary,
    html: entry.html,
    htmlParts: entry.htmlParts,
    categories: entry.categories,
  };
}

async function outcome(doc: string, plainCapture: boolean) {
  try {
    const parsed = await parseFeed(doc, { plainCapture });
    return { format: parsed.format, entries: parsed.entries.map(readable) };
  } catch (err) {
    return { error: String(err) };
  }
}

describe('parseFeed with the plain-text check', () => {
  it('reads every entry as the plain rule reads it (RSS and Atom)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (items, atom) => {
          const doc = atom ? atomDoc(items) : rssDoc(items);
          expect(await outcome(doc, false)).toEqual(await outcome(doc, true));
        },
      ),
      { numRuns: 600 },
    );
  });
});
