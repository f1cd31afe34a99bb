/**
 * The relevance threshold of the news metrics comes from the topic config the run was
 * planned with: its checksum (over the raw bytes) must be the run context's
 * topic_config_checksum, so the fan-in cannot count "relevant" by another rule than the
 * legs scored with. Without a topic config: the contract's default, 0.4.
 */
import { ConfigError, loadTopicConfig } from '../../config/index.js';
import { FanInSetupError } from '../reasons.js';

export async function loadRelevanceThreshold(
  path: string,
  expectedChecksum: string,
): Promise<number> {
  let loaded;
  try {
    loaded = await loadTopicConfig(path);
  } catch (error) {
    if (error instanceof ConfigError) throw new FanInSetupError(`topic-config: ${error.message}`);
    throw error;
  }
  if (loaded.checksum !== expectedChecksum) {
    throw new FanInSetupError(
      `topic-config ${JSON.stringify(path)} has checksum ${loaded.checksum}, the run context was made with ${expectedChecksum}`,
    );
  }
  return loaded.topic.relevance_threshold;
}
