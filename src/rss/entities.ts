// Named entities of a title (legacy rule): its capitalised words ("OpenAI",
// "Node.js", "GPT-5"), without stop words and one-letter words, duplicates
// removed in order of appearance. Pure.

// Function words and generic headline words that are capitalised only because
// headlines capitalise every word.
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each even every few for from further get gets ' +
    'had has have having he her here hers him his how i if in into is it its just may me might more most must my ' +
    'new no nor not now of off on once only or other our ours out over own same she should so some still such ' +
    'than that the their theirs them then there these they this those through to too under until up upon us very ' +
    'vs via was we were what when where which while who whom whose why will with within without would yet you your ' +
    'here’s it’s what’s how’s why’s'
  ).split(' '),
);

const MAX_ENTITY_LENGTH = 200;

export function titleEntities(title: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const token of title.split(/\s+/)) {
    if (token === '') continue;
    const word = cleanWord(token);
    if (word.length < 2 || word.length > MAX_ENTITY_LENGTH || !startsUppercase(word)) continue;
    // Two code units can be one character (an astral letter): not a word of two letters.
    if (word.length === 2 && word.codePointAt(0)! > 0xffff) continue;
    if (STOP_WORDS.has(word.toLowerCase()) || seen.has(word)) continue;
    seen.add(word);
    out.push(word);
  }
  return out;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const UPPERCASE = /\p{Lu}/u;

/** A letter or a digit, with an ASCII fast path (titles are mostly ASCII). */
function isWordChar(code: number, ch: string): boolean {
  if (code < 0x80)
    return (
      (code >= 0x30 && code <= 0x39) ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x61 && code <= 0x7a)
    );
  return LETTER_OR_DIGIT.test(ch);
}

function startsUppercase(word: string): boolean {
  const code = word.charCodeAt(0);
  if (code < 0x80) return code >= 0x41 && code <= 0x5a;
  return UPPERCASE.test(String.fromCodePoint(word.codePointAt(0)!));
}

/**
 * The word without surrounding punctuation and a possessive "'s": quotes,
 * brackets, trailing commas and colons go; inner dots and hyphens stay
 * ("Node.js", "GPT-5"), and so do the trailing "+" and "#" of "C++" and "C#".
 */
function cleanWord(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && !isWordChar(token.charCodeAt(start), charAt(token, start))) start++;
  const trimEnd = (): void => {
    while (end > start) {
      const code = token.charCodeAt(end - 1);
      if (
        code === 0x2b /* + */ ||
        code === 0x23 /* # */ ||
        isWordChar(code, charBefore(token, end))
      )
        break;
      end--;
    }
  };
  trimEnd();
  const tail = token.slice(Math.max(start, end - 2), end);
  if (tail === "'s" || tail === '’s') {
    end -= 2;
    trimEnd();
  }
  return token.slice(start, end);
}

/** The character (one or two code units) at `i`. */
function charAt(text: string, i: number): string {
  return String.fromCodePoint(text.codePointAt(i)!);
}

/** The character (one or two code units) ending at `end`. */
function charBefore(text: string, end: number): string {
  const low = text.charCodeAt(end - 1);
  if (low >= 0xdc00 && low <= 0xdfff && end >= 2) return text.slice(end - 2, end);
  return text.slice(end - 1, end);
}
