import fc from 'fast-check';
import { compileKeywords, relevanceScore } from './relevance.js';

describe('compileKeywords', () => {
  it('matches whole words only, case-insensitively', () => {
    const m = compileKeywords(['ai']);
    expect(m.count('Startup raises money')).toBe(0);
    expect(m.count('Said the maintainer')).toBe(0);
    expect(m.count('AI is here')).toBe(1);
    expect(m.count('AI-powered tools')).toBe(1);
    expect(m.count('(ai)')).toBe(1);
    expect(m.count('openai')).toBe(0);
    expect(m.count('ai_model')).toBe(0);
  });

  it('matches multi-word and punctuated keywords', () => {
    const m = compileKeywords(['machine learning', 'C++', 'Node.js', 'LLM']);
    expect(m.count('Machine\nlearning with C++ and node.js')).toBe(3);
    expect(m.count('LLMs')).toBe(0);
    expect(m.count('nodexjs')).toBe(0);
  });

  it('counts distinct keywords once, whatever the repetitions and duplicates', () => {
    const m = compileKeywords(['AI', 'ai', ' AI ', 'agents']);
    expect(m.count('AI ai AI agents agents')).toBe(2);
  });

  it('matches non-Latin scripts on word boundaries', () => {
    const m = compileKeywords(['ИИ']);
    expect(m.count('Новости ИИ: модель')).toBe(1);
    expect(m.count('ИИИ')).toBe(0);
  });

  it('compiles phrases with hyphens and slashes (invalid escapes under the u flag)', () => {
    const m = compileKeywords(['state-of-the-art models', 'CI/CD pipelines', 'a|b (c)']);
    expect(m.count('New state-of-the-art\nmodels for CI/CD  pipelines and a|b (c)')).toBe(3);
  });

  it('treats regex metacharacters literally', () => {
    const m = compileKeywords(['a.b', '(x)']);
    expect(m.count('axb')).toBe(0);
    expect(m.count('a.b')).toBe(1);
  });

  it('never matches a keyword embedded in a longer word (property)', () => {
    const word = fc.stringMatching(/^[a-z]{2,6}$/);
    fc.assert(
      fc.property(word, word, word, (kw, pre, post) => {
        const m = compileKeywords([kw]);
        // One run of letters has word boundaries only at its ends, and it is longer than kw.
        expect(m.count(`${pre}${kw}${post}`)).toBe(0);
        expect(m.count(`${pre} ${kw} ${post}`)).toBe(1);
      }),
    );
  });
});

describe('relevanceScore', () => {
  it('is the legacy formula', () => {
    expect(relevanceScore(0, false)).toBe(0);
    expect(relevanceScore(1, false)).toBe(0.2);
    expect(relevanceScore(2, false)).toBe(0.4);
    expect(relevanceScore(3, true)).toBe(0.8);
    expect(relevanceScore(5, false)).toBe(1);
    expect(relevanceScore(9, true)).toBe(1);
    expect(relevanceScore(0, true)).toBe(0.2);
  });
  it('stays in [0, 1] with at most 2 decimals (property)', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.boolean(), (n, gh) => {
        const s = relevanceScore(n, gh);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
        expect(Math.round(s * 100) / 100).toBe(s);
      }),
    );
  });
});

describe('compileKeywords agrees with a regex reference (property)', () => {
  const reference = (keywords: string[], text: string): number =>
    keywords.filter((k) =>
      new RegExp(
        `(?<![\\p{L}\\p{N}_])${k
          .toLowerCase()
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}_])`,
        'u',
      ).test(text.toLowerCase()),
    ).length;

  it('counts exactly what a whole-word, case-insensitive regex finds', () => {
    // The spread splits by code point, so '𝐀' (two code units) stays one character.
    const alphabet = fc.constantFrom(...'aiAI -.+_éÉ1\nß𝐀');
    const word = fc
      .string({ unit: alphabet, minLength: 1, maxLength: 3 })
      .filter((w) => w.trim() === w && w !== '' && !/\s/.test(w));
    const keyword = fc.oneof(
      word,
      fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(keyword, { maxLength: 4, selector: (w) => w.toLowerCase() }),
        fc.string({ unit: alphabet, maxLength: 40 }),
        (keywords, text) => {
          expect(compileKeywords(keywords).count(text)).toBe(reference(keywords, text));
        },
      ),
    );
  });
});
