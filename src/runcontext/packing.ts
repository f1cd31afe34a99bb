// Packing the RSS legs of a plan into matrix jobs, chunking the matrix past one GitHub
// matrix, and the limits and cost of a shape (pure). See docs/shapes.md.
//
// The fan plan stays one leg per source (its seq, frame and artifact file): packing only
// decides which sources one matrix job crawls, one after another. So the fan-in validates
// per source and its canonical outputs do not depend on the packing.

import type { RssMatrixLeg } from './fan-plan.js';

/** GitHub runs at most this many jobs from one matrix. */
export const MAX_MATRIX_JOBS = 256;
/** The reusable workflow has this many RSS matrix jobs (rss-matrix-0 … rss-matrix-3). */
export const MATRIX_CHUNKS = 4;
/** Legs one flat run can hold: MATRIX_CHUNKS matrices of MAX_MATRIX_JOBS. */
export const MAX_FLAT_LEGS = MAX_MATRIX_JOBS * MATRIX_CHUNKS;
/** Artifacts the toolkit lists per run unless ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT says otherwise. */
export const DEFAULT_MAX_LISTED_ARTIFACTS = 1000;
/** Artifacts one job may create. */
export const MAX_ARTIFACTS_PER_JOB = 500;
/**
 * Artifacts of a run besides the legs: run-context, the canonical outputs and the
 * diagnostics of the fan-in, with room for a rerun of each.
 */
export const RESERVED_ARTIFACTS = 8;

/** Estimate of a job's set-up (runner start, checkout, cache restore) in seconds. */
export const JOB_OVERHEAD_SECONDS = 30;
/** Estimate of one source's crawl (fetch with retries, parse, upload) in seconds. */
export const SECONDS_PER_SOURCE = 15;

export type Packing = { kind: 'sources-per-leg'; n: number } | { kind: 'max-legs'; n: number };

/** A packed matrix entry: one job crawling `source_ids` (comma list) in plan order. */
export interface PackedMatrixLeg {
  leg_id: string;
  source_ids: string;
  sources: number;
  fan_id: string;
  expected: number;
  /** Whether any of its sources is required. */
  required: boolean;
}

export type RssJob = RssMatrixLeg | PackedMatrixLeg;

/** Thrown for a shape GitHub or the artifact service cannot run; the message says why and what to do. */
export class ShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShapeError';
  }
}

/** Sources per leg for a packing of `sources` sources (at least 1). */
export function sourcesPerLeg(packing: Packing, sources: number): number {
  if (!Number.isSafeInteger(packing.n) || packing.n < 1) {
    throw new RangeError(`${packing.kind} must be an integer >= 1, got ${String(packing.n)}`);
  }
  if (packing.kind === 'sources-per-leg') return packing.n;
  return Math.max(1, Math.ceil(sources / packing.n));
}

/** `p0` … : ids of packed legs, padded so that they sort in plan order. */
export function packedLegId(index: number, count: number): string {
  return `p${String(index).padStart(String(Math.max(count - 1, 0)).length, '0')}`;
}

/**
 * The RSS matrix entries: with one source per leg today's entries unchanged; else
 * consecutive runs of `per` sources in plan (priority) order, each one packed entry.
 */
export function packLegs(legs: readonly RssMatrixLeg[], packing: Packing): RssJob[] {
  const per = sourcesPerLeg(packing, legs.length);
  if (per === 1) return [...legs];
  const count = Math.ceil(legs.length / per);
  const jobs: PackedMatrixLeg[] = [];
  for (let i = 0; i < count; i++) {
    const group = legs.slice(i * per, (i + 1) * per);
    const first = group[0] as RssMatrixLeg;
    jobs.push({
      leg_id: packedLegId(i, count),
      source_ids: group.map((l) => l.source_id).join(','),
      sources: group.length,
      fan_id: first.fan_id,
      expected: first.expected,
      required: group.some((l) => l.required),
    });
  }
  return jobs;
}

