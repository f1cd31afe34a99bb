// The command's edges that need no bundles; the whole crawl is action-tests/demo*.test.ts.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  crawlCommand,
  crawlToken,
  matrixIds,
  nextDueText,
  RETRY_LINE,
  rssLegJobs,
} from './crawl.js';

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

  test('--since without --until is a usage error naming the flag, before any work', async () => {
    const { out, io: sink } = io();
    expect(await crawlCommand(['--since', '2026-06-01'], sink)).toBe(2);
    expect(out.stderr).toMatch(/^squadscope crawl: --until: is required when since is set\n/);
    expect(out.stdout).toBe('');
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

// The temporary artifact store (squadscope-artifacts-* under the system's temporary folder)
// is removed at the end unless --keep-artifacts; the crawl names it only when it stays. A
// plan that fails on a broken source config ends the crawl quickly.
describe('the temporary artifact directory', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'crawl-artifacts-'));
    writeFileSync(join(dir, 'sources.json'), '[{"id": }]');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function crawl(
    ...flags: string[]
  ): Promise<{ code: number; stdout: string; store: string }> {
    const { out, io: sink } = io();
    const args = ['--source-config', join(dir, 'sources.json'), '--output-dir', join(dir, 'out')];
    const code = await crawlCommand([...args, ...flags], sink);
    const store = /^artifacts: (.+)$/m.exec(out.stdout)?.[1] ?? '';
    return { code, stdout: out.stdout, store };
  }

  test('is removed at the end, and never named (a path that would be gone)', async () => {
    // The system's temporary folder is this test's own, to see what is left in it.
    const tmp = join(dir, 'tmp');
    mkdirSync(tmp);
    const before = process.env['TMPDIR'];
    process.env['TMPDIR'] = tmp;
    try {
      const run = await crawl();
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(
        'artifacts: a temporary folder, removed when the crawl ends (--keep-artifacts keeps it)\n',
      );
      expect(run.stdout).not.toContain('squadscope-artifacts-');
      expect(run.stdout).not.toContain('artifacts kept');
      expect(readdirSync(tmp).filter((f) => f.startsWith('squadscope-artifacts-'))).toEqual([]);
    } finally {
      if (before === undefined) delete process.env['TMPDIR'];
      else process.env['TMPDIR'] = before;
    }
  });

  test('is kept, and its path printed again, with --keep-artifacts', async () => {
    const run = await crawl('--keep-artifacts');
    try {
      expect(run.code).toBe(1);
      expect(run.store).toMatch(/squadscope-artifacts-/);
      expect(existsSync(run.store)).toBe(true);
      expect(run.stdout).toContain(`artifacts kept: ${run.store}\n`);
    } finally {
      if (run.store.includes('squadscope-artifacts-'))
        rmSync(run.store, { recursive: true, force: true });
    }
  });

  test('the banner says the feeds are the --source-config ones, not the bundled ones', async () => {
    const run = await crawl();
    expect(run.stdout).toMatch(
      /^squadscope crawl: your feeds \(--source-config\), bundled GitHub answers on http:\/\/127\.0\.0\.1:\d+ \(no token\)$/m,
    );
    expect(run.stdout).not.toContain('bundled feeds');
  });

  test('--live --github-shards none asks for no GITHUB_TOKEN: it goes on to the plan', async () => {
    const { out, io: sink } = io({});
    const args = [
      '--live',
      '--github-shards',
      'none',
      '--source-config',
      join(dir, 'sources.json'),
    ];
    const code = await crawlCommand([...args, '--output-dir', join(dir, 'out')], sink);
    // The broken source config stops it at the plan, before any feed is fetched.
    expect(code).toBe(1);
    expect(out.stderr).not.toContain('GITHUB_TOKEN');
    expect(out.stdout).toMatch(/^plan {4}failed .*\n.*--source-config: /m);
  });

  test('a directory given with --artifact-dir is never removed', async () => {
    const run = await crawl('--artifact-dir', join(dir, 'mine'));
    expect(run.store).toBe(join(dir, 'mine'));
    expect(existsSync(join(dir, 'mine'))).toBe(true);
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

describe('nextDueText', () => {
  test("make-run-context's summary line; anything that is not a timestamp quoted", () => {
    expect(nextDueText('2026-06-10T11:30:00Z')).toBe(
      'Next due: 2026-06-10T11:30:00Z (the earliest skipped source falls due after it)',
    );
    expect(nextDueText('')).toBe('Next due: none (no active source is waiting for its interval)');
    expect(nextDueText('::error::x')).toBe('Next due: "::error::x"');
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

describe('RETRY_LINE', () => {
  test("matches the RSS leg's retry line (reason and next attempt), not other lines", () => {
    expect(RETRY_LINE.test('techcrunch: retry 1 in 2000 ms after fetch failed: ECONNREFUSED')).toBe(
      true,
    );
    expect(RETRY_LINE.test('techcrunch: fetching "https://x"')).toBe(false);
    expect(RETRY_LINE.test('::debug::techcrunch: retry 1 in 2000 ms after x')).toBe(false);
  });
});

describe('crawlToken', () => {
  test('--live asks for GITHUB_TOKEN only when it crawls a GitHub shard', () => {
    expect(crawlToken({ live: true, githubShards: 'none' }, {})).toBe('');
    expect(crawlToken({ live: true, githubShards: undefined }, {})).toBeUndefined();
    expect(
      crawlToken({ live: true, githubShards: 'new_repos' }, { GITHUB_TOKEN: ' ' }),
    ).toBeUndefined();
    expect(crawlToken({ live: true, githubShards: 'none' }, { GITHUB_TOKEN: 't' })).toBe('t');
    expect(crawlToken({ live: false, githubShards: undefined }, {})).toBe('demo');
  });
});
