/**
 * The canonical outputs and the diagnostics, built and serialized (pure).
 *
 * An output is a sequence of parts; the parts marked volatile hold merged_at (and the
 * legacy crawled_at, which is merged_at): the only bytes allowed to differ between two
 * fan-ins of the same inputs. That is what lets an unchanged output be recognised and left
 * untouched, and lets the news file be written without ever joining its articles into one
 * string (parts are produced lazily).
 *
 * * news (`{week}-external-news.json`): canonical JSON + "\n". Its articles are the
 *   articles that each passed the article schema in their leg, grown by the fields the
 *   existing consumers read (news-article.ts); the envelope around them, legacy metadata
 *   included (news-legacy.ts), is validated here against external_news_v2 with the articles
 *   left out, so the full article set is never re-validated.
 * * GitHub (`{week}.json`): the legacy monolithic file, 2-space JSON.stringify + "\n",
 *   keys in the legacy order (as written below), validated against github_raw_v2.
 * * diagnostics: canonical key order, 2-space indented for people to read.
 */
import { canonicalJson, checksumOf, checksumOfBytes, compareStrings } from '../canonical/index.js';
import {
  assertValid,
  type FanInDiagnostics,
  type GithubRawOutput,
  type GithubShard,
  type LegacyRepository,
  type NewsOutput,
  type Repository,
  type RunContext,
} from '../contracts/index.js';
import { schemas } from '../contracts/generated/schemas.js';
import { repositoryJson, RunsChecksum } from './fast/record-json.js';
import { runInMemory, type ArticleRun, type FinalArticles } from './fast/merge-news.js';
import { DistinctLinks } from './fast/leg-links.js';
import { newsArticleParts, type ArticleCounts } from './news-articles.js';
import { StreamedArtifactChecksum } from './news-checksum.js';
import {
  newsCrawlWindow,
  newsMetadata,
  type LegNewsStats,
  type NewsMetadata,
} from './news-legacy.js';
import type { LegOutcome } from './policy.js';
import type { OutputPart, Serialized } from './output-parts.js';

/** The run context with its keys in the schema's order (the legacy file keeps key order). */
export function orderedRunContext(rc: RunContext): RunContext {
  return {
    schema_version: rc.schema_version,
    run_id: rc.run_id,
    week: rc.week,
    since: rc.since,
    until: rc.until,
    source_config_checksum: rc.source_config_checksum,
    topic_config_checksum: rc.topic_config_checksum,
    code_sha: rc.code_sha,
    created_at: rc.created_at,
  };
}

// ---------------------------------------------------------------------------------------
// News

export interface NewsInput {
  runContext: RunContext;
  /** The planned sources in plan order. */
  legs: readonly LegOutcome[];
  /** The final articles, in output order. */
  articles: FinalArticles;
  /**
   * The bytes of a run of articles, valid until the next call (default: runs of legs held
   * in memory); the fan-in reads legs left in their files again (io/leg-files.ts).
   */
  readRun?: (run: ArticleRun) => Uint8Array;
  threshold: number;
  /** Per source id: what the fan-in counted of its accepted artifact. */
  legStats?: ReadonlyMap<string, LegNewsStats>;
  warnings: string[];
  sourcesSucceeded: number;
  sourcesFailed: number;
  mergedAt: string;
}

export interface BuiltNews {
  /** The output without its articles (what was validated, with a checksum of its form). */
  envelope: NewsOutput;
  serialized: Serialized;
  /**
   * The checksum of the articles. It is computed as the parts are produced (the articles
   * are hashed while they are written), so it is known once serialized.parts() has been
   * taken past the articles: after the output was written or compared.
   */
  checksum(): string;
}

/** Stands for the checksum while the envelope is validated: of its form, not its value. */
const CHECKSUM_FORM = `sha256:${'0'.repeat(64)}`;

function sourceEntry(leg: LegOutcome): NonNullable<NewsOutput['sources'][string]> {
  const entry: NonNullable<NewsOutput['sources'][string]> = {
    status: leg.status,
    articles_count: leg.items,
  };
  if (leg.status === 'failed' || leg.status === 'missing') entry.error = leg.error ?? 'no_artifact';
  else if (leg.status === 'partial' && leg.items === 0) entry.error = 'no_articles';
  return entry;
}

