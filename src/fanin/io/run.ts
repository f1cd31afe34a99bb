/**
 * runFanIn: the fan-in from an artifact store to the canonical outputs (the edge that does
 * the I/O; every rule it applies lives in a pure module).
 *
 *   setup ─► list + classify ─► download + validate each leg ─► perfect gather per fan
 *   on the gather engine (by seq, newest valid attempt wins; its kernel is the merge) ─►
 *   failure policy ─► outputs (atomic, left untouched when unchanged) ─► diagnostics
 *   (always) ─► scrape state
 *
 * Each stage is a function of its own in stages/: setup.ts, classify.ts (list + classify,
 * packs), collect.ts (download + validate, gather per fan: src/fanin/kernel.ts),
 * verdicts.ts (policy), merge.ts (the canonical files from the folded merge), write.ts
 * (outputs, diagnostics, state).
 *
 * Input artifacts are only read. Legs are validated in worker threads when the entry point
 * allows it (leg-checkers.ts), one leg in parsed form at a time per worker; what the gather
 * keeps of an RSS leg is its articles' canonical JSON (or only its place in the leg's file,
 * leg-files.ts) with a key, a key hash and a score per article, so memory stays below the
 * size of the input.
 */
import { randomInt } from 'node:crypto';
import type { ArtifactStore, ArtifactSummary } from '../../artifacts/index.js';
import type { FanInDiagnostics, FanPlan, RunContext } from '../../contracts/index.js';
import type { WriteOutcome } from './files.js';
import type { LegSetting } from '../leg-check.js';
import {
  defaultWorkerCount,
  inThreadChecker,
  startLegWorkers,
  type LegWorkers,
} from './leg-checkers.js';
import { legArtifacts, openPartials, splitPartials } from './partials.js';
import type { FanInStatus } from '../policy.js';
import { FanInSetupError } from '../reasons.js';
import { classifyListed, openPacks } from './stages/classify.js';
import { collectLegs } from './stages/collect.js';
import { merge } from './stages/merge.js';
import { loadSetup } from './stages/setup.js';
import { decide, settleVerdicts } from './stages/verdicts.js';
import { diagnosticsOf, writeCanonical, writeDiagnostics, writeState } from './stages/write.js';
import { resolveMergedAt } from '../time.js';

export const DEFAULT_MIN_SOURCE_RATIO = 0.6;
export const DEFAULT_MAX_ARTIFACT_BYTES = 64 * 1024 * 1024;

/** A fresh seed of the fan-in's hashes (LegSetting.hashSeed): no leg can be written against it. */
export const freshHashSeed = (): number => randomInt(2 ** 32);

// Leg downloads in flight, each two round trips to the artifact service: at 50 ms a call, 8
// fetch 256 legs in about half the time of 4 (docs/performance.md, "Artifact service calls").
const DEFAULT_CONCURRENCY = 8;

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
  /** Legs downloaded at once (default 8, and at least four times the workers). */
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
  /** The canonical files (stars: `{week}-stars.json`, written with `{week}.json`) and the diagnostics. */
  paths: { github: string | null; news: string | null; stars: string | null; diagnostics: string };
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

  // Worker threads boot while the run context loads. Their number comes from the bytes of
  // the artifacts named like legs: classification needs the plan, loaded next, and an
  // estimate is all it needs.
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
  { listed, pool, keep, maxBytes, mergedAt, minSourceRatio }: Prepared,
): Promise<FanInResult> {
  const { names, partials } = splitPartials(listed.map((a) => a.name));
  const { runContext, plan, threshold, previousState } = await loadSetup(
    options,
    deps.store,
    names,
  );
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;

  const found = classifyListed(names, plan);
  await openPacks(found, deps.store, plan, { maxBytes, concurrency });
  const nested = await openPartials(deps.store, partials, runContext, plan, maxBytes);
  found.legs.push(...nested.legs);
  found.records.push(...nested.records);

  const hashSeed = freshHashSeed();
  const setting: LegSetting = { runContext, plan, maxBytes, keepQueryParams: keep, hashSeed };
  const gathers = await collectLegs(
    found.legs,
    plan.fans,
    {
      store: deps.store,
      checker: pool ? pool.checker(setting) : inThreadChecker(setting),
      maxBytes,
      concurrency: Math.max(1, concurrency, 4 * (pool?.size ?? 0)),
      keepQueryParams: keep,
    },
    found.records,
  );

  const { records } = found;
  settleVerdicts(records, gathers);
  const { outcomes, policy } = decide(plan, gathers, records, minSourceRatio);

  const merged = merge({
    runContext,
    gathers,
    outcomes,
    policy,
    threshold,
    mergedAt,
  });
  const canonical = await writeCanonical(merged, options.outputDir, runContext.week);
  const diagnostics = diagnosticsOf({
    runContext,
    plan,
    records,
    gathers,
    outcomes,
    policy,
    mergedAt,
  });
  const diagnosticsFile = await writeDiagnostics(diagnostics, options.outputDir);
  const statePath = await writeState(
    options.statePath,
    previousState,
    outcomes.rss,
    merged.news !== undefined,
    mergedAt,
  );

  return {
    status: policy.status,
    reason: policy.reason,
    exitCode: policy.exitCode,
    paths: { ...canonical.paths, diagnostics: diagnosticsFile.path },
    files: [...canonical.files, diagnosticsFile],
    newsChecksum: canonical.newsChecksum,
    warnings: policy.warnings,
    diagnostics,
    runContext,
    statePath,
    validation: { legs: found.legs.length, workers: pool?.size ?? 0 },
  };
}
