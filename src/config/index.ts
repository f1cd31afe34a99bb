// Configuration files: the source config, the topic config and the scrape state.
export { ConfigError } from './errors.js';
export {
  DEFAULT_RELEVANCE_THRESHOLD,
  MAX_CONFIG_BYTES,
  MAX_CONFIG_DEPTH,
  SOURCE_DEFAULTS,
} from './limits.js';
export { decodeConfigText, detectFormat, parseConfigBytes } from './parse.js';
export type { ConfigFormat } from './parse.js';
export { readConfigBytes, resolveConfigPath } from './read.js';
export type { ReadConfigOptions } from './read.js';
export { emptyScrapeState, loadScrapeState, parseScrapeState } from './scrape-state.js';
export type { LoadedScrapeState } from './scrape-state.js';
export { loadSourceConfig, parseSourceConfig } from './source-config.js';
export type { LoadedSourceConfig, Source } from './source-config.js';
export { checkQueryTemplates, loadTopicConfig, parseTopicConfig } from './topic-config.js';
export type { LoadedTopicConfig, Topic } from './topic-config.js';
