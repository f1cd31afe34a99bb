/**
 * `squadscope fan-in`: the fan-in on one machine, over a directory of artifacts (one
 * sub-directory per artifact, as `actions/download-artifact` or the local store lays
 * them out). Same core as the action; prints what it decided and exits 0 (complete or
 * degraded), 1 (failed) or 2 (usage error).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { openArtifactStore } from '../../artifacts/index.js';
import { parseCommandLine, UsageError } from '../args.js';
import {
  FanInSetupError,
  MAX_WORKERS,
  parseFanPlan,
  parseRunContext,
  runFanIn,
  validationLine,
  type FanInResult,
} from '../../fanin/index.js';
import { untrusted } from '../../runtime/log.js';
import { messageOf } from '../../runtime/error-message.js';

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

Merge the leg artifacts of one run into data/raw/{week}.json and
data/raw/{week}-external-news.json, with {week}-fan-in-diagnostics.json beside them.

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
  -h, --help                 show this help

SOURCE_DATE_EPOCH, when set, pins merged_at.
Exit status: 0 complete or degraded, 1 failed, 2 usage error.`;

/** More threads than this only add memory: validation is bound by the cores. */

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
}

function parse(argv: string[]): Args | 'help' {
  const { values } = parseCommandLine(argv, {
    'artifact-dir': { type: 'string' },
    'output-dir': { type: 'string' },
    'min-source-ratio': { type: 'string' },
    'keep-query-params': { type: 'string' },
    'topic-config': { type: 'string' },
    state: { type: 'string' },
    'run-context': { type: 'string' },
    'fan-plan': { type: 'string' },
    workers: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) return 'help';
  const artifactDir = values['artifact-dir'];
  const outputDir = values['output-dir'];
  if (!artifactDir) throw new UsageError('--artifact-dir is required');
  if (!outputDir) throw new UsageError('--output-dir is required');
  const args: Args = {
    artifactDir,
    outputDir,
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
  const workers = values.workers;
  if (workers !== undefined) {
    if (!/^\d{1,2}$/.test(workers) || Number(workers) > MAX_WORKERS) {
      throw new UsageError(
        `--workers must be a whole number from 0 to ${MAX_WORKERS}, got ${untrusted(workers, 40)}`,
      );
    }
    args.workers = Number(workers);
  }
  return args;
}

function report(result: FanInResult, io: CliIo): void {
  io.stdout(`fan-in ${result.runContext.week} (${result.runContext.run_id}): ${result.status}`);
  for (const file of result.files)
    io.stdout(`${file.outcome === 'written' ? 'wrote' : 'unchanged'} ${file.path}`);
  if (result.newsChecksum) io.stdout(`news checksum ${result.newsChecksum}`);
  io.stdout(validationLine(result.validation));
  if (result.statePath) io.stdout(`updated ${result.statePath}`);
  for (const warning of result.warnings) io.stdout(`warning: ${untrusted(warning, 400)}`);
  for (const a of result.diagnostics.artifacts) {
    if (a.verdict !== 'rejected') continue;
    const first = a.errors[0];
    io.stderr(
      `rejected ${untrusted(a.name, 120)}: ${a.reason ?? 'invalid'} at ${untrusted(first?.pointer || '/', 120)}: ${untrusted(first?.message ?? '', 300)}`,
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
  try {
    const store = openArtifactStore({ artifactDir: at(args.artifactDir), env: io.env });
    const result = await runFanIn(
      {
        outputDir: at(args.outputDir),
        keepQueryParams: args.keepQueryParams,
        ...(args.minSourceRatio !== undefined ? { minSourceRatio: args.minSourceRatio } : {}),
        ...(args.workers !== undefined ? { workers: args.workers } : {}),
        ...(args.topicConfig ? { topicConfigPath: at(args.topicConfig) } : {}),
        ...(args.state ? { statePath: at(args.state) } : {}),
        ...(args.runContext
          ? { runContext: parseRunContext(await readFile(at(args.runContext)), args.runContext) }
          : {}),
        ...(args.fanPlan
          ? { fanPlan: parseFanPlan(await readFile(at(args.fanPlan)), args.fanPlan) }
          : {}),
      },
      {
        store,
        now: io.now ?? Date.now,
        sourceDateEpoch: io.env.SOURCE_DATE_EPOCH,
        ...(io.legWorkerScript ? { legWorkerScript: io.legWorkerScript } : {}),
      },
    );
    report(result, io);
    return result.exitCode;
  } catch (error) {
    const message = messageOf(error);
    io.stderr(
      `fan-in failed: ${error instanceof FanInSetupError ? message : untrusted(message, 500)}`,
    );
    return 1;
  }
}
