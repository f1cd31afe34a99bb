/**
 * The topic-config input of crawl-github-shard, checked against the run context's
 * topic_config_checksum: a leg must use the very bytes the run was planned with. Required
 * only when a topic shard runs.
 */
import { loadTopicConfig } from '../../config/index.js';
import type { RunContext } from '../../contracts/index.js';
import type { PlannedLeg, Topic } from '../../github/leg.js';
import { InputError } from '../../runtime/index.js';
import { forInput } from '../common/for-input.js';

/** topic_secondary runs when topic_primary finds fewer repositories than this (config default). */
export const DEFAULT_MIN_REPOS_PER_WEEK = 10;

export async function loadTopic(
  path: string | undefined,
  runContext: RunContext,
  legs: readonly PlannedLeg[],
): Promise<Topic> {
  const needed = legs.filter(
    (l) => l.shardId === 'topic_primary' || l.shardId === 'topic_secondary',
  );
  if (path === undefined) {
    if (needed.length > 0) {
      throw new InputError(
        'topic-config',
        `is required for ${needed.map((l) => l.shardId).join(' and ')}`,
      );
    }
    return { queries: { primary: [], secondary: [] }, minReposPerWeek: DEFAULT_MIN_REPOS_PER_WEEK };
  }
  const loaded = await forInput('topic-config', () => loadTopicConfig(path));
  if (loaded.checksum !== runContext.topic_config_checksum) {
    throw new InputError(
      'topic-config',
      `its checksum ${loaded.checksum} differs from the run context's topic_config_checksum ${runContext.topic_config_checksum}: the run was planned with another topic config`,
    );
  }
  const github = loaded.topic.github;
  return {
    queries: {
      primary: github?.queries?.primary ?? [],
      secondary: github?.queries?.secondary ?? [],
    },
    minReposPerWeek: github?.min_repos_per_week ?? DEFAULT_MIN_REPOS_PER_WEEK,
  };
}
