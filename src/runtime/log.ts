import { commands, hideInLog, type AnnotationProperties } from './workflow-commands.js';

export { escapeMarkdown, untrusted } from '../base/untrusted.js';

export interface Logger {
  info(message: string): void;
  /** Only shown when the run has step debug logging (ACTIONS_STEP_DEBUG) enabled. */
  debug(message: string): void;
  warning(message: string, props?: AnnotationProperties): void;
  error(message: string, props?: AnnotationProperties): void;
}

/**
 * The logger every action uses. `info` prints its text as is: callers pass untrusted
 * parts through `untrusted()`. Annotations (warning, error) and debug lines are workflow
 * commands whose data is escaped as @actions/core escapes it, so they are always one line.
 */
export const logger: Logger = {
  info: (message) => commands.info(message),
  debug: (message) => commands.debug(message),
  warning: (message, props) => commands.warning(message, props),
  error: (message, props) => commands.error(message, props),
};

/**
 * Hides each secret in every later line of the log (`***`), before anything that might hold
 * one is printed. Not `::add-mask::`: that line would itself print the secret.
 */
export function maskSecrets(secrets: readonly string[]): void {
  for (const secret of secrets) hideInLog(secret);
}
