import { exampleArticle } from '../../test-support/contracts-examples.js';
import {
  pythonStrip,
  removeTags,
  squadscopeContentChecksum,
  squadscopeEntities,
  squadscopeGithubLinks,
  squadscopeRelevance,
  squadscopeSummary,
} from './squadscope-rules.js';

// Expected values: what SquadScope's techcrunch_crawler.py gives for the same input.
describe("SquadScope's crawler's article rules", () => {
  it('scores its fixed keywords as substrings of title, summary and categories', () => {
    // "ai" in "raises", "startup"
    expect(squadscopeRelevance('Startup raises $20M', '', [], false)).toBe(0.4);
    expect(squadscopeRelevance('Gardening tips', 'Roses', ['Home'], false)).toBe(0);
    expect(squadscopeRelevance('Gardening tips', 'Roses', ['Home'], true)).toBe(0.2);
    // six keywords: capped at 1 before and after the link's 0.2
    expect(squadscopeRelevance('AI agent SDK', 'open source developer', ['GitHub'], true)).toBe(1);
    expect(squadscopeRelevance('  ', '', [], true)).toBe(0);
    expect(squadscopeRelevance('A new model', 'on the cloud', [], true)).toBe(0.6);
  });

  it('takes capitalised words at Unicode word boundaries, hyphenated names split', () => {
    expect(squadscopeEntities('Robots Learn in Simulation: Inside NW-Sim and Isaac Lab')).toEqual([
      'Robots',
      'Learn',
      'Simulation',
      'Inside',
      'NW',
      'Sim',
      'Isaac',
      'Lab',
    ]);
    expect(squadscopeEntities('OpenAI ships Node.js tools; GPT-5 Launches')).toEqual([
      'OpenAI',
      'Node.js',
      'GPT',
    ]);
    // "Café": no boundary between "f" and "é", so no word; "X" is one letter
    expect(squadscopeEntities('Café X Über Nvidia')).toEqual(['Nvidia']);
  });

  it('keeps every two-segment GitHub link as written, trailing dots cut, each once', () => {
    expect(
      squadscopeGithubLinks(
        '<a href="https://github.com/features/copilot">x</a> http://github.com/A/B. ' +
          'https://github.com/A/B https://www.github.com/c/d https://github.com/e',
      ),
    ).toEqual([
      'https://github.com/features/copilot',
      'http://github.com/A/B',
      'https://github.com/A/B',
    ]);
  });

  it('writes the summary with tags removed, references kept, at most 500 characters', () => {
    expect(
      squadscopeSummary('<p>Don&#8217;t AT&T &nbsp; &foo; <script>evil()</script>x < y</p>', true),
    ).toBe('Don&#8217;t AT&amp;T &nbsp; &amp;foo x');
    expect(squadscopeSummary('a &#34; b &#39; c &quot; d &#x27; e &#8217;', true)).toBe(
      'a " b \' c &quot; d &#x27; e &#8217;',
    );
    // Plain text: no reference rewritten, the tags still removed.
    expect(squadscopeSummary('plain AT&T <b>', false)).toBe('plain AT&T');
    const long = `${'é'.repeat(499)}\u{1f600}\u{1f600}`;
    expect(squadscopeSummary(long, true)).toBe(`${'é'.repeat(497)}...`);
    expect(squadscopeSummary('\u00a0 text \u001f', true)).toBe('text');
  });

  it('removes tags as its regex does', () => {
    expect(removeTags('a <> b <i>c</i> d < e')).toBe('a <> b c d < e');
    expect(removeTags('<'.repeat(50_000))).toBe('<'.repeat(50_000));
    expect(pythonStrip('\ufeff x \u3000')).toBe('\ufeff x');
  });

  it("checksums a source's articles in its form and order (value from its source_content_checksum)", () => {
    expect(squadscopeContentChecksum([])).toBe(
      '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945',
    );
    const a = exampleArticle({
      url: 'https://a.example/1',
      title: 'One',
      published: '2026-06-02T10:00:00Z',
      relevance_score: 1,
      categories: ['AI'],
      summary: 'S',
      github_links: ['https://github.com/a/b'],
      entities: ['One'],
    });
    const b = exampleArticle({
      url: 'https://a.example/2',
      title: 'Two',
      published: '2026-06-03T10:00:00Z',
      relevance_score: 0.4,
      categories: [],
      summary: '',
      github_links: [],
      entities: [],
    });
    expect(squadscopeContentChecksum([a, b])).toBe(EXPECTED_TWO);
  });
});

const EXPECTED_TWO = 'ee774e0e184cebd845d76a2079b9dc8960878b03176185ef073f5c134b9fc6bc';
