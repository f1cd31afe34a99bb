/**
 * Fan-in stage "setup": the run context, the fan plan, the topic config's relevance
 * threshold and the previous scrape state, everything that can be wrong before a leg is
 * read. Given ones are checked against their contract; missing ones come from the newest
 * `run-context-a<N>` artifact.
 */
import type { ArtifactStore } from '../../../artifacts/index.js';
import type { FanPlan, RunContext, ScrapeState } from '../../../contracts/index.js';
import { loadRunAndPlan } from '../artifacts.js';
import { readScrapeState } from '../state.js';
import { loadRelevanceThreshold } from '../topic.js';
import { DEFAULT_RELEVANCE_THRESHOLD } from '../../../config/index.js';

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
  const { runContext, fanPlan } = await loadRunAndPlan(options, store, names);
  const threshold = options.topicConfigPath
    ? await loadRelevanceThreshold(options.topicConfigPath, runContext.topic_config_checksum)
    : DEFAULT_RELEVANCE_THRESHOLD;
  const previousState = options.statePath ? await readScrapeState(options.statePath) : undefined;
  return { runContext, plan: fanPlan, threshold, previousState };
}
