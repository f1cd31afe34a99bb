/**
 * `squadscope fan-in`: the fan-in on one machine, over a directory of artifacts (one
 * sub-directory per artifact, as `actions/download-artifact` or the local store lays
 * them out). Same core as the action; prints what it decided and exits 0 (complete or
 * degraded), 1 (failed) or 2 (usage error).
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { openArtifactStore, type ArtifactStore } from '../../artifacts/index.js';
import { runAttempt } from '../../contracts/artifact-names.js';
import { parseCommandLine, speakFlags, UsageError } from '../args.js';
import {
  MAX_WORKERS,
  parseFanPlan,
  parseRunContext,
  runFanIn,
  runPartialFanIn,
  validationLine,
  type FanInResult,
} from '../../fanin/index.js';
import type { FanPlan, RunContext } from '../../contracts/index.js';
import { writeRunLedger } from '../../ledger/write.js';
import { MAX_CHUNK_ARGUMENT } from '../../runcontext/nesting.js';
import { untrusted } from '../../base/untrusted.js';
import { messageOf, plainReason } from '../../base/error-message.js';

export interface CliIo {
  /** Writes one line to standard output (no trailing newline in `line`). */
  stdout(line: string): void;
  /** Writes one line to standard error. */
  stderr(line: string): void;
  env: NodeJS.ProcessEnv;
  /** Base of relative paths (default process.cwd()). */
  cwd?: string;
  /** Milliseconds since the epoch (default Date.now). */
  now?: () => number;
  /** The bundle entry, to validate legs in worker threads (see runFanIn). */
  legWorkerScript?: URL;
}

export const FAN_IN_USAGE = `Usage: squadscope fan-in --artifact-dir DIR --output-dir DIR [options]
       squadscope fan-in --artifact-dir DIR --partial-chunk K --chunk-size M
                         [--run-context PATH] [--fan-plan PATH]

Merge the leg artifacts of one run into data/raw/{week}.json and
data/raw/{week}-external-news.json, with {week}-fan-in-diagnostics.json beside them.
With --partial-chunk, run the partial fan-in of chunk K of a nested run instead (legs
with seq in [K*M, (K+1)*M)): it adds partial-rss-c<K>-a<attempt> to the artifact
directory, and a fan-in without --partial-chunk then reads the partials.

  --artifact-dir DIR         directory holding one sub-directory per artifact
  --output-dir DIR           where the outputs are written
  --min-source-ratio R       share of RSS sources that must succeed (default 0.6)
  --keep-query-params a,b    query parameters that identify an article URL
  --topic-config PATH        topic config of the run (relevance threshold)
  --state PATH               scrape-state file to update
  --run-context PATH         run context JSON (default: newest run-context-a<N> artifact)
  --fan-plan PATH            fan plan JSON (default: newest run-context-a<N> artifact)
  --workers N                threads that validate legs (default: one per core, at
                             most 4, one per 8 MiB of artifacts, none below 16 MiB;
                             0 validates in the main thread)
  --partial-chunk K          the partial fan-in of chunk K (0-based) of a nested run
  --chunk-size M             legs per chunk, as make-run-context's chunk-size
  -h, --help                 show this help

SOURCE_DATE_EPOCH, when set, pins merged_at; GITHUB_RUN_ATTEMPT (default 1) is the
attempt a partial is uploaded as.
Exit status: 0 complete, degraded or partial uploaded, 1 failed, 2 usage error.`;

/** The options a partial fan-in reads (it merges nothing and writes no output). */
const PARTIAL_OPTIONS = new Set([
  'artifact-dir',
  'partial-chunk',
  'chunk-size',
  'run-context',
  'fan-plan',
  'help',
]);

interface Args {
  artifactDir: string;
  outputDir: string;
  minSourceRatio?: number;
  keepQueryParams: string[];
  topicConfig?: string;
  state?: string;
  runContext?: string;
  fanPlan?: string;
  workers?: number;
  partial?: { chunk: number; chunkSize: number };
}