/** The envelope of the news file, without its articles and with placeholders of their form. */
function newsEnvelope(input: NewsInput, metadata: NewsMetadata): NewsOutput {
  const sources: NewsOutput['sources'] = {};
  for (const leg of input.legs) sources[leg.id] = sourceEntry(leg);
  const rc = input.runContext;
  return {
    schema_version: 2,
    week: rc.week,
    source: 'external_news',
    run_context: rc,
    sources,
    articles: [],
    metrics: {
      total_articles: input.articles.count,
      total_relevant: relevantCount(input.articles.scores, input.threshold),
      sources_succeeded: input.sourcesSucceeded,
      sources_failed: input.sourcesFailed,
    },
    warnings: input.warnings,
    crawled_at: input.mergedAt,
    crawl_window: newsCrawlWindow(rc),
    merged_at: input.mergedAt,
    metadata,
    checksum: CHECKSUM_FORM,
  };
}

function relevantCount(scores: Float64Array, threshold: number): number {
  let relevant = 0;
  for (const score of scores) if (score >= threshold) relevant++;
  return relevant;
}

/**
 * The news file. Its articles are produced lazily (news-articles.ts); the legacy metadata
 * that counts them and carries their checksums follows them in key order, so it is
 * serialized once they were taken.
 */
export function buildNews(input: NewsInput): BuiltNews {
  const { articles } = input;
  const counts = (): ArticleCounts => ({
    githubLinks: new DistinctLinks(),
    perSource: new Map(),
  });
  const metadataOf = (taken: ArticleCounts) =>
    newsMetadata({
      runContext: input.runContext,
      legs: input.legs,
      stats: input.legStats ?? new Map(),
      totals: {
        articles: articles.count,
        relevant: relevantCount(articles.scores, input.threshold),
        githubLinks: taken.githubLinks.size,
        dedupe: articles.offered - articles.count,
        perSource: taken.perSource,
      },
      mergedAt: input.mergedAt,
    });
  const envelope = newsEnvelope(input, metadataOf(counts()));
  assertValid<NewsOutput>('external_news_v2', envelope, 'the news output');

  // JCS key order: articles, checksum, crawl_window, crawled_at, merged_at, metadata,
  // metrics, run_context, schema_version, source, sources, warnings, week. Checked against
  // canonicalJson in io/run.test.ts.
  const tail =
    `,"metrics":${canonicalJson(envelope.metrics)}` +
    `,"run_context":${canonicalJson(input.runContext)}` +
    `,"schema_version":2,"source":"external_news","sources":${canonicalJson(envelope.sources)}` +
    `,"warnings":${canonicalJson(input.warnings)},"week":${JSON.stringify(envelope.week)}}\n`;
  const { mergedAt } = input;
  const readRun = input.readRun ?? runInMemory;
  let checksum: string | undefined;
  const serialized: Serialized = {
    *parts() {
      // Hashing a batch overlaps writing the one before (see writeFileAtomic).
      const hash = { articles: new RunsChecksum(), artifact: new StreamedArtifactChecksum() };
      const taken = counts();
      yield { text: '{"articles":[' };
      yield* newsArticleParts(articles, readRun, hash, taken);
      checksum = hash.articles.digest();
      yield {
        text:
          `],"checksum":${JSON.stringify(checksum)}` +
          `,"crawl_window":${canonicalJson(envelope.crawl_window)},"crawled_at":"`,
      };
      yield { text: mergedAt, volatile: true };
      yield { text: '","merged_at":"' };
      yield { text: mergedAt, volatile: true };
      const metadata = metadataOf(taken);
      const { crawled_at: _, articles: __, ...rest } = envelope;
      setArtifactChecksum(metadata, hash.artifact.finish({ ...rest, checksum, metadata }));
      yield { text: '",' };
      yield* volatileMembers(`"metadata":${canonicalJson(metadata)}${tail}`, MERGED_AT_MEMBERS);
    },
  };
  return {
    envelope,
    serialized,
    checksum: () => {
      if (checksum === undefined) throw new Error('the news output was not produced yet');
      return checksum;
    },
  };
}

function setArtifactChecksum(metadata: NewsMetadata, value: string): void {
  metadata.artifact_checksum = value;
  // Its crawler points each source crawled in the run at the file it wrote.
  for (const entry of metadata.source_artifact_provenance) entry.artifact_checksum = value;
}

