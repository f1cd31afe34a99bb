import fc from 'fast-check';
import { compileKeywordAutomaton } from './keyword-automaton.js';
import { AUTOMATON_MIN_KEYWORDS, compileKeywords, compilePlainKeywords } from './relevance.js';

/** Letters of several scripts and cases, digits, `_`, punctuation, whitespace of all kinds. */
const KEYWORD_CHARS = [
  'a',
  'i',
  'A',
  'I',
  'é',
  'É',
  'ß',
  'И',
  'и',
  'Σ',
  'σ',
  'ς',
  'İ',
  '中',
  '𝐀', // an astral letter
  '😀', // an astral symbol
  '\u0307', // a combining mark (İ lower-cases to i + U+0307)
  '1',
  '٣',
  '_',
  '-',
  '.',
  '+',
  '/',
  '#',
  '(',
];
const SPACES = [' ', '\t', '\n', '\u00a0', '\u3000', '\u2028'];

const word = fc
  .array(fc.constantFrom(...KEYWORD_CHARS), { minLength: 1, maxLength: 4 })
  .map((chars) => chars.join(''));
const keyword = fc.oneof(
  word,
  fc
    .tuple(word, fc.constantFrom(...SPACES), word, fc.constantFrom('', ' '))
    .map(([a, space, b, edge]) => `${edge}${a}${space}${b}${edge}`),
  fc.tuple(word, word, word).map((w) => w.join(' ')),
);
/** Text from the same pieces, keywords whole, and lone surrogates (a feed can hold them). */
const text = (keywords: readonly string[]) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...KEYWORD_CHARS, ...SPACES, '\ud800', '\udc00', 'x'),
        ...(keywords.length > 0 ? [fc.constantFrom(...keywords)] : []),
      ),
      { maxLength: 60 },
    )
    .map((parts) => parts.join(''));

describe('the keyword automaton', () => {
  it('counts exactly what the plain rule counts, keyword by keyword (property)', () => {
    fc.assert(
      fc.property(
        fc
          .array(keyword, { maxLength: 8 })
          .chain((keywords) => fc.tuple(fc.constant(keywords), text(keywords))),
        ([keywords, sample]) => {
          const plain = compilePlainKeywords(keywords).count(sample);
          expect(compileKeywordAutomaton(keywords).count(sample)).toBe(plain);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('agrees with the plain rule on random strings of any code units (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 5 }), { maxLength: 5 }),
        fc.string({ unit: 'binary', maxLength: 80 }),
        (keywords, sample) => {
          const both = `${sample} ${keywords.join(' ')} ${sample}`;
          for (const t of [sample, both]) {
            expect(compileKeywordAutomaton(keywords).count(t)).toBe(
              compilePlainKeywords(keywords).count(t),
            );
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('follows the rule on the hand-picked cases', () => {
    const cases: [string[], string, number][] = [
      [['ai'], 'Startup raises money', 0],
      [['ai'], 'AI-powered tools (ai)', 1],
      [['ai'], 'openai ai_model ai2', 0],
      [['machine learning', 'C++', 'Node.js', 'LLM'], 'Machine\nlearning with C++ and node.js', 3],
      [['Node.js', 'LLM'], 'LLMs nodexjs node.jsx', 0],
      [['.net', 'c++'], 'asp.net c+++', 1],
      [['ИИ'], 'Новости ИИ: модель ИИИ', 1],
      [['AI', 'ai', ' AI ', 'agents'], 'AI ai AI agents agents', 2],
      [
        ['state-of-the-art models', 'CI/CD pipelines'],
        'state-of-the-art\nmodels, CI/CD  pipelines',
        2,
      ],
      [['a b c'], 'a b a b c', 1],
    ];
    for (const [keywords, sample, count] of cases) {
      expect([keywords, sample, compileKeywordAutomaton(keywords).count(sample)]).toEqual([
        keywords,
        sample,
        count,
      ]);
      expect(compilePlainKeywords(keywords).count(sample)).toBe(count);
    }
  });

  it('is what compileKeywords uses for long lists, with the same counts either side', () => {
    const many = Array.from({ length: AUTOMATON_MIN_KEYWORDS + 5 }, (_, i) => `kw${i}`);
    const sample = 'kw1 kw2, kw70 (kw68) kw3x';
    for (const keywords of [many.slice(0, AUTOMATON_MIN_KEYWORDS - 1), many]) {
      expect(compileKeywords(keywords).count(sample)).toBe(
        compilePlainKeywords(keywords).count(sample),
      );
    }
    expect(compileKeywords(many).count(sample)).toBe(3); // kw1, kw2, kw68
  });

  it('takes time with the text, not with keywords x text (ratio in one run)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const randomWord = () =>
      Array.from({ length: 3 + Math.floor(random() * 8) }, () =>
        letters.charAt(Math.floor(random() * 26)),
      ).join('');
    const keywords = Array.from({ length: 100_000 }, (_, i) =>
      i % 5 === 0 ? `${randomWord()} ${randomWord()}` : randomWord(),
    );
    const vocabulary = [...Array.from({ length: 2000 }, randomWord), ...keywords.slice(0, 300)];
    const entries = Array.from({ length: 40 }, () =>
      Array.from({ length: 300 }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(
        ' ',
      ),
    );
    const timeOf = (list: readonly string[]) => {
      const matcher = compileKeywords(list);
      for (const entry of entries.slice(0, 5)) matcher.count(entry); // warm up
      const start = performance.now();
      for (const entry of entries) matcher.count(entry);
      return performance.now() - start;
    };
    const few = timeOf(keywords.slice(0, 100));
    const all = timeOf(keywords);
    // 1,000 times the keywords: a search per keyword takes about 30 times as long here.
    expect(all / few).toBeLessThan(8);
  });
});
