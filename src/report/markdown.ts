/**
 * The fan-in's job summary from a Glance: the outcome in the heading, one line of figures,
 * a short table of legs (failures first), Mermaid `xychart-beta` charts of articles per
 * source and of leg durations (GitHub renders Mermaid blocks in job summaries), then the
 * warnings and the rejected artifacts. Every text cell goes through JobSummary, which
 * escapes it; chart labels are reduced to plain characters. No file path appears: paths
 * are in the log and the action's outputs.
 */
import type { JobSummary } from '../runtime/index.js';
import { legCounts, secondsText, type Glance, type GlanceLeg } from './glance.js';

/** Successful legs listed in the table; failures are always all listed. */
export const TABLE_SUCCESSES = 20;
/** Bars per chart (the largest values): a chart of 256 bars says nothing. */
export const CHART_BARS = 30;

/** A chart label: letters, digits and `_ . / -` only, in quotes. */
function label(text: string): string {
  return `"${text.replace(/[^A-Za-z0-9_./-]/g, '_').slice(0, 40)}"`;
}

/** One `xychart-beta` bar chart, or null without data. */
export function barChart(
  title: string,
  axis: string,
  bars: readonly { label: string; value: number }[],
): string | null {
  if (bars.length === 0) return null;
  const shown = [...bars]
    .map((b, i) => ({ ...b, i }))
    .sort((a, b) => b.value - a.value || a.i - b.i)
    .slice(0, CHART_BARS)
    .sort((a, b) => a.i - b.i);
  const more = bars.length > shown.length ? ` (largest ${shown.length} of ${bars.length})` : '';
  const max = Math.max(1, ...shown.map((b) => b.value));
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${`${title}${more}`.replace(/"/g, "'")}"`,
    `  x-axis [${shown.map((b) => label(b.label)).join(', ')}]`,
    `  y-axis ${label(axis)} 0 --> ${max}`,
    `  bar [${shown.map((b) => String(b.value)).join(', ')}]`,
    '```',
  ].join('\n');
}

function legRow(leg: GlanceLeg): string[] {
  return [
    `${leg.kind}/${leg.id}`,
    leg.status,
    String(leg.items),
    secondsText(leg.durationMs),
    leg.verdict,
  ];
}

function legTable(summary: JobSummary, legs: readonly GlanceLeg[]): void {
  if (legs.length === 0) return;
  const failures = legs.filter((l) => l.status !== 'success');
  const successes = legs.filter((l) => l.status === 'success');
  const shown = [...failures, ...successes.slice(0, TABLE_SUCCESSES)];
  summary.table(['Leg', 'Status', 'Items', 'Time', 'Verdict'], shown.map(legRow));
  const hidden = legs.length - shown.length;
  if (hidden > 0)
    summary.paragraph(`… and ${hidden} more successful legs (see the diagnostics file).`);
}

function charts(summary: JobSummary, legs: readonly GlanceLeg[]): void {
  const inPlanOrder = [...legs].sort((a, b) =>
    a.kind === b.kind ? a.seq - b.seq : a.kind === 'rss' ? -1 : 1,
  );
  const articles = barChart(
    'Articles per source',
    'Articles',
    inPlanOrder.filter((l) => l.kind === 'rss').map((l) => ({ label: l.id, value: l.items })),
  );
  const durations = barChart(
    'Leg durations (s)',
    'Seconds',
    inPlanOrder
      .filter((l) => l.durationMs !== null)
      .map((l) => ({
        label: `${l.kind}/${l.id}`,
        value: Math.round(l.durationMs! / 100) / 10,
      })),
  );
  if (articles !== null) summary.raw(articles);
  if (durations !== null) summary.raw(durations);
}

export function writeGlanceSummary(summary: JobSummary, g: Glance): void {
  summary.heading(`Fan-in ${g.week}: ${g.outcome}`);
  summary.paragraph(
    `${legCounts(g.legs)}; ${g.articles} articles, ${g.repositories} repositories; ${g.warnings.length} warnings. Run ${g.runId}.${g.reason ? ` ${g.reason}` : ''}`,
  );
  legTable(summary, g.legs);
  charts(summary, g.legs);
  if (g.timing !== null && g.timing.critical_path.length > 0) {
    summary.paragraph(
      `Critical path ${secondsText(g.timing.critical_path_ms)}: ${g.timing.critical_path
        .map((s) => `${s.step} ${secondsText(s.duration_ms)}`)
        .join(' → ')}.`,
    );
  }
  if (g.warnings.length > 0) {
    summary.heading('Warnings', 3);
    summary.list(g.warnings);
  }
  if (g.rejected.length > 0) {
    summary.heading('Rejected artifacts', 3);
    summary.table(
      ['Artifact', 'Reason', 'Pointer', 'Message'],
      g.rejected.map((r) => [r.artifact, r.reason, r.pointer, r.message]),
    );
  }
}
