/**
 * runFanIn: the fan-in from an artifact store to the canonical outputs (the edge that does
 * the I/O; every rule it applies lives in a pure module).
 *
 *   list + classify ─► download + validate each leg ─► perfect gather per fan (by seq,
 *   newest valid attempt wins) ─► failure policy ─► merge ─► outputs (atomic, left
 *   untouched when unchanged) ─► diagnostics (always) ─► scrape state
 *
 * Input artifacts are only read. Legs are validated in worker threads when the entry point
 * allows it (leg-checkers.ts), one leg in parsed form at a time per worker; what the gather
 * keeps of an RSS leg is its articles' canonical JSON (or only its place in the leg's file,
 * leg-files.ts) with a key, a key hash and a score per article, so memory stays below the
 * size of the input.
 */
import { join } from 'node:path';
import { compareStrings, writeFileAtomic } from '../canonical/index.js';
import { type ArtifactStore, type ArtifactSummary } from '../artifacts/index.js';
import {
  type Fan,
  type FanInDiagnostics,
  type FanPlan,
  type GithubShard,
  type RssArtifact,
  type RunContext,
} from '../contracts/index.js';
import { PerfectCollector, type OfferResult } from '../gather/index.js';
import {
  checkContract,
  checkPlan,
  checkRunContext,
  classifyArtifact,
  legFileName,
  loadRunArtifact,
  type Classified,
} from './artifacts.js';
import { writeOutput, writeOutputs, type WriteOutcome } from './files.js';
import { addShard, emptyRepoSet, finalRepos } from './merge-github.js';
import type { GithubItem, LegSetting, RssItem } from './leg-check.js';
import {
  defaultWorkerCount,
  inThreadChecker,
  startLegWorkers,
  type LegChecker,
  type LegWorkers,
} from './leg-checkers.js';
import { ArticleSet, articleSetOf } from './merge-news.js';
import { fetchProblem, runReader, type LegTask } from './leg-files.js';
import { buildDiagnostics, buildGithub, buildNews, type Serialized } from './outputs.js';
import {
  applyPolicy,
  rssLegOk,
  type FanInStatus,
  type FanName,
  type FanOutcome,
  type LegOutcome,
} from './policy.js';
import { FanInSetupError, type ArtifactProblem } from './reasons.js';
import { readScrapeState, serializeScrapeState, updateScrapeState } from './state.js';
import { resolveMergedAt } from './time.js';
import { runPool } from '../runtime/pool.js';
import { isPackName, openPack, type PackedLeg } from './packs.js';
import { legArtifacts, openPartials, splitPartials } from './partials.js';
import { DEFAULT_RELEVANCE_THRESHOLD, loadRelevanceThreshold } from './topic.js';

export const DEFAULT_MIN_SOURCE_RATIO = 0.6;
export const DEFAULT_MAX_ARTIFACT_BYTES = 64 * 1024 * 1024;
const DEFAULT_CONCURRENCY = 4;

export interface FanInOptions {
  /** The run's context; default: the newest `run-context-a<N>` artifact. */
  runContext?: RunContext;
  /** The fan plan; default: the newest `run-context-a<N>` artifact. */
  fanPlan?: FanPlan;
  /** Where `{week}.json`, `{week}-external-news.json` and the diagnostics go. */
  outputDir: string;
  /** Share of planned RSS sources that must succeed (default 0.6). */
  minSourceRatio?: number;
  /** Query parameters that stay part of an article's URL identity. */
  keepQueryParams?: readonly string[];
  /** The topic config the run was made with (its checksum is checked): relevance threshold. */
  topicConfigPath?: string;
  /** A scrape-state file to update (sources that succeeded). */
  statePath?: string;
  /** Largest accepted leg artifact (default 64 MiB). */
  maxArtifactBytes?: number;
  /** Legs downloaded at once (default 4, and at least twice the workers). */
  concurrency?: number;
  /**
   * Worker threads that validate legs (0: this thread). Default: one per core, at most 4,
   * and one per 8 MiB of leg artifacts; none below 16 MiB. Workers need `legWorkerScript`.
   */
  workers?: number;
}