/** The metadata members whose values follow from merged_at (the checksum covers it). */
const MERGED_AT_MEMBERS = ['artifact_checksum', 'original_crawled_at', 'evaluated_at', 'date'];

/**
 * `text` cut into parts, the string value of each member named in `keys` a volatile part
 * (the values hold no escapes: a checksum, a timestamp, a date). A quote inside a string is
 * always escaped, so `"<key>":"` found in the text is that member.
 */
export function* volatileMembers(text: string, keys: readonly string[]): Generator<OutputPart> {
  const cuts: [number, number][] = [];
  for (const key of keys) {
    const marker = `"${key}":"`;
    for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
      const start = at + marker.length;
      cuts.push([start, text.indexOf('"', start)]);
    }
  }
  cuts.sort((a, b) => a[0] - b[0]);
  let from = 0;
  for (const [start, end] of cuts) {
    yield { text: text.slice(from, start) };
    yield { text: text.slice(start, end), volatile: true };
    from = end;
  }
  yield { text: text.slice(from) };
}

// ---------------------------------------------------------------------------------------
// GitHub (legacy monolithic file)

const LEGACY_REPOSITORY_KEYS = [
  'id',
  'node_id',
  'name',
  'owner',
  'full_name',
  'description',
  'language',
  'stars',
  'forks',
  'archived',
  'disabled',
  'created_at',
  'updated_at',
  'pushed_at',
  'topics',
  'license',
  'url',
  'api_url',
] as const;

/**
 * The legacy record: its key order, and null for an identifying field the shard did not
 * carry (a writer of only the contract's fields): never a value made up from another field.
 * stars_gained only where the legacy crawler writes it: on trending repositories, when
 * known. New repositories never carry it there, and its consumers read a stars_gained on a
 * new repository as a spike (the shard artifacts keep it for the dedup rule).
 */
export function legacyRepository(
  repo: Repository,
  list: LegacyList = 'trending_repos',
): LegacyRepository {
  const out: Record<string, unknown> = {};
  for (const key of LEGACY_REPOSITORY_KEYS) out[key] = repo[key] ?? null;
  if (list === 'trending_repos' && repo.stars_gained !== null) out.stars_gained = repo.stars_gained;
  return out as unknown as LegacyRepository;
}

export type LegacyList = 'new_repos' | 'trending_repos';

/**
 * The order the legacy crawler holds its lists in: trending by stars_gained (absent lowest),
 * then stars, when a previous snapshot gave gains; new (and trending without gains) by
 * stars. Equal keys keep the search API's order there, which the shards do not record:
 * here they fall back to full_name.
 */
function legacyOrder(list: readonly Repository[], byGain: boolean): Repository[] {
  const gain = (r: Repository) => (byGain ? (r.stars_gained ?? -1) : 0);
  return [...list].sort(
    (a, b) => gain(b) - gain(a) || b.stars - a.stars || compareStrings(a.full_name, b.full_name),
  );
}

/**
 * The 15 most frequent topics over both lists, each repository once; count desc, and equal
 * counts in the order the legacy crawler meets them first (its Counter keeps insertion
 * order): new repositories, then trending ones, each list in its legacy order, each
 * repository's topics sorted.
 */
export function topTopics(
  newRepos: readonly Repository[],
  trendingRepos: readonly Repository[],
  limit = 15,
): { topic: string; count: number }[] {
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  const byGain = trendingRepos.some((r) => r.stars_gained !== null);
  for (const list of [legacyOrder(newRepos, false), legacyOrder(trendingRepos, byGain)]) {
    for (const repo of list) {
      if (seen.has(repo.full_name)) continue;
      seen.add(repo.full_name);
      for (const topic of new Set(repo.topics.map((t) => t.toLowerCase()).sort(compareStrings))) {
        counts.set(topic, (counts.get(topic) ?? 0) + 1);
      }
    }
  }
  // Array.prototype.sort is stable: equal counts keep the order of first meeting.
  return [...counts]
    .map(([topic, count]) => ({ topic, count }))
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
}

/**
 * The days of since and until, as the legacy crawler writes its window (until: the day its
 * run ended the window, exclusive), so that a Monday run's window ends in the week it runs in.
 */
export function crawlWindow(rc: RunContext): { since: string; until: string } {
  return { since: rc.since.slice(0, 10), until: rc.until.slice(0, 10) };
}

/** What the legacy crawler writes as same_day_reuse for a crawl that reused nothing. */
export const NOT_REUSED = {
  status: 'not_reused',
  source: 'github',
  source_id: 'github-search',
} as const;

