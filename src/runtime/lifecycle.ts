import { randomUUID } from 'node:crypto';
import { createInputs, rawInputFromEnv, type Inputs } from './inputs.js';
import { InputError } from './input-error.js';
import { jitterDelayMs, runImmediatelyFromEnv, sleep as defaultSleep } from './jitter.js';
import { logger, maskSecrets, setLogTap, type Logger } from './log.js';
import { untrusted } from '../base/untrusted.js';
import { commands } from './workflow-commands.js';
import {
  addOutcomeToSummary,
  MetricsRecorder,
  writeMetricsFile,
  type MetricsReport,
  type Outcome,
} from './metrics.js';
import {
  ignoreLateSignals,
  installCancelHandlers,
  type CancelHandle,
  type SignalTarget,
} from './signals.js';
import { JobSummary, writeJobSummary } from './summary.js';
import { addFailureToSummary } from './failure.js';
import { messageOf } from '../base/error-message.js';

import { startTelemetry } from './telemetry/start.js';
import type { Telemetry } from './telemetry/telemetry.js';
import { FLUSH_TIMEOUT_MS } from './telemetry/config.js';
import { startErrorReports } from './sentry/start.js';
import { taggingTelemetry, type ErrorReports } from './sentry/reports.js';
import { reportCrashes, type CrashTarget } from './sentry/crashes.js';

export interface ActionContext {
  readonly name: string;
  /** A fresh uuid per process (per matrix leg), logged at start; names the metrics file. */
  readonly correlationId: string;
  readonly env: NodeJS.ProcessEnv;
  /** Aborted on SIGTERM/SIGINT (a cancelled job); the reason is a CancelledError. */
  readonly signal: AbortSignal;
  cancelled(): boolean;
  /** Runs fn in a log group and records its duration (also when it throws). */
  phase<T>(name: string, fn: () => Promise<T>): Promise<T>;
  readonly log: Logger;
  /** Strings, numbers and booleans as text; objects as compact JSON. */
  setOutput(name: string, value: string | number | boolean | object): void;
  readonly summary: JobSummary;
  /** Records a named value (the last one wins); non-finite values are ignored with a warning. */
  metric(name: string, value: number): void;
  /** Milliseconds since the run started (the runtime's monotonic clock). */
  elapsedMs(): number;
  /** Spans and metrics for OpenTelemetry; a no-op unless an OTLP endpoint is configured. */
  readonly telemetry: Telemetry;
}

export interface ActionSpec<I> {
  name: string;
  /** All validation, before any work or import of heavy modules; throw InputError. */
  readInputs(inputs: Inputs, env: NodeJS.ProcessEnv): I;
  /** Seconds of start-up jitter (0 = none). */
  jitterSeconds?(inputs: I): number;
  run(ctx: ActionContext, inputs: I): Promise<{ items: number }>;
}

export interface RuntimeDeps {
  /** Default process.env; when given, inputs are read from it too (INPUT_* as @actions/core names them). */
  env?: NodeJS.ProcessEnv;
  /** Receives the exit code; default sets process.exitCode (library code never calls process.exit). */
  exit?: (code: number) => void;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  /** A monotonic clock in ms. */
  now?: () => number;
  uuid?: () => string;
  /** Where SIGTERM/SIGINT are listened for; default process. */
  signals?: SignalTarget;
  /** Replaces the bounded wait of the final telemetry flush and error report, in ms (tests). */
  telemetryFlushMs?: number;
  /** Where uncaught errors are listened for while error reports are on; default process. */
  crashes?: CrashTarget;
}

/**
 * One error annotation line (line breaks are escaped, so it stays one line). Input
 * errors are the user's to fix and get no stack; anything else gets its stack as a debug
 * line, shown only with step debug logging.
 */
function reportFailure(error: unknown, log: Logger): void {
  log.error(messageOf(error), error instanceof InputError ? error.annotation : undefined);
  if (!(error instanceof InputError) && error instanceof Error && error.stack) {
    log.debug(error.stack);
  }
}

/**
 * The exit code of every action whose job was cancelled (SIGTERM/SIGINT), once it has written
 * what it could: the step did not finish its work, whether run() then returned or threw.
 */
export const CANCELLED_EXIT_CODE = 1;

