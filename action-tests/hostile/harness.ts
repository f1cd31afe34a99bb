/**
 * The reliability suite's harness: a case is one run of one bundle as the runner runs it
 * (runStep) against hostile input, and its verdict is the same for every case:
 *
 * - no hang: the step ends before its deadline (runStep kills it with SIGKILL past it);
 * - no crash: exit code 0 or 1, never a signal, never an uncaught exception's stack
 *   trace; a failing step says why in one `::error::` line of plain text;
 * - no injection: every line the step prints that starts with `::` is a command the
 *   actions use (error, warning, notice, debug, group, endgroup, add-mask), no line carries the
 *   cases' marker where the runner would read it as a command (its name, properties or the
 *   start of its message), and GITHUB_OUTPUT holds
 *   only outputs that action.yml declares.
 *
 * Cases run with bounded concurrency (the machine has 2 cores) and share one HTTP server.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { readActionMetadata, type StepResult } from '../../src/local/step.js';

/** Text every case puts into untrusted input; it must never reach a workflow command. */
export const MARKER = 'PWNED';

export type Area = 'feeds' | 'artifacts' | 'configs' | 'api' | 'signals';

export interface HostileCase {
  area: Area;
  /** The class of attack (the table's first column). */
  group: string;
  name: string;
  /** Runs the step; `deadlineMs` is the case's deadline (pass it to runStep as timeoutMs). */
  run: (deadlineMs: number) => Promise<StepResult>;
  /** Exit codes the case may end with (default 0 or 1). */
  exit?: number[];
  /** Deadline of this case (default DEFAULT_DEADLINE_MS). */
  deadlineMs?: number;
  /** Further checks of this case's result (problems found, empty when fine). */
  check?: (result: StepResult) => string[] | Promise<string[]>;
}

export const DEFAULT_DEADLINE_MS = 30_000;

/** Workflow commands the actions print themselves (add-mask: the artifact client's signed URLs). */
const OWN_COMMANDS = new Set([
  'error',
  'warning',
  'notice',
  'debug',
  'group',
  'endgroup',
  'add-mask',
]);

/** A stack frame as V8 prints it: `    at fn (file:1:2)` or `    at file:1:2`. */
const STACK_FRAME = /^\s+at (?:.+ \()?(?:file:|node:|\/|[A-Za-z]:\\)[^)]*:\d+:\d+\)?$/m;

/** Problems of a finished step, by the rules of the file header. */
export function verdict(
  action: string,
  result: StepResult,
  exit: readonly number[] = [0, 1],
): string[] {
  const problems: string[] = [];
  if (result.signal !== null) {
    problems.push(
      result.signal === 'SIGKILL'
        ? `hang: killed at the deadline after ${result.durationMs} ms`
        : `crash: ended by ${result.signal}`,
    );
    return problems;
  }
  if (result.exitCode === null || !exit.includes(result.exitCode))
    problems.push(`exit code ${result.exitCode}, expected one of ${exit.join(', ')}`);
  if (STACK_FRAME.test(result.stdout) || STACK_FRAME.test(result.stderr))
    problems.push('a stack trace was printed');
  if (/(?:^|\n)\S*Error: .*\n\s+at /.test(result.stderr)) problems.push('uncaught exception');

  const lines = `${result.stdout}\n${result.stderr}`.split(/\r?\n|\r/);
  for (const line of lines) {
    const command = /^\s*::([A-Za-z-]+)/.exec(line)?.[1];
    if (line.trimStart().startsWith('::') && (!command || !OWN_COMMANDS.has(command)))
      problems.push(`foreign workflow command: ${line.slice(0, 120)}`);
    // The marker may appear inside a message (quoted), never as a command or its properties,
    // nor as the start of a message: `x\n::warning::PWNED` logged raw gives a line that is a
    // command of the actions' own, with the untrusted text as its whole message.
    const head = /^\s*::[^:]*::/.exec(line)?.[0] ?? '';
    if (head.includes(MARKER)) problems.push(`marker in a command: ${line.slice(0, 120)}`);
    else if (head !== '' && line.slice(head.length).trimStart().startsWith(MARKER))
      problems.push(`marker starts a command's message: ${line.slice(0, 120)}`);
    if (line.trimStart().startsWith(MARKER))
      problems.push(`marker starts a line: ${line.slice(0, 120)}`);
  }
  const errors = lines.filter((l) => l.startsWith('::error'));
  if (result.exitCode === 1 && errors.length === 0)
    problems.push('failed without an ::error:: line');
  if (result.exitCode === 1 && errors.length > 0) {
    const message = errors.at(-1)!.replace(/^::error[^:]*::/, '');
    if (/%0A\s+at /.test(message))
      problems.push(`the error is a stack trace: ${message.slice(0, 160)}`);
    if (message.trim() === '' || /^(undefined|null|\[object Object\])$/.test(message.trim()))
      problems.push(`the error says nothing: ${JSON.stringify(message)}`);
  }
  const declared = Object.keys(readActionMetadata(action).outputs);
  for (const name of Object.keys(result.outputs)) {
    if (!declared.includes(name)) problems.push(`undeclared output ${JSON.stringify(name)}`);
  }
  return problems;
}

