/**
 * Fan-in benchmark: `legs` RSS legs of `articlesPerLeg` articles each (plus the
 * four GitHub shards) in a local artifact directory, the RSS legs written by one of three
 * writers (LegWriter): the suite's own (canonical JSON + newline, articles in url order), or
 * an independent writer's canonical or indented JSON (bench/foreign-legs.ts). Reports, from
 * one run per writer:
 *
 * * the floor for the same bytes: read every artifact, JSON.parse it and SHA-256 it once,
 *   then write the output bytes once;
 * * runFanIn's wall time, and its ratio to the floor (target: within 1.5x);
 * * peak memory: the fan-in runs in a child process (same node flags), whose peak RSS
 *   (getrusage maxrss) above its RSS right before the fan-in is set against the input
 *   bytes (target: within 2x). The floor runs in a child process too, so that both start
 *   from the same cold memory. `isolate: false` measures both in this process instead
 *   (the generator's heap then blurs the baseline).
 *
 * Wall times suffer on a busy machine: fan-in and floor are measured in alternation, five
 * rounds by default, and the round with the median ratio is reported with every round's
 * ratio beside it; the CPU times (user + system) are reported too.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { LocalArtifactStore } from '../src/artifacts/index.js';
import { legArtifactName, legFileName } from '../src/contracts/artifact-names.js';
import { canonicalJson, checksumOf, compareStrings } from '../src/canonical/index.js';
import type {
  Article,
  FanPlan,
  GithubShard,
  Repository,
  RssArtifact,
  RunContext,
} from '../src/contracts/index.js';
import { runFanIn } from '../src/fanin/index.js';
import { runId, type RunContextCore } from '../src/runcontext/index.js';
import { foreignLegText, type ForeignLayout } from './foreign-legs.js';

export interface FanInBenchOptions {
  /** Who wrote the RSS legs (default `own`). */
  writer?: LegWriter;
  legs?: number;
  articlesPerLeg?: number;
  /** Working directory (artifacts and outputs go below it; it is emptied first). */
  dir: string;
  /** Repositories per GitHub shard (default 500). */
  reposPerShard?: number;
  /** Keep the generated files (default false: the directory is removed at the end). */
  keep?: boolean;
  /** Run the fan-in in a child process for a clean memory figure (default true). */
  isolate?: boolean;
  /** The bundle entry (bench/fanin.ts): started again as the child and as leg-check workers. */
  entry: URL;
  /** Fan-in and floor measured this many times, alternating (default 5). */
  rounds?: number;
}

/** What one fan-in measured (in whichever process ran it). */
interface FanInMeasure {
  fanInMs: number;
  fanInCpuMs: number;
  baselineRssBytes: number;
  peakRssBytes: number;
  status: string;
  files: string[];
  newsPath: string | null;
}

const CHILD_FLAG = '--squadscope-fanin-child';
const FLOOR_FLAG = '--squadscope-floor-child';

async function measureFanIn(artifacts: string, output: string, entry: URL): Promise<FanInMeasure> {
  (globalThis as { gc?: () => void }).gc?.();
  const baselineRssBytes = process.memoryUsage().rss;
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  // SQUADSCOPE_BENCH_WORKERS=N sets the fan-in's worker threads (0: the main thread).
  const workers = process.env['SQUADSCOPE_BENCH_WORKERS'];
  const result = await runFanIn(
    { outputDir: output, ...(workers ? { workers: Number(workers) } : {}) },
    {
      store: new LocalArtifactStore(artifacts),
      now: () => Date.parse('2026-06-08T06:00:00Z'),
      // The bundle serves as the leg-check workers too (bench/fanin.ts).
      legWorkerScript: entry,
    },
  );
  const fanInMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  return {
    fanInMs,
    fanInCpuMs: (cpu.user + cpu.system) / 1000,
    baselineRssBytes,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    status: result.status,
    files: result.files.map((f) => f.path),
    newsPath: result.paths.news,
  };
}

/**
 * Runs this bundle again as a child process started like this one (same flags and loader)
 * with `args`, and returns the last JSON document it prints.
 */