/** The ActionContext of one run: phases are spans and log groups, and are timed. */
function actionContext(
  run: { name: string; correlationId: string; env: NodeJS.ProcessEnv; started: number },
  parts: { cancel: CancelHandle; metrics: MetricsRecorder; telemetry: Telemetry },
  now: () => number,
): ActionContext {
  const { cancel, metrics, telemetry } = parts;
  const ctx: ActionContext = {
    name: run.name,
    correlationId: run.correlationId,
    env: run.env,
    signal: cancel.signal,
    cancelled: cancel.cancelled,
    async phase<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const t0 = now();
      try {
        return await telemetry.span(name, () => commands.group(name, fn));
      } finally {
        metrics.addPhase(name, now() - t0);
      }
    },
    log: logger,
    setOutput(name, value) {
      commands.setOutput(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    },
    summary: new JobSummary(),
    telemetry,
    elapsedMs: () => Math.max(0, now() - run.started),
    metric(name, value) {
      if (!metrics.set(name, value)) {
        logger.warning(`Metric ${untrusted(name, 80)} ignored: ${value} is not a finite number`);
      }
    },
  };
  return ctx;
}

/** Waits the start-up jitter unless RUN_IMMEDIATELY is set or the job is cancelled. */
async function startUpJitter(
  seconds: number,
  runImmediately: boolean,
  ctx: ActionContext,
  deps: RuntimeDeps,
  phase: (ms: number) => void,
  now: () => number,
): Promise<void> {
  if (runImmediately && seconds > 0) ctx.log.info('RUN_IMMEDIATELY is set: no start-up jitter');
  const delay = runImmediately ? 0 : jitterDelayMs(seconds, deps.random ?? Math.random);
  if (delay > 0 && !ctx.cancelled()) {
    ctx.log.info(`Start-up jitter: waiting ${delay} ms (up to ${seconds} s)`);
    const t0 = now();
    await (deps.sleep ?? defaultSleep)(delay, ctx.signal);
    phase(now() - t0);
  }
}

/**
 * The lifecycle every action's main.ts runs through: validate inputs, log the correlation
 * id, listen for cancellation, jitter, run, then record timings and metrics. Returns the
 * exit code (also passed to deps.exit): 0 when run() returned, 1 on a bad input or a throw,
 * CANCELLED_EXIT_CODE when the job was cancelled.
 */
export async function runAction<I>(spec: ActionSpec<I>, deps: RuntimeDeps = {}): Promise<number> {
  const env = deps.env ?? process.env;
  const exit =
    deps.exit ??
    ((code: number) => {
      process.exitCode = code;
    });
  const now = deps.now ?? (() => performance.now());
  const log = logger;
  const correlationId = (deps.uuid ?? randomUUID)();
  const flushTimeoutMs = deps.telemetryFlushMs ?? FLUSH_TIMEOUT_MS;
  const identity = { action: spec.name, correlationId, env, log };
  const reports = await startErrorReports({
    ...identity,
    flushTimeoutMs,
    mask: (credential) => maskSecrets([credential]),
  });

  let inputs: I;
  let runImmediately: boolean;
  try {
    inputs = spec.readInputs(createInputs(deps.env ? rawInputFromEnv(env) : undefined), env);
    runImmediately = runImmediatelyFromEnv(env);
  } catch (error) {
    // Nothing has started: one error line is all the output, the summary says why (and the
    // report, when on).
    reportFailure(error, log);
    await summarizeBadInput(spec.name, error, env, log);
    reports.capture({ error, outcome: 'failure', exitCode: 1, handled: true });
    await flushReports(reports, log);
    exit(1);
    return 1;
  }

  const started = now();
  log.info(`${spec.name}: correlation id ${correlationId}`);
  const cancel = installCancelHandlers({ log, target: deps.signals });
  const stopCrashReports = reportCrashes(reports, log, { target: deps.crashes });
  const metrics = new MetricsRecorder();
  const telemetry = await startTelemetry({ ...identity, flushTimeoutMs });
  if (telemetry.enabled) setLogTap((line) => telemetry.log(line));
  const run = { name: spec.name, correlationId, env, started };
  const parts = { cancel, metrics, telemetry: taggingTelemetry(telemetry, reports) };
  const ctx = actionContext(run, parts, now);

  let code = 1;
  let failure: { error: unknown } | null = null;
  try {
    const seconds = spec.jitterSeconds?.(inputs) ?? 0;
    await startUpJitter(
      seconds,
      runImmediately,
      ctx,
      deps,
      (ms) => metrics.addPhase('jitter', ms),
      now,
    );
    const result = await spec.run(ctx, inputs);
    ctx.metric('items', result.items);
    code = 0;
  } catch (error) {
    reportFailure(error, log);
    failure = { error };
    code = 1;
  } finally {
    const ending = { code, failure, cancel, metrics, ctx, reports, ownsSignals: !deps.signals };
    code = await finishRun({ ...run, ...ending }, now);
    stopCrashReports();
  }
  exit(code);
  return code;
}

/**
 * The end of every run, also a cancelled one: the cancellation line, the job summary, the
 * metrics file and the telemetry export. Returns the exit code.
 */
