/**
 * The flags of `squadscope crawl`, parsed with node:util parseArgs. Pure: the working
 * directory and the machine's parallelism come in as parameters.
 */
import { isAbsolute, resolve } from 'node:path';
import { parseCommandLine, UsageError } from '../args.js';
import { RunContextError } from '../../runcontext/errors.js';
import { resolveWindow, WEEK_LABELS, type WeekLabel } from '../../runcontext/window.js';

export const CRAWL_USAGE = `Usage: squadscope crawl [options]

Runs the whole crawl on this machine: make-run-context, every RSS leg and GitHub shard as
parallel processes, then the fan-in, with a local directory as the artifact store.

With no flags it crawls the bundled demo: five example feeds and recorded GitHub search
answers of week 2026-W23, served from 127.0.0.1 (no network, no token needed), as a run on
Monday 2026-06-08 00:07 UTC would crawl them: files named 2026-W24. With
--source-config but without --live, those feeds are fetched for real while the GitHub side
stays on the demo server.

Options:
  --live                  crawl the real sources and api.github.com (token from GITHUB_TOKEN);
                          the window defaults to the last finished ISO week
  --week YYYY-Www         the ISO week that names the files (with --week-label window: the
                          week crawled; with run: the week after the one crawled)
  --week-label run|window run (default): files are named after the ISO week the crawl runs in
                          and cover the seven days before, as SquadScope's Monday cron does;
                          window: named after the week they cover
  --since TIME --until TIME
                          an explicit window for a backfill or an old feed, each
                          YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ (since inclusive, until exclusive;
                          both or neither); the files are named after the ISO week of since
                          (--week-label window) or of until (run); --week, if given, must match
  --output-dir DIR        where the canonical outputs go (default: data/raw)
  --artifact-dir DIR      the local artifact store (default: a fresh temporary directory,
                          removed at the end)
  --keep-artifacts        keep that temporary artifact directory (its path is printed)
  --source-config FILE    RSS sources, JSON or YAML (default: the demo's five sources served
                          locally; with --live examples/sources.json)
  --topic-config FILE     topic config, YAML (default: examples/demo/squadscope.topic.yml;
                          with --live examples/squadscope.topic.yml)
  --state FILE            scrape state (scrape_state_v1 JSON): only due sources are crawled, and
                          the fan-in records the sources that succeeded (created when missing)
  --github-shards LIST    GitHub shards to crawl, comma separated (default: all four; none: off)
  --monolithic            one process per side (source-id all, shard-id all) instead of one per leg
  --sources-per-leg N     packed legs: each RSS leg process crawls N sources one after another
                          and uploads one artifact (the outputs are the same bytes)
  --chunk-size M          chunked: the RSS legs run chunk by chunk (M sources each, packed
                          within the chunk), then one fan-in over all of them
  --nested                with --chunk-size: nested fans, a partial fan-in per chunk, then
                          the fan-in of the partials (the outputs are the same bytes)
  --allow-private-network plan and crawl feeds on loopback or private addresses (without it
                          the plan refuses a feed on localhost or such an IP literal)
  --concurrency N         legs running at once (default: 2 to 4, by CPU count)
  -h, --help              show this help
`;

export interface CrawlOptions {
  live: boolean;
  week: string | undefined;
  /** --since/--until, checked as make-run-context checks them and normalized; undefined: none. */
  window: CrawlWindow | undefined;
  /** make-run-context's week-label: what names the week of the files. */
  weekLabel: WeekLabel;
  /** Absolute paths from here on. */
  outputDir: string;
  artifactDir: string | undefined;
  /** Keep the temporary artifact directory (one given by --artifact-dir is always kept). */
  keepArtifacts: boolean;
  sourceConfig: string | undefined;
  topicConfig: string | undefined;
  state: string | undefined;
  /** make-run-context's github-shards input as given; undefined: its default (all four). */
  githubShards: string | undefined;
  monolithic: boolean;
  /** Packed legs (make-run-context's sources-per-leg); undefined = one source per leg. */
  sourcesPerLeg: number | undefined;
  /** Chunks of this many sources (make-run-context's chunk-size); undefined = one matrix. */
  chunkSize: number | undefined;
  /** With chunkSize: a partial fan-in per chunk, then the fan-in of the partials. */
  nested: boolean;
  concurrency: number;
  /** Feeds on loopback or private addresses may be fetched (crawl-rss-leg's input). */
  allowPrivateNetwork: boolean;
}

/** An explicit window: make-run-context's since and until, and the week it names. */
export interface CrawlWindow {
  since: string;
  until: string;
  week: string;
}

export type ParsedCrawlArgs =
  { help: true } | { help: false; options: CrawlOptions } | { error: string };

const WEEK = /^\d{4}-W\d{2}$/;

/** 2 to 4 legs at once: enough to overlap network waits, few enough for a small machine. */
export function defaultConcurrency(cpus: number): number {
  return Math.min(4, Math.max(2, cpus));
}

