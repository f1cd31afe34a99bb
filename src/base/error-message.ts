import { oneLine } from './untrusted.js';

/**
 * The message of anything thrown, for a log line or a diagnostic. Duck-typed, not
 * `instanceof Error`: errors may come from another realm (a vm context such as jest's, or a
 * client library's), where instanceof is false. An error with an empty message gives its
 * name. Free of @actions/core, so pure modules can use it.
 */
export function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown; name?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    const name = (error as { name?: unknown }).name;
    if (typeof message === 'string' && typeof name === 'string' && name !== '') return name;
  }
  return String(error);
}

/** Where a reason is cut when no other bound is given: long enough for a file name and a cause. */
export const REASON_MAX = 300;

/**
 * A message as a person reads it in a log line, an annotation, a summary or the CLI: plain
 * text on one line (line breaks and control characters become spaces), cut at `max` with `…`.
 * Never JSON-quoted: a reason quotes only the values inside it. One that would start a line
 * with `::` (a workflow command) gets a leading space, so the runner never reads it as one.
 */
export function plainReason(text: string, max = REASON_MAX): string {
  const flat = oneLine(text, max);
  return flat.startsWith('::') ? ` ${flat}` : flat;
}

/** The plain reason of anything thrown: {@link plainReason} of {@link messageOf}. */
export function reasonOf(error: unknown, max = REASON_MAX): string {
  return plainReason(messageOf(error), max);
}

/**
 * What an error advises doing next, when it carries a `hint` (a non-empty string): the input
 * to set, the file to fix, the names that do exist. Duck-typed like {@link messageOf}.
 */
export function hintOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('hint' in error)) return undefined;
  const { hint } = error as { hint: unknown };
  return typeof hint === 'string' && hint !== '' ? plainReason(hint) : undefined;
}
