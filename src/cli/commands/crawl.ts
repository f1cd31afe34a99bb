/**
 * `squadscope crawl`: the reusable workflow's job graph on one machine. Each step is the
 * action's own bundle, run as a separate process exactly as the runner runs it (runStep):
 * make-run-context, then every RSS leg and GitHub shard in parallel, then the fan-in, all
 * sharing one local artifact directory.
 *
 * Without --live it is the embedded default: a demo server on 127.0.0.1 serves the bundled
 * feeds and recorded GitHub search answers, so it needs no network and no token.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { readActionMetadata, repoRoot, runStep, type StepResult } from '../../local/step.js';
import { nextDueLine } from '../../runcontext/due.js';
import { weekWindow } from '../../runcontext/week.js';
import { LEG_ID_PATTERN } from '../../runcontext/leg-id.js';
import { untrusted } from '../../base/untrusted.js';
import { demoSourceConfig, isSourceList } from '../crawl/demo.js';
import { CRAWL_FLAGS, CRAWL_USAGE, parseCrawlArgs, type CrawlOptions } from '../crawl/options.js';
import { speakFlags } from '../args.js';
import { runPool } from '../../base/pool.js';
import { readGlance, type StepTimes } from '../crawl/glance.js';
import { glanceText } from '../../report/index.js';
import {
  pathText,
  progressLine,
  seconds,
  stepErrors,
  summaryText,
  word,
  type LegKind,
  type LegOutcome,
} from '../crawl/report.js';
import {
  DEMO_NOW,
  DEMO_RUN_WEEK,
  DEMO_PORT,
  DEMO_WEEK,
  startDemoServer,
  type DemoServer,
} from '../demo-server.js';
import { messageOf, plainReason } from '../../base/error-message.js';

export interface CrawlIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
}

const ACTIONS = ['make-run-context', 'crawl-rss-leg', 'crawl-github-shard', 'fan-in'] as const;
const DEMO_DIR = join(repoRoot, 'examples', 'demo');
const DEMO_SNAPSHOT = join(DEMO_DIR, 'github', 'previous-stars-2026-W22.json');
/** The example configs of the repository (what --live crawls unless told otherwise). */
const LIVE_SOURCES = join(repoRoot, 'examples', 'sources.json');
const LIVE_TOPIC = join(repoRoot, 'examples', 'squadscope.topic.yml');

/** Environment a step may need from ours; nothing else leaks into the actions. */
const PASS_ENV_LIVE = [
  'HTTPS_PROXY',
  'HTTP_PROXY',
  'NO_PROXY',
  'https_proxy',
  'http_proxy',
  'no_proxy',
  'NODE_EXTRA_CA_CERTS',
];
const PASS_ENV_ALWAYS = ['SOURCE_DATE_EPOCH', 'ACTIONS_STEP_DEBUG', 'RUNNER_DEBUG'];

interface Leg {
  kind: LegKind;
  id: string;
  action: 'crawl-rss-leg' | 'crawl-github-shard';
  inputs: Record<string, string>;
}

/** The bundles must be built: a clear message instead of a spawn error. */
function missingBundles(): string[] {
  const missing: string[] = [];
  for (const action of ACTIONS) {
    if (!existsSync(join(repoRoot, 'actions', action, 'action.yml'))) {
      missing.push(`actions/${action}/action.yml`);
      continue;
    }
    const bundle = resolve(repoRoot, 'actions', action, readActionMetadata(action).runs.main);
    if (!existsSync(bundle)) missing.push(relative(repoRoot, bundle));
  }
  return missing;
}

/** Adds optional inputs only where the action declares them (older bundles lack some). */
function withDeclared(
  action: string,
  inputs: Record<string, string>,
  optional: Record<string, string | undefined>,
) {
  const declared = readActionMetadata(action).inputs;
  const out = { ...inputs };
  for (const [name, value] of Object.entries(optional)) {
    if (value !== undefined && name in declared) out[name] = value;
  }
  return out;
}

