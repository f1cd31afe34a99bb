import fc from 'fast-check';
import {
  collapseWhitespace,
  decodeEntities,
  htmlToText,
  truncateText,
  wellFormed,
} from './text.js';

describe('htmlToText', () => {
  it('drops scripts after text that lower-cases to more code units ("İ")', () => {
    expect(htmlToText('İİİİ<script>evil()</script>after <Style>p{}</STYLE>end')).toBe(
      'İİİİ after  end',
    );
    expect(htmlToText('<p>İ</p><SCRIPT>x</script>y')).toBe(' İ  y');
  });

  it('drops tags, scripts and styles, decodes entities', () => {
    expect(
      htmlToText('<p>AI &amp; <b>ML</b></p><script>var a = "<x>";</script><STYLE>p{}</STYLE>done'),
    ).toBe(' AI & ML   done');
    expect(htmlToText('a < b and c')).toBe('a < b and c');
    expect(htmlToText('x<3 and <-- arrows')).toBe('x<3 and <-- arrows');
    expect(htmlToText('plain &#8220;text&#8221;')).toBe('plain “text”');
  });

  it('drops inline tags without a trace, other tags end a word', () => {
    expect(htmlToText('Ex<B>am</B>ple <a href="u">Atom</a>')).toBe('Example Atom');
    expect(htmlToText('one<br/>two</p><p>three')).toBe('one two  three');
    expect(htmlToText('<span>a</span><div>b</div>')).toBe('a b ');
  });

  it('decodes every HTML5 named reference', () => {
    expect(htmlToText('<p>caf&eacute; &euro;5 na&iuml;ve &NotEqualTilde; &fjlig;</p>')).toBe(
      ' café €5 naïve ≂̸ fj ',
    );
  });
  it('is linear on many "<" without ">"', () => {
    const started = performance.now();
    expect(htmlToText('<'.repeat(1_000_000)).length).toBe(1_000_000);
    expect(htmlToText('<a'.repeat(500_000)).length).toBe(1_000_000);
    expect(htmlToText('<script>'.repeat(100_000)).length).toBeLessThan(10);
    expect(performance.now() - started).toBeLessThan(1000);
  });
  it('never outputs a tag it was given (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('<b>', '</b>', 'x', ' ', '&amp;', '<a href="y">')),
        (parts) => {
          expect(htmlToText(parts.join(''))).not.toMatch(/<[a-z/]/);
        },
      ),
    );
  });
});

describe('decodeEntities', () => {
  it('decodes numeric and named references as HTML does, keeps unknown names', () => {
    // Code points HTML forbids in a reference (0, surrogates, past U+10FFFF) become U+FFFD.
    expect(decodeEntities('&#65;&#x42;&amp;&nbsp;&hellip;&bogus;&#0;&#xD800;&#x110000;')).toBe(
      'AB&\u00a0…&bogus;\ufffd\ufffd\ufffd',
    );
  });

  it('reads only references that end in ";" (a query string stays as it is)', () => {
    expect(decodeEntities('?a=1&copy=2&amp &eacute;')).toBe('?a=1&copy=2&amp é');
  });

  it('knows the names the handful of common ones left out', () => {
    expect(decodeEntities('&eacute;&euro;&iuml;&Omega;&hearts;&check;&bigstar;')).toBe('é€ïΩ♥✓★');
  });

  it('never leaves a reference it knows, and is idempotent on text without "&" (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const clean = text.replace(/&/g, '');
        expect(decodeEntities(clean)).toBe(clean);
        expect(decodeEntities(`${clean}&eacute;`)).toBe(`${clean}é`);
      }),
    );
  });
});

describe('small helpers', () => {
  it('collapses whitespace, truncates without splitting pairs, repairs Unicode', () => {
    expect(collapseWhitespace('  a \n\t b\u00a0\u2028c ')).toBe('a b c');
    expect(truncateText('ab😀', 3)).toBe('ab');
    expect(truncateText('abc', 5)).toBe('abc');
    expect(wellFormed('a\ud800b\u0000c\td')).toBe('a\ufffdb\ufffdc\td');
  });
});
