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
    ).toBe(' AI &  ML    done');
    expect(htmlToText('a < b and c')).toBe('a  < b and c');
    expect(htmlToText('plain &#8220;text&#8221;')).toBe('plain “text”');
  });
  it('is linear on many "<" without ">"', () => {
    const started = performance.now();
    expect(htmlToText('<'.repeat(1_000_000)).length).toBe(1_000_001);
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
  it('decodes numeric and common named references, keeps the rest', () => {
    expect(decodeEntities('&#65;&#x42;&amp;&nbsp;&hellip;&bogus;&#0;&#xD800;&#x110000;')).toBe(
      'AB& …&bogus;&#0;&#xD800;&#x110000;',
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
