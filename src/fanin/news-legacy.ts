/**
 * The legacy part of the news file (pure): `crawl_window` and `metadata` in the names and
 * with the values SquadScope's news crawler writes for a fresh crawl, every value derived
 * from the legs, the run context and the merge. A source's fetch fields (host, start and end,
 * duration, timeout, attempts) come from its leg; what a leg did not say (another writer's)
 * is null, never made up. The artifact checksum is SquadScope's (news-checksum.ts).
 */
import { compareStrings } from '../canonical/index.js';
import type { NewsOutput, RssArtifact, RunContext } from '../contracts/index.js';
import { NEWS_SCHEMA_CHECKSUM } from './news-checksum.js';
import { oneLine } from '../base/untrusted.js';
import { rssLegOk, type LegOutcome } from './policy.js';

export type NewsMetadata = NewsOutput['metadata'];
type SourceStatus = NewsMetadata['source_status'][number];

/** What the fan-in counted of one source's accepted artifact. */
export interface LegNewsStats {
  /** Articles scoring at least the relevance threshold. */
  relevant: number;
  /** Distinct GitHub links of its articles (github_links, else github_urls). */
  githubLinks: number;
  /** How the leg fetched its feed, when it said. */
  fetch?: RssArtifact['fetch'];
  /** Its articles' checksum in SquadScope's crawler form, when it said. */
  contentChecksum?: string;
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
  mergedAt: string;
}

/** The news file's path as SquadScope's workflow writes it (its provenance's artifact_path). */
export function newsFilePath(week: string): string {
  return `data/raw/${week}-external-news.json`;
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
  const fetch = stats?.fetch;
  return {
    source: leg.id,
    host: fetch?.host ?? null,
    started_at: fetch?.started_at ?? null,
    ended_at: fetch?.ended_at ?? null,
    duration_seconds: fetch?.duration_seconds ?? null,
    timeout_seconds: fetch?.timeout_seconds ?? null,
    attempts: fetch?.attempts ?? null,
    total_articles: leg.items,
    relevant_articles: stats?.relevant ?? 0,
    github_links_found: stats?.githubLinks ?? 0,
    success: failure === null,
    // Its crawler writes "" for a source without an error.
    error_class: failure ?? '',
    error_message:
      failure === null ? '' : leg.message !== undefined ? oneLine(leg.message) : failure,
  };
}

const byName = (a: string, b: string) => compareStrings(a, b);

/** The metadata, its artifact_checksum a placeholder (news-checksum.ts computes it). */
export function newsMetadata(input: NewsMetadataInput): NewsMetadata {
  const { runContext: rc, totals } = input;
  const legs = [...input.legs].sort((a, b) => byName(a.id, b.id));
  const status = legs.map((leg) => sourceStatus(leg, input.stats.get(leg.id)));
  const withArticles: Record<string, number> = {};
  for (const source of [...totals.perSource.keys()].sort(byName)) {
    withArticles[source] = totals.perSource.get(source) as number;
  }
  const reuse = status.map((s) => ({
    source: s.source,
    action: s.success ? ('refreshed' as const) : ('failed' as const),
    reused: false as const,
    refreshed: true as const,
    reasons: s.success ? [] : [s.error_message || 'source crawl failed'],
  }));
  return {
    run_id: rc.run_id,
    source_count: legs.length,
    source_config_checksum: rc.source_config_checksum,
    schema_checksum: NEWS_SCHEMA_CHECKSUM,
    sources_requested: legs.map((leg) => leg.id),
    sources_succeeded: status.filter((s) => s.success).map((s) => s.source),
    sources_failed: status.filter((s) => !s.success).map((s) => s.source),
    source_status: status,
    source_reuse_summary: reuse,
    source_artifact_provenance: reuse.map((r) => provenance(input, r.source, r.action, r.reasons)),
    sources_with_articles: withArticles,
    total_articles: totals.articles,
    relevant_articles: totals.relevant,
    github_links_found: totals.githubLinks,
    dedupe_count: totals.dedupe,
    errors: status
      .filter((s) => !s.success)
      .map((s) => ({ source: s.source, error_class: s.error_class, error: s.error_message })),
    same_day_reuse: 'not_reused',
    source_refresh_policy: 'reuse-same-day',
    source_reuse_decisions: reuse.map((r) => ({
      source: r.source,
      decision: 'refresh' as const,
      reasons: r.reasons,
    })),
    crawler_code_sha: rc.code_sha,
    artifact_checksum: ARTIFACT_CHECKSUM_FORM,
  };
}

/** Stands for the artifact checksum until it is known. */
export const ARTIFACT_CHECKSUM_FORM = '0'.repeat(64);

type Provenance = NewsMetadata['source_artifact_provenance'][number];

/** What its crawler records of a source crawled in this run. */
function provenance(
  input: NewsMetadataInput,
  source: string,
  action: Provenance['action'],
  reasons: string[],
): Provenance {
  const rc = input.runContext;
  return {
    source_id: source,
    action,
    artifact_path: newsFilePath(rc.week),
    original_run_id: rc.run_id,
    original_crawled_at: input.mergedAt,
    evaluated_at: input.mergedAt,
    date: input.mergedAt.slice(0, 10),
    week: rc.week,
    crawl_window: newsCrawlWindow(rc),
    source_config_checksum: rc.source_config_checksum,
    schema_checksum: NEWS_SCHEMA_CHECKSUM,
    artifact_checksum: ARTIFACT_CHECKSUM_FORM,
    content_checksum: input.stats.get(source)?.contentChecksum ?? null,
    reasons,
  };
}