export function inChild<T>(entry: URL, args: string[]): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(entry), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${args[0]} child exited with ${code}`));
      try {
        resolvePromise(JSON.parse(out.slice(out.lastIndexOf('\n{') + 1)) as T);
      } catch (error) {
        reject(error);
      }
    });
  });
}

export interface FanInBenchResult {
  writer: LegWriter;
  legs: number;
  articles: number;
  /** Bytes of every leg artifact file. */
  inputBytes: number;
  /** Bytes of the canonical outputs and diagnostics written. */
  outputBytes: number;
  /** Fan-in and floor were measured this many times; the figures are the median round's. */
  rounds: number;
  /** read + JSON.parse + sha256 of every artifact once. */
  floorReadMs: number;
  /** Writing the outputs' bytes once. */
  floorWriteMs: number;
  floorMs: number;
  fanInMs: number;
  /** fanInMs / floorMs (target <= 2), of the round with the median ratio. */
  timeRatio: number;
  /** The ratio of every round, in order. */
  timeRatios: number[];
  /** CPU time (user + system) of the same two measurements: steadier on a busy machine. */
  floorCpuMs: number;
  fanInCpuMs: number;
  cpuRatio: number;
  /** RSS right before the fan-in. */
  baselineRssBytes: number;
  /** Peak RSS of the process up to the end of the fan-in. */
  peakRssBytes: number;
  /** (peak - baseline) / inputBytes (target < 3), the largest of the rounds. */
  memoryRatio: number;
  memoryRatios: number[];
  status: string;
  totalArticlesOut: number;
}

const WEEK = '2026-W23';
const CONTEXT_CORE: RunContextCore = {
  schema_version: 'run_context_v1',
  week: WEEK,
  since: '2026-06-01T00:00:00Z',
  until: '2026-06-08T00:00:00Z',
  source_config_checksum: `sha256:${'a'.repeat(64)}`,
  topic_config_checksum: `sha256:${'b'.repeat(64)}`,
  code_sha: 'c'.repeat(64),
};
// The fan-in refuses a run context whose run_id is not its content address.
const RUN_ID = runId(CONTEXT_CORE);
const RUN_CONTEXT: RunContext = {
  ...CONTEXT_CORE,
  run_id: RUN_ID,
  created_at: '2026-06-05T17:42:56Z',
};
const SHARDS: GithubShard['shard_id'][] = [
  'new_repos',
  'trending_repos',
  'topic_primary',
  'topic_secondary',
];
const WORDS = [
  'open',
  'model',
  'agents',
  'inference',
  'release',
  'GPU',
  'dataset',
  'benchmark',
  'Python',
  'Rust',
  'kernel',
  'vector',
];

function sourceId(i: number): string {
  return `source-${String(i).padStart(3, '0')}`;
}

/** Deterministic pseudo-random numbers (the bench gives the same bytes every run). */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

function article(source: string, leg: number, i: number, next: () => number): Article {
  const pick = () => WORDS[Math.floor(next() * WORDS.length)] as string;
  // One article in 20 is a story many sources carry: the dedup has work to do.
  const shared = i % 20 === 0;
  const url = shared
    ? `https://news.example/stories/${(leg * 7 + i) % 2000}/?utm_source=${source}`
    : `https://${source}.example/2026/06/0${1 + (i % 7)}/${pick().toLowerCase()}-${pick().toLowerCase()}-${leg}-${i}/`;
  const title = `${pick()} ${pick()} ${pick()}: ${pick()} ${pick()} for ${pick()} ${pick()} (${leg}.${i})`;
  return {
    url,
    title,
    published: `2026-06-0${1 + (i % 7)}T${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00Z`,
    source,
    relevance_score: Math.round(next() * 100) / 100,
    github_urls: i % 3 === 0 ? [`https://github.com/acme/${pick().toLowerCase()}-${i % 50}`] : [],
    entities: [pick(), `${pick()} Labs`],
  };
}

function repository(shard: string, i: number): Repository {
  const name = `${shard.replace(/_/g, '-')}-${i % 400}`;
  return {
    id: 1000 + i,
    node_id: `R_${shard}_${i}`,
    name,
    owner: 'acme',
    full_name: `acme/${name}`,
    description: `A ${shard} repository number ${i}`,
    language: i % 2 === 0 ? 'Python' : 'Rust',
    stars: 100 + i,
    forks: i,
    archived: false,
    disabled: false,
    created_at: '2026-06-02T08:00:00Z',
    updated_at: '2026-06-04T08:00:00Z',
    pushed_at: '2026-06-04T08:00:00Z',
    topics: ['ai', `t${i % 30}`],
    license: 'MIT',
    url: `https://github.com/acme/${name}`,
    api_url: `https://api.github.com/repos/acme/${name}`,
    stars_gained: i % 5 === 0 ? null : i % 37,
  };
}