const FAN_IN_FLAGS = {
  'artifact-dir': { type: 'string' },
  'output-dir': { type: 'string' },
  'min-source-ratio': { type: 'string' },
  'keep-query-params': { type: 'string' },
  'topic-config': { type: 'string' },
  state: { type: 'string' },
  'run-context': { type: 'string' },
  'fan-plan': { type: 'string' },
  workers: { type: 'string' },
  'partial-chunk': { type: 'string' },
  'chunk-size': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parse(argv: string[]): Args | 'help' {
  const { values } = parseCommandLine(argv, FAN_IN_FLAGS);
  if (values.help) return 'help';
  const artifactDir = values['artifact-dir'];
  const outputDir = values['output-dir'];
  if (!artifactDir) throw new UsageError('--artifact-dir is required');
  const partial = partialOf(values);
  if (!outputDir && !partial) throw new UsageError('--output-dir is required');
  const args: Args = {
    artifactDir,
    outputDir: outputDir ?? '',
    ...(partial ? { partial } : {}),
    keepQueryParams: (values['keep-query-params'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  };
  const ratio = values['min-source-ratio'];
  if (ratio !== undefined) {
    const n = /^\s*(?:\d+(?:\.\d*)?|\.\d+)\s*$/.test(ratio) ? Number(ratio) : NaN;
    if (!(n >= 0 && n <= 1)) {
      throw new UsageError(
        `--min-source-ratio must be a number between 0 and 1, got ${untrusted(ratio, 40)}`,
      );
    }
    args.minSourceRatio = n;
  }
  if (values['topic-config']) args.topicConfig = values['topic-config'];
  if (values.state) args.state = values.state;
  if (values['run-context']) args.runContext = values['run-context'];
  if (values['fan-plan']) args.fanPlan = values['fan-plan'];
  if (values.workers !== undefined) {
    args.workers = wholeNumber('--workers', values.workers, 0, MAX_WORKERS);
  }
  return args;
}

/** --partial-chunk and --chunk-size: both or neither, and with them no option a partial does not read. */
function partialOf(values: Record<string, unknown>): Args['partial'] {
  const chunk = values['partial-chunk'];
  const size = values['chunk-size'];
  if (chunk === undefined && size === undefined) return undefined;
  if (chunk === undefined) throw new UsageError('--chunk-size is read only with --partial-chunk');
  if (size === undefined)
    throw new UsageError('--partial-chunk needs --chunk-size (legs per chunk)');
  const unread = Object.keys(values).filter((name) => !PARTIAL_OPTIONS.has(name));
  if (unread.length > 0) {
    throw new UsageError(`--${unread[0]} is not read by a partial fan-in (--partial-chunk)`);
  }
  return {
    chunk: wholeNumber('--partial-chunk', chunk as string, 0, MAX_CHUNK_ARGUMENT),
    chunkSize: wholeNumber('--chunk-size', size as string, 1, MAX_CHUNK_ARGUMENT),
  };
}

/** The whole number `text` of option `flag`, from `min` to `max`, or a usage error. */
function wholeNumber(flag: string, text: string, min: number, max: number): number {
  const n = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
  if (!(n >= min && n <= max)) {
    throw new UsageError(
      `${flag} must be a whole number from ${min} to ${max}, got ${untrusted(text, 40)}`,
    );
  }
  return n;
}

function report(result: FanInResult, io: CliIo): void {
  io.stdout(`fan-in ${result.runContext.week} (${result.runContext.run_id}): ${result.status}`);
  for (const file of result.files)
    io.stdout(`${file.outcome === 'written' ? 'wrote' : 'unchanged'} ${file.path}`);
  if (result.newsChecksum) io.stdout(`news checksum ${result.newsChecksum}`);
  io.stdout(validationLine(result.validation));
  if (result.statePath) io.stdout(`updated ${result.statePath}`);
  for (const warning of result.warnings) io.stdout(`warning: ${plainReason(warning, 400)}`);
  for (const a of result.diagnostics.artifacts) {
    if (a.verdict !== 'rejected') continue;
    const first = a.errors[0];
    io.stderr(
      `rejected ${untrusted(a.name, 120)}: ${a.reason ?? 'invalid'} at ${untrusted(first?.pointer || '/', 120)}: ${plainReason(first?.message ?? '', 300)}`,
    );
  }
  if (result.status === 'failed')
    io.stderr(`fan-in failed: ${result.reason ?? 'see the diagnostics'}`);
  else if (result.reason) io.stdout(result.reason);
}

export async function fanInCommand(argv: string[], io: CliIo): Promise<number> {
  let args: Args | 'help';
  try {
    args = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`squadscope fan-in: ${error.message}`);
    io.stderr(FAN_IN_USAGE);
    return 2;
  }
  if (args === 'help') {
    for (const line of FAN_IN_USAGE.split('\n')) io.stdout(line);
    return 0;
  }
  const cwd = io.cwd ?? process.cwd();
  const at = (p: string) => resolve(cwd, p);
  const started = (io.now ?? Date.now)();
  try {
    const store = openArtifactStore({ artifactDir: at(args.artifactDir), env: io.env });
    if (args.partial) return await partialFanIn(args, args.partial, store, io, at);
    const result = await runFanIn(
      {
        outputDir: at(args.outputDir),
        keepQueryParams: args.keepQueryParams,
        ...(args.minSourceRatio !== undefined ? { minSourceRatio: args.minSourceRatio } : {}),
        ...(args.workers !== undefined ? { workers: args.workers } : {}),
        ...(args.topicConfig ? { topicConfigPath: at(args.topicConfig) } : {}),
        ...(args.state ? { statePath: at(args.state) } : {}),
        ...(await givenRunAndPlan(args, at)),
      },
      {
        store,
        now: io.now ?? Date.now,
        sourceDateEpoch: io.env.SOURCE_DATE_EPOCH,
        ...(io.legWorkerScript ? { legWorkerScript: io.legWorkerScript } : {}),
      },
    );
    report(result, io);
    await writeLedger(result, store, io, started);
    return result.exitCode;
  } catch (error) {
    io.stderr(`fan-in failed: ${speakFlags(messageOf(error), Object.keys(FAN_IN_FLAGS))}`);
    return 1;
  }
}

/**
 * The run ledger beside the canonical outputs, as the fan-in action writes it: only when
 * they were written, and never changing the exit status (observability, not data).
 */
async function writeLedger(
  result: FanInResult,
  store: ArtifactStore,
  io: CliIo,
  started: number,
): Promise<void> {
  if (result.paths.github === null && result.paths.news === null) return;
  const now = io.now ?? Date.now;
  const written = await writeRunLedger(
    {
      log: {
        info: () => {},
        warning: (message) => io.stderr(`warning: ${message}`),
      },
      elapsedMs: () => Math.max(0, now() - started),
    },
    store,
    result,
    dirname(result.paths.diagnostics),
  );
  if (written) io.stdout(`wrote ${written.path} (run ledger, ${written.ledger.legs.length} legs)`);
}

/** The partial fan-in of one chunk: uploads its artifact into the directory, exits 0. */
async function partialFanIn(
  args: Args,
  partial: NonNullable<Args['partial']>,
  store: ArtifactStore,
  io: CliIo,
  at: (path: string) => string,
): Promise<number> {
  const result = await runPartialFanIn(
    {
      ...partial,
      attempt: runAttempt(io.env),
      ...(await givenRunAndPlan(args, at)),
    },
    { store },
  );
  const how = result.outcome === 'uploaded' ? 'uploaded' : 'already there with the same files:';
  io.stdout(
    `partial fan-in of chunk ${partial.chunk}: ${how} ${result.name} (${result.held} legs held, ${result.missing} without a valid payload)`,
  );
  return 0;
}

/** The run context and fan plan given as files (by default the fan-in reads the run's own). */
async function givenRunAndPlan(
  args: Args,
  at: (path: string) => string,
): Promise<{ runContext?: RunContext; fanPlan?: FanPlan }> {
  return {
    ...(args.runContext
      ? { runContext: parseRunContext(await readFile(at(args.runContext)), args.runContext) }
      : {}),
    ...(args.fanPlan
      ? { fanPlan: parseFanPlan(await readFile(at(args.fanPlan)), args.fanPlan) }
      : {}),
  };
}
