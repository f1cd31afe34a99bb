/**
 * SquadScope's checksums of the news file (pure), computed as its crawler computes them, so
 * that its validator accepts ours:
 * * `schema_checksum`: bare hex SHA-256 of a fixed description of its contract;
 * * `artifact_checksum`: bare hex SHA-256 of Python's sorted, compact `json.dumps` of the
 *   whole file less `crawled_at` and less `metadata.{artifact_checksum, run_id,
 *   source_reuse_summary, source_artifact_provenance}`. Keys it does not know (ours) are
 *   covered too, merged_at among them: two fan-ins at different times differ there as well.
 *
 * The file is streamed with its articles first, so the checksum is fed the articles as they
 * are written (their canonical JSON is the Python text too: a score in [0.0001, 1] is
 * written alike; news-articles.ts rewrites a smaller one) and the rest once it is known.
 */
import { createHash, type Hash } from 'node:crypto';
import { pythonJson, sha256Hex } from '../canonical/index.js';

/** Its crawler's description of the contract: the checksum's input. */
const NEWS_CONTRACT = {
  schema_version: 2,
  top_level: [
    'schema_version',
    'week',
    'source',
    'crawled_at',
    'crawl_window',
    'articles',
    'metadata',
  ],
  metadata: [
    'source_config_checksum',
    'schema_checksum',
    'sources_requested',
    'sources_succeeded',
    'sources_failed',
    'source_status',
    'source_reuse_summary',
    'source_artifact_provenance',
    'total_articles',
    'relevant_articles',
    'dedupe_count',
    'errors',
    'artifact_checksum',
  ],
};

export const NEWS_SCHEMA_CHECKSUM = sha256Hex(pythonJson(NEWS_CONTRACT));

/** The metadata keys the artifact checksum leaves out. */
const UNCOVERED_METADATA = new Set([
  'artifact_checksum',
  'run_id',
  'source_reuse_summary',
  'source_artifact_provenance',
]);

/** The plain rule: the artifact checksum of a whole news file value. */
export function newsArtifactChecksum(file: Record<string, unknown>): string {
  const { crawled_at: _, ...payload } = file;
  return sha256Hex(pythonJson({ ...payload, metadata: coveredMetadata(file['metadata']) }));
}

function coveredMetadata(metadata: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(metadata as Record<string, unknown>)) {
    if (!UNCOVERED_METADATA.has(key)) out[key] = value;
  }
  return out;
}

/**
 * The artifact checksum fed as the file is written: add() each run of articles (canonical
 * JSON, joined by commas inside a run), then finish() with the rest of the file's value.
 */
export class StreamedArtifactChecksum {
  readonly #hash: Hash = createHash('sha256').update('{"articles":[');
  #empty = true;

  add(run: Uint8Array | string): void {
    if (!this.#empty) this.#hash.update(',');
    this.#hash.update(run);
    this.#empty = false;
  }

  /** `rest`: the file's value without articles and crawled_at (metadata as written). */
  finish(rest: Record<string, unknown>): string {
    const covered = pythonJson({ ...rest, metadata: coveredMetadata(rest['metadata']) });
    return this.#hash.update(`],${covered.slice(1)}`).digest('hex');
  }
}