export const CRAWL_FLAGS = {
  live: { type: 'boolean', default: false },
  week: { type: 'string' },
  since: { type: 'string' },
  until: { type: 'string' },
  'week-label': { type: 'string', default: 'run' },
  'output-dir': { type: 'string' },
  'artifact-dir': { type: 'string' },
  'keep-artifacts': { type: 'boolean', default: false },
  'source-config': { type: 'string' },
  'topic-config': { type: 'string' },
  state: { type: 'string' },
  'github-shards': { type: 'string' },
  monolithic: { type: 'boolean', default: false },
  'sources-per-leg': { type: 'string' },
  'chunk-size': { type: 'string' },
  nested: { type: 'boolean', default: false },
  concurrency: { type: 'string' },
  'allow-private-network': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

type Flags = ReturnType<typeof parseCommandLine<typeof CRAWL_FLAGS>>['values'];

const FILE_FLAGS = [
  'output-dir',
  'artifact-dir',
  'source-config',
  'topic-config',
  'state',
] as const;

export function parseCrawlArgs(argv: string[], cwd: string, cpus: number): ParsedCrawlArgs {
  let values: Flags;
  try {
    ({ values } = parseCommandLine(argv, CRAWL_FLAGS));
  } catch (error) {
    if (error instanceof UsageError) return { error: error.message };
    throw error;
  }
  if (values.help) return { help: true };
  if (values.week !== undefined && !WEEK.test(values.week)) {
    return { error: `--week must be an ISO week YYYY-Www, got ${JSON.stringify(values.week)}` };
  }
  const weekLabel = WEEK_LABELS.find((label) => label === values['week-label']);
  if (weekLabel === undefined) {
    return {
      error: `--week-label must be one of ${WEEK_LABELS.join(', ')}, got ${JSON.stringify(values['week-label'])}`,
    };
  }
  const window = windowOf(values, weekLabel);
  if (window !== undefined && 'error' in window) return window;
  const concurrency = concurrencyOf(values.concurrency, cpus);
  if (typeof concurrency !== 'number') return concurrency;
  const shape = shapeProblem(values);
  if (shape !== null) return { error: shape };
  for (const flag of FILE_FLAGS) {
    if (values[flag] === '') return { error: `--${flag} must not be empty` };
  }
  const abs = (p: string | undefined) =>
    p === undefined ? undefined : isAbsolute(p) ? p : resolve(cwd, p);
  const perLeg = values['sources-per-leg'];
  const chunkSize = values['chunk-size'];
  return {
    help: false,
    options: {
      live: values.live,
      week: values.week,
      window,
      weekLabel,
      outputDir: abs(values['output-dir']) ?? resolve(cwd, 'data', 'raw'),
      artifactDir: abs(values['artifact-dir']),
      keepArtifacts: values['keep-artifacts'],
      sourceConfig: abs(values['source-config']),
      topicConfig: abs(values['topic-config']),
      state: abs(values.state),
      githubShards: values['github-shards'],
      monolithic: values.monolithic,
      sourcesPerLeg: perLeg === undefined ? undefined : Number(perLeg),
      chunkSize: chunkSize === undefined ? undefined : Number(chunkSize),
      nested: values.nested,
      concurrency,
      allowPrivateNetwork: values['allow-private-network'],
    },
  };
}

/**
 * --since/--until, by make-run-context's own rules (resolveWindow): both or neither, since
 * before until, a --week beside them naming their week. undefined: no window given.
 */
function windowOf(
  values: Flags,
  weekLabel: WeekLabel,
): CrawlWindow | { error: string } | undefined {
  const { since, until, week } = values;
  if (since === undefined && until === undefined) return undefined;
  try {
    // `now` is read only without since/until, which are given here.
    const resolved = resolveWindow({ now: 0, since, until, week, weekLabel });
    return { since: resolved.since, until: resolved.until, week: resolved.week };
  } catch (error) {
    if (error instanceof RunContextError) return { error: `--${error.input}: ${error.problem}` };
    throw error;
  }
}

/** --concurrency, 1 to 32; the machine's default without it. */
function concurrencyOf(raw: string | undefined, cpus: number): number | { error: string } {
  if (raw === undefined) return defaultConcurrency(cpus);
  if (!/^\d{1,2}$/.test(raw) || Number(raw) < 1 || Number(raw) > 32)
    return { error: `--concurrency must be an integer from 1 to 32, got ${JSON.stringify(raw)}` };
  return Number(raw);
}

/** What is wrong with the shape flags (--sources-per-leg, --chunk-size, --nested, --monolithic). */
function shapeProblem(values: Flags): string | null {
  const perLeg = values['sources-per-leg'];
  if (perLeg !== undefined && (!/^[1-9]\d{0,3}$/.test(perLeg) || Number(perLeg) > 1000))
    return `--sources-per-leg must be an integer from 1 to 1000, got ${JSON.stringify(perLeg)}`;
  if (perLeg !== undefined && values.monolithic)
    return '--sources-per-leg and --monolithic are two shapes: give one';
  const chunkSize = values['chunk-size'];
  if (chunkSize !== undefined && (!/^[1-9]\d{0,3}$/.test(chunkSize) || Number(chunkSize) > 1000))
    return `--chunk-size must be an integer from 1 to 1000, got ${JSON.stringify(chunkSize)}`;
  if (values.nested && chunkSize === undefined)
    return '--nested needs --chunk-size: the sources per chunk';
  if (chunkSize !== undefined && values.monolithic)
    return '--chunk-size and --monolithic are two shapes: give one';
  return null;
}
