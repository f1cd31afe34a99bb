import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JobSummary, writeJobSummary } from './summary.js';

describe('JobSummary', () => {
  it('builds headings, paragraphs, lists and tables with escaped text', () => {
    const md = new JobSummary()
      .heading('Feeds # 1', 2)
      .paragraph('a *b*\nc')
      .list(['x|y', '<img src=x>'])
      .table(['Source', 'Title'], [['hn', 'a|b\n<script>'], ['only-one']])
      .raw('**raw** stays')
      .toMarkdown();
    expect(md).toBe(
      [
        '## Feeds \\# 1',
        '',
        'a \\*b\\* c',
        '',
        '- x\\|y',
        '- \\<img src=x\\>',
        '',
        '| Source | Title |',
        '| --- | --- |',
        '| hn | a\\|b \\<script\\> |',
        '| only-one |  |',
        '',
        '**raw** stays',
        '',
      ].join('\n'),
    );
  });

  it('keeps every table row at the header width', () => {
    const md = new JobSummary().table(['a'], [['1', '2', '3']]).toMarkdown();
    expect(md).toBe('| a |\n| --- |\n| 1 |\n');
  });

  it('clamps heading levels and rejects a table without columns', () => {
    expect(new JobSummary().heading('h', 9).toMarkdown()).toBe('###### h\n');
    expect(new JobSummary().heading('h', 0).toMarkdown()).toBe('# h\n');
    expect(() => new JobSummary().table([], [])).toThrow(RangeError);
  });

  it('is empty until something is added', () => {
    const s = new JobSummary();
    expect(s.isEmpty()).toBe(true);
    expect(s.toMarkdown()).toBe('');
    expect(s.list([]).isEmpty()).toBe(true);
    expect(s.paragraph('p').isEmpty()).toBe(false);
  });
});

describe('writeJobSummary', () => {
  it('appends to GITHUB_STEP_SUMMARY and does nothing without it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'runtime-summary-'));
    try {
      const path = join(dir, 'step_summary');
      await writeFile(path, 'before\n');
      expect(await writeJobSummary('## x\n', { GITHUB_STEP_SUMMARY: path })).toBe(true);
      expect(await readFile(path, 'utf8')).toBe('before\n## x\n');
      expect(await writeJobSummary('## x\n', {})).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