async function finishRun(
  run: {
    name: string;
    correlationId: string;
    env: NodeJS.ProcessEnv;
    started: number;
    code: number;
    failure: { error: unknown } | null;
    cancel: CancelHandle;
    metrics: MetricsRecorder;
    ctx: ActionContext;
    reports: ErrorReports;
    /** The run listens on the real process: a signal after it ends must not kill it. */
    ownsSignals: boolean;
  },
  now: () => number,
): Promise<number> {
  const { cancel, metrics, ctx } = run;
  let code = run.code;
  if (cancel.cancelled()) {
    // A failing step says why in one ::error:: line; a failure already reported said it.
    const line = `Cancelled: exit code ${CANCELLED_EXIT_CODE} after writing what was done`;
    if (run.failure !== null) ctx.log.info(line);
    else ctx.log.error(line);
    code = CANCELLED_EXIT_CODE;
  }
  const outcome: Outcome = cancel.cancelled() ? 'cancelled' : code !== 0 ? 'failure' : 'success';
  const report: MetricsReport = {
    action: run.name,
    correlation_id: run.correlationId,
    outcome,
    exit_code: code,
    duration_ms: Math.max(0, Math.round(now() - run.started)),
    phases: metrics.phases(),
    metrics: metrics.values(),
  };
  if (code !== 0) {
    const error = run.failure?.error ?? new Error(`${run.name}: ${outcome} (exit code ${code})`);
    run.reports.capture({ error, outcome, exitCode: code, handled: true });
  }
  if (outcome === 'failure' && run.failure !== null) {
    if (ctx.summary.isEmpty()) addOutcomeToSummary(ctx.summary, report);
    addFailureToSummary(ctx.summary, run.failure.error);
  }
  await flush(report, ctx.summary, run.env, ctx.log);
  ctx.telemetry.endRun(outcome, code, report.duration_ms);
  setLogTap(undefined);
  await Promise.all([flushTelemetry(ctx.telemetry, ctx.log), flushReports(run.reports, ctx.log)]);
  // Listen until the very end: a signal while flushing, or while the process drains once
  // the run is done, must not kill the process.
  if (run.ownsSignals) ignoreLateSignals();
  cancel.dispose();
  return code;
}

/** Job summary and metrics file; a failure here is a warning and never changes the exit code. */
async function flush(
  report: MetricsReport,
  summary: JobSummary,
  env: NodeJS.ProcessEnv,
  log: Logger,
): Promise<void> {
  try {
    // The action's summary opens with its own outcome line; one that wrote none (a run that
    // failed early) gets the runtime's. Timings and metrics go to the debug log and the file.
    if (summary.isEmpty()) addOutcomeToSummary(summary, report);
    log.debug(`Run metrics: ${JSON.stringify(report)}`);
    await writeJobSummary(summary.toMarkdown(), env);
  } catch (error) {
    log.warning(`Could not write the job summary: ${messageOf(error)}`);
  }
  try {
    const path = await writeMetricsFile(report, env);
    if (path === undefined) log.debug('RUNNER_TEMP is not set: no metrics file written');
    else log.debug(`Metrics written to ${path}`);
  } catch (error) {
    log.warning(`Could not write the metrics file: ${messageOf(error)}`);
  }
}

/**
 * Exports the run's spans and metrics, within the telemetry's own bound: a collector that
 * refuses, hangs or fails costs one warning line and never changes the exit code.
 */
async function flushTelemetry(telemetry: Telemetry, log: Logger): Promise<void> {
  if (!telemetry.enabled) return;
  try {
    const problem = await telemetry.flush();
    if (problem !== null)
      log.warning(
        `OpenTelemetry: could not export the run's telemetry: ${untrusted(problem, 300)}`,
      );
  } catch (error) {
    log.warning(
      `OpenTelemetry: could not export the run's telemetry: ${untrusted(messageOf(error), 300)}`,
    );
  }
}

/** Waits for the run's error report within its bound: a Sentry that fails costs one warning. */
async function flushReports(reports: ErrorReports, log: Logger): Promise<void> {
  if (!reports.enabled) return;
  const problem = await reports.flush();
  if (problem !== null)
    log.warning(`Sentry: could not send the run's error report: ${untrusted(problem, 300)}`);
}

/** The job summary of a run stopped by a bad input: its outcome, why, and what to set. */
async function summarizeBadInput(
  name: string,
  error: unknown,
  env: NodeJS.ProcessEnv,
  log: Logger,
): Promise<void> {
  const summary = new JobSummary().heading(`${name}: failure (bad input, exit code 1)`, 3);
  addFailureToSummary(summary, error);
  try {
    await writeJobSummary(summary.toMarkdown(), env);
  } catch (error) {
    log.warning(`Could not write the job summary: ${messageOf(error)}`);
  }
}
