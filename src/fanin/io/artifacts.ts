/**
 * What the fan-in reads from the artifact store: which artifacts are legs, and the run
 * context + fan plan (newest `run-context-a<N>` attempt) when the caller gives none.
 */
import { type ArtifactStore } from '../../artifacts/index.js';
import {
  FAN_PLAN_FILE,
  newestAttempt,
  parseLegArtifactName,
  RUN_CONTEXT_ARTIFACT,
  RUN_CONTEXT_FILE,
} from '../../contracts/artifact-names.js';
import { parseStrict, StrictJsonError } from '../../canonical/index.js';
import { validate, type Fan, type FanPlan, type RunContext } from '../../contracts/index.js';
import { legIdProblem } from '../../runcontext/fan-plan.js';
import { runContextProblem } from '../../runcontext/consistency.js';
import { FanInSetupError } from '../reasons.js';
import { counted } from '../../base/count.js';
import type { FanName } from '../policy.js';

export type Classified =
  | { kind: 'leg'; fan: FanName; id: string; attempt: number; seq: number; required: boolean }
  /** Looks like a leg artifact but is not one of this plan's. */
  | {
      kind: 'ignored';
      reason: 'name' | 'unknown_leg';
      fan?: FanName;
      id?: string;
      attempt?: number;
    }
  /** Not a leg artifact at all (run context, diagnostics, canonical outputs, snapshots …). */
  | { kind: 'other' };

const LEG_PREFIX = /^(rss|github)-/;

/**
 * Legs are `rss-<id>-a<N>` and `github-<id>-a<N>` with <id> a leg of the plan. Names of that
 * form whose id ends in `-diagnostics` (a leg's own diagnostics artifact) are not legs
 * unless the plan really has such an id. Other `rss-` / `github-` names are recorded as
 * ignored; every other name is none of the fan-in's business.
 */
export function classifyArtifact(name: string, plan: FanPlan): Classified {
  if (!LEG_PREFIX.test(name)) return { kind: 'other' };
  const parsed = parseLegArtifactName(name);
  if (parsed === null) return { kind: 'ignored', reason: 'name' };
  const fan: Fan | undefined = plan.fans[parsed.kind];
  const leg = fan?.legs.find((l) => l.id === parsed.id);
  if (!leg) {
    if (parsed.id.endsWith('-diagnostics')) return { kind: 'other' };
    return {
      kind: 'ignored',
      reason: 'unknown_leg',
      fan: parsed.kind,
      id: parsed.id,
      attempt: parsed.attempt,
    };
  }
  return {
    kind: 'leg',
    fan: parsed.kind,
    id: parsed.id,
    attempt: parsed.attempt,
    seq: leg.seq,
    required: leg.required,
  };
}

function parseContract<T>(
  bytes: Buffer | undefined,
  contract: 'run_context_v1' | 'fan_plan_v1',
  what: string,
): T {
  if (bytes === undefined) throw new FanInSetupError(`${what} is missing`);
  let value: unknown;
  try {
    value = parseStrict(bytes, { source: what, maxBytes: 16 * 1024 * 1024 });
  } catch (error) {
    if (error instanceof StrictJsonError) throw new FanInSetupError(error.message);
    throw error;
  }
  return checkContract<T>(contract, value, what);
}

/** `value`, once valid by `contract`; else a FanInSetupError listing its first errors. */
export function checkContract<T>(
  contract: 'run_context_v1' | 'fan_plan_v1',
  value: unknown,
  what: string,
): T {
  const result = validate(contract, value);
  if (!result.ok) {
    const list = result.errors.slice(0, 5).map((e) => `${e.pointer || '/'} ${e.message}`);
    throw new FanInSetupError(`${what} is not a valid ${contract}: ${list.join('; ')}`);
  }
  return value as T;
}

/** Parses and validates a run context given as text or bytes (an input or a file). */
export function parseRunContext(bytes: Buffer | string, what: string): RunContext {
  return parseContract<RunContext>(Buffer.from(bytes), 'run_context_v1', what);
}

/** Parses and validates a fan plan given as text or bytes. */
export function parseFanPlan(bytes: Buffer | string, what: string): FanPlan {
  return parseContract<FanPlan>(Buffer.from(bytes), 'fan_plan_v1', what);
}

/**
 * Reads the newest `run-context-a<N>` artifact. `names` is the store's listing. Only the
 * files that are needed must be present.
 */
