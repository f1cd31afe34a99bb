// The job summary of crawl-github-shard: the outcome, then one row per shard with its calls
// next to the least possible calls, its cache and limit figures, and what each query returned.

import type { ApiMetrics } from '../../github/artifact.js';
import { pagesFor } from '../../github/queries.js';
import type { ShardOutcome } from '../../github/shard.js';
import type { JobSummary } from '../../runtime/index.js';
import type { LegResult } from '../../github/leg.js';

type Completed = Extract<LegResult, { ok: true }>;
type Failed = Extract<LegResult, { ok: false }>;

/**
 * The least search calls a shard could have made on a cold cache. A lone topic_secondary leg
 * must also read primary's pages until it knows whether primary found enough: those pages
 * are part of its least possible calls.
 */
export function leastCalls(outcome: ShardOutcome, maxResults: number): number {
  return (
    outcome.checkPages +
    outcome.shard.queries
      .filter((q) => q.skipped === undefined)
      .reduce((n, q) => n + pagesFor(q.total_count, maxResults), 0)
  );
}

/** The API metrics of a shard, completed or not. */
export function metricsOf(r: LegResult): ApiMetrics {
  return r.ok ? r.outcome.shard.api_metrics : r.metrics;
}

function seconds(ms: number): string {
  return `${Math.round(ms / 1000)} s`;
}

function resultsCell(r: LegResult): string {
  const queries = r.ok ? r.outcome.shard.queries : r.queries;
  if (queries.length === 0) return 'no queries';
  if (!queries.some((q) => q.capped || q.incomplete_results)) return 'complete';
  return queries
    .map((q) => (q.capped ? 'capped' : q.incomplete_results ? 'incomplete' : 'complete'))
    .join(', ');
}

function row(r: LegResult, maxResults: number): string[] {
  const m = metricsOf(r);
  return [
    r.leg.shardId,
    r.ok ? (r.outcome.skipped === null ? 'ok' : 'ok (queries skipped)') : `failed: ${r.code}`,
    r.ok ? String(r.outcome.shard.repositories.length) : '-',
    r.ok ? `${m.calls_made} (least ${leastCalls(r.outcome, maxResults)})` : String(m.calls_made),
    `${m.cache_hits} / ${m.cache_misses}`,
    String(m.secondary_rate_limit_events),
    r.ok ? seconds(r.outcome.waitedMs) : '-',
    m.search_api_remaining === null ? 'unknown' : String(m.search_api_remaining),
    resultsCell(r),
    r.ok ? r.artifact : 'none (see diagnostics)',
  ];
}

export function writeShardSummary(
  summary: JobSummary,
  results: readonly LegResult[],
  maxResults: number,
): void {
  const ok = results.filter((r): r is Completed => r.ok);
  const failed = results.filter((r): r is Failed => !r.ok);
  const repositories = ok.reduce((n, r) => n + r.outcome.shard.repositories.length, 0);
  const calls = results.reduce((n, r) => n + metricsOf(r).calls_made, 0);
  const outcome = failed.length === 0 ? 'success' : ok.length === 0 ? 'failed' : 'partial';
  summary
    .heading(`GitHub shards: ${outcome}`)
    .paragraph(
      `${results.length} ${results.length === 1 ? 'shard' : 'shards'} (${failed.length} failed); ${repositories} repositories, ${calls} search calls.`,
    )
    .table(
      [
        'shard',
        'status',
        'repositories',
        'calls (least on a cold cache)',
        'cache hits / misses',
        'secondary limits',
        'waited on limits',
        'search remaining',
        'results',
        'artifact',
      ],
      results.map((r) => row(r, maxResults)),
    );
  summary.list(
    ok
      .filter((r) => r.outcome.skipped !== null)
      .map((r) => `${r.leg.shardId}: ${r.outcome.skipped}`),
  );
  summary.list(failed.map((f) => `${f.leg.shardId} failed (${f.code}): ${f.message}`));
}