const shardSchema = schemas.find((s) => s.$id === 'github_shard_v1');
/** The checksum of the shard contract the merged records follow. */
export const SHARD_SCHEMA_CHECKSUM = checksumOf(shardSchema);

export interface AcceptedShard {
  shard_id: GithubShard['shard_id'];
  api_metrics: GithubShard['api_metrics'];
  filter_summary: GithubShard['filter_summary'];
  candidate_stars?: GithubShard['candidate_stars'];
}

export interface GithubInput {
  runContext: RunContext;
  /** The planned shards in plan order. */
  legs: readonly LegOutcome[];
  /** The shards that were accepted. */
  shards: readonly AcceptedShard[];
  newRepos: readonly Repository[];
  trendingRepos: readonly Repository[];
  partialFailures: string[];
  mergedAt: string;
}

export interface BuiltGithub {
  value: GithubRawOutput;
  serialized: Serialized;
  /** `{week}-stars.json`: next week's previous snapshot, written with `{week}.json`. */
  stars: Serialized;
}

export function buildGithub(input: GithubInput): BuiltGithub {
  const rc = orderedRunContext(input.runContext);
  const new_repos = input.newRepos.map((r) => legacyRepository(r, 'new_repos'));
  const trending_repos = input.trendingRepos.map((r) => legacyRepository(r, 'trending_repos'));
  const filter_summary = {
    new_repos: filterTotals(input.shards.filter((s) => s.shard_id !== 'trending_repos')),
    trending_repos: filterTotals(input.shards.filter((s) => s.shard_id === 'trending_repos')),
  };
  const shards: GithubRawOutput['metadata']['shards'] = {};
  for (const leg of input.legs) {
    shards[leg.id] = {
      status: leg.status === 'missing' ? 'missing' : 'success',
      required: leg.required,
      repositories: leg.items,
      ...(leg.status === 'missing' ? { reason: leg.error ?? 'no_artifact' } : {}),
    };
  }
  const value: GithubRawOutput = {
    schema_version: 'github_raw_v2',
    week: rc.week,
    crawled_at: input.mergedAt,
    new_repos,
    trending_repos,
    signals: { top_topics: topTopics(input.newRepos, input.trendingRepos) },
    metadata: {
      api_calls_used: sum(input.shards.map((s) => s.api_metrics.calls_made)),
      cache_hits: sum(input.shards.map((s) => s.api_metrics.cache_hits)),
      stale_cache_hits: 0,
      rate_limit_limit: null,
      // The remaining budget depends on which other jobs spent it first, so it differs between
      // a matrix and a monolithic crawl of the same data: it stays in the shard artifacts
      // (api_metrics.search_api_remaining), never in the canonical bytes.
      rate_limit_remaining: null,
      rate_limit_reset: null,
      rate_limit_resource: 'search',
      partial_failures: input.partialFailures,
      run_id: rc.run_id,
      crawl_window: crawlWindow(rc),
      crawl_config_checksum: rc.topic_config_checksum,
      schema_checksum: SHARD_SCHEMA_CHECKSUM,
      // The fan-in merges this run's shards: never an earlier run's file reused.
      same_day_reuse: { ...NOT_REUSED },
      filter_summary,
      snapshot_path: `data/snapshots/${rc.week}-stars.json`,
      source_refresh_policy: 'run_context',
      crawler_code_sha: rc.code_sha,
      run_context: rc,
      shards,
      merged_at: input.mergedAt,
      artifact_checksum: legacyListsChecksum(new_repos, trending_repos),
    },
  };
  assertValid<GithubRawOutput>('github_raw_v2', value, 'the GitHub output');
  const text = `${JSON.stringify(value, null, 2)}\n`;
  return {
    value,
    serialized: splitVolatile(text, ['\n  "crawled_at": "', '\n    "merged_at": "']),
    stars: starSnapshotFile(value, input.shards),
  };
}

const SNAPSHOT_SHARD_ORDER: readonly AcceptedShard['shard_id'][] = [
  'new_repos',
  'topic_primary',
  'topic_secondary',
  'trending_repos',
];

