/**
 * `squadscope emit` and `squadscope gather`: the emit and gather actions on one machine, over
 * a local artifact directory. The flags are the actions' inputs (`--fan-id`, `--kernel-options`
 * …) and are checked by the same readers, so a flag means what the input means.
 */
import { LocalArtifactStore } from '../../artifacts/index.js';
import { parseCommandLine, speakFlags, UsageError } from '../args.js';
import { emitFilesOptions, readEmitInputs } from '../../actions/emit/inputs.js';
import { gatherRunOptions, readGatherInputs } from '../../actions/gather/inputs.js';
import { emitFromFiles } from '../../gather/io/emit.js';
import { GatherFailure, runGather, type GatherOutcome } from '../../gather/io/gather-run.js';
import { KERNEL_NAMES } from '../../gather/registry.js';
import { resultText, writeResult } from '../../gather/io/result.js';
import { seenSentence } from '../../gather/progress.js';
import { createInputs, InputError, sleep } from '../../runtime/index.js';
import { untrusted } from '../../base/untrusted.js';
import { messageOf } from '../../base/error-message.js';

export interface GatherCliIo {
  /** Writes one line (no trailing newline in `line`). */
  stdout(line: string): void;
  stderr(line: string): void;
  env: NodeJS.ProcessEnv;
  cwd?: string;
  now?: () => number;
}

export const EMIT_USAGE = `Usage: squadscope emit --artifact-dir DIR --fan-id ID (--payload FILE | --value JSON) [--seq I --expected N] [options]

Publish a JSON payload as leg I of N of a fan (artifact fan-<slug>-<hash>-<I>-a<attempt>).

  --artifact-dir DIR     the local artifact directory
  --fan-id ID            the fan the leg belongs to
  --payload FILE         the JSON file to publish
  --value JSON           or the value itself, JSON or YAML (e.g. '{"score": 3}')
  --seq I, --expected N  this leg's index and the fan's size (not needed when the
                         inherited top frame is of this fan: it decides)
  --schema FILE          a JSON Schema (relative to the current directory) to check first
  --frames JSON          the frames of the enclosing fans (default: those a gather result
                         file or a leg file given as the payload carries)
  --matrix JSON          the matrix combination to record, e.g. '{"region":"eu"}'
  --attempt A            the run attempt (default GITHUB_RUN_ATTEMPT, else 1)
  -h, --help             show this help

Exit status: 0 published, 1 refused, 2 usage error.`;

export const GATHER_USAGE = `Usage: squadscope gather --artifact-dir DIR --fan-id ID [options]

Gather the legs of a fan into a named collector and print its result (canonical JSON).

  --artifact-dir DIR        the local artifact directory (latent states are written there)
  --fan-id ID               the fan to gather
  --collector NAME          the collector (default "default")
  --mode perfect|latent     default perfect
  --kernel NAME             ${KERNEL_NAMES.join(', ')} (default append)
  --kernel-options JSON     the kernel's options, e.g. '{"size":3}'
  --key-by KEY              append: an object keyed by matrix, matrix.<name> or payload.<name>
  --n N                     the number of legs (default: from the legs' frames)
  --timeout-seconds S       perfect: keep looking for missing legs this long
  --watch-seconds S         latent: keep pulling until complete or this long
  --poll-seconds S          between two looks (default 10)
  --on-incomplete fail|close
  --matrix JSON             the legs' matrix, e.g. '{"region":["eu","us"]}': a wait names
                            missing legs by matrix value (one progress line per 30 s)
  --result-path FILE        also write the result file ({format, fan, result}) here
  -h, --help                show this help

Exit status: 0 gathered (complete, incomplete with close, or open), 1 failed, 2 usage error.`;

const EMIT_FLAGS = [
  'artifact-dir',
  'fan-id',
  'payload',
  'value',
  'seq',
  'expected',
  'schema',
  'frames',
  'matrix',
  'attempt',
];
const GATHER_FLAGS = [
  'artifact-dir',
  'fan-id',
  'collector',
  'mode',
  'kernel',
  'kernel-options',
  'key-by',
  'n',
  'timeout-seconds',
  'watch-seconds',
  'poll-seconds',
  'on-incomplete',
  'matrix',
  'result-path',
];