export async function loadRunArtifact(
  store: ArtifactStore,
  names: readonly string[],
  need: { runContext: boolean; fanPlan: boolean },
): Promise<{ name: string; runContext?: RunContext; fanPlan?: FanPlan }> {
  const newest = newestAttempt(names, RUN_CONTEXT_ARTIFACT);
  if (newest === null) {
    throw new FanInSetupError(
      `no run context: give the run context${need.fanPlan ? ' and fan plan' : ''} or provide a ${RUN_CONTEXT_ARTIFACT}-a<N> artifact`,
    );
  }
  const files = await store.download(newest.name, { maxBytes: 32 * 1024 * 1024 });
  const result: { name: string; runContext?: RunContext; fanPlan?: FanPlan } = {
    name: newest.name,
  };
  if (need.runContext) {
    result.runContext = parseContract<RunContext>(
      files.get(RUN_CONTEXT_FILE),
      'run_context_v1',
      `${newest.name}/${RUN_CONTEXT_FILE}`,
    );
  }
  if (need.fanPlan) {
    result.fanPlan = parseContract<FanPlan>(
      files.get(FAN_PLAN_FILE),
      'fan_plan_v1',
      `${newest.name}/${FAN_PLAN_FILE}`,
    );
  }
  return result;
}

/** Throws FanInSetupError for a run context make-run-context could not have written. */
export function checkRunContext(context: RunContext): void {
  const problem = runContextProblem(context);
  if (problem !== undefined) throw new FanInSetupError(problem);
}

/**
 * The plan must belong to the run and be well formed: fan ids `{run_id}:rss|github`,
 * legs numbered 0..expected-1 in order, ids of the leg id grammar and unique within a fan.
 */
export function checkPlan(plan: FanPlan, runContext: RunContext): void {
  if (plan.run_id !== runContext.run_id) {
    throw new FanInSetupError(
      `the fan plan is for run ${plan.run_id}, the run context for ${runContext.run_id}`,
    );
  }
  for (const name of ['rss', 'github'] as const) {
    const fan = plan.fans[name];
    if (!fan) continue;
    const expectedId = `${plan.run_id}:${name}`;
    if (fan.fan_id !== expectedId) {
      throw new FanInSetupError(
        `fan plan: the ${name} fan id is ${JSON.stringify(fan.fan_id)}, expected ${JSON.stringify(expectedId)}`,
      );
    }
    if (fan.expected !== fan.legs.length) {
      throw new FanInSetupError(
        `fan plan: the ${name} fan expects ${counted(fan.expected, 'leg')} but lists ${fan.legs.length}`,
      );
    }
    const ids = new Set<string>();
    fan.legs.forEach((leg, index) => {
      // Before any use of the id: it names artifacts and files.
      const problem = legIdProblem(name, leg.id);
      if (problem !== undefined)
        throw new FanInSetupError(`fan plan: ${name} leg ${index}: ${problem}`);
      if (leg.seq !== index) {
        throw new FanInSetupError(`fan plan: ${name} leg ${index} has seq ${leg.seq}`);
      }
      if (ids.has(leg.id))
        throw new FanInSetupError(
          `fan plan: ${name} leg id ${JSON.stringify(leg.id)} appears twice`,
        );
      ids.add(leg.id);
    });
  }
}

/**
 * The run context and fan plan a fan-in works with: the ones given (checked by their
 * contracts), else the newest `run-context-a<N>` artifact's; then checked together.
 * `names` is the store's listing.
 */
export async function loadRunAndPlan(
  given: { runContext?: RunContext | undefined; fanPlan?: FanPlan | undefined },
  store: ArtifactStore,
  names: readonly string[],
): Promise<{ runContext: RunContext; fanPlan: FanPlan }> {
  let { runContext, fanPlan } = given;
  if (runContext) checkContract('run_context_v1', runContext, 'the run context');
  if (fanPlan) checkContract('fan_plan_v1', fanPlan, 'the fan plan');
  if (!runContext || !fanPlan) {
    const loaded = await loadRunArtifact(store, names, {
      runContext: !runContext,
      fanPlan: !fanPlan,
    });
    runContext ??= loaded.runContext as RunContext;
    fanPlan ??= loaded.fanPlan as FanPlan;
  }
  checkRunContext(runContext);
  checkPlan(fanPlan, runContext);
  return { runContext, fanPlan };
}
