// The source config (source_config_v1): the RSS sources in priority order.

import { checksumOfBytes } from '../canonical/index.js';
import type { SourceEntry } from '../contracts/index.js';
import { checkContract } from './contract.js';
import { ConfigError } from './errors.js';
import { SOURCE_DEFAULTS } from './limits.js';
import { parseConfigBytes } from './parse.js';
import { configLoader } from './read.js';

/** A source entry with the defaults of the contract applied. */
export interface Source extends SourceEntry {
  active: boolean;
  interval_hours: number;
  required: boolean;
}

export interface LoadedSourceConfig {
  /** In config order: the order is the source priority of the fan-in's dedup. */
  sources: Source[];
  /** `sha256:` over the raw file bytes (the run context's source_config_checksum). */
  checksum: string;
}

const FEED_URL_POINTER = /^\/\d+\/feed_url$/;

/** The schema's pattern and format messages say little to a user: say what is wanted. */
function explain(pointer: string, message: string): string {
  if (FEED_URL_POINTER.test(pointer) && /pattern|format/.test(message)) {
    return 'must be an http:// or https:// URL';
  }
  return message;
}

/**
 * What the schema cannot say about a feed URL: it must parse as a URL with a host, and
 * carry no credentials (they would end up in logs, artifacts and the job summary).
 */
function feedUrlProblem(feedUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(feedUrl);
  } catch {
    return 'is not a valid URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'must be an http:// or https:// URL';
  }
  if (url.hostname === '') return 'has no host';
  if (url.username !== '' || url.password !== '') return 'must not contain credentials';
  return undefined;
}

/** Parses and validates source config bytes (pure); `file` names the file in errors. */
export function parseSourceConfig(file: string, bytes: Uint8Array): LoadedSourceConfig {
  const value = parseConfigBytes(file, bytes);
  const entries = checkContract<SourceEntry[]>(
    file,
    'source_config_v1',
    'source config',
    value,
    explain,
  );
  const seen = new Map<string, number>();
  entries.forEach((entry, index) => {
    const problem = feedUrlProblem(entry.feed_url);
    if (problem) {
      throw new ConfigError(file, `/${index}/feed_url of source "${entry.id}" ${problem}`);
    }
    const first = seen.get(entry.id);
    if (first !== undefined) {
      // Ids name artifacts and matrix legs: two sources with one id would collide.
      throw new ConfigError(
        file,
        `duplicate source id "${entry.id}" (entries ${first} and ${index})`,
      );
    }
    seen.set(entry.id, index);
  });
  return {
    sources: entries.map((entry) => ({ ...SOURCE_DEFAULTS, ...entry })),
    checksum: checksumOfBytes(bytes),
  };
}

/** Reads a source config file (JSON or YAML, at most 1 MiB); throws ConfigError. */
export const loadSourceConfig = configLoader(parseSourceConfig);
