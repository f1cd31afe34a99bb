/**
 * An error nothing caught (an uncaught exception, an unhandled rejection) while error
 * reports are on: it is reported and the report awaited (within its bound), then thrown
 * again with the listeners gone, so the process ends exactly as Node would have ended it.
 */
import type { ErrorReports } from './reports.js';

type CrashEvent = 'uncaughtException' | 'unhandledRejection';

/** The part of `process` this module uses; tests may pass an EventEmitter. */
export interface CrashTarget {
  on(event: CrashEvent, listener: (error: unknown) => void): unknown;
  off(event: CrashEvent, listener: (error: unknown) => void): unknown;
}

const EVENTS: readonly CrashEvent[] = ['uncaughtException', 'unhandledRejection'];

/** Listens until the returned function is called (idempotent). */
export function reportCrashes(
  reports: ErrorReports,
  log: { warning(message: string): void },
  opts: { target?: CrashTarget; rethrow?: (error: unknown) => void } = {},
): () => void {
  if (!reports.enabled) return () => undefined;
  const target = opts.target ?? process;
  const rethrow =
    opts.rethrow ??
    ((error: unknown) =>
      setImmediate(() => {
        throw error;
      }));
  const dispose = () => {
    for (const event of EVENTS) target.off(event, onCrash);
  };
  function onCrash(error: unknown): void {
    dispose();
    reports.capture({ error, outcome: 'unhandled', exitCode: null, handled: false });
    // flush() never rejects: the error is thrown again whatever became of the report.
    void reports.flush().then((problem) => {
      if (problem !== null) log.warning(`Sentry: could not send the error report: ${problem}`);
      rethrow(error);
    });
  }
  for (const event of EVENTS) target.on(event, onCrash);
  return dispose;
}