/**
 * Who wrote the RSS legs: `own` as crawl-rss-leg writes them (canonical JSON, articles in url
 * order); `foreign-canonical`, `foreign-indented` and `foreign-escaped` by an independent
 * writer (bench/foreign-legs.ts: feed order, longer articles, syndicated stories under URL
 * variants; `escaped` as PHP writes JSON).
 */
export type LegWriter = 'own' | 'foreign-canonical' | 'foreign-indented' | 'foreign-escaped';
export const LEG_WRITERS: readonly LegWriter[] = [
  'own',
  'foreign-canonical',
  'foreign-indented',
  'foreign-escaped',
];

/** The file text of RSS leg `seq` as `writer` writes it. */
function legText(writer: LegWriter, seq: number, legs: number, perLeg: number): string {
  const id = sourceId(seq);
  const frame = { fan_id: `${RUN_ID}:rss`, seq, expected: legs };
  if (writer !== 'own') {
    const layout = writer.slice('foreign-'.length) as ForeignLayout;
    return foreignLegText(layout, RUN_CONTEXT, frame, id, perLeg);
  }
  const next = rng(seq + 1);
  // Sorted by url, as crawl-rss-leg writes them (src/rss/artifact.ts).
  const articles = Array.from({ length: perLeg }, (_, i) => article(id, seq, i, next)).sort(
    (x, y) => compareStrings(x.url, y.url),
  );
  const leg: RssArtifact = {
    schema_version: 2,
    source_id: id,
    run_context: RUN_CONTEXT,
    fan: [frame],
    status: 'success',
    articles,
    metrics: {
      articles_fetched: perLeg,
      articles_relevant: 0,
      fetch_duration_ms: 100,
      retries: 0,
    },
    error: null,
    checksum: checksumOf(articles),
  };
  return `${canonicalJson(leg)}\n`;
}

export async function generate(
  dir: string,
  legs: number,
  perLeg: number,
  reposPerShard: number,
  writer: LegWriter = 'own',
): Promise<void> {
  const store = new LocalArtifactStore(dir);
  const plan: FanPlan = {
    schema_version: 'fan_plan_v1',
    run_id: RUN_ID,
    fans: {
      rss: {
        fan_id: `${RUN_ID}:rss`,
        expected: legs,
        legs: Array.from({ length: legs }, (_, seq) => ({
          seq,
          id: sourceId(seq),
          required: false,
        })),
      },
      github: {
        fan_id: `${RUN_ID}:github`,
        expected: SHARDS.length,
        legs: SHARDS.map((id, seq) => ({ seq, id, required: true })),
      },
    },
    skipped: [],
  };
  await store.upload('run-context-a1', [
    { name: 'run_context.json', data: `${canonicalJson(RUN_CONTEXT)}\n` },
    { name: 'fan_plan.json', data: `${canonicalJson(plan)}\n` },
  ]);
  for (let seq = 0; seq < legs; seq++) {
    const id = sourceId(seq);
    await store.upload(legArtifactName('rss', id, 1), [
      { name: legFileName('rss', id), data: legText(writer, seq, legs, perLeg) },
    ]);
  }
  for (const [seq, id] of SHARDS.entries()) {
    const repositories = Array.from({ length: reposPerShard }, (_, i) => repository(id, i));
    const shard: GithubShard = {
      schema_version: 'github_shard_v1',
      shard_id: id,
      run_context: RUN_CONTEXT,
      fan: [{ fan_id: `${RUN_ID}:github`, seq, expected: SHARDS.length }],
      repositories,
      api_metrics: {
        calls_made: 3,
        cache_hits: 0,
        cache_misses: 3,
        secondary_rate_limit_events: 0,
        search_api_remaining: 20,
      },
      queries: [],
      filter_summary: { fork: 2 },
      checksum: checksumOf(
        [...repositories].sort((a, b) => compareStrings(a.full_name, b.full_name)),
      ),
    };
    await store.upload(legArtifactName('github', id, 1), [
      { name: legFileName('github', id), data: `${canonicalJson(shard)}\n` },
    ]);
  }
}

