/**
 * What `squadscope crawl` prints: one progress line per finished step, the summary table,
 * and the reason a step failed. Pure formatting: the orchestration hands in every value.
 *
 * Names and paths from outside go through untrusted() (JSON-quoted, one line); a reason (a
 * step's error, a warning) through plainReason(): plain text on one line, indented, so that
 * no line this command prints inside a workflow step starts a workflow command.
 */
import { untrusted } from '../../base/untrusted.js';
import { plainReason } from '../../base/error-message.js';

export type LegKind = 'rss' | 'github';

export interface LegOutcome {
  kind: LegKind;
  /** Source or shard id (validated ids: safe to print), or `all` in monolithic mode. */
  id: string;
  status: string;
  /** Articles (RSS) or repositories (GitHub) the leg reported; null when it said nothing. */
  items: number | null;
  seconds: number;
  /** Why the step failed, as the step said it (untrusted). */
  errors: string[];
}

export interface CrawlSummary {
  week: string;
  runId: string;
  legs: LegOutcome[];
  fanIn: { status: string; seconds: number; errors: string[] };
  articles: number | null;
  repositories: number | null;
  /** The fan-in's warnings (untrusted). */
  warnings: string[];
  /** Output files that exist, as they should be shown (relative to the working directory). */
  outputs: { label: string; path: string }[];
  /** Where the legs' artifacts are kept; null when the crawl removed them at its end. */
  artifactDir: string | null;
}

const SAFE_WORD = /^[A-Za-z0-9_.:/-]{0,80}$/;

/** A value we expect to be a plain word (status, id); anything else is quoted. */
export function word(text: string): string {
  return SAFE_WORD.test(text) ? text : untrusted(text, 80);
}

const SAFE_PATH = /^[\w./\\@+,~ -]{1,400}$/;

/** A file path as is when it is plain, quoted otherwise (a path is the user's, not a feed's, but may hold anything). */
export function pathText(path: string): string {
  return SAFE_PATH.test(path) && !/^\s|\s$/.test(path) ? path : untrusted(path, 400);
}

export function seconds(s: number): string {
  return `${s.toFixed(1)} s`;
}

function itemsOf(leg: Pick<LegOutcome, 'kind' | 'items'>): string {
  if (leg.items === null) return '-';
  const [one, many] = leg.kind === 'rss' ? ['article', 'articles'] : ['repository', 'repositories'];
  return `${leg.items} ${leg.items === 1 ? one : many}`;
}

/** `  rss     techcrunch              success     7 articles      1.2 s` */
export function progressLine(leg: LegOutcome): string {
  const lines = [
    `  ${leg.kind.padEnd(7)} ${word(leg.id).padEnd(24)} ${word(leg.status).padEnd(9)} ${itemsOf(leg).padStart(16)}  ${seconds(leg.seconds).padStart(7)}`,
  ];
  for (const error of leg.errors) lines.push(`          ${plainReason(error, 300)}`);
  return lines.join('\n');
}

/**
 * The reasons a step gave for failing: its `::error::` workflow commands (decoded as the
 * runner decodes them), else the last line it wrote to stderr.
 */
export function stepErrors(stdout: string, stderr: string, max = 3): string[] {
  const errors: string[] = [];
  for (const line of stdout.split(/\r?\n/)) {
    const m = /^::error(?: [^:]*)?::(.*)$/.exec(line);
    if (m) errors.push(m[1]!.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'));
  }
  if (errors.length === 0) {
    const last = stderr
      .split(/\r?\n/)
      .filter((l) => l.trim() !== '')
      .at(-1);
    if (last !== undefined) errors.push(last.trim());
  }
  return errors.slice(0, max);
}

function table(rows: string[][], align: ('l' | 'r')[]): string[] {
  const widths = rows[0]!.map((_c, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((row) =>
    `  ${row.map((c, i) => (align[i] === 'r' ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ')}`.trimEnd(),
  );
}

const STATUS_RANK: Record<string, number> = { error: 0, failed: 1, partial: 2, success: 3 };

/** Legs that did not succeed first (in their order), then the others; stable otherwise. */
export function failuresFirst(legs: readonly LegOutcome[]): LegOutcome[] {
  const rank = (l: LegOutcome) => STATUS_RANK[l.status] ?? 0;
  return legs
    .map((l, i) => ({ l, i }))
    .sort((a, b) => rank(a.l) - rank(b.l) || a.i - b.i)
    .map((x) => x.l);
}

export function summaryText(s: CrawlSummary): string {
  const counts = new Map<string, number>();
  for (const leg of s.legs) counts.set(leg.status, (counts.get(leg.status) ?? 0) + 1);
  const rows = [
    ['leg', 'status', 'items', 'time'],
    ...failuresFirst(s.legs).map((l) => [
      `${l.kind}/${word(l.id)}`,
      word(l.status),
      itemsOf(l),
      seconds(l.seconds),
    ]),
    ['fan-in', word(s.fanIn.status), '', seconds(s.fanIn.seconds)],
  ];
  const lines = [
    '',
    `Summary of ${word(s.week)} (run ${word(s.runId)})`,
    '',
    ...table(rows, ['l', 'l', 'r', 'r']),
    '',
    `  legs          ${s.legs.length} (${[...counts].map(([status, n]) => `${n} ${word(status)}`).join(', ') || 'none planned'})`,
    `  status        ${word(s.fanIn.status)}`,
    `  articles      ${s.articles ?? '-'}`,
    `  repositories  ${s.repositories ?? '-'}`,
    `  warnings      ${s.warnings.length}`,
    ...s.warnings.map((w) => `    - ${plainReason(w, 300)}`),
    ...s.fanIn.errors.map((e) => `  error         ${plainReason(e, 300)}`),
    '  outputs',
    ...(s.outputs.length > 0
      ? s.outputs.map((o) => `    ${o.label.padEnd(12)} ${pathText(o.path)}`)
      : ['    (none written)']),
    `  artifacts     ${s.artifactDir === null ? 'removed (--keep-artifacts keeps them)' : pathText(s.artifactDir)}`,
    '',
  ];
  return lines.join('\n');
}