/** At most `n` tasks at a time. */
export function limiter(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active >= n) await new Promise<void>((go) => waiting.push(go));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** One HTTP server for every case: each case registers its handlers under a path of its own. */
export interface HostileServer {
  origin: string;
  /** Registers `handler` for requests whose path starts with `prefix`; returns its URL. */
  route(prefix: string, handler: Handler): string;
  close(): Promise<void>;
}

export async function startHostileServer(): Promise<HostileServer> {
  const routes = new Map<string, Handler>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    let best: string | undefined;
    for (const prefix of routes.keys()) {
      if (path.startsWith(prefix) && (best === undefined || prefix.length > best.length))
        best = prefix;
    }
    if (best === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('no such case');
      return;
    }
    routes.get(best)!(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Hung cases keep requests open; no keep-alive timeout may end them early.
  server.requestTimeout = 0;
  server.headersTimeout = 0;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    route(prefix, handler) {
      routes.set(prefix, handler);
      return `${origin}${prefix}`;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/**
 * A case's specific outcome: the step's output (its log, where errors and rejections are
 * reported with their reason code) says each of `texts`. Beyond the verdict every case gets,
 * this shows that the hostile input was refused for the right reason and not by accident.
 */
export function says(...texts: string[]): (result: StepResult) => string[] {
  return (result) => {
    const log = `${result.stdout}\n${result.stderr}`;
    const error = log.split('\n').findLast((line) => line.startsWith('::error'));
    const said = error ?? `the log ends ${log.trim().slice(-300)}`;
    return texts
      .filter((t) => !log.includes(t))
      .map((t) => `the log never says ${JSON.stringify(t)}: ${said.slice(0, 400)}`);
  };
}

/** After SIGTERM or SIGINT the runner waits about 10 s before it kills the step. */
export const SIGNAL_GRACE_MS = 10_000;

/**
 * The grace a signal case gets on this machine: SIGNAL_GRACE_MS, stretched by the load
 * per core when the machine is busier than its cores (at most 4 times), so that the check
 * measures the step and not the other processes. On an idle runner it is the runner's 10 s.
 */
export function signalGraceMs(load = loadavg()[0] ?? 0, cores = availableParallelism()): number {
  return Math.round(SIGNAL_GRACE_MS * Math.min(4, Math.max(1, load / cores)));
}

/**
 * A step that wrote its job summary (the last thing a run does) has done its work: a signal
 * that ends it after that came while the process was exiting. On a loaded machine the harness
 * reads the phase's marker late and signals late, so this happens; it is no crash. A step
 * the signal ended before its summary is still one.
 */
export function acceptLateSignal<R extends StepResult>(result: R, signal: NodeJS.Signals): R {
  if (result.signal !== signal || result.summary === '') return result;
  return { ...result, signal: null, exitCode: 0 };
}

/** A signal case: the signal was sent at its phase, and the step ended within the grace. */
export function signalProblems(result: StepResult, graceMs = signalGraceMs()): string[] {
  if (result.sigtermAtMs === undefined)
    return ['the signal was never sent: the phase was not reached'];
  const after = result.durationMs - result.sigtermAtMs;
  return after > graceMs
    ? [`still running ${after} ms after the signal (grace ${graceMs} ms)`]
    : [];
}
