/**
 * Nested fans (pure): the contract of a partial fan-in and the rules the outer fan-in
 * checks it by. See docs/shapes.md ("Nested fans") and docs/contracts.md ("Nested fans and
 * partial fan-ins").
 *
 * A nested run cuts the plan's RSS legs into chunks of `chunk_size` consecutive seqs. A
 * partial fan-in gathers one chunk (newest valid attempt of each leg, as the flat fan-in
 * does) and uploads ONE artifact, `partial-rss-c<chunk>-a<attempt>`, holding `partial.json`
 * (`rss_partial_v1`: every planned leg of the chunk with its outcome) and the winning
 * payload of each leg as its own file `rss-<id>.json`, unchanged. The partial is a leg of
 * the outer fan `<run_id>:rss:chunks` (its last frame). The outer fan-in checks every
 * payload again exactly as a flat fan-in checks a leg, and applies the failure policy once
 * over all sources, so its canonical outputs are the flat fan-in's bytes.
 */
import { legFileName, PARTIAL_PREFIX, quoteName } from '../../contracts/artifact-names.js';
import type {
  FanPlan,
  PartialLeg,
  RssPartial,
  RunContext,
  FanFrame,
} from '../../contracts/index.js';
import { MAX_FRAME_DEPTH } from '../../contracts/generated/limits.js';
import { findFrame } from '../../gather/frames.js';
import { FanInSetupError, type ArtifactProblem } from '../reasons.js';
/** Largest `partial.json` read (a chunk of 100,000 legs with long rejection messages). */
export const MAX_PARTIAL_JSON_BYTES = 64 * 1024 * 1024;

/** The outer fan of a nested run: its legs are the chunks' partials. */
export function chunksFanId(runId: string): string {
  return `${runId}:rss:chunks`;
}

/** How many chunks of `size` legs a fan of `expected` legs makes. */
export function chunkCount(expected: number, size: number): number {
  if (!Number.isSafeInteger(size) || size < 1) {
    throw new RangeError(`chunk size must be an integer >= 1, got ${String(size)}`);
  }
  return Math.ceil(expected / size);
}

/** The seqs of chunk `chunk`: [first, end). */
export function chunkRange(
  expected: number,
  size: number,
  chunk: number,
): { first: number; end: number } {
  const count = chunkCount(expected, size);
  if (!Number.isSafeInteger(chunk) || chunk < 0 || chunk >= count) {
    throw new RangeError(
      `chunk ${String(chunk)} is outside 0..${count - 1} (${expected} legs in chunks of ${size})`,
    );
  }
  const first = chunk * size;
  return { first, end: Math.min(first + size, expected) };
}

/** What the partial fan-in found for one planned leg of its chunk. */
export interface ChunkLeg {
  seq: number;
  id: string;
  /** The winning payload: its attempt and its own frames. */
  held?: { attempt: number; fan: FanFrame[] };
  /** Rejected attempts, newest first, each with its first problem. */
  rejected: { attempt: number; problem: ArtifactProblem }[];
}

export interface PartialSpec {
  runId: string;
  /** The plan's RSS fan_id (the inner fan). */
  fanId: string;
  /** Frames the chunk inherits from further out (none for one level of nesting). */
  parent?: FanFrame[];
  chunk: number;
  chunkCount: number;
  chunkSize: number;
  /** Every planned leg of the chunk, in seq order. */
  legs: readonly ChunkLeg[];
}

/** The `rss_partial_v1` payload of a chunk. */
export function buildPartial(spec: PartialSpec): RssPartial {
  const frame = { fan_id: chunksFanId(spec.runId), seq: spec.chunk, expected: spec.chunkCount };
  return {
    schema_version: 'rss_partial_v1',
    run_id: spec.runId,
    fan_id: spec.fanId,
    fan: [...(spec.parent ?? []), frame],
    chunk_size: spec.chunkSize,
    legs: spec.legs.map(partialLeg),
  };
}

function partialLeg(leg: ChunkLeg): PartialLeg {
  return {
    seq: leg.seq,
    id: leg.id,
    attempt: leg.held?.attempt ?? null,
    file: leg.held ? legFileName('rss', leg.id) : null,
    ...(leg.held ? { fan: leg.held.fan } : {}),
    rejected: leg.rejected.map(({ attempt, problem }) => ({
      attempt,
      reason: problem.code,
      pointer: problem.pointer.slice(0, 1000),
      message: problem.message.slice(0, 2000),
    })),
  };
}

/** A partial as the outer fan-in read it: its artifact name, chunk and attempt. */
export interface ReadPartial {
  name: string;
  chunk: number;
  attempt: number;
  partial: RssPartial;
}

/**
 * Why `read` cannot be a chunk of this run's plan (one line naming the artifact), or null.
 * Checked: the run, the inner fan, the chunk frame (its seq the name's chunk, its expected
 * the chunk count), the depth of every held leg's full frame stack, and that the legs are
 * exactly the plan's legs of the chunk with a frame of the plan's seat.
 */