/** Most worker threads a fan-in may be told to start. */
export const MAX_WORKERS = 16;

/** Leg bytes that pay for starting one more worker thread (it boots in ~0.1 s). */
const BYTES_PER_WORKER = 8 * 1024 * 1024;

/** Workers for this much leg data: none below two workers' worth, then up to the default. */
function workersFor(legBytes: number): number {
  const worth = Math.floor(legBytes / BYTES_PER_WORKER);
  return worth < 2 ? 0 : Math.min(worth, defaultWorkerCount());
}

/** How the legs were validated, for people watching the run. */
export function validationLine({ legs, workers }: FanInResult['validation']): string {
  const where =
    workers === 0 ? 'the main thread' : `${workers} worker thread${workers > 1 ? 's' : ''}`;
  return `validated ${legs} leg artifact${legs === 1 ? '' : 's'} in ${where}`;
}

export interface FanInDeps {
  store: ArtifactStore;
  /** Milliseconds since the epoch (the injected clock). */
  now: () => number;
  /** SOURCE_DATE_EPOCH, which pins merged_at when set. */
  sourceDateEpoch?: string | undefined;
  /**
   * The entry point that started this process, when it can serve as a leg-check worker
   * (it calls serveLegChecks first). Without it legs are validated in this thread.
   */
  legWorkerScript?: URL;
}

export interface FanInResult {
  status: FanInStatus;
  /** Why it failed or degraded (one line); null when complete. */
  reason: string | null;
  exitCode: 0 | 1;
  paths: { github: string | null; news: string | null; diagnostics: string };
  /** What happened to each file: written, or left untouched because unchanged. */
  files: { path: string; outcome: WriteOutcome }[];
  newsChecksum: string | null;
  warnings: string[];
  diagnostics: FanInDiagnostics;
  runContext: RunContext;
  /** The scrape-state file written, if any. */
  statePath: string | null;
  /** How the legs were validated: their number, and the worker threads (0: this thread). */
  validation: { legs: number; workers: number };
}

type Record_ = FanInDiagnostics['artifacts'][number];

interface Gathers {
  rss?: PerfectCollector<RssItem>;
  github?: PerfectCollector<GithubItem>;
}

export async function runFanIn(options: FanInOptions, deps: FanInDeps): Promise<FanInResult> {
  const minSourceRatio = options.minSourceRatio ?? DEFAULT_MIN_SOURCE_RATIO;
  if (!(minSourceRatio >= 0 && minSourceRatio <= 1)) {
    throw new FanInSetupError(`min-source-ratio must be between 0 and 1, got ${minSourceRatio}`);
  }
  const { workers: asked } = options;
  if (asked !== undefined && !(Number.isInteger(asked) && asked >= 0 && asked <= MAX_WORKERS)) {
    throw new FanInSetupError(
      `workers must be a whole number from 0 to ${MAX_WORKERS}, got ${asked}`,
    );
  }
  const keep = new Set(options.keepQueryParams ?? []);
  const maxBytes = options.maxArtifactBytes ?? DEFAULT_MAX_ARTIFACT_BYTES;
  const mergedAt = resolveMergedAt(deps.now(), deps.sourceDateEpoch);

  // Worker threads boot while the run context loads. Their number (and the article set's
  // size) comes from the bytes of the artifacts named like legs: classification needs the
  // plan, loaded next, and an estimate is all these need.
  const listed = await deps.store.list();
  const legLike = legArtifacts(listed);
  const legBytes = legLike.reduce((n, a) => n + a.size, 0);
  const workers = Math.min(asked ?? workersFor(legBytes), legLike.length);
  const pool =
    deps.legWorkerScript && workers > 0
      ? startLegWorkers(deps.legWorkerScript, workers)
      : undefined;
  try {
    return await gatherAndMerge(options, deps, {
      listed,
      legBytes,
      pool,
      keep,
      maxBytes,
      mergedAt,
      minSourceRatio,
    });
  } finally {
    await pool?.close();
  }
}