/**
 * The star snapshot as the legacy crawler writes it (its keys, no schema_version, names
 * sorted, 2-space JSON), captured when the crawl was merged: the stars of every search
 * result the shards read, dropped ones too, so that next week knows the gains of a
 * repository filtered out this week. A name read by several shards takes the count of the
 * last in SNAPSHOT_SHARD_ORDER (the legacy crawler's trending search is its last), whatever
 * order the shards arrived in. A shard that does not list its results (another writer's)
 * gives its kept repositories. Next week's shards read it back as their previous snapshot,
 * and so does the legacy crawler.
 */
export function starSnapshotFile(
  value: GithubRawOutput,
  shards: readonly AcceptedShard[],
): Serialized {
  const stars = new Map<string, number>();
  for (const repo of [...value.new_repos, ...value.trending_repos]) {
    if (typeof repo.stars === 'number') stars.set(repo.full_name, repo.stars);
  }
  const rank = (s: AcceptedShard) => SNAPSHOT_SHARD_ORDER.indexOf(s.shard_id);
  for (const shard of [...shards].sort((a, b) => rank(a) - rank(b))) {
    for (const [name, count] of Object.entries(shard.candidate_stars ?? {})) {
      if (count !== undefined) stars.set(name, count);
    }
  }
  const names = [...stars.keys()].sort(compareStrings);
  const snapshot = {
    week: value.week,
    captured_at: value.crawled_at,
    repository_count: names.length,
    stars: Object.fromEntries(names.map((name) => [name, stars.get(name)])),
  };
  return splitVolatile(`${JSON.stringify(snapshot, null, 2)}\n`, ['\n  "captured_at": "']);
}

/**
 * The shards' filter counts summed by reason, reasons sorted; {} when no shard reported
 * them (the counts are optional in the shard contract), as the legacy crawler writes a
 * list that dropped nothing.
 */
function filterTotals(shards: readonly AcceptedShard[]): Record<string, number> {
  const totals = new Map<string, number>();
  for (const shard of shards) {
    if (shard.filter_summary === undefined) continue;
    for (const [reason, count] of Object.entries(shard.filter_summary)) {
      totals.set(reason, (totals.get(reason) ?? 0) + (count ?? 0));
    }
  }
  const summary: Record<string, number> = {};
  for (const reason of [...totals.keys()].sort(compareStrings)) {
    summary[reason] = totals.get(reason) as number;
  }
  return summary;
}

/** checksumOf({ new_repos, trending_repos }), each record serialized by the fast path. */
function legacyListsChecksum(
  newRepos: readonly LegacyRepository[],
  trendingRepos: readonly LegacyRepository[],
): string {
  const list = (repos: readonly LegacyRepository[]) => repos.map(repositoryJson).join(',');
  return checksumOfBytes(
    `{"new_repos":[${list(newRepos)}],"trending_repos":[${list(trendingRepos)}]}`,
  );
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/**
 * Cuts `text` around the 20-character timestamp that follows each marker. Each marker is
 * a key at a given indentation that occurs exactly once (string values cannot hold an
 * unescaped quote, so no value can imitate it).
 */
export function splitVolatile(text: string, markers: readonly string[]): Serialized {
  const cuts = markers
    .map((marker) => {
      const at = text.indexOf(marker);
      if (at < 0 || text.indexOf(marker, at + 1) >= 0) {
        throw new Error(`serializer bug: ${JSON.stringify(marker)} must occur exactly once`);
      }
      return at + marker.length;
    })
    .sort((a, b) => a - b);
  const parts: OutputPart[] = [];
  let from = 0;
  for (const start of cuts) {
    parts.push({ text: text.slice(from, start) });
    parts.push({ text: text.slice(start, start + 20), volatile: true });
    from = start + 20;
  }
  parts.push({ text: text.slice(from) });
  return { parts: () => parts };
}

// ---------------------------------------------------------------------------------------
// Diagnostics

export function buildDiagnostics(value: FanInDiagnostics): Serialized {
  assertValid<FanInDiagnostics>('fan_in_diagnostics_v1', value, 'the fan-in diagnostics');
  const text = `${JSON.stringify(JSON.parse(canonicalJson(value)), null, 2)}\n`;
  return splitVolatile(text, ['\n  "merged_at": "']);
}

/** The whole text of a serialized output (tests and small outputs). */
export function serializedText(serialized: Serialized): string {
  let text = '';
  for (const part of serialized.parts()) {
    text += 'text' in part ? part.text : Buffer.from(part.bytes).toString('utf8');
  }
  return text;
}
