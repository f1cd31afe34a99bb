/**
 * `npm run bench` (through bench/run.js): the RSS leg's parse/extract ratio, each bundle's
 * cold start (OpenTelemetry off and on) and size, and the GitHub shard's calls against the
 * least possible. Prints one JSON object; `--only cold-start` measures the cold start alone.
 * Ratios from one run, never absolute timings in tests.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { existsSync } from 'node:fs';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { inputEnv, node24, repoRoot, runStep } from '../src/local/step.js';
import { startGithubApiServer } from '../action-tests/github-api-server.js';
import { startOtlpReceiver } from '../action-tests/otlp-receiver.js';
import { benchRss } from './rss.js';

/**
 * Loaded before the program: at exit, writes the process's CPU time (user + system, ms) to
 * stderr. CPU time moves far less than wall time with the machine's load.
 */
const CPU_AT_EXIT =
  'data:text/javascript,import{writeSync}from"node:fs";process.on("exit",()=>{const u=process.cpuUsage();writeSync(2,`\\n@@cpu ${(u.user+u.system)/1000}\\n`)})';

interface Timed {
  /** Wall time until the process prints its first line, and until it exits. */
  firstLineMs: number;
  exitMs: number;
  /** The process's own CPU time. */
  cpuMs: number;
  output: string;
}

