/**
 * gather: reads the legs of one fan from the artifact store into a collector, in the mode
 * its GatherSpec names. Perfect: pulls until the fan is complete or the timeout passes (then fails or
 * closes incomplete). Latent: resumes the newest persisted state, folds the legs not seen,
 * publishes the next state version, and with a watch time keeps pulling until complete.
 * Clock and sleep are parameters (tests run it without waiting).
 */
import { ArtifactError, type ArtifactStore } from '../../artifacts/index.js';
import type { ClickHouseOptions } from '../../okf/clickhouse/connection.js';
import { runPool } from '../../base/pool.js';
import { CancelledError } from '../../runtime/signals.js';
import type { FanFrame } from '../../contracts/index.js';
import {
  arrivedSeqs,
  closeIncomplete,
  missingSeqs,
  openGather,
  pull,
  seenCount,
  type AnyKernel,
  type Arrival,
  type GatherRecord,
  type GatherSpec,
  type RejectedDelivery,
  unpersistableProblem,
} from '../index.js';
import { publishStep, registeredKernel, type KernelRegistry } from '../registry.js';
import { missingText, seenText, waitProgress } from '../progress.js';
import {
  fansOfLegArtifacts,
  LEG_FILE,
  MAX_STATE_VERSION,
  newestFirst,
  parseFanLegArtifactName,
} from '../../contracts/artifact-names.js';
import { MAX_LEG_BYTES, readLeg } from './legs.js';
import {
  awaitStateVersion,
  loadState,
  newestStateName,
  publishState,
  WINNER_WAIT_MS,
} from './state-store.js';

export interface GatherRunOptions {
  spec: GatherSpec;
  store: ArtifactStore;
  /** Where a kernel's publish step writes (an okf dataset); default `store`. */
  publishStore?: ArtifactStore;
  /** The ClickHouse connection of an okf dataset published there (kernel option store). */
  clickhouse?: ClickHouseOptions | undefined;
  registry: KernelRegistry;
  workspace: string;
  /** Keys publish steps (the rlm record) across reruns. */
  runId: string;
  /** Perfect mode: give up waiting after this long (undefined: one look, no waiting). */
  timeoutMs?: number;
  /** Latent mode: keep pulling until complete or this long has passed (0: one pull). */
  watchMs?: number;
  pollMs: number;
  onIncomplete: 'fail' | 'close';
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Uniform in [0, 1) (default Math.random): jitters the look for a race's winner. */
  random?: () => number;
  log: (line: string) => void;
  /** The label of each seq (its matrix values), naming the legs a wait still waits for. */
  legLabels?: readonly string[] | null;
  /** Wraps each listing of the store, e.g. in a collapsed log group (the client's own lines). */
  quiet?: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Aborted when the job is cancelled: the loop stops before its next list or publish. */
  signal?: AbortSignal;
}

export interface GatherOutcome {
  record: GatherRecord;
  /** The record's status; `failed` when the gather failed (see GatherFailure). */
  status: GatherRecord['status'] | 'failed';
  seen: number;
  expected: number | null;
  missing: number[];
  /** The kernel's result, after its publish step when it has one. */
  result: unknown;
  /** Latent: the state artifact the result comes from. */
  stateArtifact: string | null;
  /** The frames enclosing the gathered fan (its frame removed): what the result carries on. */
  frames: FanFrame[];
}

/**
 * A gather that failed, with what it knew when it failed (what was seen and missing), so
 * that the step can still report it; `reason` is the error itself.
 */
export class GatherFailure extends Error {
  constructor(
    readonly outcome: GatherOutcome,
    readonly reason: Error,
  ) {
    super(reason.message, { cause: reason });
    this.name = 'GatherFailure';
  }
}

/** A fan that did not complete in time with on-incomplete: fail, or legs that were refused. */
export class GatherError extends Error {
  /** What to do next, when there is a likely mend (the fans that do exist). */
  readonly hint?: string;

  constructor(message: string, hint?: string) {
    super(message);
    this.name = 'GatherError';
    if (hint !== undefined) this.hint = hint;
  }
}

