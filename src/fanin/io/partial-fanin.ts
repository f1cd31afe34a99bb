/**
 * The partial fan-in of one chunk of a nested run (I/O): gathers the chunk's RSS legs (own
 * artifacts and files of packs, newest valid attempt of each leg, by the flat fan-in's
 * check and collector) and uploads `partial-rss-c<chunk>-a<attempt>`: `partial.json`
 * (rss_partial_v1, partial-payload.ts) and each winning payload, byte for byte, as
 * `rss-<id>.json`. No failure policy here: the outer fan-in applies it once, over all
 * sources. Legs of other chunks are not read.
 */
import { readLocatedFile, type ArtifactFile, type ArtifactStore } from '../../artifacts/index.js';
import {
  parsePackArtifactName,
  newestFirst,
  legFileName,
  partialArtifactName,
  PARTIAL_FILE,
} from '../../contracts/artifact-names.js';
import type { LocatedFile } from '../../base/located-file.js';
import { uploadOnce } from '../../artifacts/upload-once.js';
import { canonicalJson } from '../../canonical/index.js';
import {
  assertValid,
  type FanFrame,
  type FanPlan,
  type RssPartial,
  type RunContext,
} from '../../contracts/index.js';
import type { Arrival } from '../../gather/index.js';
import { chunkOfPackId } from '../../runcontext/nesting.js';
import { runPool } from '../../base/pool.js';
import { classifyArtifact, loadRunAndPlan } from './artifacts.js';
import { foldKernel, gatherFan, heldLeg, type FanGather } from '../kernel.js';
import { checkLeg, type LegSetting } from '../leg-check.js';
import { fetchProblem } from './leg-files.js';
import { isPackName, openPack } from './packs.js';
import { buildPartial, chunkCount, chunkRange, type ChunkLeg } from './partial-payload.js';
import { FanInSetupError, type ArtifactProblem } from '../reasons.js';
import { DEFAULT_MAX_ARTIFACT_BYTES, freshHashSeed } from './run.js';

export interface PartialFanInOptions {
  /** The chunk to gather (0-based). */
  chunk: number;
  /** Legs per chunk: chunk k holds the legs with seq in [k * size, (k + 1) * size). */
  chunkSize: number;
  /** The run attempt: the partial is uploaded as partial-rss-c<chunk>-a<attempt>. */
  attempt: number;
  /** The run's context; default: the newest `run-context-a<N>` artifact. */
  runContext?: RunContext;
  /** The fan plan; default: the newest `run-context-a<N>` artifact. */
  fanPlan?: FanPlan;
  /** Largest accepted leg artifact (default 64 MiB). */
  maxArtifactBytes?: number;
  /** Legs read at once (default 4). */
  concurrency?: number;
}

export interface PartialFanInResult {
  /** The partial's artifact name. */
  name: string;
  partial: RssPartial;
  /** Legs of the chunk with a valid payload, and without. */
  held: number;
  missing: number;
  /** uploaded, or same when the same attempt already uploaded the same files. */
  outcome: 'uploaded' | 'same';
}

/** A leg artifact or pack file of the chunk, to check. */
interface Candidate {
  name: string;
  id: string;
  seq: number;
  attempt: number;
  content?: { file: LocatedFile } | { bytes: Uint8Array };
}

interface Held {
  bytes: Uint8Array;
  frames: FanFrame[];
}

/** The chunk's seqs, or a FanInSetupError naming the chunking that cannot be. */
function rangeOf(plan: FanPlan, options: PartialFanInOptions): { first: number; end: number } {
  const fan = plan.fans.rss;
  if (!fan) throw new FanInSetupError('the plan has no RSS fan: there is nothing to gather');
  try {
    return chunkRange(fan.expected, options.chunkSize, options.chunk);
  } catch (error) {
    if (error instanceof RangeError) throw new FanInSetupError(error.message);
    throw error;
  }
}

/** A rejection of a leg of the chunk, as the partial records it. */
type Rejection = { attempt: number; problem: ArtifactProblem };

/**
 * The chunk's leg artifacts and pack files, and the packs of the chunk the artifact service
 * would not hand over (any of them may have held a leg that nothing else holds).
 */
async function candidatesOf(
  store: ArtifactStore,
  names: readonly string[],
  plan: FanPlan,
  range: { first: number; end: number },
  chunk: number,
  maxBytes: number,
): Promise<{ found: Candidate[]; unreadablePacks: Rejection[] }> {
  const inRange = (seq: number) => seq >= range.first && seq < range.end;
  const found: Candidate[] = [];
  const unreadablePacks: Rejection[] = [];
  for (const name of names) {
    if (isPackName(name)) {
      // A pack of a nested plan names its chunk: another chunk's pack is not read.
      const own = chunkOfPackId(parsePackArtifactName(name)?.legId ?? '');
      if (own !== undefined && own !== chunk) continue;
      const opened = await openPack(store, name, plan, maxBytes);
      for (const { name: file, leg, content } of opened.legs)
        if (inRange(leg.seq)) found.push({ name: file, ...leg, content });
      if (opened.rejected?.problem.code === 'unreadable') unreadablePacks.push(opened.rejected);
      continue;
    }
    const leg = classifyArtifact(name, plan);
    if (leg.kind === 'leg' && leg.fan === 'rss' && inRange(leg.seq)) found.push({ name, ...leg });
  }
  return { found, unreadablePacks };
}

