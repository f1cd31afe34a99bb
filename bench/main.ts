/**
 * `npm run bench` (through bench/run.js): the RSS leg's parse/extract ratio, each bundle's
 * cold start, and the GitHub shard's calls against the least possible. Prints one JSON object.
 * Ratios from one run, never absolute timings in tests.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { node24, repoRoot, runStep } from '../src/local/step.js';
import { startGithubApiServer } from '../action-tests/github-api-server.js';
import { benchRss } from './rss.js';

/** Time until the process prints its first line, and until it exits. */
function timeProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ firstLineMs: number; exitMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstLineMs = -1;
    const child = spawn(node24, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const onData = () => {
      if (firstLineMs < 0) firstLineMs = performance.now() - started;
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', () => {
      const exitMs = performance.now() - started;
      resolve({ firstLineMs: firstLineMs < 0 ? exitMs : firstLineMs, exitMs });
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Each bundle started with no inputs (its first useful line is the input error), against bare node. */
async function benchColdStart(rounds = 5) {
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', TZ: 'UTC' };
  const bare: number[] = [];
  for (let i = 0; i < rounds; i++)
    bare.push((await timeProcess(['-e', 'console.log(1)'], env)).firstLineMs);
  const bareMs = median(bare);
  const bundles: Record<string, { firstLineMs: number; ratioToBareNode: number }> = {};
  for (const name of ['make-run-context', 'crawl-rss-leg', 'crawl-github-shard', 'fan-in']) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++)
      times.push((await timeProcess([join('dist', name, 'index.js')], env)).firstLineMs);
    const ms = median(times);
    bundles[name] = {
      firstLineMs: Math.round(ms),
      ratioToBareNode: Number((ms / bareMs).toFixed(1)),
    };
  }
  return { bareNodeMs: Math.round(bareMs), bundles };
}

/** Every shard on a cold cache, then again on the warm cache, against a local API answering `total` results per query. */
async function benchGithub(total = 250) {
  const api = await startGithubApiServer({
    seed: 3,
    total: () => total,
    rateLimit: { limit: 5000 },
  });
  const dir = await mkdtemp(join(tmpdir(), 'bench-github-'));
  try {
    const { writeFile } = await import('node:fs/promises');
    const topic = join(dir, 'topic.yml');
    await writeFile(
      topic,
      "keywords: [ai]\ngithub:\n  queries:\n    primary: ['topic:llm stars:>50 pushed:>{last_week}']\n    secondary: ['topic:ai stars:>20']\n  min_repos_per_week: 1000\n",
    );
    const sources = join(dir, 'sources.json');
    await writeFile(sources, JSON.stringify([{ id: 'x', feed_url: 'https://example.com/feed' }]));
    const artifacts = join(dir, 'artifacts');
    const plan = await runStep('make-run-context', {
      'source-config': sources,
      'topic-config': topic,
      now: '2026-06-05T12:00:00Z',
      'artifact-dir': artifacts,
    });
    if (plan.exitCode !== 0) throw new Error(`make-run-context failed: ${plan.stdout}`);
    const shards: Record<string, unknown> = {};
    for (const shard of ['new_repos', 'trending_repos', 'topic_primary', 'topic_secondary']) {
      const figures: Record<string, number>[] = [];
      for (const [pass, attempt] of [
        ['cold', 1],
        ['warm', 2],
      ] as const) {
        const before = api.searchRequests().length;
        const step = await runStep(
          'crawl-github-shard',
          {
            'shard-id': shard,
            'topic-config': topic,
            'api-url': api.url,
            'artifact-dir': artifacts,
            'cache-dir': join(dir, 'cache'),
            'run-immediately': 'true',
          },
          { attempt, keepTemp: true, env: { GITHUB_TOKEN: 'bench-token' } },
        );
        if (step.exitCode !== 0) throw new Error(`${shard} (${pass}) failed: ${step.stdout}`);
        const metricsDir = join(step.runnerTemp, 'squadscope-metrics');
        const file = (await readdir(metricsDir))[0]!;
        const metrics = (
          JSON.parse(await readFile(join(metricsDir, file), 'utf8')) as {
            metrics: Record<string, number>;
          }
        ).metrics;
        figures.push({
          searchCalls: api.searchRequests().length - before,
          leastCalls: metrics['least_calls_cold_cache'] ?? NaN,
          limitWaitMs: metrics['limit_wait_ms'] ?? NaN,
          spacingWaitMs: metrics['search_spacing_ms'] ?? NaN,
        });
        await rm(dirname(step.runnerTemp), { recursive: true, force: true });
      }
      shards[shard] = { cold: figures[0], warm: figures[1] };
    }
    return { resultsPerQuery: total, shards };
  } finally {
    await api.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const result = {
  rss: await benchRss(),
  coldStart: await benchColdStart(),
  github: await benchGithub(),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
