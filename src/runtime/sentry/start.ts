/**
 * Starts error reports for one action run: the reporter is imported only when SENTRY_DSN
 * (or the `sentry-dsn` input) is set. A DSN that cannot be read leaves reports off with one
 * warning that never quotes it; the run itself is never affected.
 */
import { messageOf } from '../../base/error-message.js';
import { readSentryConfig, type SentryConfig } from './config.js';
import { NO_ERROR_REPORTS, type ErrorReports } from './reports.js';

export interface ErrorReportsStart {
  action: string;
  correlationId: string;
  env: NodeJS.ProcessEnv;
  log: { debug(message: string): void; warning(message: string): void };
  /** The bound of the send and of the final wait, in ms. */
  flushTimeoutMs: number;
  /** Hides the DSN's key from the step's log (maskSecrets: the one way a step masks). */
  mask(value: string): void;
}

export async function startErrorReports(start: ErrorReportsStart): Promise<ErrorReports> {
  let config: SentryConfig | null;
  try {
    config = readSentryConfig(start.env);
  } catch (error) {
    start.log.warning(`Sentry is off: ${messageOf(error)}`);
    return NO_ERROR_REPORTS;
  }
  if (config === null) return NO_ERROR_REPORTS;
  for (const credential of config.credentials) start.mask(credential);
  try {
    const { startSentryReporter } = await import('./reporter.js');
    const reports = startSentryReporter(config, start);
    start.log.debug(`Sentry: failures are reported (DSN from ${config.source})`);
    return reports;
  } catch (error) {
    start.log.warning(`Sentry is off: it could not start: ${messageOf(error)}`);
    return NO_ERROR_REPORTS;
  }
}
