// Collapsing whitespace without rebuilding text that is already single-spaced. Pure.
//
// `text.replace(/\s+/g, ' ').trim()` builds a new string whenever the text holds a
// space, which nearly every title and date does. Once trimmed, the text is left as it
// is by the replacement exactly when it holds no whitespace other than single plain
// spaces: no other whitespace character (tab, newline, NBSP, line separator …) and no
// two spaces in a row. A property test holds the result equal to the plain rule.

/** Whitespace that the replacement would change: any but a plain space, or two spaces. */
const NOT_SINGLE_SPACED = /[^\S ]| {2}/;

/** `text.replace(/\s+/g, ' ').trim()`: trimmed, every run of whitespace one space. */
export function singleSpaced(text: string): string {
  const trimmed = text.trim();
  return NOT_SINGLE_SPACED.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
}
