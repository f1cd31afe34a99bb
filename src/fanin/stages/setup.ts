/**
 * Fan-in stage "setup": the run context, the fan plan, the topic config's relevance
 * threshold and the previous scrape state, everything that can be wrong before a leg is
 * read. Given ones are checked against their contract; missing ones come from the newest
 * `run-context-a<N>` artifact.
 */
import type { ArtifactStore } from '../../artifacts/index.js';
import type { FanPlan, RunContext, ScrapeState } from '../../contracts/index.js';
import { checkContract, checkPlan, checkRunContext, loadRunArtifact } from '../artifacts.js';
import { readScrapeState } from '../state.js';
import { DEFAULT_RELEVANCE_THRESHOLD, loadRelevanceThreshold } from '../topic.js';

export interface RunSetup {
  runContext: RunContext;
  plan: FanPlan;
  /** Relevance threshold of the topic config (its checksum checked against the run's). */
  threshold: number;
  previousState: ScrapeState | undefined;
}

export interface SetupOptions {
  runContext?: RunContext | undefined;
  fanPlan?: FanPlan | undefined;
  topicConfigPath?: string | undefined;
  statePath?: string | undefined;
}

export async function loadSetup(
  options: SetupOptions,
  store: ArtifactStore,
  names: readonly string[],
): Promise<RunSetup> {
  let { runContext, fanPlan } = options;
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
  const threshold = options.topicConfigPath
    ? await loadRelevanceThreshold(options.topicConfigPath, runContext.topic_config_checksum)
    : DEFAULT_RELEVANCE_THRESHOLD;
  const previousState = options.statePath ? await readScrapeState(options.statePath) : undefined;
  return { runContext, plan: fanPlan, threshold, previousState };
}