export function partialProblem(
  read: ReadPartial,
  runContext: RunContext,
  plan: FanPlan,
): string | null {
  const { partial } = read;
  const at = quoteName(read.name);
  const fan = plan.fans.rss;
  if (partial.run_id !== runContext.run_id) {
    return `partial ${at} is from another run (${partial.run_id}, this run is ${runContext.run_id})`;
  }
  if (!fan) return `partial ${at} holds RSS legs, but the plan has no RSS fan`;
  if (partial.fan_id !== fan.fan_id) {
    return `partial ${at} holds legs of fan ${quoteName(partial.fan_id)}, the plan's RSS fan is ${quoteName(fan.fan_id)}`;
  }
  const count = chunkCount(fan.expected, partial.chunk_size);
  const frame = partial.fan[partial.fan.length - 1] as FanFrame;
  const want = { fan_id: chunksFanId(runContext.run_id), seq: read.chunk, expected: count };
  if (frame.fan_id !== want.fan_id || frame.seq !== want.seq || frame.expected !== want.expected) {
    return `partial ${at}: its frame ${JSON.stringify(frame)} is not chunk ${read.chunk} of ${count} (${JSON.stringify(want)})`;
  }
  if (read.chunk >= count) {
    return `partial ${at}: chunk ${read.chunk} is outside the ${count} chunks of ${partial.chunk_size} legs`;
  }
  return legsProblem(read, plan, count) ?? depthProblem(read);
}

function legsProblem(read: ReadPartial, plan: FanPlan, count: number): string | null {
  const fan = plan.fans.rss as NonNullable<FanPlan['fans']['rss']>;
  const { partial } = read;
  const { first, end } = chunkRange(fan.expected, partial.chunk_size, read.chunk);
  const at = quoteName(read.name);
  if (partial.legs.length !== end - first) {
    return `partial ${at} lists ${partial.legs.length} legs; chunk ${read.chunk} of ${count} has ${end - first} in the plan (seqs ${first}..${end - 1})`;
  }
  const planned = new Map(fan.legs.map((l) => [l.seq, l.id]));
  for (const [i, leg] of partial.legs.entries()) {
    const seq = first + i;
    const id = planned.get(seq);
    if (leg.seq !== seq || leg.id !== id) {
      return `partial ${at}: leg ${i} is ${quoteName(leg.id)} (seq ${leg.seq}); the plan has ${quoteName(id ?? '?')} at seq ${seq}`;
    }
    const held = leg.attempt !== null;
    if (held !== (leg.file !== null) || held !== (leg.fan !== undefined)) {
      return `partial ${at}: leg ${quoteName(leg.id)} must have attempt, file and fan together, or none`;
    }
    if (leg.file !== null && leg.file !== legFileName('rss', leg.id)) {
      return `partial ${at}: leg ${quoteName(leg.id)} names file ${quoteName(leg.file)}, not ${legFileName('rss', leg.id)}`;
    }
    const own = leg.fan && findFrame(leg.fan, fan.fan_id)?.frame;
    if (leg.fan && (own?.seq !== seq || own.expected !== fan.expected)) {
      return `partial ${at}: leg ${quoteName(leg.id)} has no frame of seq ${seq} of ${fan.expected} in fan ${quoteName(fan.fan_id)}`;
    }
  }
  return null;
}

function depthProblem(read: ReadPartial): string | null {
  for (const leg of read.partial.legs) {
    const depth = read.partial.fan.length + (leg.fan?.length ?? 1);
    if (depth > MAX_FRAME_DEPTH) {
      return `partial ${quoteName(read.name)}: leg ${quoteName(leg.id)} would sit ${depth} frames deep (${read.partial.fan.length} of the partial + ${leg.fan?.length ?? 1} of the leg), over the limit of ${MAX_FRAME_DEPTH}`;
    }
  }
  return null;
}

/**
 * Checks the newest partial of each chunk together: each one valid for the plan (see
 * partialProblem), no leg claimed by two partials, one chunking for all, and no chunk
 * missing. Throws FanInSetupError saying what is wrong; the outer fan-in then writes
 * nothing.
 */
export function checkPartials(
  partials: readonly ReadPartial[],
  runContext: RunContext,
  plan: FanPlan,
): void {
  for (const read of partials) {
    const problem = partialProblem(read, runContext, plan);
    if (problem !== null) throw new FanInSetupError(problem);
  }
  const claims = new Map<number, string>();
  for (const read of partials) {
    for (const leg of read.partial.legs) {
      const other = claims.get(leg.seq);
      if (other !== undefined) {
        throw new FanInSetupError(
          `two partials claim leg ${quoteName(leg.id)} (seq ${leg.seq}): ${quoteName(other)} and ${quoteName(read.name)}`,
        );
      }
      claims.set(leg.seq, read.name);
    }
  }
  const sizes = [...new Set(partials.map((p) => p.partial.chunk_size))];
  if (sizes.length > 1) {
    throw new FanInSetupError(`the partials disagree on the chunk size (${sizes.join(', ')})`);
  }
  const fan = plan.fans.rss;
  if (!fan || sizes[0] === undefined) return;
  const count = chunkCount(fan.expected, sizes[0]);
  const present = new Set(partials.map((p) => p.chunk));
  for (let chunk = 0; chunk < count; chunk++) {
    if (!present.has(chunk)) {
      const { first, end } = chunkRange(fan.expected, sizes[0], chunk);
      throw new FanInSetupError(
        `chunk ${chunk} of ${count} is missing: no ${PARTIAL_PREFIX}${chunk}-a<N> artifact (legs ${first}..${end - 1}); rerun its partial fan-in`,
      );
    }
  }
}
