/**
 * The run a leg belongs to: the run context and the fan plan, from the run-context /
 * fan-plan inputs or from the newest `run-context-a<N>` artifact of make-run-context (files
 * run_context.json and fan_plan.json), validated against their contracts. A leg never
 * computes its own window; its seq, expected and fan_id come from the plan.
 */
import { parseStrict } from '../../canonical/index.js';
import { type ArtifactStore } from '../../artifacts/index.js';
import {
  FAN_PLAN_FILE,
  newestAttempt,
  RUN_CONTEXT_ARTIFACT,
  RUN_CONTEXT_FILE,
} from '../../contracts/artifact-names.js';
import {
  assertValid,
  type FanFrame,
  type FanPlan,
  type RunContext,
} from '../../contracts/index.js';
import { InputError } from '../../runtime/index.js';

const MAX_CONTEXT_BYTES = 4 * 1024 * 1024;

export interface RunSetting {
  runContext: RunContext;
  plan: FanPlan;
  /** Where they came from, for the log. */
  origin: string;
}

export async function loadRunSetting(
  store: ArtifactStore,
  runContextInput: unknown,
  fanPlanInput: unknown,
): Promise<RunSetting> {
  let rawContext = runContextInput;
  let rawPlan = fanPlanInput;
  let origin = 'inputs run-context and fan-plan';
  if (rawContext === undefined || rawPlan === undefined) {
    const newest = newestAttempt(
      (await store.list()).map((a) => a.name),
      RUN_CONTEXT_ARTIFACT,
    );
    if (newest === null) {
      throw new InputError(
        rawContext === undefined ? 'run-context' : 'fan-plan',
        `is not set and no ${RUN_CONTEXT_ARTIFACT}-a<N> artifact exists (make-run-context uploads one; or pass run-context and fan-plan as JSON)`,
      );
    }
    const files = await store.download(newest.name, { maxBytes: MAX_CONTEXT_BYTES });
    const fileOf = (file: string): unknown => {
      const bytes = files.get(file);
      if (bytes === undefined) throw new Error(`artifact ${newest.name} has no ${file}`);
      return parseStrict(bytes, { maxBytes: MAX_CONTEXT_BYTES, source: `${newest.name}/${file}` });
    };
    rawContext ??= fileOf(RUN_CONTEXT_FILE);
    rawPlan ??= fileOf(FAN_PLAN_FILE);
    origin =
      runContextInput === undefined && fanPlanInput === undefined
        ? `artifact ${newest.name}`
        : `inputs and artifact ${newest.name}`;
  }
  const runContext = assertValid<RunContext>('run_context_v1', rawContext, 'the run context');
  const plan = assertValid<FanPlan>('fan_plan_v1', rawPlan, 'the fan plan');
  if (plan.run_id !== runContext.run_id) {
    throw new Error(
      `the fan plan is for run ${plan.run_id}, the run context for ${runContext.run_id}`,
    );
  }
  return { runContext, plan, origin };
}

export interface PlannedLeg {
  id: string;
  fan: FanFrame[];
  required: boolean;
}

/**
 * The legs of one fan to run: the one named (input source-id or shard-id), or every planned
 * leg (plan order) for `all`. A name the plan does not hold is an InputError of that input
 * saying why (skipped or unknown).
 */
export function plannedLegs(
  plan: FanPlan,
  fanName: 'rss' | 'github',
  selection: string,
): PlannedLeg[] {
  const fan = plan.fans[fanName];
  const legs: PlannedLeg[] =
    fan === undefined
      ? []
      : fan.legs.map((leg) => ({
          id: leg.id,
          fan: [{ fan_id: fan.fan_id, seq: leg.seq, expected: fan.expected }],
          required: leg.required,
        }));
  if (selection === 'all') return legs;
  const leg = legs.find((l) => l.id === selection);
  if (leg !== undefined) return [leg];
  const skipped = plan.skipped.find((s) => s.id === selection);
  const [input, none] =
    fanName === 'rss' ? ['source-id', 'no RSS source'] : ['shard-id', 'no GitHub shard'];
  throw new InputError(
    input,
    skipped !== undefined
      ? `${selection} is not in the fan plan of run ${plan.run_id}: skipped (${skipped.reason})`
      : `${selection} is not in the fan plan of run ${plan.run_id} (planned: ${legs.map((l) => l.id).join(', ') || none})`,
  );
}