interface Prepared {
  listed: ArtifactSummary[];
  /** Bytes of the artifacts named like legs. */
  legBytes: number;
  pool: LegWorkers | undefined;
  keep: ReadonlySet<string>;
  maxBytes: number;
  mergedAt: string;
  minSourceRatio: number;
}

/** runFanIn once the options are checked, the artifacts listed and the workers started. */
async function gatherAndMerge(
  options: FanInOptions,
  deps: FanInDeps,
  { listed, legBytes, pool, keep, maxBytes, mergedAt, minSourceRatio }: Prepared,
): Promise<FanInResult> {
  // --- Run context, plan, topic config and state: everything that can be wrong up front.
  const { names, partials } = splitPartials(listed.map((a) => a.name));
  let { runContext, fanPlan } = options;
  if (runContext) checkContract('run_context_v1', runContext, 'the run context');
  if (fanPlan) checkContract('fan_plan_v1', fanPlan, 'the fan plan');
  if (!runContext || !fanPlan) {
    const loaded = await loadRunArtifact(deps.store, names, {
      runContext: !runContext,
      fanPlan: !fanPlan,
    });
    runContext ??= loaded.runContext as RunContext;
    fanPlan ??= loaded.fanPlan as FanPlan;
  }
  checkRunContext(runContext);
  checkPlan(fanPlan, runContext);
  const threshold = options.topicConfigPath
    ? await loadRelevanceThreshold(options.topicConfigPath, runContext.topic_config_checksum)
    : DEFAULT_RELEVANCE_THRESHOLD;
  const previousState = options.statePath ? await readScrapeState(options.statePath) : undefined;

  // --- Gather.
  const gathers: Gathers = {};
  if (fanPlan.fans.rss)
    gathers.rss = new PerfectCollector(fanPlan.fans.rss.fan_id, fanPlan.fans.rss.expected);
  if (fanPlan.fans.github) {
    gathers.github = new PerfectCollector(fanPlan.fans.github.fan_id, fanPlan.fans.github.expected);
  }
  const records: Record_[] = [];
  const legs: LegEntry[] = [];
  const packs: string[] = [];
  for (const name of names) {
    if (isPackName(name)) {
      packs.push(name);
      continue;
    }
    const classified = classifyArtifact(name, fanPlan);
    if (classified.kind === 'leg') legs.push({ name, leg: classified });
    else if (classified.kind === 'ignored') {
      const { kind: _k, reason, ...where } = classified;
      records.push({ name, ...where, verdict: 'ignored', reason, errors: [] });
    }
  }

  const plannedFans = fanPlan;
  await runPool(packs, options.concurrency ?? DEFAULT_CONCURRENCY, async (pack) => {
    const opened = await openPack(deps.store, pack, plannedFans, maxBytes);
    legs.push(...opened.legs);
    for (const { name, ...where } of opened.ignored)
      records.push({ name, ...where, verdict: 'ignored', errors: [] });
    const bad = opened.rejected;
    if (bad) {
      const { problem } = bad;
      records.push({
        name: bad.name,
        fan: 'rss',
        attempt: bad.attempt,
        verdict: 'rejected',
        reason: problem.code,
        errors: [problem],
      });
    }
  });

  const nested = await openPartials(deps.store, partials, runContext, fanPlan, maxBytes);
  legs.push(...nested.legs);
  records.push(...nested.records);

  const rc = runContext;
  const plan = fanPlan;
  const setting: LegSetting = { runContext: rc, plan, maxBytes, keepQueryParams: keep };
  const checker = pool ? pool.checker(setting) : inThreadChecker(setting);
  const collect: CollectContext = {
    store: deps.store,
    checker,
    gathers,
    maxBytes,
    // Sized for the articles the leg bytes may hold (a canonical article is ~300 bytes).
    articles: { set: new ArticleSet(keep, Math.ceil(legBytes / 300)), stale: false },
  };
  try {
    const concurrency = Math.max(options.concurrency ?? DEFAULT_CONCURRENCY, 4 * (pool?.size ?? 0));
    await runPool(
      legs,
      Math.max(1, concurrency),
      async (entry) => void records.push(await collectLeg(collect, entry)),
      { stopOnError: true },
    );
  } finally {
    await checker.close();
  }

  // Verdicts of the valid artifacts, now that every attempt has arrived.
  for (const fan of ['rss', 'github'] as const) {
    const gather = gathers[fan];
    if (!gather) continue;
    const passed = new Map(gather.passed().map((p) => [p.name, p.outcome]));
    for (const record of records) {
      if (record.fan !== fan || record.verdict !== 'accepted') continue;
      const outcome = passed.get(record.name);
      if (outcome !== undefined) {
        record.verdict = 'superseded';
        record.reason = outcome;
      }
    }
  }
  records.sort((a, b) => compareStrings(a.name, b.name));

  const outcomes: { rss?: FanOutcome; github?: FanOutcome } = {};
  if (plan.fans.rss && gathers.rss)
    outcomes.rss = fanOutcome('rss', plan.fans.rss, gathers.rss, records);
  if (plan.fans.github && gathers.github) {
    outcomes.github = fanOutcome('github', plan.fans.github, gathers.github, records);
  }
  const policy = applyPolicy({ ...outcomes, minSourceRatio, skipped: plan.skipped.length });

  // --- Outputs.
  const week = rc.week;
  const files: { path: string; outcome: WriteOutcome }[] = [];
  const paths: FanInResult['paths'] = {
    github: null,
    news: null,
    diagnostics: join(options.outputDir, `${week}-fan-in-diagnostics.json`),
  };

  // Both canonical outputs are built (and validated) before either is written.
  let github: ReturnType<typeof buildGithub> | undefined;
  if (policy.writeGithub && gathers.github && outcomes.github) {
    const set = emptyRepoSet();
    const shards: GithubItem[] = [];
    for (const slot of gathers.github.slots()) {
      addShard(set, slot.item.shard_id, slot.item.repositories);
      shards.push(slot.item);
    }
    const lists = finalRepos(set);
    github = buildGithub({
      runContext: rc,
      legs: outcomes.github.legs,
      shards,
      newRepos: lists.new_repos,
      trendingRepos: lists.trending_repos,
      partialFailures: policy.githubWarnings,
      mergedAt,
    });
  }
  let news: ReturnType<typeof buildNews> | undefined;
  if (policy.writeNews && gathers.rss && outcomes.rss) {
    // The set built as legs arrived, unless a rerun displaced a leg already in it.
    const set = collect.articles.stale
      ? articleSetOf(
          gathers.rss.slots().map((slot) => slot.item.articles),
          keep,
        )
      : collect.articles.set;
    news = buildNews({
      runContext: rc,
      legs: outcomes.rss.legs,
      articles: set.final(),
      readRun: runReader(),
      threshold,
      warnings: policy.rssWarnings,
      sourcesSucceeded: policy.sourcesSucceeded,
      sourcesFailed: policy.sourcesFailed,
      mergedAt,
    });
  }
  // Both in place, or neither (a leg file that changed since its check fails the news).
  const writes: { path: string; serialized: Serialized }[] = [];
  if (github) {
    paths.github = join(options.outputDir, `${week}.json`);
    writes.push({ path: paths.github, serialized: github.serialized });
  }
  if (news) {
    paths.news = join(options.outputDir, `${week}-external-news.json`);
    writes.push({ path: paths.news, serialized: news.serialized });
  }
  const written = await writeOutputs(writes);
  writes.forEach((w, i) => files.push({ path: w.path, outcome: written[i] as WriteOutcome }));
  // Known now: the news articles were hashed as they were written (or compared).
  const newsChecksum = news ? news.checksum() : null;

  const diagnostics: FanInDiagnostics = {
    schema_version: 'fan_in_diagnostics_v1',
    run_id: rc.run_id,
    week,
    status: policy.status,
    reason: policy.reason,
    artifacts: records,
    fans: Object.fromEntries(
      (['github', 'rss'] as const)
        .filter((f) => outcomes[f] && gathers[f])
        .map((f) => [
          f,
          {
            fan_id: (outcomes[f] as FanOutcome).fan_id,
            expected: (gathers[f] as PerfectCollector<unknown>).expected,
            closed: (gathers[f] as PerfectCollector<unknown>).closed,
            legs: (outcomes[f] as FanOutcome).legs.map(diagnosticLeg),
          },
        ]),
    ),
    decisions: policy.decisions,
    warnings: policy.warnings,
    merged_at: mergedAt,
    // Why nothing was planned: the plan's own list of skipped sources and reasons.
    ...(policy.status === 'empty' ? { skipped: plan.skipped } : {}),
  };
  files.push({
    path: paths.diagnostics,
    outcome: await writeOutput(paths.diagnostics, buildDiagnostics(diagnostics)),
  });

  // --- Scrape state: only when the news of those sources landed in a canonical output.
  let statePath: string | null = null;
  if (options.statePath && news && outcomes.rss) {
    const succeeded = outcomes.rss.legs.filter(rssLegOk).map((leg) => leg.id);
    const state = updateScrapeState(previousState, succeeded, mergedAt);
    await writeFileAtomic(options.statePath, serializeScrapeState(state));
    statePath = options.statePath;
  }

  return {
    status: policy.status,
    reason: policy.reason,
    exitCode: policy.exitCode,
    paths,
    files,
    newsChecksum,
    warnings: policy.warnings,
    diagnostics,
    runContext: rc,
    statePath,
    validation: { legs: legs.length, workers: pool?.size ?? 0 },
  };
}