function timeProcess(args: string[], env: NodeJS.ProcessEnv): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstLineMs = -1;
    let output = '';
    const child = spawn(node24, ['--import', CPU_AT_EXIT, ...args], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const onData = (data: Buffer) => {
      if (firstLineMs < 0) firstLineMs = performance.now() - started;
      output += data.toString('utf8');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', () => {
      const exitMs = performance.now() - started;
      const cpu = /@@cpu ([\d.]+)/.exec(output);
      if (cpu === null) return reject(new Error(`no CPU time from ${args.join(' ')}: ${output}`));
      resolve({
        firstLineMs: firstLineMs < 0 ? exitMs : firstLineMs,
        exitMs,
        cpuMs: Number(cpu[1]),
        output,
      });
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The action bundles timed, and for each the inputs of its shortest run through the lifecycle. */
const COLD_START_RUNS: Record<string, (dir: string) => Record<string, string>> = {
  // Each passes input validation, then fails at its first step: no config or payload file,
  // or nothing (no run context, no leg, no dataset) in an empty artifact directory.
  'make-run-context': (dir) => ({
    'source-config': join(dir, 'missing-sources.json'),
    'artifact-dir': join(dir, 'artifacts'),
  }),
  'crawl-rss-leg': (dir) => ({
    'source-id': 'all',
    'source-config': join(dir, 'missing-sources.json'),
    'artifact-dir': join(dir, 'artifacts'),
    'run-immediately': 'true',
  }),
  'crawl-github-shard': (dir) => ({
    'shard-id': 'new_repos',
    'github-token': 'bench-token',
    'artifact-dir': join(dir, 'artifacts'),
    'run-immediately': 'true',
  }),
  'fan-in': (dir) => ({ 'artifact-dir': join(dir, 'artifacts'), 'output-dir': join(dir, 'out') }),
  emit: (dir) => ({
    'fan-id': 'bench',
    payload: join(dir, 'missing-payload.json'),
    'artifact-dir': join(dir, 'artifacts'),
  }),
  gather: (dir) => ({ 'fan-id': 'bench', 'artifact-dir': join(dir, 'artifacts') }),
  'okf-read': (dir) => ({ ref: 'okf:news#v1', 'artifact-dir': join(dir, 'artifacts') }),
  'okf-stats': (dir) => ({
    ref: 'okf:news#v1',
    field: 'url',
    'artifact-dir': join(dir, 'artifacts'),
  }),
};

/** The .js files of a dist/ folder and their sizes. */
async function jsSizes(dir: string): Promise<Map<string, number>> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.js'));
  const sizes = await Promise.all(files.map(async (f) => (await stat(join(dir, f))).size));
  return new Map(files.map((f, i) => [f, sizes[i]!]));
}

/**
 * The bytes of an action's bundle: what a start loads (its small entry and the shared
 * suite's entry, dist/suite/index.js), and the suite's chunks, loaded on demand and shared
 * by every action.
 */
async function bundleBytes(name: string): Promise<{ entryBytes: number; chunkBytes: number }> {
  const entry = (await jsSizes(join(repoRoot, 'dist', name))).get('index.js') ?? 0;
  const suite = await jsSizes(join(repoRoot, 'dist', 'suite'));
  let chunkBytes = 0;
  for (const [file, size] of suite) if (file !== 'index.js') chunkBytes += size;
  return { entryBytes: entry + (suite.get('index.js') ?? 0), chunkBytes };
}

/**
 * `--baseline <dir>`: another build's dist/ (e.g. of an older commit, from `git worktree`),
 * whose bundles are started with no inputs in the same rounds, for a like-for-like comparison.
 */
const BASELINE = process.argv.includes('--baseline')
  ? resolvePath(process.argv[process.argv.indexOf('--baseline') + 1] ?? '')
  : undefined;

interface ColdStart {
  /** Started with no inputs: its first useful line (the input error, for fan-in the correlation id). */
  firstLineMs: number;
  ratioToBareNode: number;
  /** The CPU time of that start, to exit. */
  firstCpuMs: number;
  /** The shortest run through the lifecycle (inputs valid, first step fails), to exit. */
  runMs: { otelOff: number; otelOn: number };
  runCpuMs: { otelOff: number; otelOn: number };
  entryBytes: number;
  chunkBytes: number;
  /** The baseline build's bundle started with no inputs, when --baseline names one. */
  baseline?: { firstLineMs: number; firstCpuMs: number };
}

/**
 * Each bundle's cold start against bare node: to the input error, and a short run to exit
 * with OpenTelemetry off and on (exporting to a receiver the bench starts on 127.0.0.1).
 * Every round times bare node and each bundle once, so a change of the machine's load
 * weighs on both sides of a ratio; the medians of the rounds are reported.
 */
async function benchColdStart(rounds = 7) {
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', TZ: 'UTC' };
  const receiver = await startOtlpReceiver();
  const dir = await mkdtemp(join(tmpdir(), 'bench-cold-'));
  try {
    await mkdir(join(dir, 'artifacts'));
    // The bench's folder is the workspace: the actions take no path outside it.
    const runEnv = (name: string) => ({
      ...base,
      GITHUB_WORKSPACE: dir,
      ...inputEnv(name, COLD_START_RUNS[name]!(dir), base),
    });
    const timings = new Map<string, number[]>();
    const record = (key: string, ms: number) => timings.set(key, [...(timings.get(key) ?? []), ms]);
    const shortRun = async (name: string, key: string, env: NodeJS.ProcessEnv) => {
      const timed = await timeProcess([join('dist', name, 'index.js')], env);
      // Past input validation: the lifecycle logs the correlation id, then runs.
      if (!timed.output.includes('correlation id'))
        throw new Error(`${name} did not start its run: ${timed.output}`);
      record(`${name} ${key}`, timed.exitMs);
      record(`${name} ${key} cpu`, timed.cpuMs);
    };
    for (let round = 0; round < rounds; round++) {
      const bare = await timeProcess(['-e', 'console.log(1)'], base);
      record('bare', bare.firstLineMs);
      record('bare cpu', bare.cpuMs);
      for (const name of Object.keys(COLD_START_RUNS)) {
        const first = await timeProcess([join('dist', name, 'index.js')], base);
        record(`${name} first`, first.firstLineMs);
        record(`${name} first cpu`, first.cpuMs);
        const baseline = BASELINE === undefined ? undefined : join(BASELINE, name, 'index.js');
        if (baseline !== undefined && existsSync(baseline)) {
          const old = await timeProcess([baseline], base);
          record(`${name} baseline`, old.firstLineMs);
          record(`${name} baseline cpu`, old.cpuMs);
        }
        await shortRun(name, 'off', runEnv(name));
        await shortRun(name, 'on', { ...runEnv(name), OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url });
      }
    }
    if (receiver.spans().length === 0)
      throw new Error('cold start: no span reached the receiver with OpenTelemetry on');
    const ms = (key: string) => median(timings.get(key)!);
    const bareMs = ms('bare');
    const bundles: Record<string, ColdStart> = {};
    for (const name of Object.keys(COLD_START_RUNS)) {
      const pair = (key: string) => ({
        otelOff: Math.round(ms(`${name} off${key}`)),
        otelOn: Math.round(ms(`${name} on${key}`)),
      });
      bundles[name] = {
        firstLineMs: Math.round(ms(`${name} first`)),
        ratioToBareNode: Number((ms(`${name} first`) / bareMs).toFixed(1)),
        firstCpuMs: Math.round(ms(`${name} first cpu`)),
        runMs: pair(''),
        runCpuMs: pair(' cpu'),
        ...(await bundleBytes(name)),
        ...(timings.has(`${name} baseline`)
          ? {
              baseline: {
                firstLineMs: Math.round(ms(`${name} baseline`)),
                firstCpuMs: Math.round(ms(`${name} baseline cpu`)),
              },
            }
          : {}),
      };
    }
    return {
      bareNodeMs: Math.round(bareMs),
      bareNodeCpuMs: Math.round(ms('bare cpu')),
      rounds,
      bundles,
    };
  } finally {
    await receiver.close();
    await rm(dir, { recursive: true, force: true });
  }
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

const result = process.argv.includes('cold-start')
  ? { coldStart: await benchColdStart() }
  : { rss: await benchRss(), coldStart: await benchColdStart(), github: await benchGithub() };
process.stdout.write(`${JSON.stringify(result)}\n`);
