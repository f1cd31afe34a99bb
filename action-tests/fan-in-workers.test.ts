// The committed command-line bundle merges the same artifacts into the same bytes whether
// it validates legs in worker threads (the bundle started again as a worker) or in its main
// thread: the artifacts of every foreign-writer scenario (indented JSON, reruns, rejected
// legs, duplicate keys) and legs written as crawl-rss-leg writes them (canonical JSON, the
// articles' bytes kept as they are).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LocalArtifactStore } from '../src/artifacts/index.js';
import { canonicalJson, compareStrings } from '../src/canonical/index.js';
import { repoRoot } from '../src/local/step.js';
import { rssLeg, sourceArticles, SOURCES, uploadRun } from '../test-support/fanin.js';

const run = promisify(execFile);
const CLI = join(repoRoot, 'dist', 'cli', 'index.js');
const WRITER = join(import.meta.dirname, 'fixtures', 'foreign', 'write_artifacts.py');
const SCENARIOS = [
  'happy',
  'reruns',
  'checksum',
  'week',
  'schema_version',
  'duplicate_keys',
  'partial_empty',
  'two_failed',
  'three_failed',
  'shard_checksum',
  'shard_missing',
];

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fan-in-workers-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

interface FanInRun {
  code: number;
  stdout: string;
  files: Record<string, string>;
}

async function fanIn(artifacts: string, out: string, workers: number): Promise<FanInRun> {
  const args = [CLI, 'fan-in', '--artifact-dir', artifacts, '--output-dir', out];
  const result = await run(process.execPath, [...args, '--workers', String(workers)], {
    env: { ...process.env, SOURCE_DATE_EPOCH: '1780000000' },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
  const files: Record<string, string> = {};
  for (const name of existsSync(out) ? await readdir(out) : []) {
    const text = await readFile(join(out, name), 'utf8');
    // The run ledger records how long the fan-in took: its durations may differ.
    files[name] = name.endsWith('-metrics.json')
      ? text
          .replace(/"duration_ms":\d+/g, '"duration_ms":0')
          .replace(/"critical_path_ms":\d+/g, '"critical_path_ms":0')
      : text;
  }
  // Output paths differ between the two runs; nothing else may.
  return { ...result, stdout: result.stdout.replaceAll(out, '<out>'), files };
}

/** The line that says where the legs were validated: the only one that may differ. */
const VALIDATED = /^validated (\d+) leg artifacts? in (.*)$/m;

async function expectSameWithAndWithoutWorkers(artifacts: string, label: string) {
  const inThread = await fanIn(artifacts, join(root, `${label}-0`), 0);
  const threads = await fanIn(artifacts, join(root, `${label}-2`), 2);
  expect(inThread.stdout.match(VALIDATED)?.[2]).toBe('the main thread');
  expect(threads.stdout.match(VALIDATED)?.[2]).toBe('2 worker threads');
  const rest = (r: FanInRun) => ({ ...r, stdout: r.stdout.replace(VALIDATED, '') });
  expect(rest(threads)).toEqual(rest(inThread));
  expect(Object.keys(inThread.files)).toContain('2026-W23-fan-in-diagnostics.json');
  expectLinksOfFinalArticles(inThread.files);
  return inThread;
}

/**
 * SquadScope's count of GitHub links is over the final articles: a link only an older
 * attempt or a deduplicated article held is not counted.
 */
function expectLinksOfFinalArticles(files: Record<string, string>) {
  const news = files['2026-W23-external-news.json'];
  if (news === undefined) return;
  const { articles, metadata } = JSON.parse(news) as {
    articles: { github_links: string[] }[];
    metadata: { github_links_found: number };
  };
  expect(metadata.github_links_found).toBe(new Set(articles.flatMap((a) => a.github_links)).size);
}

describe('squadscope fan-in with and without worker threads', () => {
  test.each(SCENARIOS)('foreign writer, scenario %s: the same outputs and exit code', async (s) => {
    const artifacts = join(root, `foreign-${s}`);
    await run('python3', [WRITER, 'write', artifacts, s]);
    await expectSameWithAndWithoutWorkers(artifacts, `foreign-${s}`);
  });

  test('legs written as crawl-rss-leg writes them: the same outputs', async () => {
    const artifacts = join(root, 'canonical');
    await uploadRun(new LocalArtifactStore(artifacts), {
      rss: (seq) => {
        const articles = sourceArticles(SOURCES[seq] as string, 40).sort((a, b) =>
          compareStrings(a.url, b.url),
        );
        // Canonical JSON + newline, like src/rss/artifact.ts; one leg indented.
        const leg = rssLeg(seq, { articles });
        return seq === 2 ? JSON.stringify(leg, null, 2) : `${canonicalJson(leg)}\n`;
      },
    });
    const result = await expectSameWithAndWithoutWorkers(artifacts, 'canonical');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/: complete/);
  });
});
