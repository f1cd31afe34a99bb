/**
 * Runs a dist bundle the way the GitHub runner runs a JavaScript action: a separate Node 24
 * process, inputs as INPUT_* variables (defaults from action.yml applied, unknown or missing
 * required inputs refused), GITHUB_OUTPUT / GITHUB_STEP_SUMMARY / GITHUB_ENV files, RUNNER_TEMP,
 * GITHUB_RUN_ID / GITHUB_RUN_ATTEMPT, and the exit code.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';

/**
 * The suite's root: the folder holding actions/ and dist/. From source (src/local/) and from
 * the CLI bundle (dist/cli/) it is two levels up.
 */
export const repoRoot = resolve(import.meta.dirname, '..', '..');

/** The Node that runs the bundles: the project's pinned Node 24 when installed, else this one. */
export const node24 = existsSync(join(repoRoot, 'node_modules', '.bin', 'node'))
  ? join(repoRoot, 'node_modules', '.bin', 'node')
  : process.execPath;

interface ActionInput {
  description?: string;
  required?: boolean;
  default?: string | number | boolean;
}

export interface ActionMetadata {
  name: string;
  inputs: Record<string, ActionInput>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string };
}

/** `actionDir`: the folder holding action.yml; default the suite's actions/<action>. */
export function readActionMetadata(
  action: string,
  actionDir = join(repoRoot, 'actions', action),
): ActionMetadata {
  const text = readFileSync(join(actionDir, 'action.yml'), 'utf8');
  const meta = parseYaml(text) as ActionMetadata;
  return { ...meta, inputs: meta.inputs ?? {}, outputs: meta.outputs ?? {} };
}

export interface StepOptions {
  /** Extra environment (ACTIONS_RUNTIME_TOKEN, GITHUB_TOKEN ...). */
  env?: Record<string, string>;
  cwd?: string;
  runId?: string;
  attempt?: number;
  /** Kill the step with SIGKILL after this long (a hung action fails the test instead of the suite). */
  timeoutMs?: number;
  /** Send SIGTERM once the step has run this long, as the runner does when a job is cancelled. */
  sigtermAfterMs?: number;
  /** Send SIGTERM once stdout contains this text. */
  sigtermOn?: string;
  /** The signal sigtermAfterMs / sigtermOn send instead of SIGTERM (SIGINT: the runner's first). */
  termSignal?: NodeJS.Signals;
  /** Keep the step's temporary folder (RUNNER_TEMP and the command files) for inspection. */
  keepTemp?: boolean;
  /** The folder holding action.yml (a stand-alone release tree); default actions/<action>. */
  actionDir?: string;
  /** Called with each line the step prints to stdout, as it prints it (progress, retries). */
  onLine?: (line: string) => void;
}

export interface StepResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  durationMs: number;
  /** The step's RUNNER_TEMP (removed after the step unless keepTemp). */
  runnerTemp: string;
  /** When SIGTERM was sent, in ms after the start (undefined when it was not). */
  sigtermAtMs?: number;
}

/** Expressions the runner would evaluate in input defaults. */
function evaluateDefault(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_m, expr: string) => {
    if (expr === 'github.token') return env.GITHUB_TOKEN ?? '';
    if (expr === 'github.run_attempt') return env.GITHUB_RUN_ATTEMPT ?? '1';
    if (expr === 'github.api_url') return env.GITHUB_API_URL ?? 'https://api.github.com';
    // The job's place in its matrix; the runner has no such variables, a test sets them to
    // play a matrix job (outside a matrix GitHub gives index 0 of 1).
    if (expr === 'strategy.job-index') return env.STRATEGY_JOB_INDEX ?? '0';
    if (expr === 'strategy.job-total') return env.STRATEGY_JOB_TOTAL ?? '1';
    // The job id (the runner also sets GITHUB_JOB) and the job's matrix combination, which a
    // test sets as JSON to play a matrix job (outside a matrix GitHub gives null).
    if (expr === 'github.job') return env.GITHUB_JOB ?? 'job';
    if (expr === 'toJSON(matrix)') return env.MATRIX_JSON ?? 'null';
    throw new Error(`the test runner cannot evaluate \${{ ${expr} }} in an input default`);
  });
}

