// UTF-16 surrogate halves: where text may be cut, and how a character outside the BMP is
// told apart from a lone surrogate (which is no character at all).

/** The first half of a surrogate pair. */
export function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** The second half of a surrogate pair. */
export function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
