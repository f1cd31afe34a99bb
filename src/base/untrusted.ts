// Untrusted text (feed titles, URLs, server and parser messages, file content) made safe to
// print: in the job log, where the runner reads lines starting with `::` as workflow
// commands; in the job summary, where markdown and HTML would render; and in one-line
// messages. Pure: no I/O, no @actions/core, so every module can use it.

import { isHighSurrogate, isLowSurrogate } from './surrogates.js';

/**
 * Characters some readers treat as line breaks although JSON.stringify leaves them raw.
 * The runner splits on \r and \n only (JSON escapes those), but a log viewer or a later
 * consumer might not, so they are escaped too; the result stays valid JSON.
 */
const EXTRA_LINE_BREAKS = /[\u0085\u2028\u2029]/g;

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

/** Control characters and the line breaks JSON leaves raw. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * Untrusted text in a one-line message: each line break (with the spaces around it) becomes
 * `separator`, other control characters a space, and the text is cut to `max` UTF-16 code
 * units (never half a surrogate pair) with `…` when longer.
 */
export function oneLine(text: string, max = 300, separator = ' '): string {
  const flat = text
    .replace(/\s*(?:\r\n|[\r\n\u2028\u2029])+\s*/g, separator)
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  let end = max;
  if (isHighSurrogate(flat.charCodeAt(end - 1))) end -= 1;
  return `${flat.slice(0, end)}…`;
}

/**
 * Escapes control and line-break characters as `\uXXXX`, so a message built from file
 * content (a key, a YAML error) stays one line and cannot start a workflow command on a line
 * of its own, while every character stays visible.
 */
export function oneLineSafe(text: string): string {
  return text.replace(CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** JSON-quoted and cut to `max` code units with an ellipsis: an input, a field name or a ref, on one line in a message. */
export function quoted(text: string, max = 80): string {
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}