/** The bytes of a candidate, or the problem that is its verdict. */
async function bytesOf(
  store: ArtifactStore,
  candidate: Candidate,
  maxBytes: number,
): Promise<Uint8Array | ArtifactProblem> {
  try {
    const { content } = candidate;
    if (content) return 'bytes' in content ? content.bytes : readLocatedFile(content.file);
    const file = legFileName('rss', candidate.id);
    const bytes = (await store.download(candidate.name, { maxBytes })).get(file);
    return bytes ?? { code: 'name', pointer: '', message: `the artifact holds no file ${file}` };
  } catch (error) {
    const problem = fetchProblem(error);
    if (!problem) throw error;
    return problem;
  }
}

type Rejected = Candidate & { problem: ArtifactProblem };

/**
 * Each candidate checked: the valid ones as arrivals of the chunk's gather, the others
 * with the problem that is their verdict, newest first, then by name (the order the flat
 * fan-in picks a missing leg's reason in).
 */
async function checkCandidates(
  store: ArtifactStore,
  candidates: readonly Candidate[],
  setting: LegSetting,
  concurrency: number,
): Promise<{ arrivals: Arrival<Held>[]; rejected: Rejected[] }> {
  const arrivals: Arrival<Held>[] = [];
  const rejected: Rejected[] = [];
  await runPool(candidates, concurrency, async (candidate) => {
    const bytes = await bytesOf(store, candidate, setting.maxBytes);
    if (!(bytes instanceof Uint8Array)) return void rejected.push({ ...candidate, problem: bytes });
    const verdict = checkLeg(
      { name: candidate.name, fan: 'rss', id: candidate.id, bytes },
      setting,
    );
    if (!verdict.ok) {
      return void rejected.push({ ...candidate, problem: verdict.problems[0] as ArtifactProblem });
    }
    const { attempt, name } = candidate;
    arrivals.push({
      frames: verdict.frames,
      attempt,
      name,
      item: { bytes, frames: verdict.frames },
    });
  });
  rejected.sort(newestFirst);
  return { arrivals, rejected };
}

/**
 * The chunk's legs as the partial records them, and the files of the held ones. A leg
 * that nothing was found for takes the unreadable packs' verdicts: any of them may have
 * held it.
 */
function chunkLegs(
  fan: NonNullable<FanPlan['fans']['rss']>,
  range: { first: number; end: number },
  gathered: FanGather<Held, null>,
  rejected: readonly Rejected[],
  unreadablePacks: readonly Rejection[],
): { legs: ChunkLeg[]; files: ArtifactFile[] } {
  const legs: ChunkLeg[] = [];
  const files: ArtifactFile[] = [];
  for (const leg of fan.legs.filter((l) => l.seq >= range.first && l.seq < range.end)) {
    const slot = heldLeg(gathered, leg.seq);
    const mine: Rejection[] = rejected.filter((r) => r.seq === leg.seq);
    legs.push({
      seq: leg.seq,
      id: leg.id,
      ...(slot ? { held: { attempt: slot.attempt, fan: slot.item.frames } } : {}),
      rejected: (slot || mine.length > 0 ? mine : unreadablePacks).map(({ attempt, problem }) => ({
        attempt,
        problem,
      })),
    });
    if (slot) files.push({ name: legFileName('rss', leg.id), data: slot.item.bytes });
  }
  legs.sort((a, b) => a.seq - b.seq);
  return { legs, files };
}

/**
 * Runs the partial fan-in of `options.chunk` and uploads its artifact. Throws
 * FanInSetupError for a run context, plan or chunking that cannot be.
 */
export async function runPartialFanIn(
  options: PartialFanInOptions,
  deps: { store: ArtifactStore },
): Promise<PartialFanInResult> {
  const { store } = deps;
  const maxBytes = options.maxArtifactBytes ?? DEFAULT_MAX_ARTIFACT_BYTES;
  const names = (await store.list()).map((a) => a.name);
  const { runContext, fanPlan: plan } = await loadRunAndPlan(options, store, names);
  const range = rangeOf(plan, options);
  const fan = plan.fans.rss as NonNullable<FanPlan['fans']['rss']>;
  const setting: LegSetting = {
    runContext,
    plan,
    maxBytes,
    keepQueryParams: new Set(),
    hashSeed: freshHashSeed(),
  };
  const { found, unreadablePacks } = await candidatesOf(
    store,
    names,
    plan,
    range,
    options.chunk,
    maxBytes,
  );
  const { arrivals, rejected } = await checkCandidates(
    store,
    found,
    setting,
    options.concurrency ?? 4,
  );
  // The gather engine keeps the newest valid attempt of each seq (seqs of other chunks are
  // missing: the gather closes incomplete); nothing is merged here.
  const nothing = foldKernel<Held, null>(
    'partial-fan-in',
    () => null,
    () => {},
  );
  const gathered = await gatherFan(fan, arrivals, nothing);
  const { legs, files } = chunkLegs(fan, range, gathered, rejected, unreadablePacks);
  const partial = buildPartial({
    runId: runContext.run_id,
    fanId: fan.fan_id,
    chunk: options.chunk,
    chunkCount: chunkCount(fan.expected, options.chunkSize),
    chunkSize: options.chunkSize,
    legs,
  });
  assertValid<RssPartial>('rss_partial_v1', partial, 'the partial');
  const name = partialArtifactName(options.chunk, options.attempt);
  const manifest = { name: PARTIAL_FILE, data: `${canonicalJson(partial)}\n` };
  const outcome = await uploadOnce(store, name, [manifest, ...files]);
  const held = files.length;
  return { name, partial, held, missing: legs.length - held, outcome };
}
