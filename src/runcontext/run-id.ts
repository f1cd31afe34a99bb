// run_id and the run context (pure).

import { canonicalJson, sha256Hex } from '../canonical/index.js';
import { assertValid, type RunContext } from '../contracts/index.js';
import { formatTimestamp } from './time.js';

/** The run context without the two fields the run id does not cover. */
export type RunContextCore = Omit<RunContext, 'run_id' | 'created_at'>;

/**
 * `{week}-` + the first 12 hex of SHA-256 over the canonical JSON (RFC 8785) of the
 * context without `run_id` and `created_at` (both are dropped when present). Same inputs,
 * same id: the idempotency key of a run.
 */
export function runId(
  context: RunContextCore & Partial<Pick<RunContext, 'run_id' | 'created_at'>>,
): string {
  const { run_id: _id, created_at: _created, ...core } = context;
  return `${core.week}-${sha256Hex(canonicalJson(core)).slice(0, 12)}`;
}

export interface RunContextParts {
  week: string;
  since: string;
  until: string;
  sourceConfigChecksum: string;
  topicConfigChecksum: string;
  codeSha: string;
  /** The clock (ms); written in whole seconds as created_at. */
  now: number;
}

/** The nine fields of run_context_v1, validated against the contract. */
export function buildRunContext(parts: RunContextParts): RunContext {
  const core: RunContextCore = {
    schema_version: 'run_context_v1',
    week: parts.week,
    since: parts.since,
    until: parts.until,
    source_config_checksum: parts.sourceConfigChecksum,
    topic_config_checksum: parts.topicConfigChecksum,
    code_sha: parts.codeSha,
  };
  const context: RunContext = {
    ...core,
    run_id: runId(core),
    created_at: formatTimestamp(parts.now),
  };
  return assertValid<RunContext>('run_context_v1', context, 'run context');
}
