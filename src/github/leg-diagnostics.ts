/**
 * The leg diagnostics of a shard that could not complete (pure). No shard artifact is
 * uploaded then, so the fan-in fails closed for a required shard; this file says why.
 * It carries no token: messages were redacted where they were made.
 */
import type { FanFrame, RunContext } from '../contracts/index.js';
import type { ApiMetrics } from './artifact.js';
import type { QueryReport } from './types.js';
import type { ShardId } from '../runcontext/index.js';

export const DIAGNOSTICS_SCHEMA = 'github_leg_diagnostics_v1';

export interface LegDiagnostics {
  schema_version: typeof DIAGNOSTICS_SCHEMA;
  shard_id: ShardId;
  run_id: string;
  week: string;
  attempt: number;
  correlation_id: string;
  fan: FanFrame[];
  required: boolean;
  status: 'failed';
  error: { code: string; message: string };
  /** What the shard did before it stopped (calls made count against the budget all the same). */
  api_metrics: ApiMetrics;
  queries: QueryReport[];
}

export function buildLegDiagnostics(parts: {
  shardId: ShardId;
  runContext: RunContext;
  attempt: number;
  correlationId: string;
  fan: FanFrame[];
  required: boolean;
  code: string;
  message: string;
  metrics: ApiMetrics;
  queries: readonly QueryReport[];
}): LegDiagnostics {
  return {
    schema_version: DIAGNOSTICS_SCHEMA,
    shard_id: parts.shardId,
    run_id: parts.runContext.run_id,
    week: parts.runContext.week,
    attempt: parts.attempt,
    correlation_id: parts.correlationId,
    fan: parts.fan,
    required: parts.required,
    status: 'failed',
    error: { code: parts.code, message: parts.message },
    api_metrics: { ...parts.metrics },
    queries: [...parts.queries],
  };
}
