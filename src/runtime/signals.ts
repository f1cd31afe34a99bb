// Runs unchanged under `node` (type stripping): node built-ins only, type-only imports.
import type { Logger } from './log.js';

/** The part of `process` this module uses; tests may pass an EventEmitter. */
export interface SignalTarget {
  on(event: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
  off(event: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
}

/** The abort reason when the job is cancelled. */
export class CancelledError extends Error {
  readonly signalName: NodeJS.Signals;

  constructor(signalName: NodeJS.Signals) {
    super(`cancelled by ${signalName}`);
    this.name = 'CancelledError';
    this.signalName = signalName;
  }
}

/** A signal after the run ended, while the process drains: its exit code is already set. */
function lateSignal(): void {}

/**
 * Keeps a signal that comes after the run ended (while the process drains its last sockets
 * and timers) from killing the process, whose exit code is set: one listener a signal.
 */
export function ignoreLateSignals(
  signals: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT'],
): void {
  for (const name of signals)
    if (!process.listeners(name).includes(lateSignal)) process.on(name, lateSignal);
}

export interface CancelHandle {
  readonly signal: AbortSignal;
  cancelled(): boolean;
  /** Removes the listeners; idempotent. */
  dispose(): void;
}

/**
 * When a job is cancelled the runner sends SIGINT, then SIGTERM, then SIGKILL after a grace
 * period. Listening to both turns them from "exit now" into "stop new work": the first one
 * is logged and aborts the signal, later ones are ignored, and the process keeps running so
 * the action can still write a truthful artifact (`partial` or `failed: cancelled`).
 */
export function installCancelHandlers(opts: {
  log: Pick<Logger, 'warning'>;
  target?: SignalTarget;
  signals?: readonly NodeJS.Signals[];
}): CancelHandle {
  const target = opts.target ?? process;
  const signals = opts.signals ?? ['SIGTERM', 'SIGINT'];
  const controller = new AbortController();
  const onSignal = (signalName: NodeJS.Signals): void => {
    if (controller.signal.aborted) return;
    opts.log.warning(
      `Received ${signalName}: the job is being cancelled; stopping new work and writing what is done so far`,
    );
    controller.abort(new CancelledError(signalName));
  };
  for (const s of signals) target.on(s, onSignal);
  let disposed = false;
  return {
    signal: controller.signal,
    cancelled: () => controller.signal.aborted,
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const s of signals) target.off(s, onSignal);
    },
  };
}