/** `{"include": [{source_id|shard_id: "…", …}]}` from make-run-context, checked. */
export function matrixIds(
  raw: string | undefined,
  key: 'source_id' | 'shard_id',
  what: string,
): string[] {
  if (raw === undefined || raw === '') throw new Error(`make-run-context gave no ${what} output`);
  const parsed = JSON.parse(raw) as unknown;
  const include = (parsed as { include?: unknown } | null)?.include;
  if (!Array.isArray(include)) throw new Error(`make-run-context's ${what} has no include list`);
  return include.map((entry, i) => {
    const id = (entry as Record<string, unknown> | null)?.[key];
    if (typeof id !== 'string' || !LEG_ID_PATTERN.test(id)) {
      throw new Error(`make-run-context's ${what} entry ${i} has no valid ${key}`);
    }
    return id;
  });
}

/** make-run-context's next-due output as its summary line (anything unexpected quoted). */
export function nextDueText(next: string): string {
  return next === '' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(next)
    ? nextDueLine(next)
    : `Next due: ${untrusted(next, 80)}`;
}

/** One RSS leg process of the plan's matrix: one source, or a packed leg's sources. */
export interface RssLegJob {
  /** The source id, or the packed leg's id. */
  id: string;
  /** The source-id input: one id, or the packed leg's comma list. */
  sourceIds: string;
  legId: string | undefined;
}

/** The RSS legs of make-run-context's rss-matrix: single-source or packed entries, checked. */
export function rssLegJobs(raw: string | undefined): RssLegJob[] {
  if (raw === undefined || raw === '')
    throw new Error('make-run-context gave no rss-matrix output');
  const include = (JSON.parse(raw) as { include?: unknown } | null)?.include;
  if (!Array.isArray(include)) throw new Error("make-run-context's rss-matrix has no include list");
  return include.map((entry: unknown, i) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    const { leg_id: legId, source_ids: ids, source_id: id } = e;
    if (typeof legId === 'string' && typeof ids === 'string' && LEG_ID_PATTERN.test(legId)) {
      if (ids.split(',').every((x) => LEG_ID_PATTERN.test(x)))
        return { id: legId, sourceIds: ids, legId };
    } else if (typeof id === 'string' && LEG_ID_PATTERN.test(id)) {
      return { id, sourceIds: id, legId: undefined };
    }
    throw new Error(`make-run-context's rss-matrix entry ${i} has no valid source_id or leg_id`);
  });
}

/** The RSS jobs of each chunk, from make-run-context's rss-chunks (nesting.ts), checked. */
export function chunkedJobs(raw: string | undefined): RssLegJob[][] {
  if (raw === undefined || raw === '')
    throw new Error('make-run-context gave no rss-chunks output');
  const include = (JSON.parse(raw) as { include?: unknown } | null)?.include;
  if (!Array.isArray(include)) throw new Error("make-run-context's rss-chunks has no include list");
  return include.map((entry: unknown, k) => {
    const { chunk, matrix } = (entry ?? {}) as Record<string, unknown>;
    if (chunk !== k || typeof matrix !== 'string') {
      throw new Error(`make-run-context's rss-chunks entry ${k} is not chunk ${k} with a matrix`);
    }
    return rssLegJobs(matrix);
  });
}

function showPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) ? rel : path;
}

async function countOutputs(githubPath: string | undefined, newsPath: string | undefined) {
  let articles: number | null = null;
  let repositories: number | null = null;
  if (newsPath && existsSync(newsPath)) {
    const news = JSON.parse(await readFile(newsPath, 'utf8')) as { articles?: unknown[] };
    articles = Array.isArray(news.articles) ? news.articles.length : null;
  }
  if (githubPath && existsSync(githubPath)) {
    const raw = JSON.parse(await readFile(githubPath, 'utf8')) as {
      new_repos?: { full_name?: string }[];
      trending_repos?: { full_name?: string }[];
    };
    const names = new Set(
      [...(raw.new_repos ?? []), ...(raw.trending_repos ?? [])].map((r) => r.full_name),
    );
    repositories = names.size;
  }
  return { articles, repositories };
}

