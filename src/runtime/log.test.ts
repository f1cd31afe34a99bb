import fc from 'fast-check';
import { escapeMarkdown, untrusted } from '../base/untrusted.js';

const INJECTIONS = [
  '\n::add-mask::x',
  '::set-output name=a::b',
  '\r::error::x',
  '\r\n::stop-commands::token',
  '\u2028::warning::x',
  '\u0085::debug::x',
  '%0A::notice::x',
  '"',
  '\\',
];

/** Any UTF-16 code unit, lone surrogates included, mixed with command injections. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const hostile = fc
  .array(fc.oneof(codeUnit, fc.constantFrom(...INJECTIONS), fc.string({ unit: 'binary' })), {
    maxLength: 40,
  })
  .map((parts) => parts.join(''));

const lineSplit = (s: string) => s.split(/\r\n|\r|\n/);

describe('untrusted', () => {
  it.each(INJECTIONS)('keeps %j on one line that cannot start a workflow command', (text) => {
    const out = untrusted(text);
    expect(lineSplit(out)).toHaveLength(1);
    expect(out.startsWith('"')).toBe(true);
    expect(JSON.parse(out)).toBe(text);
  });

  it('escapes the line separators JSON.stringify leaves raw', () => {
    expect(untrusted('a\u2028b\u2029c\u0085d')).toBe('"a\\u2028b\\u2029c\\u0085d"');
  });

  it('truncates to max code units', () => {
    expect(untrusted('abcdef', 3)).toBe('"abc"');
    expect(untrusted('abc', 3)).toBe('"abc"');
    expect(untrusted('x'.repeat(500))).toBe(JSON.stringify('x'.repeat(200)));
    expect(untrusted('abc', 0)).toBe('""');
  });

  it('does not split a surrogate pair at the cut', () => {
    const text = 'ab\u{1F600}cd'; // a, b, high, low, c, d
    expect(untrusted(text, 3)).toBe('"ab"');
    expect(untrusted(text, 4)).toBe('"ab\u{1F600}"');
  });

  it('property: one line, never a command, a prefix of the text within max', () => {
    fc.assert(
      fc.property(hostile, fc.integer({ min: 0, max: 300 }), (text, max) => {
        const out = untrusted(text, max);
        const lines = lineSplit(out);
        expect(lines).toHaveLength(1);
        for (const line of lines) expect(line.startsWith('::')).toBe(false);
        expect(/[\u0085\u2028\u2029]/.test(out)).toBe(false);
        const back = JSON.parse(out) as string;
        expect(text.startsWith(back)).toBe(true);
        expect(back.length).toBeLessThanOrEqual(max);
        // At most one unit short of max, and only to keep a pair whole.
        expect(back.length).toBeGreaterThanOrEqual(Math.min(max, text.length) - 1);
        if (back.length < Math.min(max, text.length)) {
          expect(text.codePointAt(back.length)).toBeGreaterThan(0xffff);
        }
      }),
    );
  });

  it('property: embedding it in a log line never yields a line starting with "::"', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const logged = `Feed title: ${untrusted(text)}\n`;
        for (const line of lineSplit(logged)) expect(line.startsWith('::')).toBe(false);
      }),
    );
  });
});

const SPECIAL = new Set('|\\`*_[]<>#');

/** Reads escaped markdown back; throws when a special character is not escaped. */
function unescapeStrict(md: string): string {
  let out = '';
  for (let i = 0; i < md.length; i++) {
    const c = md[i] as string;
    if (c === '\n' || c === '\r') throw new Error(`line break at ${i}`);
    if (c === '\\') {
      const next = md[i + 1];
      if (next === undefined || !SPECIAL.has(next)) throw new Error(`stray backslash at ${i}`);
      out += next;
      i++;
    } else if (SPECIAL.has(c)) {
      throw new Error(`unescaped ${c} at ${i}`);
    } else {
      out += c;
    }
  }
  return out;
}

describe('escapeMarkdown', () => {
  it('escapes table, code, emphasis, link, html and heading characters', () => {
    expect(escapeMarkdown('a|b')).toBe('a\\|b');
    expect(escapeMarkdown('<script>alert(1)</script>')).toBe('\\<script\\>alert(1)\\</script\\>');
    expect(escapeMarkdown('[x](http://e) *b* _i_ `c` # h \\')).toBe(
      '\\[x\\](http://e) \\*b\\* \\_i\\_ \\`c\\` \\# h \\\\',
    );
  });

  it('turns line breaks into spaces', () => {
    expect(escapeMarkdown('a\nb\r\nc\rd')).toBe('a b c d');
  });

  it('property: one line, every special character escaped, reads back to the text', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const md = escapeMarkdown(text);
        expect(unescapeStrict(md)).toBe(text.replace(/\r\n|\r|\n/g, ' '));
      }),
    );
  });
});