function kernelOf(registry: KernelRegistry, name: string): AnyKernel {
  const kernel = registeredKernel(registry, name);
  if (kernel === undefined) {
    throw new RangeError(
      `unknown kernel ${JSON.stringify(name.slice(0, 60))} (kernels: ${Object.keys(registry.kernels).join(', ')})`,
    );
  }
  // Every pull of this gather is saved as a state artifact.
  const unpersistable = unpersistableProblem(kernel);
  if (unpersistable !== null) throw new RangeError(unpersistable);
  return kernel;
}

/**
 * Leg downloads in flight (each is two round trips to the service). Measured at 50 ms a call
 * on 256 legs: 8 is the most that stayed near 1.3x its ideal time on a loaded 2-core machine
 * (docs/performance.md, "Artifact service calls").
 */
export const LEG_DOWNLOAD_CONCURRENCY = 8;

/** A leg's files, or why it is refused when it is over the size a leg may have. */
async function downloadLeg(
  store: ArtifactStore,
  name: string,
): Promise<Map<string, Buffer> | { refused: string }> {
  try {
    return await store.download(name, { maxBytes: MAX_LEG_BYTES, maxFiles: 1 });
  } catch (error) {
    if (error instanceof ArtifactError && error.code === 'too_large') {
      return { refused: `too large: ${error.message}` };
    }
    throw error;
  }
}

/**
 * The legs of the fan not yet known to the record, in the order a pull folds them: by seq,
 * newest attempt first (so one pull folds the newest attempt present).
 */
async function newArrivals(
  store: ArtifactStore,
  names: readonly string[],
  record: GatherRecord,
  offered: Set<string>,
): Promise<{ arrivals: Arrival<unknown>[]; rejected: RejectedDelivery[] }> {
  const legs = names
    .filter((name) => !offered.has(name))
    .flatMap((name) => {
      const parsed = parseFanLegArtifactName(name, record.fan_id);
      return parsed === null ? [] : [{ name, ...parsed }];
    })
    .sort((a, b) => a.seq - b.seq || newestFirst(a, b));
  const arrivals: Arrival<unknown>[] = [];
  const rejected: RejectedDelivery[] = [];
  // Downloads overlap (each is two round trips to the service); legs fold in order.
  const downloads = await runPool(
    legs,
    LEG_DOWNLOAD_CONCURRENCY,
    (leg) => downloadLeg(store, leg.name),
    { stopOnError: true },
  );
  for (const [index, leg] of legs.entries()) {
    offered.add(leg.name);
    const files = downloads[index]!;
    const bytes = 'refused' in files ? undefined : files.get(LEG_FILE);
    const read =
      'refused' in files
        ? { rejected: files.refused }
        : bytes === undefined
          ? { rejected: `holds no ${LEG_FILE}` }
          : readLeg(leg.name, bytes, record.fan_id, leg);
    if ('arrival' in read) arrivals.push(read.arrival);
    else rejected.push({ name: leg.name, detail: read.rejected });
  }
  return { arrivals, rejected };
}

function refuse(rejected: readonly RejectedDelivery[]): never {
  const lines = rejected.slice(0, 10).map((r) => `${r.name}: ${r.detail}`);
  throw new GatherError(
    `${rejected.length} leg artifact${rejected.length === 1 ? '' : 's'} refused (nothing was folded or published): ${lines.join('; ')}`,
  );
}

/** Already-folded deliveries (latent) are not downloaded again. */
function knownNames(record: GatherRecord): Set<string> {
  return new Set([
    ...Object.values(record.seen).map((d) => d.name),
    ...record.pending.map((s) => s.name),
    ...record.passed.map((p) => p.name),
  ]);
}

/** Pulls that lose the race to publish a state version, in a row, before giving up. */
const MAX_RACES = 5;

interface Pulled {
  record: GatherRecord;
  stateArtifact: string | null;
}

/** Throws the abort reason (a CancelledError from the runtime) once the job is cancelled. */
function stopIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted !== true) return;
  throw signal.reason instanceof CancelledError ? signal.reason : new CancelledError('SIGTERM');
}

