import * as core from '@actions/core';

export { escapeMarkdown, untrusted } from '../base/untrusted.js';

export interface Logger {
  info(message: string): void;
  /** Only shown when the run has step debug logging (ACTIONS_STEP_DEBUG) enabled. */
  debug(message: string): void;
  warning(message: string, props?: core.AnnotationProperties): void;
  error(message: string, props?: core.AnnotationProperties): void;
}

/**
 * The logger every action uses. `info` prints its text as is: callers pass untrusted
 * parts through `untrusted()`. Annotations (warning, error) and debug lines are workflow
 * commands whose data @actions/core escapes, so they are always one line.
 */
export const logger: Logger = {
  info: (message) => core.info(message),
  debug: (message) => core.debug(message),
  warning: (message, props) => core.warning(message, props),
  error: (message, props) => core.error(message, props),
};
