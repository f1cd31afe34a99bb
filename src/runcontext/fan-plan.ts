// The fan plan (fan_plan_v1) and the matrices a workflow builds from it (pure).

import { assertValid, type Fan, type FanPlan, type SourceEntry } from '../contracts/index.js';
import { SOURCE_DEFAULTS } from '../config/limits.js';
import type { SkippedLeg } from './due.js';
import { LEG_ID_PATTERN } from './leg-id.js';
import { isShardId, resolveShards, SHARD_IDS, type ShardId } from './shards.js';

export type FanKind = 'rss' | 'github';

/** `{run_id}:rss` / `{run_id}:github`: the fan id every leg of that fan carries. */
export function fanId(runId: string, kind: FanKind): string {
  return `${runId}:${kind}`;
}

/**
 * Why `id` cannot be a leg of fan `kind`, or undefined: an RSS leg id follows
 * LEG_ID_PATTERN, a GitHub leg id is one of the four shards.
 */
export function legIdProblem(kind: FanKind, id: string): string | undefined {
  if (kind === 'github') {
    return isShardId(id)
      ? undefined
      : `${JSON.stringify(id.slice(0, 80))} is not a GitHub shard (${SHARD_IDS.join(', ')})`;
  }
  return LEG_ID_PATTERN.test(id)
    ? undefined
    : `${JSON.stringify(id.slice(0, 80))} is not a leg id (1 to 64 of a-z, 0-9, _ and -, starting with a letter or digit)`;
}

/**
 * The plan: for each fan with at least one leg its fan_id, expected count and legs, seq
 * being the index in config order (sources) or shard order. A fan without legs is left
 * out. `skipped` lists the configured sources that are not planned, and why.
 */
export function buildFanPlan(
  runId: string,
  dueSources: readonly SourceEntry[],
  shards: readonly ShardId[],
  requiredShards: readonly ShardId[],
  skipped: readonly SkippedLeg[],
): FanPlan {
  const ids = new Set<string>();
  for (const source of dueSources) {
    const problem = legIdProblem('rss', source.id);
    if (problem !== undefined) throw new RangeError(`fan plan: source ${problem}`);
    if (ids.has(source.id)) throw new RangeError(`source ${source.id} is planned twice`);
    ids.add(source.id);
  }
  // The same checks and order as the inputs get (RunContextError naming the input).
  const selection = resolveShards(shards, requiredShards);

  const plan: FanPlan = { schema_version: 'fan_plan_v1', run_id: runId, fans: {}, skipped: [] };
  if (dueSources.length > 0) {
    plan.fans.rss = {
      fan_id: fanId(runId, 'rss'),
      expected: dueSources.length,
      legs: dueSources.map((source, seq) => ({
        seq,
        id: source.id,
        required: source.required ?? SOURCE_DEFAULTS.required,
      })),
    };
  }
  if (selection.shards.length > 0) {
    plan.fans.github = {
      fan_id: fanId(runId, 'github'),
      expected: selection.shards.length,
      legs: selection.shards.map((id, seq) => ({
        seq,
        id,
        required: selection.required.includes(id),
      })),
    };
  }
  plan.skipped = skipped.map(({ id, reason }) => ({ id, reason }));
  return assertValid<FanPlan>('fan_plan_v1', plan, 'fan plan');
}

export interface MatrixLeg {
  seq: number;
  expected: number;
  fan_id: string;
  required: boolean;
}
export type RssMatrixLeg = MatrixLeg & { source_id: string };
export type GithubMatrixLeg = MatrixLeg & { shard_id: ShardId };

export interface Matrices {
  /** `strategy.matrix` of the RSS legs; `{include: []}` when the fan is off. */
  rss: { include: RssMatrixLeg[] };
  github: { include: GithubMatrixLeg[] };
}

/**
 * The matrix JSON of each fan, ready for `fromJSON` in `strategy.matrix`. GitHub refuses a
 * matrix without legs, so a workflow skips a fan whose `include` is empty (the action's
 * rss-legs / github-legs outputs say how many there are).
 */
export function matrices(plan: FanPlan): Matrices {
  const frame = (fan: Fan | undefined) =>
    fan ? { expected: fan.expected, fan_id: fan.fan_id } : { expected: 0, fan_id: '' };
  const rss = frame(plan.fans.rss);
  const github = frame(plan.fans.github);
  return {
    rss: {
      include: (plan.fans.rss?.legs ?? []).map((leg) => ({
        source_id: leg.id,
        seq: leg.seq,
        ...rss,
        required: leg.required,
      })),
    },
    github: {
      include: (plan.fans.github?.legs ?? []).map((leg) => ({
        shard_id: leg.id as ShardId,
        seq: leg.seq,
        ...github,
        required: leg.required,
      })),
    },
  };
}