async function pullOnce(
  opts: GatherRunOptions,
  kernel: AnyKernel,
  current: Pulled,
  offered: Set<string>,
  races = 0,
): Promise<Pulled> {
  stopIfCancelled(opts.signal);
  const list = () => opts.store.list();
  const names = (await (opts.quiet ? opts.quiet(list) : list())).map((a) => a.name);
  let base = current;
  if (opts.spec.mode === 'latent') {
    const newest = newestStateName(names, opts.spec);
    if (newest !== null && newest.name !== current.stateArtifact) {
      const loaded = await loadState(opts.store, newest, opts.spec, kernel);
      base = { record: loaded.record, stateArtifact: loaded.artifact };
      for (const name of knownNames(loaded.record)) offered.add(name);
    }
  }
  const { arrivals, rejected } = await newArrivals(opts.store, names, base.record, offered);
  if (rejected.length > 0) refuse(rejected);
  const { record, report } = await pull(base.record, arrivals, kernel).catch((error: unknown) => {
    throw failedFold(base, arrivals, error);
  });
  const fresh = record.rejected.filter((r) => !base.record.rejected.some((o) => o.name === r.name));
  if (fresh.length > 0) refuse(fresh);
  if (report.added.length > 0)
    opts.log(
      `Folded seqs ${report.added.join(', ')} (${seenText({ seen: seenCount(record), expected: record.expected })})`,
    );
  if (opts.spec.mode === 'perfect') return { record, stateArtifact: null };
  const changed =
    base.stateArtifact === null ||
    report.added.length > 0 ||
    record.passed.length !== base.record.passed.length;
  if (!changed) return { record, stateArtifact: base.stateArtifact };
  const version =
    (base.stateArtifact === null
      ? 0
      : (newestStateName([base.stateArtifact], opts.spec)?.version ?? 0)) + 1;
  if (version > MAX_STATE_VERSION) {
    throw new GatherError(
      `collector ${opts.spec.collector} has published its last state version (${MAX_STATE_VERSION}, ${base.stateArtifact ?? ''}): gather into another collector`,
    );
  }
  const published = await publishState(opts.store, record, version);
  if (published === null) {
    if (races >= MAX_RACES) {
      throw new GatherError(
        `state version ${version} of collector ${opts.spec.collector} exists but cannot be read back: ${MAX_RACES} pulls in a row lost the race to publish it`,
      );
    }
    opts.log(`State version ${version} was published by another pull; pulling again from it`);
    await awaitWinner(opts, version);
    offered.clear();
    return pullOnce(opts, kernel, base, offered, races + 1);
  }
  opts.log(`Published gather state ${published}`);
  return { record, stateArtifact: published };
}

/** Once the race for `version` is lost: waits (briefly) until the winner's state is listed. */
async function awaitWinner(opts: GatherRunOptions, version: number): Promise<void> {
  const clock = { now: opts.now, sleep: opts.sleep, random: opts.random ?? Math.random };
  if (await awaitStateVersion(opts.store, opts.spec, version, clock)) return;
  throw new GatherError(
    `state version ${version} of collector ${opts.spec.collector} was published by another pull but is not listed after ${WINNER_WAIT_MS / 1000} s`,
  );
}

function done(opts: GatherRunOptions, record: GatherRecord): boolean {
  return opts.spec.mode === 'perfect' ? record.closed : record.status === 'complete';
}

function outcomeOf(
  current: Pulled,
  status: GatherOutcome['status'],
  result: unknown,
): GatherOutcome {
  const { record } = current;
  return {
    record,
    status,
    seen: seenCount(record),
    expected: record.expected,
    missing: missingSeqs(record),
    result,
    stateArtifact: current.stateArtifact,
    frames: record.frames ?? [],
  };
}

/**
 * A fold that threw: the failure counts the legs the pull had in hand, not the record it
 * leaves (which saw none of them), so two legs that collide read "2 of 2", not "0 of ?".
 */
function failedFold(base: Pulled, arrivals: readonly Arrival<unknown>[], error: unknown): Error {
  if (error instanceof CancelledError) return error;
  const cause = error instanceof Error ? error : new Error(String(error));
  const { expected, seqs } = arrivedSeqs(base.record, arrivals);
  const present = new Set(seqs);
  const missing =
    expected === null
      ? []
      : Array.from({ length: expected }, (_, seq) => seq).filter((seq) => !present.has(seq));
  const outcome = { ...outcomeOf(base, 'failed', null), seen: seqs.length, expected, missing };
  return new GatherFailure(outcome, cause);
}

