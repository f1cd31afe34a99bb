// The scrape state (scrape_state_v1): when each source last succeeded. It decides which
// sources are due (src/runcontext/due.ts); the fan-in writes the next one.

import type { ScrapeState } from '../contracts/index.js';
import { checkContract } from './contract.js';
import { parseConfigBytes } from './parse.js';
import { readConfigBytes, type ReadConfigOptions } from './read.js';

export interface LoadedScrapeState {
  state: ScrapeState;
  /** False when no path was given or the file does not exist (nothing was scraped yet). */
  found: boolean;
}

export function emptyScrapeState(): ScrapeState {
  return { schema_version: 'scrape_state_v1', sources: {} };
}

/** Parses and validates scrape state bytes (pure, strict JSON whatever the file is named). */
export function parseScrapeState(file: string, bytes: Uint8Array): ScrapeState {
  const value = parseConfigBytes(file, bytes, 'json');
  return checkContract<ScrapeState>(file, 'scrape_state_v1', 'scrape state', value);
}

/**
 * Reads the scrape state. No path, or a path to a file that does not exist, is the empty
 * state: the first run of a schedule has none. Any other problem throws ConfigError.
 */
export async function loadScrapeState(
  path: string | undefined,
  options: ReadConfigOptions = {},
): Promise<LoadedScrapeState> {
  if (path === undefined || path === '') return { state: emptyScrapeState(), found: false };
  const bytes = await readConfigBytes(path, { ...options, missing: 'undefined' });
  if (bytes === undefined) return { state: emptyScrapeState(), found: false };
  return { state: parseScrapeState(path, bytes), found: true };
}
