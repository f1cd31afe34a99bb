// Nested fans (pure): the RSS legs cut into chunks of `chunk-size` sources, each chunk one
// inner matrix (its jobs packed within the chunk) with its own partial fan-in, under an
// outer matrix over the chunks. See docs/shapes.md ("Nested fans").
//
// Chunk k holds the sources with seq in [k * size, (k + 1) * size): the rule the partial
// fan-in and the outer fan-in check (src/fanin/io/partial-payload.ts). A packed job never
// crosses a chunk, so each chunk's partial fan-in runs once that chunk's jobs are done.

import type { RssMatrixLeg } from './fan-plan.js';
import {
  MAX_MATRIX_JOBS,
  packLegs,
  ShapeError,
  sourcesPerLeg,
  type Packing,
  type RssJob,
} from './packing.js';

/**
 * The largest chunk index and chunk size a partial fan-in takes: the bounds of the fan-in
 * action's `partial-chunk` and `chunk-size`, and of `squadscope fan-in`'s options.
 */
export const MAX_CHUNK_ARGUMENT = 1_000_000;

/** One entry of the outer matrix (`rss-chunks`): a chunk and its inner matrix as JSON text. */
export interface ChunkEntry {
  chunk: number;
  chunks: number;
  chunk_size: number;
  /** Sources in the chunk. */
  sources: number;
  /** Jobs of its inner matrix. */
  jobs: number;
  /** `{"include": [...]}` of its jobs, for `fromJSON` in the inner workflow. */
  matrix: string;
}

/**
 * The id of packed job `index` of chunk `chunk`: `c<chunk>p<index>`, each padded so that
 * ids sort in plan order. The chunk in the id lets a chunk's partial fan-in open only its
 * own packs.
 */
export function nestedPackId(chunk: number, chunks: number, index: number, jobs: number): string {
  const pad = (n: number, count: number) =>
    String(n).padStart(String(Math.max(count - 1, 0)).length, '0');
  return `c${pad(chunk, chunks)}p${pad(index, jobs)}`;
}

/** The chunk a packed job id of a nested plan names, or undefined for any other id. */
export function chunkOfPackId(legId: string): number | undefined {
  const match = /^c([0-9]{1,7})p[0-9]{1,7}$/u.exec(legId);
  return match ? Number(match[1]) : undefined;
}

/** The jobs of each chunk: packed within the chunk, packed leg ids naming their chunk. */
export function nestJobs(
  legs: readonly RssMatrixLeg[],
  packing: Packing,
  chunkSize: number,
): RssJob[][] {
  if (!Number.isSafeInteger(chunkSize) || chunkSize < 1) {
    throw new RangeError(`chunk-size must be an integer >= 1, got ${String(chunkSize)}`);
  }
  const per = sourcesPerLeg(packing, legs.length);
  const chunks: RssMatrixLeg[][] = [];
  for (let at = 0; at < legs.length; at += chunkSize) chunks.push(legs.slice(at, at + chunkSize));
  if (per === 1) return chunks;
  const most = Math.ceil(chunkSize / per);
  return chunks.map((chunk, k) =>
    packLegs(chunk, { kind: 'sources-per-leg', n: per }).map((job, i) =>
      'leg_id' in job ? { ...job, leg_id: nestedPackId(k, chunks.length, i, most) } : job,
    ),
  );
}

/**
 * Refuses a nested shape GitHub cannot run: more jobs in a chunk than one matrix holds, or
 * more chunks than the outer matrix holds.
 */
export function checkNestedShape(chunks: readonly RssJob[][], chunkSize: number): void {
  if (chunks.length > MAX_MATRIX_JOBS) {
    throw new ShapeError(
      `${chunks.length} chunks of ${chunkSize} sources: the outer matrix holds at most ${MAX_MATRIX_JOBS}; raise chunk-size`,
    );
  }
  const largest = Math.max(0, ...chunks.map((c) => c.length));
  if (largest > MAX_MATRIX_JOBS) {
    throw new ShapeError(
      `chunk-size ${chunkSize} makes ${largest} jobs in a chunk: one matrix holds at most ${MAX_MATRIX_JOBS}; lower chunk-size or pack more sources per leg (sources-per-leg)`,
    );
  }
}

/** The outer matrix: one entry per chunk (`{include: []}` without RSS legs). */
export function chunkMatrix(
  chunks: readonly RssJob[][],
  chunkSize: number,
  json: (value: unknown) => string,
): { include: ChunkEntry[] } {
  return {
    include: chunks.map((jobs, chunk) => ({
      chunk,
      chunks: chunks.length,
      chunk_size: chunkSize,
      sources: jobs.reduce((n, job) => n + ('sources' in job ? job.sources : 1), 0),
      jobs: jobs.length,
      matrix: json({ include: jobs }),
    })),
  };
}
