// A rerun is the same run: at a run attempt above 1, make-run-context reuses the plan (run
// context and fan plan) that an earlier attempt of the workflow run published, unchanged.
// GitHub keeps a run's artifacts across its attempts, so attempt N lists the
// `run-context-a<M>` artifacts of attempts M < N. See docs/contracts.md, "Reruns".

import type { ArtifactStore } from '../../artifacts/index.js';
import {
  attemptsOf,
  RUN_CONTEXT_ARTIFACT,
  type Attempted,
} from '../../contracts/artifact-names.js';
import type { FanPlan, RunContext } from '../../contracts/index.js';
import { loadRunAndPlan } from '../../fanin/io/artifacts.js';

export interface EarlierPlan {
  /** The artifact it came from, `run-context-a<attempt>`. */
  name: string;
  attempt: number;
  context: RunContext;
  plan: FanPlan;
}

/** An earlier attempt's plan exists but cannot be reused: the rerun stops instead of re-planning. */
export class EarlierPlanError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'EarlierPlanError';
  }
}

/** The plan artifacts of attempts before `attempt`, newest first. */
export function earlierPlanNames(names: Iterable<string>, attempt: number): Attempted[] {
  return attemptsOf(names, RUN_CONTEXT_ARTIFACT).filter((earlier) => earlier.attempt < attempt);
}

/**
 * The plan of the newest earlier attempt, or null when no earlier attempt published one
 * (attempt 1, or a rerun of a run whose plan job never uploaded). Every attempt that reuses
 * a plan republishes it with the same bytes, so the newest earlier one is the run's plan. A
 * plan artifact that fails its contracts is an EarlierPlanError: planning afresh would give
 * the rerun another window or other sources than the legs already crawled.
 */
export async function findEarlierPlan(
  store: ArtifactStore,
  attempt: number,
): Promise<EarlierPlan | null> {
  if (attempt <= 1) return null;
  const newest = earlierPlanNames(
    (await store.list()).map((a) => a.name),
    attempt,
  )[0];
  if (newest === undefined) return null;
  try {
    const { runContext, fanPlan } = await loadRunAndPlan({}, store, [newest.name]);
    return { ...newest, context: runContext, plan: fanPlan };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new EarlierPlanError(
      `the plan of attempt ${newest.attempt} (artifact ${newest.name}) cannot be reused: ${message}. A rerun keeps the run's plan and does not plan again; delete the artifact or start a new run`,
      { cause: error },
    );
  }
}