/** Pulls until done or the wait is over; `progress` holds the newest pull (for failures). */
async function pullUntilDone(
  opts: GatherRunOptions,
  kernel: AnyKernel,
  progress: { current: Pulled },
  waitMs: number,
): Promise<void> {
  const started = opts.now();
  const offered = new Set<string>();
  const report = waitProgress(opts.legLabels ?? null);
  const say = () => {
    const { record } = progress.current;
    const leftMs = waitMs - (opts.now() - started);
    if (done(opts, record) || leftMs <= 0) return;
    const state = { arrived: seenCount(record), expected: record.expected, leftMs };
    const line = report({ ...state, missing: missingSeqs(record) }, opts.now());
    if (line !== null) opts.log(line);
  };
  progress.current = await pullOnce(opts, kernel, progress.current, offered);
  say();
  while (!done(opts, progress.current.record) && opts.now() - started < waitMs) {
    stopIfCancelled(opts.signal);
    await opts.sleep(Math.min(opts.pollMs, Math.max(0, waitMs - (opts.now() - started))));
    progress.current = await pullOnce(opts, kernel, progress.current, offered);
    say();
  }
}

/** The fans whose legs are in the store, for a gather that found none of its own. */
async function otherFans(store: ArtifactStore): Promise<string> {
  const fans = fansOfLegArtifacts((await store.list()).map((a) => a.name));
  if (fans.length === 0) return 'no leg of any fan is in the run';
  const shown = fans.slice(0, 10).join(', ');
  return `fans with legs in the run: ${shown}${fans.length > 10 ? ` and ${fans.length - 10} more` : ''}`;
}

/** Perfect mode past its wait: fails (on-incomplete fail) or closes with what is there. */
async function settleIncomplete(
  opts: GatherRunOptions,
  kernel: AnyKernel,
  current: Pulled,
  waitMs: number,
): Promise<Pulled> {
  const { record } = current;
  if (opts.spec.mode !== 'perfect' || record.closed) return current;
  const others = record.expected === null ? await otherFans(opts.store) : '';
  const missing =
    record.expected === null
      ? `no leg of the fan has arrived (${others})`
      : missingText(missingSeqs(record), opts.legLabels ?? null);
  if (opts.onIncomplete === 'fail') {
    const error = new GatherError(
      `gather ${opts.spec.collector} of fan ${JSON.stringify(opts.spec.fan_id)} is incomplete after ${Math.round(waitMs / 1000)} s: ${missing}`,
      record.expected === null
        ? `Check the fan-id: it must be the one the legs were emitted with (${others}).`
        : undefined,
    );
    throw new GatherFailure(outcomeOf(current, 'incomplete', null), error);
  }
  opts.log(`Closing incomplete: ${missing}`);
  return { ...current, record: await closeIncomplete(record, kernel) };
}

/**
 * Runs the gather. Any failure once the fan is being read is a {@link GatherFailure}
 * holding what was seen so far and the error itself (`reason`), except a cancellation
 * (CancelledError); a bad kernel or bad options fail before, as a RangeError.
 */
export async function runGather(opts: GatherRunOptions): Promise<GatherOutcome> {
  const kernel = kernelOf(opts.registry, opts.spec.kernel);
  const waitMs = opts.spec.mode === 'perfect' ? (opts.timeoutMs ?? 0) : (opts.watchMs ?? 0);
  const progress = {
    current: { record: openGather(opts.spec, kernel), stateArtifact: null } as Pulled,
  };
  try {
    // A user module that is missing or does not parse fails here, before any leg is read.
    await kernel.prepare?.(progress.current.record.state);
    await pullUntilDone(opts, kernel, progress, waitMs);
    progress.current = await settleIncomplete(opts, kernel, progress.current, waitMs);
    const { record } = progress.current;
    let result = record.result;
    const publish = publishStep(opts.registry, opts.spec.kernel);
    if (publish !== undefined && record.closed) {
      result = await publish(result, {
        options: opts.spec.options,
        workspace: opts.workspace,
        store: opts.publishStore ?? opts.store,
        runId: opts.runId,
        clickhouse: opts.clickhouse,
      });
    }
    return outcomeOf(progress.current, record.status, result);
  } catch (error) {
    // A cancelled job reports nothing more: the runner is stopping it.
    if (error instanceof GatherFailure || error instanceof CancelledError) throw error;
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new GatherFailure(outcomeOf(progress.current, 'failed', null), cause);
  } finally {
    await opts.registry.close();
  }
}
