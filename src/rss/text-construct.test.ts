import fc from 'fast-check';
import { parseFeed } from './parse.js';
import { decodeBase64 } from './text-construct.js';
import { xmlEscape } from '../../action-tests/feed-server.js';

const atomWithTitle = (title: string): string =>
  '<feed xmlns="http://www.w3.org/2005/Atom"><entry>' +
  `${title}<link href="https://x.example/1"/><id>urn:x:1</id></entry></feed>`;

async function atomTitle(title: string): Promise<string | null> {
  return (await parseFeed(atomWithTitle(title))).entries[0]!.title;
}

const word = fc.stringMatching(/^[A-Za-z0-9é€&<>"]{1,8}$/);
const inline = fc.constantFrom('b', 'i', 'em', 'strong', 'span', 'code', 'a');

describe('text constructs', () => {
  it('an XHTML title keeps every word in document order, whatever inline markup wraps it (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(word, fc.option(inline, { nil: undefined })), { minLength: 1 }),
        async (words) => {
          const markup = words
            .map(([w, tag]) => {
              const text = xmlEscape(w);
              if (tag === undefined) return text;
              const attrs = tag === 'a' ? ' href="https://x.example/?a=1&amp;b=2"' : '';
              return `<${tag}${attrs}>${text}</${tag}>`;
            })
            .join(' ');
          const title = await atomTitle(
            `<title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">${markup}</div></title>`,
          );
          expect(title?.replace(/\s+/g, ' ').trim()).toBe(words.map(([w]) => w).join(' '));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads each declared type', async () => {
    expect(await atomTitle('<title type="text">a &lt;b&gt; c</title>')).toBe('a <b> c');
    expect(await atomTitle('<title type="html">a &lt;b&gt;c&lt;/b&gt; &amp;amp;</title>')).toBe(
      'a c &',
    );
    expect(await atomTitle('<title type="text/html">x&lt;br&gt;y</title>')).toBe('x y');
    expect(await atomTitle('<title>no type &lt;b&gt;</title>')).toBe('no type <b>');
  });

  it('an empty or missing title is null', async () => {
    expect(
      await atomTitle('<title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"/></title>'),
    ).toBeNull();
    expect(await atomTitle('')).toBeNull();
  });
});

describe('decodeBase64', () => {
  it('gives back the text it was given, line breaks and all (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.integer({ min: 1, max: 76 }),
        (text, width) => {
          const encoded = Buffer.from(text, 'utf8').toString('base64');
          const wrapped = encoded.replace(new RegExp(`(.{${width}})`, 'g'), '$1\n  ');
          expect(decodeBase64(wrapped)).toBe(text);
        },
      ),
    );
  });

  it('keeps content that is not base64', () => {
    expect(decodeBase64('not base64!')).toBe('not base64!');
    expect(decodeBase64('abcde')).toBe('abcde');
  });
});
