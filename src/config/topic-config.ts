// The topic config (topic_config_v1, squadscope.topic.yml): relevance keywords and GitHub queries.

import { checksumOfBytes } from '../canonical/index.js';
import type { TopicConfig } from '../contracts/index.js';
import { templateProblem } from './query-template.js';
import { checkContract } from './contract.js';
import { ConfigError } from './errors.js';
import { DEFAULT_RELEVANCE_THRESHOLD } from './limits.js';
import { parseConfigBytes } from './parse.js';
import { configLoader } from './read.js';

/** A topic config with its defaults applied. */
export type Topic = TopicConfig & {
  relevance_threshold: number;
  article_rules: NonNullable<TopicConfig['article_rules']>;
};

export interface LoadedTopicConfig {
  topic: Topic;
  /** `sha256:` over the raw file bytes (the run context's topic_config_checksum). */
  checksum: string;
}

/**
 * Parses and validates topic config bytes (pure). YAML unless the name ends in `.json`
 * (JSON is YAML too, but then it gets the strict JSON parser).
 */
export function parseTopicConfig(file: string, bytes: Uint8Array): LoadedTopicConfig {
  const value = parseConfigBytes(
    file,
    bytes,
    file.toLowerCase().endsWith('.json') ? 'json' : 'yaml',
  );
  const topic = checkContract<TopicConfig>(file, 'topic_config_v1', 'topic config', value);
  return {
    topic: {
      ...topic,
      relevance_threshold: topic.relevance_threshold ?? DEFAULT_RELEVANCE_THRESHOLD,
      article_rules: topic.article_rules ?? 'squadscope',
    },
    checksum: checksumOfBytes(bytes),
  };
}

/**
 * Every GitHub query template can be filled: a placeholder the shard does not know is a
 * ConfigError naming the query and the placeholder, raised while planning rather than in
 * one matrix leg once the matrix has started.
 */
export function checkQueryTemplates(file: string, topic: TopicConfig): void {
  for (const kind of ['primary', 'secondary'] as const) {
    (topic.github?.queries?.[kind] ?? []).forEach((template, index) => {
      const problem = templateProblem(template);
      if (problem !== undefined) {
        throw new ConfigError(file, `github.queries.${kind}[${index}]: ${problem}`);
      }
    });
  }
}

/** Reads a topic config file (YAML, at most 1 MiB); throws ConfigError. */
export const loadTopicConfig = configLoader(parseTopicConfig);
