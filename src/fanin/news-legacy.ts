/**
 * The legacy part of the news file (pure): `crawl_window` and `metadata` in the names the
 * existing consumers of the news file read, every value derived from the legs and the
 * merge. What no leg supplies (a source's host, its start and end times, its attempts, its
 * timeout) is null, never made up; a leg's measured durations are left out as well, so
 * that the bytes of a matrix run equal those of a monolithic run of the same data.
 */
import { compareStrings } from '../canonical/index.js';
import type { NewsOutput, RunContext } from '../contracts/index.js';
import { oneLine } from '../base/untrusted.js';
import { rssLegOk, type LegOutcome } from './policy.js';

export type NewsMetadata = NewsOutput['metadata'];
type SourceStatus = NewsMetadata['source_status'][number];

/** What the fan-in counted of one source's accepted artifact. */
export interface LegNewsStats {
  /** Articles scoring at least the relevance threshold. */
  relevant: number;
  /** Repository links of its articles. */
  githubLinks: number;
}

/** What the merge counted of the final articles. */
export interface NewsTotals {
  articles: number;
  relevant: number;
  githubLinks: number;
  /** Articles of the legs dropped as duplicates. */
  dedupe: number;
  /** Final articles per source (sources without any left out). */
  perSource: ReadonlyMap<string, number>;
}

export interface NewsMetadataInput {
  runContext: RunContext;
  /** The planned sources, in plan order. */
  legs: readonly LegOutcome[];
  stats: ReadonlyMap<string, LegNewsStats>;
  totals: NewsTotals;
  /** The checksum of the articles. */
  checksum: string;
}

/** The run's window, `[since, until)`. */
export function newsCrawlWindow(rc: RunContext): NewsOutput['crawl_window'] {
  return { since: rc.since, until: rc.until };
}

/** Why a source did not succeed (its code), or null when it did. */
function errorClass(leg: LegOutcome): string | null {
  if (rssLegOk(leg)) return null;
  if (leg.status === 'partial') return 'no_articles';
  return leg.error ?? 'no_artifact';
}

function sourceStatus(leg: LegOutcome, stats: LegNewsStats | undefined): SourceStatus {
  const failure = errorClass(leg);
  return {
    source: leg.id,
    host: null,
    started_at: null,
    ended_at: null,
    duration_seconds: null,
    timeout_seconds: null,
    attempts: null,
    total_articles: leg.items,
    relevant_articles: stats?.relevant ?? 0,
    github_links_found: stats?.githubLinks ?? 0,
    success: failure === null,
    error_class: failure,
    error_message: failure !== null && leg.message !== undefined ? oneLine(leg.message) : null,
  };
}

const byName = (a: string, b: string) => compareStrings(a, b);

export function newsMetadata(input: NewsMetadataInput): NewsMetadata {
  const { runContext: rc, totals } = input;
  const legs = [...input.legs].sort((a, b) => byName(a.id, b.id));
  const status = legs.map((leg) => sourceStatus(leg, input.stats.get(leg.id)));
  const withArticles: Record<string, number> = {};
  for (const source of [...totals.perSource.keys()].sort(byName)) {
    withArticles[source] = totals.perSource.get(source) as number;
  }
  return {
    run_id: rc.run_id,
    source_count: legs.length,
    source_config_checksum: rc.source_config_checksum,
    sources_requested: legs.map((leg) => leg.id),
    sources_succeeded: status.filter((s) => s.success).map((s) => s.source),
    sources_failed: status.filter((s) => !s.success).map((s) => s.source),
    source_status: status,
    sources_with_articles: withArticles,
    total_articles: totals.articles,
    relevant_articles: totals.relevant,
    github_links_found: totals.githubLinks,
    dedupe_count: totals.dedupe,
    errors: status
      .filter((s) => !s.success)
      .map((s) => ({
        source: s.source,
        error_class: s.error_class as string,
        error: s.error_message ?? (s.error_class as string),
      })),
    artifact_checksum: input.checksum,
  };
}