/** A leg to collect: its own artifact, or a file of a pack opened already (packs.ts). */
type LegEntry = {
  name: string;
  leg: Extract<Classified, { kind: 'leg' }>;
  content?: PackedLeg['content'];
};

interface CollectContext {
  store: ArtifactStore;
  checker: LegChecker;
  gathers: Gathers;
  maxBytes: number;
  /**
   * The articles of the legs the RSS gather holds, merged as they arrive (the merge is
   * order-independent), so that it overlaps the validation of other legs. `stale` once a
   * newer attempt displaced a leg already merged: then the set is rebuilt at the end.
   */
  articles: { set: ArticleSet; stale: boolean };
}

/**
 * Downloads and validates one leg artifact and offers it to its gather. Returns its
 * diagnostics record: rejected (with the problems), or accepted for now (superseded and
 * duplicate verdicts are settled once every attempt has arrived).
 */
async function collectLeg(ctx: CollectContext, entry: LegEntry): Promise<Record_> {
  const { name, leg } = entry;
  const record: Record_ = {
    name,
    fan: leg.fan,
    id: leg.id,
    attempt: leg.attempt,
    seq: leg.seq,
    verdict: 'rejected',
    errors: [],
  };
  const reject = (problems: ArtifactProblem[]): Record_ => {
    record.reason = problems[0]?.code ?? 'schema';
    record.errors = problems;
    return record;
  };
  // Where the store keeps plain files, the checker reads the leg itself (leg-files.ts).
  const fileName = legFileName(leg.fan, leg.id);
  let task: LegTask | undefined = entry.content && {
    name,
    fan: leg.fan,
    id: leg.id,
    ...entry.content,
  };
  if (task === undefined)
    try {
      const limits = { maxBytes: ctx.maxBytes };
      if (ctx.store.locate) {
        const file = (await ctx.store.locate(name, limits)).get(fileName);
        if (file) task = { name, fan: leg.fan, id: leg.id, file };
      } else {
        const bytes = (await ctx.store.download(name, limits)).get(fileName);
        if (bytes) task = { name, fan: leg.fan, id: leg.id, bytes };
      }
    } catch (error) {
      // A backend failure is not a verdict on the leg: the fan-in stops and can be rerun.
      const problem = fetchProblem(error);
      if (!problem) throw error;
      return reject([problem]);
    }
  if (task === undefined) {
    return reject([
      { code: 'name', pointer: '', message: `the artifact holds no file ${fileName}` },
    ]);
  }
  const verdict = await ctx.checker.check(task);
  if (!verdict.ok) return reject(verdict.problems);
  if (verdict.fan === 'rss') {
    const offered = offer(ctx.gathers.rss, verdict.frames, leg.attempt, name, verdict.item);
    if (offered.outcome === 'accepted') {
      if (offered.displaced) ctx.articles.stale = true;
      else ctx.articles.set.add(verdict.item.articles);
    }
  } else offer(ctx.gathers.github, verdict.frames, leg.attempt, name, verdict.item);
  record.verdict = 'accepted';
  return record;
}

