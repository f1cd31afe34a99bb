/**
 * The run context and fan plan a shard leg works in: from the run-context / fan-plan inputs,
 * or from the newest `run-context-a<N>` artifact make-run-context uploaded (files
 * run_context.json and fan_plan.json). Both are validated against their contracts; a leg
 * never computes its own window.
 */
import { parseStrict } from '../../canonical/index.js';
import {
  assertValid,
  type FanFrame,
  type FanPlan,
  type RunContext,
} from '../../contracts/index.js';
import { newestAttempt, type ArtifactStore } from '../../artifacts/index.js';
import { InputError } from '../../runtime/index.js';
import type { ShardId } from '../../runcontext/shards.js';
import type { ShardSelection } from './main.js';

export const RUN_CONTEXT_ARTIFACT = 'run-context';
export const RUN_CONTEXT_FILE = 'run_context.json';
export const FAN_PLAN_FILE = 'fan_plan.json';
const MAX_CONTEXT_BYTES = 4 * 1024 * 1024;

export interface RunSetting {
  runContext: RunContext;
  plan: FanPlan;
  /** Where they came from, for the log. */
  source: string;
}

async function fromArtifact(
  store: ArtifactStore,
): Promise<{ name: string; files: Map<string, Buffer> } | null> {
  const newest = newestAttempt(
    (await store.list()).map((a) => a.name),
    RUN_CONTEXT_ARTIFACT,
  );
  if (newest === null) return null;
  return {
    name: newest.name,
    files: await store.download(newest.name, { maxBytes: MAX_CONTEXT_BYTES }),
  };
}

function fileOf(artifact: { name: string; files: Map<string, Buffer> }, file: string): unknown {
  const bytes = artifact.files.get(file);
  if (bytes === undefined) throw new Error(`artifact ${artifact.name} has no ${file}`);
  return parseStrict(bytes, { maxBytes: MAX_CONTEXT_BYTES, source: `${artifact.name}/${file}` });
}

export async function loadRunSetting(
  store: ArtifactStore,
  runContextInput: unknown,
  fanPlanInput: unknown,
): Promise<RunSetting> {
  let rawContext = runContextInput;
  let rawPlan = fanPlanInput;
  let source = 'inputs run-context and fan-plan';
  if (rawContext === undefined || rawPlan === undefined) {
    const artifact = await fromArtifact(store);
    if (artifact === null) {
      const missing = rawContext === undefined ? 'run-context' : 'fan-plan';
      throw new InputError(
        missing,
        `is not set and no ${RUN_CONTEXT_ARTIFACT}-a<N> artifact exists (make-run-context uploads one; or pass run-context and fan-plan as JSON)`,
      );
    }
    rawContext ??= fileOf(artifact, RUN_CONTEXT_FILE);
    rawPlan ??= fileOf(artifact, FAN_PLAN_FILE);
    source = `artifact ${artifact.name}`;
  }
  const runContext = assertValid<RunContext>('run_context_v1', rawContext, 'the run context');
  const plan = assertValid<FanPlan>('fan_plan_v1', rawPlan, 'the fan plan');
  if (plan.run_id !== runContext.run_id) {
    throw new Error(
      `the fan plan is for run ${plan.run_id}, the run context for ${runContext.run_id}`,
    );
  }
  return { runContext, plan, source };
}

export interface PlannedLeg {
  shardId: ShardId;
  fan: FanFrame[];
  required: boolean;
}

/**
 * The legs to run: the one named, or every planned GitHub leg for `all` (in plan order,
 * which puts topic_primary before topic_secondary, so the secondary check hits the cache).
 */
export function selectLegs(plan: FanPlan, selection: ShardSelection): PlannedLeg[] {
  const fan = plan.fans.github;
  const legs = (fan?.legs ?? []).map((leg) => ({
    shardId: leg.id as ShardId,
    fan: [{ fan_id: fan!.fan_id, seq: leg.seq, expected: fan!.expected }],
    required: leg.required,
  }));
  if (selection === 'all') return legs;
  const leg = legs.find((l) => l.shardId === selection);
  if (leg) return [leg];
  const skipped = plan.skipped.find((s) => s.id === selection);
  throw new InputError(
    'shard-id',
    skipped
      ? `${selection} is not in the fan plan of run ${plan.run_id}: skipped (${skipped.reason})`
      : `${selection} is not in the fan plan of run ${plan.run_id} (planned: ${legs.map((l) => l.shardId).join(', ') || 'no GitHub shard'})`,
  );
}
