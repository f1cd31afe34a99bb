// The job summary of crawl-rss-leg: one row per leg, then the most relevant
// titles. Every cell goes through JobSummary, which escapes it (titles and error
// messages come from remote servers).

import type { RunContext } from '../../contracts/index.js';
import type { JobSummary } from '../../runtime/index.js';
import type { LegSummaryRow } from '../../rss/legs.js';
import { compareStrings } from '../../canonical/index.js';

/** Titles listed per source, and in all. */
const TITLES_PER_SOURCE = 5;
const TITLES_TOTAL = 50;

/** success when every leg succeeded, failed when every leg failed, partial otherwise. */
export function outcomeOf(rows: readonly LegSummaryRow[]): 'success' | 'partial' | 'failed' {
  const statuses = rows.map((r) => r.report.artifact.status);
  if (statuses.every((s) => s === 'success')) return 'success';
  return statuses.every((s) => s === 'failed') ? 'failed' : 'partial';
}

function countsOf(rows: readonly LegSummaryRow[]): string {
  const counts = new Map<string, number>();
  for (const r of rows)
    counts.set(r.report.artifact.status, (counts.get(r.report.artifact.status) ?? 0) + 1);
  const parts = ['failed', 'partial', 'success']
    .filter((s) => counts.has(s))
    .map((s) => `${counts.get(s)} ${s}`);
  return `${rows.length} ${rows.length === 1 ? 'source' : 'sources'}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

export function writeLegSummary(
  summary: JobSummary,
  runContext: RunContext,
  rows: readonly LegSummaryRow[],
): void {
  summary.heading(`RSS legs of run ${runContext.run_id}: ${outcomeOf(rows)}`);
  summary.paragraph(
    `${countsOf(rows)}; ${rows.reduce((n, r) => n + r.report.artifact.articles.length, 0)} articles kept. Window ${runContext.since} to ${runContext.until} (week ${runContext.week}).`,
  );
  summary.table(
    ['Source', 'Status', 'Articles', 'Relevant', 'Retries', 'Fetch ms', 'Error', 'Artifact'],
    rows.map(({ artifactName, report: { artifact: a } }) => [
      a.source_id,
      a.status,
      String(a.metrics.articles_fetched),
      String(a.metrics.articles_relevant),
      String(a.metrics.retries),
      String(a.metrics.fetch_duration_ms),
      a.error === null ? '' : `${a.error.code}: ${a.error.message.slice(0, 200)}`,
      artifactName,
    ]),
  );
  const top: string[][] = [];
  for (const { report } of rows) {
    const best = [...report.artifact.articles]
      .sort((x, y) => y.relevance_score - x.relevance_score || compareStrings(x.url, y.url))
      .slice(0, TITLES_PER_SOURCE);
    for (const a of best) {
      if (top.length >= TITLES_TOTAL) break;
      top.push([
        a.source,
        a.relevance_score.toFixed(2),
        a.title.slice(0, 200) || '(no title)',
        a.url.slice(0, 300),
      ]);
    }
  }
  if (top.length > 0) {
    summary.heading('Most relevant articles', 3);
    summary.table(['Source', 'Score', 'Title', 'URL'], top);
  }
}