/** Every leg artifact file: [path, size]. */
async function legFiles(dir: string): Promise<[string, number][]> {
  const files: [string, number][] = [];
  for (const name of (await readdir(dir)).sort()) {
    if (!name.startsWith('rss-') && !name.startsWith('github-')) continue;
    for (const file of await readdir(join(dir, name))) {
      const path = join(dir, name, file);
      files.push([path, (await stat(path)).size]);
    }
  }
  return files;
}

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

interface Floor {
  readMs: number;
  writeMs: number;
  cpuMs: number;
}

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

/**
 * The floor: the same bytes read, parsed and hashed once, the outputs (the files in
 * `outputDir`) written once, into `dir`.
 */
async function measureFloor(artifacts: string, outputDir: string, dir: string): Promise<Floor> {
  const files = await legFiles(artifacts);
  const outputs = await Promise.all(
    (await readdir(outputDir)).sort().map((name) => readFile(join(outputDir, name))),
  );
  gc();
  const cpuStart = process.cpuUsage();
  const readStart = performance.now();
  for (const [path] of files) {
    const bytes = await readFile(path);
    JSON.parse(bytes.toString('utf8'));
    createHash('sha256').update(bytes).digest('hex');
  }
  const readMs = performance.now() - readStart;
  const writeStart = performance.now();
  for (const [i, bytes] of outputs.entries()) await writeFile(join(dir, `floor-${i}.json`), bytes);
  const writeMs = performance.now() - writeStart;
  return { readMs, writeMs, cpuMs: cpuMs(process.cpuUsage(cpuStart)) };
}