function parseWarnings(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [raw];
    return value.map((w) => (typeof w === 'string' ? w : JSON.stringify(w)));
  } catch {
    return [raw];
  }
}

export async function crawlCommand(argv: string[], io: CrawlIo): Promise<number> {
  const cwd = process.cwd();
  const parsed = parseCrawlArgs(argv, cwd, availableParallelism());
  if ('error' in parsed) {
    io.stderr(`squadscope crawl: ${parsed.error}\n\n${CRAWL_USAGE}`);
    return 2;
  }
  if (parsed.help) {
    io.stdout(CRAWL_USAGE);
    return 0;
  }
  const options = parsed.options;
  const token = crawlToken(options, io.env);
  if (token === undefined) {
    io.stderr('squadscope crawl: --live needs a GitHub token in GITHUB_TOKEN (the search API).\n');
    return 1;
  }

  const missing = missingBundles();
  if (missing.length > 0) {
    io.stderr(`squadscope crawl: missing ${missing.join(', ')}; run 'npm run build' first.\n`);
    return 1;
  }
  const scratch = await mkdtemp(join(tmpdir(), 'squadscope-crawl-'));
  // A temporary artifact store is removed at the end, unless --keep-artifacts.
  const temporaryArtifacts = options.artifactDir === undefined;
  const artifactDir =
    options.artifactDir ?? (await mkdtemp(join(tmpdir(), 'squadscope-artifacts-')));
  const removeArtifacts = temporaryArtifacts && !options.keepArtifacts;
  let server: DemoServer | undefined;
  try {
    // The demo answers from 127.0.0.1, on a fixed port when free (reproducible bytes).
    if (!options.live) server = await startDemoServer({ dataDir: DEMO_DIR, port: DEMO_PORT });
    const where = { artifactDir, removed: removeArtifacts };
    return await crawl({ ...options, artifactDir }, io, cwd, scratch, token, server, where);
  } finally {
    await server?.close();
    await rm(scratch, { recursive: true, force: true });
    if (removeArtifacts) await rm(artifactDir, { recursive: true, force: true });
    else if (temporaryArtifacts) io.stdout(`artifacts kept: ${pathText(artifactDir)}\n`);
  }
}

/** Where the legs' artifacts go, and whether that folder is gone once the crawl ends. */
interface ArtifactsShown {
  artifactDir: string;
  removed: boolean;
}

/**
 * The artifacts line: a folder removed at the end is not named (a path that no longer
 * exists once the crawl returns would send a reader looking for it), only what keeps it.
 */
export function artifactsText(artifacts: ArtifactsShown): string {
  return artifacts.removed
    ? 'a temporary folder, removed when the crawl ends (--keep-artifacts keeps it)'
    : pathText(artifacts.artifactDir);
}

/** What every step of one crawl shares: where things go, which configs, how a step runs. */
interface CrawlRun {
  options: CrawlOptions;
  io: CrawlIo;
  cwd: string;
  out: (line: string) => void;
  /** Runs `action`'s bundle as a step, in `cwd` (its workspace; default the crawl's cwd). */
  step: (action: string, inputs: Record<string, string>, at?: string) => Promise<StepResult>;
  artifactDir: string;
  /** The artifact directory as the summary names it: null when it is removed at the end. */
  artifactsShown: string | null;
  sourceConfig: string;
  topicConfig: string;
  /** allow-private-network: --allow-private-network, or the generated demo config (on 127.0.0.1). */
  privateNetwork: boolean;
  /** The demo week on the demo data: a pinned clock and last week's demo snapshot. */
  pinned: boolean;
  token: string;
  server: DemoServer | undefined;
}

/** What make-run-context planned. */
interface Plan {
  outputs: Record<string, string>;
  week: string;
  runId: string;
  sources: RssLegJob[];
  shards: string[];
  /** How long the plan's step took, as its line shows it. */
  ms: number;
}