/** Splits the jobs into MATRIX_CHUNKS matrices of at most MAX_MATRIX_JOBS (empty ones last). */
export function chunkJobs<T>(jobs: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < MATRIX_CHUNKS; i++) {
    chunks.push(jobs.slice(i * MAX_MATRIX_JOBS, (i + 1) * MAX_MATRIX_JOBS));
  }
  return chunks;
}

export interface ShapeLimits {
  /** ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT, else DEFAULT_MAX_LISTED_ARTIFACTS. */
  maxListedArtifacts: number;
  /**
   * Chunks of a nested run (chunk-size): then each chunk is a matrix of its own (checked by
   * checkNestedShape, nesting.ts) instead of MAX_FLAT_LEGS, and uploads one partial artifact.
   */
  nestedChunks?: number;
}

/**
 * Artifacts each job uploads: its leg artifact, plus its metrics record (a job that runs one
 * leg publishes one; a packed job publishes none).
 */
export interface ArtifactsPerJob {
  rss: number;
  github: number;
}

/**
 * Refuses a shape that cannot run: more RSS jobs than MAX_FLAT_LEGS (unless nested), or more
 * artifacts (`perJob` for each RSS job and GitHub shard, one partial per chunk,
 * RESERVED_ARTIFACTS) than the fan-in can list.
 */
export function checkShape(
  rssJobs: number,
  githubLegs: number,
  limits: ShapeLimits,
  perJob: ArtifactsPerJob = { rss: 1, github: 1 },
): void {
  const chunks = limits.nestedChunks ?? 0;
  if (limits.nestedChunks === undefined && rssJobs > MAX_FLAT_LEGS) {
    throw new ShapeError(
      `${rssJobs} RSS legs: one run holds at most ${MAX_FLAT_LEGS} (${MATRIX_CHUNKS} matrices of ${MAX_MATRIX_JOBS} jobs); ` +
        `pack several sources into each leg (sources-per-leg or max-legs), or nest fans (chunk-size: a partial fan-in per chunk, then a fan-in of the partials)`,
    );
  }
  const artifacts = rssJobs * perJob.rss + githubLegs * perJob.github + chunks + RESERVED_ARTIFACTS;
  if (artifacts > limits.maxListedArtifacts) {
    throw new ShapeError(
      `${rssJobs} RSS legs and ${githubLegs} GitHub shards make ${artifacts} artifacts (with ${RESERVED_ARTIFACTS} reserved for the run context and the fan-in), ` +
        `over the ${limits.maxListedArtifacts} the fan-in can list (ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT): pack several sources into each leg (sources-per-leg or max-legs)`,
    );
  }
}

/** The listing limit from ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT, as the toolkit reads it. */
export function maxListedArtifacts(env: NodeJS.ProcessEnv): number {
  const raw = env['ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT'];
  if (raw === undefined || raw === '') return DEFAULT_MAX_LISTED_ARTIFACTS;
  const n = /^[1-9][0-9]{0,8}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (Number.isNaN(n)) {
    throw new ShapeError(
      `ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT must be an integer >= 1, got ${JSON.stringify(raw.slice(0, 40))}`,
    );
  }
  return n;
}

/**
 * Estimated billed runner minutes of the RSS jobs: GitHub bills each job rounded up to
 * the whole minute, so a job costs ceil((JOB_OVERHEAD_SECONDS + its sources ×
 * SECONDS_PER_SOURCE) / 60) minutes, and the estimate is the sum over the jobs.
 */
export function billedMinutes(sourcesPerJob: readonly number[]): number {
  return sourcesPerJob.reduce(
    (sum, n) => sum + Math.ceil((JOB_OVERHEAD_SECONDS + n * SECONDS_PER_SOURCE) / 60),
    0,
  );
}

/** The number of sources of each job. */
export function jobSources(jobs: readonly RssJob[]): number[] {
  return jobs.map((job) => ('sources' in job ? job.sources : 1));
}