function totalArticles(news: string): number {
  const at = news.lastIndexOf('"metrics":');
  const metrics = JSON.parse(news.slice(at + 10, news.indexOf('}', at) + 1)) as {
    total_articles: number;
  };
  return metrics.total_articles;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function benchFanIn(options: FanInBenchOptions): Promise<FanInBenchResult> {
  const writer = options.writer ?? 'own';
  const legs = options.legs ?? 256;
  const perLeg = options.articlesPerLeg ?? 2000;
  const rounds = options.rounds ?? 5;
  const artifacts = join(options.dir, 'artifacts');
  await rm(options.dir, { recursive: true, force: true });
  await mkdir(options.dir, { recursive: true });
  try {
    await generate(artifacts, legs, perLeg, options.reposPerShard ?? 500, writer);
    const files = await legFiles(artifacts);
    const inputBytes = files.reduce((n, [, size]) => n + size, 0);
    // Warm the page cache so neither measurement pays for the disk.
    for (const [path] of files) await readFile(path);

    // Fan-in and floor alternate, each round in a fresh output directory; the round with
    // the median time ratio is reported (a busy machine moves single figures a lot).
    const measured: { fanIn: FanInMeasure; floor: Floor; ratio: number }[] = [];
    const output = join(options.dir, 'out');
    const floorDir = join(options.dir, 'floor');
    for (let r = 0; r < rounds; r++) {
      // Both write new files where the last round's were removed: the same file system
      // state for each (rewriting a file in place would be cheaper than creating one).
      await rm(output, { recursive: true, force: true });
      await rm(floorDir, { recursive: true, force: true });
      await mkdir(floorDir);
      // Each in a fresh process by default: both start with the same cold memory.
      const fanIn =
        options.isolate === false
          ? await measureFanIn(artifacts, output, options.entry)
          : await inChild<FanInMeasure>(options.entry, [CHILD_FLAG, artifacts, output]);
      const floor =
        options.isolate === false
          ? await measureFloor(artifacts, output, floorDir)
          : await inChild<Floor>(options.entry, [FLOOR_FLAG, artifacts, output, floorDir]);
      measured.push({ fanIn, floor, ratio: fanIn.fanInMs / (floor.readMs + floor.writeMs) });
    }
    const byRatio = [...measured].sort((a, b) => a.ratio - b.ratio);
    const { fanIn, floor } = byRatio[
      Math.floor((byRatio.length - 1) / 2)
    ] as (typeof measured)[number];
    const memoryRatios = measured.map(
      (m) => (m.fanIn.peakRssBytes - m.fanIn.baselineRssBytes) / inputBytes,
    );
    const outputs = await Promise.all(fanIn.files.map((f) => readFile(f)));
    const news = fanIn.newsPath ? await readFile(fanIn.newsPath, 'utf8') : undefined;
    const floorMs = floor.readMs + floor.writeMs;
    return {
      writer,
      legs,
      articles: legs * perLeg,
      inputBytes,
      outputBytes: outputs.reduce((n, b) => n + b.length, 0),
      rounds,
      floorReadMs: Math.round(floor.readMs),
      floorWriteMs: Math.round(floor.writeMs),
      floorMs: Math.round(floorMs),
      fanInMs: Math.round(fanIn.fanInMs),
      timeRatio: round2(fanIn.fanInMs / floorMs),
      timeRatios: measured.map((m) => round2(m.ratio)),
      floorCpuMs: Math.round(floor.cpuMs),
      fanInCpuMs: Math.round(fanIn.fanInCpuMs),
      cpuRatio: round2(fanIn.fanInCpuMs / floor.cpuMs),
      baselineRssBytes: fanIn.baselineRssBytes,
      peakRssBytes: fanIn.peakRssBytes,
      memoryRatio: round2(Math.max(...memoryRatios)),
      memoryRatios: memoryRatios.map(round2),
      status: fanIn.status,
      totalArticlesOut: news ? totalArticles(news) : 0,
    };
  } finally {
    if (!options.keep) await rm(options.dir, { recursive: true, force: true });
  }
}

/**
 * `node --expose-gc <bundle of bench/fanin.ts> [legs] [articlesPerLeg] [writers]`; `entry` is
 * the bundle. `writers` is a comma-separated list of LEG_WRITERS (default: all of them); the
 * result is one figure set per writer.
 */
export async function main(entry: URL): Promise<void> {
  if (process.argv[2] === FLOOR_FLAG) {
    const [artifacts, output, dir] = process.argv.slice(3) as [string, string, string];
    process.stdout.write(`\n${JSON.stringify(await measureFloor(artifacts, output, dir))}\n`);
    return;
  }
  if (process.argv[2] === CHILD_FLAG) {
    const measured = await measureFanIn(
      process.argv[3] as string,
      process.argv[4] as string,
      entry,
    );
    process.stdout.write(`\n${JSON.stringify(measured)}\n`);
    return;
  }
  const [legs, perLeg] = process.argv.slice(2, 4).map(Number);
  const writers = writersOf(process.argv[4]);
  const dir = join(process.env['TMPDIR'] ?? '/tmp', `squadscope-bench-fanin-${process.pid}`);
  // SQUADSCOPE_BENCH_KEEP=1 keeps the artifacts of the last writer (to profile a fan-in on them by hand).
  const keep = process.env['SQUADSCOPE_BENCH_KEEP'] === '1';
  if (keep) console.error(`artifacts kept in ${join(dir, 'artifacts')}`);
  // SQUADSCOPE_BENCH_ROUNDS=N measures N rounds instead of five (a quicker look while iterating).
  const rounds = Number(process.env['SQUADSCOPE_BENCH_ROUNDS'] ?? 5);
  if (!(Number.isInteger(rounds) && rounds >= 1)) {
    throw new Error('SQUADSCOPE_BENCH_ROUNDS must be a whole number of at least 1');
  }
  const results: Partial<Record<LegWriter, FanInBenchResult>> = {};
  for (const writer of writers) {
    results[writer] = await benchFanIn({
      dir,
      keep,
      entry,
      writer,
      rounds,
      ...(legs ? { legs } : {}),
      ...(perLeg ? { articlesPerLeg: perLeg } : {}),
    });
  }
  console.log(JSON.stringify(results, null, 2));
}

function writersOf(list: string | undefined): LegWriter[] {
  if (list === undefined || list === '') return [...LEG_WRITERS];
  return list.split(',').map((name) => {
    if (!(LEG_WRITERS as readonly string[]).includes(name)) {
      throw new Error(`unknown leg writer ${JSON.stringify(name)} (${LEG_WRITERS.join(', ')})`);
    }
    return name as LegWriter;
  });
}