async function crawl(
  options: CrawlOptions,
  io: CrawlIo,
  cwd: string,
  scratch: string,
  token: string,
  server: DemoServer | undefined,
  artifacts: ArtifactsShown,
): Promise<number> {
  const out = (line: string) => io.stdout(`${line}\n`);
  const env = stepEnv(options, io.env);
  const configs = await chooseConfigs(options, scratch, server, out);
  // A pinned clock makes the demo reproducible: same run_id, and merged_at too.
  if (configs.pinned && env['SOURCE_DATE_EPOCH'] === undefined)
    env['SOURCE_DATE_EPOCH'] = String(Date.parse(DEMO_NOW) / 1000);
  const artifactDir = options.artifactDir!;
  await mkdir(artifactDir, { recursive: true });
  await mkdir(options.outputDir, { recursive: true });
  out(`artifacts: ${artifactsText(artifacts)}`);
  const stepTimeout = options.live ? 30 * 60_000 : 3 * 60_000;
  const step = (action: string, inputs: Record<string, string>, at = cwd) =>
    runStep(action, inputs, { env, cwd: at, timeoutMs: stepTimeout, onLine: showRetry(out) });
  const run: CrawlRun = {
    options,
    io,
    cwd,
    out,
    step,
    token,
    server,
    artifactDir,
    artifactsShown: artifacts.removed ? null : artifactDir,
    ...configs,
  };

  const plan = await makePlan(run);
  if (typeof plan === 'number') return plan;
  const outcomes = await runLegs(run, plan);
  return fanIn(run, plan, outcomes);
}

/**
 * The token the GitHub shards get: the demo's, GITHUB_TOKEN's, or '' when --live crawls no
 * shard (--github-shards none: no token is used, none is asked for); undefined when --live
 * needs one and GITHUB_TOKEN holds none.
 */
export function crawlToken(
  options: Pick<CrawlOptions, 'live' | 'githubShards'>,
  env: NodeJS.ProcessEnv,
): string | undefined {
  if (!options.live) return 'demo';
  const token = env['GITHUB_TOKEN']?.trim();
  if (token) return token;
  return options.githubShards?.trim() === 'none' ? '' : undefined;
}

/** A leg's retry lines (`<id>: retry 2 in 4000 ms after …`), shown as they happen. */
export const RETRY_LINE = /^[A-Za-z0-9._-]{1,200}: retry \d+ in \d+ ms after /;

/** Shows each retry a step logs, with its reason and when the next attempt is. */
function showRetry(out: (line: string) => void): (line: string) => void {
  return (line) => {
    if (RETRY_LINE.test(line)) out(`        ${plainReason(line, 240)}`);
  };
}

