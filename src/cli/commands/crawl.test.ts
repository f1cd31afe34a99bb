// The command's edges that need no bundles; the whole crawl is action-tests/demo*.test.ts.
import { crawlCommand, matrixIds, rssLegJobs } from './crawl.js';

function io(env: NodeJS.ProcessEnv = {}) {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    io: { stdout: (t: string) => (out.stdout += t), stderr: (t: string) => (out.stderr += t), env },
  };
}

describe('crawlCommand', () => {
  test('--help prints the usage and succeeds', async () => {
    const { out, io: sink } = io();
    expect(await crawlCommand(['--help'], sink)).toBe(0);
    expect(out.stdout).toMatch(/^Usage: squadscope crawl/);
    expect(out.stdout).toContain('--monolithic');
  });

  test('a bad flag is a usage error (exit 2) that names it', async () => {
    const { out, io: sink } = io();
    expect(await crawlCommand(['--wek', '2026-W23'], sink)).toBe(2);
    expect(out.stderr).toMatch(/^squadscope crawl: .*--wek/);
    expect(out.stderr).toContain('Usage: squadscope crawl');
  });

  test('--live without GITHUB_TOKEN stops before any work', async () => {
    const { out, io: sink } = io({ GITHUB_TOKEN: '  ' });
    expect(await crawlCommand(['--live'], sink)).toBe(1);
    expect(out.stderr).toBe(
      'squadscope crawl: --live needs a GitHub token in GITHUB_TOKEN (the search API).\n',
    );
    expect(out.stdout).toBe('');
  });
});

describe('matrixIds', () => {
  test('the ids of a make-run-context matrix, in order', () => {
    const matrix = JSON.stringify({
      include: [
        { source_id: 'techcrunch', seq: 0, expected: 2, fan_id: 'x:rss', required: false },
        { source_id: 'github_blog', seq: 1, expected: 2, fan_id: 'x:rss', required: false },
      ],
    });
    expect(matrixIds(matrix, 'source_id', 'rss-matrix')).toEqual(['techcrunch', 'github_blog']);
    expect(matrixIds('{"include":[]}', 'shard_id', 'github-matrix')).toEqual([]);
  });

  test('refuses what is not a matrix of safe ids', () => {
    expect(() => matrixIds(undefined, 'source_id', 'rss-matrix')).toThrow(
      'make-run-context gave no rss-matrix output',
    );
    expect(() => matrixIds('{}', 'source_id', 'rss-matrix')).toThrow(/no include list/);
    expect(() =>
      matrixIds('{"include":[{"source_id":"../x"}]}', 'source_id', 'rss-matrix'),
    ).toThrow(/entry 0 has no valid source_id/);
    expect(() => matrixIds('{"include":[{"shard_id":"a"}]}', 'source_id', 'rss-matrix')).toThrow(
      /entry 0/,
    );
  });
});

describe('rssLegJobs', () => {
  test('single-source entries and packed entries of the plan', () => {
    const matrix = JSON.stringify({
      include: [
        { source_id: 'techcrunch', seq: 0, expected: 3, fan_id: 'r:rss', required: true },
        { leg_id: 'p1', source_ids: 'a,b_c', sources: 2, fan_id: 'r:rss', expected: 3 },
      ],
    });
    expect(rssLegJobs(matrix)).toEqual([
      { id: 'techcrunch', sourceIds: 'techcrunch', legId: undefined },
      { id: 'p1', sourceIds: 'a,b_c', legId: 'p1' },
    ]);
  });

  test('refuses entries that are neither, and ids that are no ids', () => {
    expect(() => rssLegJobs(undefined)).toThrow(/no rss-matrix output/);
    for (const entry of [{}, { leg_id: 'p0' }, { leg_id: 'p0', source_ids: 'a,../b' }])
      expect(() => rssLegJobs(JSON.stringify({ include: [entry] }))).toThrow(/entry 0/);
  });
});
