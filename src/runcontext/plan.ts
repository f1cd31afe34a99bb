// The whole computation of make-run-context once the files are read (pure): run context,
// due sources, fan plan and matrices. The action and the CLI both call this.

import type { FanPlan, RunContext, ScrapeState, SourceEntry } from '../contracts/index.js';
import { dueSources } from './due.js';
import { buildFanPlan, matrices, type Matrices } from './fan-plan.js';
import { buildRunContext } from './run-id.js';
import type { ShardId } from './shards.js';

export interface PlanRunInput {
  window: { week: string; since: string; until: string };
  sourceConfigChecksum: string;
  topicConfigChecksum: string;
  codeSha: string;
  /** The clock (ms): created_at and the due rule. */
  now: number;
  /** In config order. */
  sources: readonly SourceEntry[];
  state: ScrapeState;
  shards: readonly ShardId[];
  requiredShards: readonly ShardId[];
}

export interface PlannedRun {
  context: RunContext;
  plan: FanPlan;
  matrices: Matrices;
}

export function planRun(input: PlanRunInput): PlannedRun {
  const context = buildRunContext({
    week: input.window.week,
    since: input.window.since,
    until: input.window.until,
    sourceConfigChecksum: input.sourceConfigChecksum,
    topicConfigChecksum: input.topicConfigChecksum,
    codeSha: input.codeSha,
    now: input.now,
  });
  const { due, skipped } = dueSources(input.sources, input.state, input.now);
  const plan = buildFanPlan(context.run_id, due, input.shards, input.requiredShards, skipped);
  return { context, plan, matrices: matrices(plan) };
}
