import fc from 'fast-check';
import {
  pathText,
  progressLine,
  stepErrors,
  summaryText,
  word,
  type CrawlSummary,
  type LegOutcome,
} from './report.js';

const leg = (over: Partial<LegOutcome> = {}): LegOutcome => ({
  kind: 'rss',
  id: 'techcrunch',
  status: 'success',
  items: 7,
  seconds: 1.234,
  errors: [],
  ...over,
});

describe('progress lines', () => {
  test('id, status, items and seconds on one line', () => {
    expect(progressLine(leg())).toMatch(/^ {2}rss +techcrunch +success +7 articles +1\.2 s$/);
    expect(progressLine(leg({ kind: 'github', id: 'new_repos', items: 9 }))).toMatch(
      /new_repos +success +9 repositories/,
    );
    expect(progressLine(leg({ items: null }))).toMatch(/success +- +1\.2 s$/);
    expect(progressLine(leg({ items: 1 }))).toMatch(/ 1 article +1\.2 s$/);
    expect(progressLine(leg({ kind: 'github', items: 1 }))).toMatch(/ 1 repository +1\.2 s$/);
  });

  test('a failed leg shows why, plain, on one indented line that starts no workflow command', () => {
    const line = progressLine(leg({ status: 'failed', errors: ['::add-mask::x\nnext'] }));
    expect(line.split('\n')).toEqual([
      expect.stringMatching(/failed/),
      '           ::add-mask::x next',
    ]);
  });

  test('no printed line can start a workflow command, whatever the leg reports', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.array(fc.string(), { maxLength: 3 }),
        (id, status, errors) => {
          for (const line of progressLine(leg({ id, status, errors })).split('\n'))
            expect(line.trimStart()).not.toMatch(/^::/);
        },
      ),
    );
  });
});

describe('stepErrors', () => {
  test('the ::error:: commands of a step, decoded as the runner decodes them', () => {
    const stdout =
      "::group::x\n::error::Input 'week': bad%0Aline 100%25\n::error file=a.json,line=1::checksum mismatch\n";
    expect(stepErrors(stdout, '')).toEqual(["Input 'week': bad\nline 100%", 'checksum mismatch']);
  });

  test('else the last stderr line; at most three', () => {
    expect(stepErrors('plain output\n', 'warning\nTypeError: boom\n\n')).toEqual([
      'TypeError: boom',
    ]);
    expect(stepErrors('::error::a\n::error::b\n::error::c\n::error::d\n', '')).toHaveLength(3);
    expect(stepErrors('', '')).toEqual([]);
  });
});

describe('summary', () => {
  const summary: CrawlSummary = {
    week: '2026-W23',
    runId: '2026-W23-0123456789ab',
    legs: [
      leg(),
      leg({ id: 'nvidia_blog', status: 'failed', items: 0 }),
      leg({ kind: 'github', id: 'new_repos', items: 9 }),
    ],
    fanIn: { status: 'degraded', seconds: 0.5, errors: [] },
    articles: 31,
    repositories: 24,
    warnings: ['source nvidia_blog failed: "timeout"'],
    outputs: [
      { label: 'github', path: 'data/raw/2026-W23.json' },
      { label: 'news', path: 'data/raw/2026-W23-external-news.json' },
    ],
    artifactDir: '/tmp/squadscope-artifacts-x',
  };

  test('legs, statuses, articles, repositories, warnings and output paths', () => {
    const text = summaryText(summary);
    expect(text).toContain('Summary of 2026-W23 (run 2026-W23-0123456789ab)');
    expect(text).toMatch(/rss\/nvidia_blog +failed +0 articles +1\.2 s/);
    expect(text).toMatch(/fan-in +degraded +0\.5 s/);
    expect(text).toContain('legs          3 (2 success, 1 failed)');
    expect(text).toContain('articles      31');
    expect(text).toContain('repositories  24');
    expect(text).toContain('warnings      1');
    expect(text).toContain('    - source nvidia_blog failed: "timeout"');
    expect(text).toContain('    news         data/raw/2026-W23-external-news.json');
    expect(text).toContain('  artifacts     /tmp/squadscope-artifacts-x');
  });

  test('artifacts removed at the end are said so, not named', () => {
    const text = summaryText({ ...summary, artifactDir: null });
    expect(text).toContain('  artifacts     removed (--keep-artifacts keeps them)');
    expect(text).not.toContain('squadscope-artifacts-');
  });

  test('nothing written and no legs are said so', () => {
    const text = summaryText({
      ...summary,
      legs: [],
      outputs: [],
      articles: null,
      repositories: null,
      warnings: [],
    });
    expect(text).toContain('legs          0 (none planned)');
    expect(text).toContain('(none written)');
    expect(text).toContain('articles      -');
  });
});

test('plain words and paths print as they are, anything else quoted', () => {
  expect(word('success')).toBe('success');
  expect(word('bad status\n')).toBe('"bad status\\n"');
  expect(pathText('/tmp/a b/data raw')).toBe('/tmp/a b/data raw');
  expect(pathText('::x')).toBe('"::x"');
  expect(pathText(' lead')).toBe('" lead"');
});