/** INPUT_ variables exactly as the runner names them: upper case, spaces to underscores, hyphens kept. */
export function inputEnv(
  action: string,
  inputs: Record<string, string>,
  env: Record<string, string>,
  actionDir?: string,
): Record<string, string> {
  const meta = readActionMetadata(action, actionDir);
  const out: Record<string, string> = {};
  for (const name of Object.keys(inputs)) {
    if (!(name in meta.inputs))
      throw new Error(`${action}: unknown input '${name}' (not in action.yml)`);
  }
  for (const [name, spec] of Object.entries(meta.inputs)) {
    let value = inputs[name];
    if (value === undefined && spec.default !== undefined)
      value = evaluateDefault(String(spec.default), env);
    if (value === undefined && spec.required)
      throw new Error(`${action}: required input '${name}' is missing`);
    if (value !== undefined) out[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  return out;
}

/** Parses GITHUB_OUTPUT: `name=value` lines and `name<<DELIM ... DELIM` blocks. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
      if (i >= lines.length) throw new Error(`GITHUB_OUTPUT: unterminated value for ${name}`);
      outputs[name!] = value.join('\n');
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 0) throw new Error(`GITHUB_OUTPUT: malformed line ${JSON.stringify(line)}`);
    outputs[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return outputs;
}

/** The runner's files of a step (GITHUB_OUTPUT …), each created empty in `temp`. */
async function runnerFiles(temp: string) {
  const files = {
    GITHUB_OUTPUT: join(temp, 'output'),
    GITHUB_STEP_SUMMARY: join(temp, 'summary'),
    GITHUB_ENV: join(temp, 'env'),
    GITHUB_STATE: join(temp, 'state'),
    GITHUB_PATH: join(temp, 'path'),
  };
  for (const file of Object.values(files)) await writeFile(file, '');
  return files;
}

/** The environment the runner gives a step, before its inputs. */
function runnerEnv(
  temp: string,
  actionDir: string,
  runnerTemp: string,
  files: Record<string, string>,
  options: StepOptions,
): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? temp,
    TZ: 'UTC',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_RUN_ID: options.runId ?? '1000',
    GITHUB_RUN_ATTEMPT: String(options.attempt ?? 1),
    GITHUB_WORKSPACE: options.cwd ?? repoRoot,
    GITHUB_REPOSITORY: 'squadscope/matrix-crawl',
    GITHUB_JOB: 'job',
    GITHUB_ACTION_PATH: actionDir,
    RUNNER_TEMP: runnerTemp,
    ...files,
    ...options.env,
  };
}

/** What the bundle's process did: its exit, its output, and when it was sent SIGTERM. */
interface ProcessRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  sigtermAtMs: number | undefined;
}

/** Runs the bundle under the step's timeout; SIGTERM on a line or after a delay, when asked. */
async function runBundle(
  bundle: string,
  env: Record<string, string>,
  options: StepOptions,
  started: number,
): Promise<ProcessRun> {
  const child = spawn(node24, [bundle], {
    cwd: options.cwd ?? repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let sigtermAtMs: number | undefined;
  const sendTerm = () => {
    if (sigtermAtMs === undefined) {
      sigtermAtMs = Date.now() - started;
      child.kill(options.termSignal ?? 'SIGTERM');
    }
  };
  let partial = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (options.onLine) {
      const lines = (partial + chunk).split(/\r?\n/);
      partial = lines.pop() ?? '';
      for (const line of lines) options.onLine(line);
    }
    if (options.sigtermOn && stdout.includes(options.sigtermOn)) sendTerm();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timers = [
    setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000),
    ...(options.sigtermAfterMs !== undefined ? [setTimeout(sendTerm, options.sigtermAfterMs)] : []),
  ];
  const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(
    (done, fail) => {
      child.on('error', fail);
      child.on('close', (code, sig) => done([code, sig]));
    },
  );
  timers.forEach(clearTimeout);
  return { exitCode, signal, stdout, stderr, sigtermAtMs };
}

export async function runStep(
  action: string,
  inputs: Record<string, string>,
  options: StepOptions = {},
): Promise<StepResult> {
  const actionDir = options.actionDir ?? join(repoRoot, 'actions', action);
  const meta = readActionMetadata(action, actionDir);
  if (meta.runs.using !== 'node24')
    throw new Error(`${action}: runs.using is ${meta.runs.using}, expected node24`);
  const bundle = resolve(actionDir, meta.runs.main);
  const temp = await mkdtemp(join(tmpdir(), `step-${action}-`));
  const runnerTemp = join(temp, 'runner-temp');
  await mkdir(runnerTemp);
  const files = await runnerFiles(temp);
  const base = runnerEnv(temp, actionDir, runnerTemp, files, options);
  const env = { ...base, ...inputEnv(action, inputs, base, actionDir) };
  const started = Date.now();
  const { sigtermAtMs, ...ran } = await runBundle(bundle, env, options, started);
  try {
    return {
      ...ran,
      outputs: parseOutputFile(await readFile(files.GITHUB_OUTPUT, 'utf8')),
      summary: await readFile(files.GITHUB_STEP_SUMMARY, 'utf8'),
      durationMs: Date.now() - started,
      runnerTemp,
      ...(sigtermAtMs === undefined ? {} : { sigtermAtMs }),
    };
  } finally {
    if (!options.keepTemp) await rm(temp, { recursive: true, force: true });
  }
}