/** The environment a step gets: what it may need from ours, nothing else. */
function stepEnv(options: CrawlOptions, from: NodeJS.ProcessEnv): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of [...PASS_ENV_ALWAYS, ...(options.live ? PASS_ENV_LIVE : [])]) {
    const value = from[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

/** The source and topic configs: the given ones, else the demo's (on its server) or the examples. */
async function chooseConfigs(
  options: CrawlOptions,
  scratch: string,
  server: DemoServer | undefined,
  out: (line: string) => void,
): Promise<Pick<CrawlRun, 'sourceConfig' | 'topicConfig' | 'privateNetwork' | 'pinned'>> {
  let sourceConfig = options.sourceConfig;
  let privateNetwork = options.allowPrivateNetwork;
  if (server) {
    out(
      sourceConfig === undefined
        ? `squadscope crawl: demo mode: bundled feeds and GitHub answers on ${server.url} (no network, no token)`
        : `squadscope crawl: your feeds (--source-config), bundled GitHub answers on ${server.url} (no token)`,
    );
    if (sourceConfig === undefined) {
      sourceConfig = await writeDemoSources(scratch, server);
      privateNetwork = true;
    }
    if (!coversDemoWeek(options)) {
      out(
        `note: the demo data covers ${DEMO_WEEK} (files named ${demoWeek(options)}); other weeks find little or nothing in it`,
      );
    }
  } else {
    out('squadscope crawl: live mode: the real feeds and the GitHub API');
  }
  return {
    sourceConfig: sourceConfig ?? LIVE_SOURCES,
    topicConfig:
      options.topicConfig ?? (options.live ? LIVE_TOPIC : join(DEMO_DIR, 'squadscope.topic.yml')),
    privateNetwork,
    pinned: !options.live && coversDemoWeek(options),
  };
}

/** Whether the crawl's window is the demo data's week (its clock is then pinned to the demo's). */
function coversDemoWeek(options: CrawlOptions): boolean {
  if (options.window === undefined)
    return (options.week ?? demoWeek(options)) === demoWeek(options);
  const demo = weekWindow(DEMO_WEEK);
  return options.window.since === demo.since && options.window.until === demo.until;
}

/** make-run-context's window inputs: --since/--until, else --week, else the mode's default. */
function windowInputs(options: CrawlOptions): Record<string, string> {
  if (options.window !== undefined)
    return { since: options.window.since, until: options.window.until };
  if (options.week !== undefined) return { week: options.week };
  if (!options.live) return { week: demoWeek(options) };
  // Live, files named after the week they cover: the last finished week.
  return options.weekLabel === 'window' ? { 'week-offset': '-1' } : {};
}

/** The week that names the demo's files: the run's week (the Monday after the data) or the data's. */
function demoWeek(options: CrawlOptions): string {
  return options.weekLabel === 'run' ? DEMO_RUN_WEEK : DEMO_WEEK;
}

/** The demo's sources, pointed at the demo server's feeds. */
async function writeDemoSources(scratch: string, server: DemoServer): Promise<string> {
  const template = JSON.parse(await readFile(join(DEMO_DIR, 'sources.json'), 'utf8')) as unknown;
  if (!isSourceList(template))
    throw new Error('examples/demo/sources.json is not a list of sources');
  const path = join(scratch, 'demo-sources.json');
  await writeFile(
    path,
    JSON.stringify(demoSourceConfig(template, server.feeds, server.feedUrl), null, 2) + '\n',
  );
  return path;
}

/** An action's error line as the crawl says it: plain, naming the crawl's flags. */
function said(error: string): string {
  return speakFlags(error, Object.keys(CRAWL_FLAGS));
}

/** 1. The plan; its exit code when make-run-context failed. */
async function makePlan(run: CrawlRun): Promise<Plan | number> {
  const { options, out } = run;
  const started = Date.now();
  const plan = await run.step('make-run-context', {
    'source-config': run.sourceConfig,
    'topic-config': run.topicConfig,
    'artifact-dir': run.artifactDir,
    'week-label': options.weekLabel,
    ...windowInputs(options),
    ...(run.pinned ? { now: DEMO_NOW } : {}),
    ...(run.privateNetwork ? { 'allow-private-network': 'true' } : {}),
    ...(options.state !== undefined ? { state: options.state } : {}),
    ...(options.githubShards !== undefined ? { 'github-shards': options.githubShards } : {}),

    ...(options.sourcesPerLeg !== undefined
      ? { 'sources-per-leg': String(options.sourcesPerLeg) }
      : {}),
    ...(options.chunkSize !== undefined ? { 'chunk-size': String(options.chunkSize) } : {}),
  });
  if (plan.exitCode !== 0) {
    out(`plan    failed (exit ${plan.exitCode ?? plan.signal})`);
    for (const error of stepErrors(plan.stdout, plan.stderr)) out(`          ${said(error)}`);
    return plan.exitCode ?? 1;
  }
  const ms = Date.now() - started;
  const week = plan.outputs['week'] ?? '?';
  const runId = plan.outputs['run-id'] ?? '?';
  const sources = rssLegJobs(plan.outputs['rss-matrix']);
  const shards = matrixIds(plan.outputs['github-matrix'], 'shard_id', 'github-matrix');
  out(
    `plan    ${word(week)}  run ${word(runId)}  ${sources.length} RSS ${options.sourcesPerLeg ? 'legs' : 'sources'}, ${shards.length} GitHub shards  (${seconds(ms / 1000)})`,
  );
  const next = plan.outputs['next-due'];
  if (next !== undefined) out(`        ${nextDueText(next)}`);
  return { outputs: plan.outputs, week, runId, sources, shards, ms };
}

function rssLeg(run: CrawlRun, job: RssLegJob): Leg {
  return {
    kind: 'rss',
    id: job.id,
    action: 'crawl-rss-leg',
    inputs: withDeclared(
      'crawl-rss-leg',
      {
        'source-id': job.sourceIds,
        ...(job.legId === undefined ? {} : { 'leg-id': job.legId }),
        'source-config': run.sourceConfig,
        'topic-config': run.topicConfig,
        'artifact-dir': run.artifactDir,
      },
      {
        'allow-private-network': run.privateNetwork ? 'true' : undefined,
        'run-immediately': 'true',
      },
    ),
  };
}

function githubLeg(run: CrawlRun, id: string): Leg {
  return {
    kind: 'github',
    id,
    action: 'crawl-github-shard',
    inputs: withDeclared(
      'crawl-github-shard',
      {
        'shard-id': id,
        'topic-config': run.topicConfig,
        'artifact-dir': run.artifactDir,
        'github-token': run.token,
      },
      {
        'api-url': run.server?.url ?? 'https://api.github.com',
        'run-immediately': 'true',
        // Last week's stars of the demo data: only for the demo week (a later snapshot is refused).
        'previous-snapshot': run.pinned ? DEMO_SNAPSHOT : undefined,
      },
    ),
  };
}

/**
 * 2. The legs, in parallel processes. Chunked (--chunk-size): the RSS legs chunk by chunk,
 * the GitHub shards with the first; nested (--nested): each chunk's partial fan-in once its
 * legs are done.
 */
async function runLegs(run: CrawlRun, plan: Plan): Promise<LegOutcome[]> {
  const { options } = run;
  const rss = (job: RssLegJob) => rssLeg(run, job);
  const github = (id: string) => githubLeg(run, id);
  const groups: Leg[][] = options.monolithic
    ? [
        [
          ...(plan.sources.length ? [rss({ id: 'all', sourceIds: 'all', legId: undefined })] : []),
          ...(plan.shards.length ? [github('all')] : []),
        ],
      ]
    : options.chunkSize === undefined
      ? [[...plan.sources.map(rss), ...plan.shards.map(github)]]
      : chunkedJobs(plan.outputs['rss-chunks']).map((chunk, k) => [
          ...chunk.map(rss),
          ...(k === 0 ? plan.shards.map(github) : []),
        ]);
  const outcomes: LegOutcome[] = [];
  for (const [chunk, group] of groups.entries()) {
    outcomes.push(
      ...(await runPool(group, options.concurrency, (leg) => runLeg(run, leg), {
        onDone: (outcome) => run.out(progressLine(outcome)),
      })),
    );
    if (options.nested) await partialFanIn(run, chunk);
  }
  return outcomes;
}

async function runLeg(run: CrawlRun, leg: Leg): Promise<LegOutcome> {
  const t0 = Date.now();
  let result: StepResult;
  try {
    result = await run.step(leg.action, leg.inputs);
  } catch (error) {
    const message = messageOf(error);
    return {
      kind: leg.kind,
      id: leg.id,
      status: 'error',
      items: null,
      seconds: (Date.now() - t0) / 1000,
      errors: [message],
    };
  }
  const count = result.outputs[leg.kind === 'rss' ? 'articles' : 'repositories'];
  const status = result.outputs['status'] || (result.exitCode === 0 ? 'success' : 'failed');
  return {
    kind: leg.kind,
    id: leg.id,
    status,
    items: count !== undefined && /^\d+$/.test(count) ? Number(count) : null,
    seconds: result.durationMs / 1000,
    errors: result.exitCode === 0 ? [] : stepErrors(result.stdout, result.stderr).map(said),
  };
}

/** The crawl's step times: a leg's own, or in monolithic mode the one step of its kind. */
function stepTimes(planMs: number, fanInMs: number, legs: readonly LegOutcome[]): StepTimes {
  const ms = new Map(legs.map((l) => [`${l.kind}/${l.id}`, l.seconds * 1000] as const));
  return {
    planMs,
    fanInMs,
    legMs: (kind, id) => ms.get(`${kind}/${id}`) ?? ms.get(`${kind}/all`),
  };
}

/** A fan-in step over the run's artifacts, with the optional inputs its action declares. */
function fanInStep(
  run: CrawlRun,
  optional: Record<string, string | undefined>,
): Promise<StepResult> {
  // The fan-in keeps output-dir inside its workspace: on one machine the person names the
  // directory, so the step's workspace is that directory (the other paths are absolute).
  return run.step(
    'fan-in',
    withDeclared('fan-in', { 'artifact-dir': run.artifactDir, 'output-dir': '.' }, optional),
    run.options.outputDir,
  );
}

async function partialFanIn(run: CrawlRun, chunk: number): Promise<void> {
  const t0 = Date.now();
  const result = await fanInStep(run, {
    'partial-chunk': String(chunk),
    'chunk-size': String(run.options.chunkSize),
  });
  const status = result.outputs['status'] || (result.exitCode === 0 ? 'partial' : 'failed');
  run.out(`partial c${chunk}  ${word(status)}  (${seconds((Date.now() - t0) / 1000)})`);
  for (const error of stepErrors(result.stdout, result.stderr)) run.out(`          ${said(error)}`);
}

/** 3. The fan-in, then the summary and the run at a glance; the fan-in's exit code. */
async function fanIn(run: CrawlRun, plan: Plan, outcomes: LegOutcome[]): Promise<number> {
  const { cwd, io } = run;
  const started = Date.now();
  const fanIn = await fanInStep(run, { 'topic-config': run.topicConfig, state: run.options.state });
  const fanInSeconds = (Date.now() - started) / 1000;
  const status = fanIn.outputs['status'] || (fanIn.exitCode === 0 ? 'complete' : 'failed');
  run.out(`fan-in  ${word(status)}  (${seconds(fanInSeconds)})`);
  const paths: [string, string | undefined][] = [
    ['github', fanIn.outputs['github-path']],
    ['news', fanIn.outputs['news-path']],
    ['diagnostics', fanIn.outputs['diagnostics-path']],
    ['ledger', fanIn.outputs['metrics-path']],
  ];
  const absolute = (p: string | undefined) => (p ? resolve(cwd, p) : undefined);
  const counts = await countOutputs(absolute(paths[0]![1]), absolute(paths[1]![1]));
  io.stdout(
    summaryText({
      week: plan.week,
      runId: plan.runId,
      legs: outcomes,
      fanIn: {
        status,
        seconds: fanInSeconds,
        errors: fanIn.exitCode === 0 ? [] : stepErrors(fanIn.stdout, fanIn.stderr).map(said),
      },
      ...counts,
      warnings: parseWarnings(fanIn.outputs['warnings']),
      outputs: paths
        .filter(([, p]) => p && existsSync(resolve(cwd, p)))
        .map(([label, p]) => ({ label, path: showPath(resolve(cwd, p!), cwd) })),
      artifactDir: run.artifactsShown,
    }),
  );
  // The run at a glance, as the fan-in's job summary shows it (charts as text bars), timed
  // as the table above is.
  const times = stepTimes(plan.ms, fanInSeconds * 1000, outcomes);
  const glance = await readGlance(absolute(paths[2]![1]), absolute(paths[3]![1]), times);
  if (glance !== null) io.stdout(`${glanceText(glance)}\n`);
  return fanIn.exitCode ?? 1;
}
