// The run context and fan plan. Pure except manifest.ts, the file-reading edge
// of code_sha.
export { codeSha } from './code-sha.js';
export type { ManifestEntry } from './code-sha.js';
export { DUE_TOLERANCE_MS, dueAfter, dueSources, nextDue, nextDueLine, nextDueMs } from './due.js';
export type { DueSelection, SkippedLeg } from './due.js';
export { runContextProblem } from './consistency.js';
export { RunContextError } from './errors.js';
export { buildFanPlan, fanId, legIdProblem, matrices } from './fan-plan.js';
export { LEG_ID_PATTERN } from './leg-id.js';
export type { FanKind, GithubMatrixLeg, Matrices, MatrixLeg, RssMatrixLeg } from './fan-plan.js';
export {
  actionRootFromBundle,
  buildCodeManifest,
  SUITE_MANIFEST_PATH,
  suiteDigestOf,
} from './manifest.js';
export { embeddedSuiteDigest } from './suite-digest.js';
export type { CodeManifestOptions } from './manifest.js';
export { buildRunContext, runId } from './run-id.js';
export type { RunContextCore, RunContextParts } from './run-id.js';
export { isShardId, resolveShards, SHARD_IDS } from './shards.js';
export type { ShardId } from './shards.js';
export {
  DAY_MS,
  formatTimestamp,
  formatTimestampCeil,
  HOUR_MS,
  MINUTE_MS,
  parseBoundary,
  parseNow,
  SECOND_MS,
  utcDateMs,
} from './time.js';
export {
  isoWeek,
  isoWeekOf,
  MAX_ISO_YEAR,
  MIN_ISO_YEAR,
  mondayMs,
  parseWeek,
  shiftWeek,
  weeksInYear,
  weekWindow,
} from './week.js';
export type { IsoWeek, WeekWindow } from './week.js';
export { resolveWindow } from './window.js';
export type { ResolvedWindow, WindowInputs } from './window.js';
export { planRun } from './plan.js';
export type { PlannedRun, PlanRunInput } from './plan.js';
export {
  billedMinutes,
  checkShape,
  chunkJobs,
  DEFAULT_MAX_LISTED_ARTIFACTS,
  JOB_OVERHEAD_SECONDS,
  jobSources,
  MATRIX_CHUNKS,
  MAX_ARTIFACTS_PER_JOB,
  MAX_FLAT_LEGS,
  MAX_MATRIX_JOBS,
  maxListedArtifacts,
  packedLegId,
  packLegs,
  RESERVED_ARTIFACTS,
  SECONDS_PER_SOURCE,
  ShapeError,
  sourcesPerLeg,
} from './packing.js';
export type { PackedMatrixLeg, Packing, RssJob, ShapeLimits } from './packing.js';
export {
  checkNestedShape,
  chunkMatrix,
  chunkOfPackId,
  MAX_CHUNK_ARGUMENT,
  nestedPackId,
  nestJobs,
} from './nesting.js';
export type { ChunkEntry } from './nesting.js';
