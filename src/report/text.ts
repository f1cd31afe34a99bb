/**
 * The run at a glance as plain text, for `squadscope crawl`: the outcome line, bar charts of
 * articles per source and of leg durations, and the critical path. Leg ids are validated
 * ids (safe to print); nothing here comes from a feed.
 */
import { legCounts, secondsText, type Glance, type GlanceLeg } from './glance.js';

const BAR_WIDTH = 30;

function bars(rows: readonly { label: string; value: number; text: string }[]): string[] {
  const max = Math.max(0, ...rows.map((r) => r.value));
  const width = Math.max(...rows.map((r) => r.label.length), 0);
  return rows.map((r) => {
    const n = max === 0 ? 0 : Math.round((r.value / max) * BAR_WIDTH);
    return `    ${r.label.padEnd(width)}  ${'#'.repeat(n)}${n > 0 ? ' ' : ''}${r.text}`;
  });
}

function inPlanOrder(legs: readonly GlanceLeg[]): GlanceLeg[] {
  return [...legs].sort((a, b) => (a.kind === b.kind ? a.seq - b.seq : a.kind === 'rss' ? -1 : 1));
}

export function glanceText(g: Glance): string {
  const lines = [
    // The legs' own counts, before deduplication: labelled, so that no reader takes them for
    // the merged totals that `squadscope crawl` prints above this.
    `Fan-in ${g.week}: ${g.outcome}. ${legCounts(g.legs)}; ${g.articles} articles, ${g.repositories} repositories from the legs (before deduplication); ${g.warnings.length} warnings`,
  ];
  const ordered = inPlanOrder(g.legs);
  const rss = ordered.filter((l) => l.kind === 'rss');
  if (rss.length > 0) {
    lines.push('  articles per source');
    lines.push(...bars(rss.map((l) => ({ label: l.id, value: l.items, text: String(l.items) }))));
  }
  const timed = ordered.filter((l) => l.durationMs !== null);
  if (timed.length > 0) {
    lines.push('  leg durations');
    lines.push(
      ...bars(
        timed.map((l) => ({
          label: `${l.kind}/${l.id}`,
          value: l.durationMs!,
          text: secondsText(l.durationMs),
        })),
      ),
    );
  }
  if (g.timing !== null && g.timing.critical_path.length > 0) {
    lines.push(
      `  critical path ${secondsText(g.timing.critical_path_ms)}: ${g.timing.critical_path
        .map((s) => `${s.step} ${secondsText(s.duration_ms)}`)
        .join(' -> ')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
