import * as core from '@actions/core';

/**
 * Characters some readers treat as line breaks although JSON.stringify leaves them raw.
 * The runner splits on \r and \n only (JSON escapes those), but a log viewer or a later
 * consumer might not, so they are escaped too; the result stays valid JSON.
 */
const EXTRA_LINE_BREAKS = /[\u0085\u2028\u2029]/g;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * Makes untrusted text (feed titles, URLs, server messages) safe to log: cut to `max`
 * UTF-16 code units without splitting a surrogate pair, then JSON-quoted. The result is
 * one line that starts with `"`, so the runner can never read it as a workflow command
 * (`::add-mask::`, `::set-output::`, `::stop-commands::` …) whatever the text holds.
 */
export function untrusted(text: string, max = 200): string {
  let cut = text;
  if (text.length > max) {
    let end = Math.max(0, Math.floor(max));
    if (
      end > 0 &&
      isHighSurrogate(text.charCodeAt(end - 1)) &&
      isLowSurrogate(text.charCodeAt(end))
    ) {
      end -= 1; // drop the whole character rather than leave half of it
    }
    cut = text.slice(0, end);
  }
  return JSON.stringify(cut).replace(
    EXTRA_LINE_BREAKS,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The characters that could start markup, break a table cell or open HTML. */
const MARKDOWN_SPECIAL = /[|\\`*_[\]<>#]/g;

/**
 * Escapes untrusted text for the job summary: line breaks become spaces (a newline ends
 * a table row) and each markdown-special character gets a backslash (CommonMark treats
 * `\<` as a literal `<`, so no HTML can be opened; GFM tables honour `\|`).
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/\r\n|\r|\n/g, ' ').replace(MARKDOWN_SPECIAL, '\\$&');
}

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
