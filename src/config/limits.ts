/** Largest accepted configuration file (source config, topic config, scrape state). */
export const MAX_CONFIG_BYTES = 1024 * 1024;

/** Nesting limit for configuration values: the contracts need 4 levels at most. */
export const MAX_CONFIG_DEPTH = 32;

/** Defaults of a source entry (source_config_v1), applied by the loader. */
export const SOURCE_DEFAULTS = { active: true, interval_hours: 168, required: false } as const;

/** Default relevance threshold of the topic config (topic_config_v1). */
export const DEFAULT_RELEVANCE_THRESHOLD = 0.4;

/** Most aliases a YAML config may hold (each expanded at most this many times, too). */
export const MAX_CONFIG_ALIASES = 100;
