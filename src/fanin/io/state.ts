/**
 * The scrape state: when each source last succeeded. The fan-in
 * sets last_scraped_at = merged_at for the sources that count as succeeded (success, or
 * partial with at least one article) and keeps every other entry as it was.
 */
import { canonicalJson, compareStrings } from '../../canonical/index.js';
import { ConfigError, loadScrapeState } from '../../config/index.js';
import type { ScrapeState } from '../../contracts/index.js';
import { FanInSetupError } from '../reasons.js';

/** The state at `path`, or undefined when the file does not exist yet. */
export async function readScrapeState(path: string): Promise<ScrapeState | undefined> {
  try {
    const loaded = await loadScrapeState(path);
    return loaded.found ? loaded.state : undefined;
  } catch (error) {
    if (error instanceof ConfigError) throw new FanInSetupError(`state: ${error.message}`);
    throw error;
  }
}

export function updateScrapeState(
  previous: ScrapeState | undefined,
  succeeded: readonly string[],
  mergedAt: string,
): ScrapeState {
  const entries = new Map(Object.entries(previous?.sources ?? {}));
  for (const id of succeeded) entries.set(id, { last_scraped_at: mergedAt });
  const sources: ScrapeState['sources'] = {};
  for (const id of [...entries.keys()].sort(compareStrings)) sources[id] = entries.get(id);
  return { schema_version: 'scrape_state_v1', sources };
}

export function serializeScrapeState(state: ScrapeState): string {
  return `${canonicalJson(state)}\n`;
}
