import { commands, hideInLog, type AnnotationProperties } from './workflow-commands.js';

export interface Logger {
  info(message: string): void;
  /** Only shown when the run has step debug logging (ACTIONS_STEP_DEBUG) enabled. */
  debug(message: string): void;
  warning(message: string, props?: AnnotationProperties): void;
  error(message: string, props?: AnnotationProperties): void;
}

/** One line as the logger wrote it, for a copy sent elsewhere (OTLP log records). */
export interface LogLine {
  level: 'info' | 'warning' | 'error';
  message: string;
  /** An annotation's title, file and line, when it has them. */
  title?: string;
  file?: string;
  line?: number;
}

/** Where a copy of every line goes while telemetry is on; undefined (nothing) otherwise. */
let tap: ((line: LogLine) => void) | undefined;

/** Sends a copy of every log line to `next` (undefined: stop). One tap at a time. */
export function setLogTap(next: ((line: LogLine) => void) | undefined): void {
  tap = next;
}

function copy(level: LogLine['level'], message: string, props?: AnnotationProperties): void {
  if (tap === undefined) return;
  const line: LogLine = { level, message };
  if (props?.title !== undefined) line.title = props.title;
  if (props?.file !== undefined) line.file = props.file;
  if (props?.startLine !== undefined) line.line = props.startLine;
  tap(line);
}

/**
 * The logger every action uses. `info` prints its text as is: callers pass untrusted
 * parts through `untrusted()`. Annotations (warning, error) and debug lines are workflow
 * commands whose data is escaped as @actions/core escapes it, so they are always one line.
 */
export const logger: Logger = {
  info: (message) => {
    commands.info(message);
    copy('info', message);
  },
  debug: (message) => commands.debug(message),
  warning: (message, props) => {
    commands.warning(message, props);
    copy('warning', message, props);
  },
  error: (message, props) => {
    commands.error(message, props);
    copy('error', message, props);
  },
};

/**
 * Hides each secret in every later line of the log (`***`), before anything that might hold
 * one is printed: the one way a step masks what it reads (the token of gather, the ClickHouse
 * password, the Sentry DSN's key). Not `::add-mask::`: where no runner consumes that line (the
 * command line, a local run) it would itself print the secret, and on GitHub the runner
 * already masks every value of the secrets context.
 */
export function maskSecrets(secrets: readonly string[]): void {
  for (const secret of secrets) hideInLog(secret);
}