function offer<T>(
  gather: PerfectCollector<T> | undefined,
  frames: RssArtifact['fan'] | GithubShard['fan'],
  attempt: number,
  name: string,
  item: T,
): OfferResult<T> {
  if (!gather) throw new Error(`no gather for ${name}: classifyArtifact only admits planned fans`);
  const result = gather.offer({ frames, attempt, name, item });
  if (result.outcome === 'foreign' || result.outcome === 'invalid') {
    // validate.ts checked the frame against the same plan: this is a bug, not a bad leg.
    throw new Error(`gather refused ${name} (${result.outcome}) after validation accepted it`);
  }
  return result;
}

function fanOutcome<T extends RssItem | GithubItem>(
  fan: FanName,
  planned: Fan,
  gather: PerfectCollector<T>,
  records: readonly Record_[],
): FanOutcome {
  const legs = planned.legs.map((leg): LegOutcome => {
    const rejected = records
      .filter((r) => r.fan === fan && r.id === leg.id && r.verdict === 'rejected')
      .sort((a, b) => (b.attempt ?? 0) - (a.attempt ?? 0));
    const slot = gather.get(leg.seq);
    if (!slot) {
      return {
        seq: leg.seq,
        id: leg.id,
        required: leg.required,
        status: 'missing',
        items: 0,
        artifact: null,
        attempt: null,
        error: rejected[0]?.reason ?? 'no_artifact',
        rejectedNewer: [],
      };
    }
    const outcome: LegOutcome = {
      seq: leg.seq,
      id: leg.id,
      required: leg.required,
      status: 'success',
      items: 0,
      artifact: slot.name,
      attempt: slot.attempt,
      rejectedNewer: rejected
        .filter((r) => (r.attempt ?? 0) > slot.attempt)
        .map((r) => ({ attempt: r.attempt ?? 0, reason: r.reason ?? 'schema' })),
    };
    const item = slot.item as RssItem | GithubItem;
    if ('articles' in item) {
      outcome.status = item.status;
      outcome.items = item.articleCount;
      if (item.error) {
        outcome.error = item.error.code;
        outcome.message = item.error.message;
      }
    } else {
      outcome.items = item.repositories.length;
    }
    return outcome;
  });
  return { fan_id: planned.fan_id, legs };
}

type DiagnosticLeg = NonNullable<FanInDiagnostics['fans'][string]>['legs'][number];

function diagnosticLeg(leg: LegOutcome): DiagnosticLeg {
  return {
    seq: leg.seq,
    id: leg.id,
    required: leg.required,
    status: leg.status,
    artifact: leg.artifact,
    items: leg.items,
    ...(leg.error !== undefined ? { error: leg.error } : {}),
  };
}