function parseFlags(argv: string[], flags: readonly string[]): Map<string, string> | 'help' {
  const values: Record<string, string | boolean | undefined> = parseCommandLine(argv, {
    ...Object.fromEntries(flags.map((f) => [f, { type: 'string' as const }])),
    help: { type: 'boolean', short: 'h' },
  }).values;
  if (values['help']) return 'help';
  if (typeof values['artifact-dir'] !== 'string' || values['artifact-dir'] === '') {
    throw new UsageError('--artifact-dir is required');
  }
  return new Map(
    Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

async function command(
  name: string,
  usage: string,
  flags: readonly string[],
  argv: string[],
  io: GatherCliIo,
  body: (values: Map<string, string>, cwd: string) => Promise<number>,
): Promise<number> {
  const cwd = io.cwd ?? process.cwd();
  try {
    const values = parseFlags(argv, flags);
    if (values === 'help') {
      for (const line of usage.split('\n')) io.stdout(line);
      return 0;
    }
    return await body(values, cwd);
  } catch (error) {
    if (error instanceof UsageError || error instanceof InputError) {
      const message =
        error instanceof InputError
          ? speakFlags(`--${error.input} ${error.problem}`, flags)
          : error.message;
      io.stderr(`squadscope ${name}: ${message}`);
      io.stderr(usage);
      return 2;
    }
    io.stderr(`${name} failed: ${speakFlags(messageOf(error), flags)}`);
    return 1;
  }
}

export function emitCommand(argv: string[], io: GatherCliIo): Promise<number> {
  return command('emit', EMIT_USAGE, EMIT_FLAGS, argv, io, async (values, cwd) => {
    const inputs = readEmitInputs(
      createInputs((n) => (values.get(n) ?? '').trim()),
      { GITHUB_WORKSPACE: cwd },
      cwd,
    );
    const attemptFlag = values.get('attempt') ?? io.env['GITHUB_RUN_ATTEMPT'] ?? '1';
    const attempt = /^[1-9][0-9]{0,8}$/.test(attemptFlag) ? Number(attemptFlag) : NaN;
    if (Number.isNaN(attempt))
      throw new UsageError(`--attempt must be an integer >= 1, got ${untrusted(attemptFlag, 40)}`);
    const emitted = await emitFromFiles(new LocalArtifactStore(inputs.artifactDir!), {
      ...emitFilesOptions(inputs, attempt),
      note: (line) => io.stderr(line),
    });
    io.stdout(`${emitted.outcome === 'same' ? 'already emitted' : 'emitted'} ${emitted.artifact}`);
    return 0;
  });
}

export function gatherCommand(argv: string[], io: GatherCliIo): Promise<number> {
  return command('gather', GATHER_USAGE, GATHER_FLAGS, argv, io, async (values, cwd) => {
    const env = {
      GITHUB_WORKSPACE: cwd,
      ...(io.env['GITHUB_RUN_ID'] ? { GITHUB_RUN_ID: io.env['GITHUB_RUN_ID'] } : {}),
    };
    const inputs = readGatherInputs(
      createInputs((n) => (values.get(n) ?? '').trim()),
      env,
      cwd,
    );
    const status = (outcome: GatherOutcome): void => {
      io.stderr(
        `${inputs.spec.collector}: ${outcome.status}, ${seenSentence(outcome, inputs.legLabels)}`,
      );
    };
    let outcome: GatherOutcome;
    try {
      outcome = await runGather(
        gatherRunOptions(inputs, {
          store: new LocalArtifactStore(inputs.artifactDir!),
          now: io.now ?? Date.now,
          sleep: (ms) => sleep(ms, new AbortController().signal),
          log: (line) => io.stderr(line),
        }),
      );
    } catch (error) {
      if (!(error instanceof GatherFailure)) throw error;
      status(error.outcome);
      throw error.reason;
    }
    // Standard output has no size limit: the result is printed whatever its size.
    const written =
      inputs.resultPath === undefined
        ? resultText(outcome.result)
        : await writeResult(inputs.resultPath, outcome.result, outcome.frames);
    status(outcome);
    io.stdout(written.text);
    return 0;
  });
}
