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

/** Whether the character at `i` (one or two code units) is a letter or a digit. ASCII first: titles are mostly ASCII. */
function isWordCharAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 0x80)
    return (
      (code >= 0x30 && code <= 0x39) ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x61 && code <= 0x7a)
    );
  return LETTER_OR_DIGIT.test(String.fromCodePoint(text.codePointAt(i)!));
}

/** Whether the character ending at `end` (one or two code units) is a letter or a digit. */
function isWordCharBefore(text: string, end: number): boolean {
  const code = text.charCodeAt(end - 1);
  if (code < 0x80) return isWordCharAt(text, end - 1);
  if (code >= 0xdc00 && code <= 0xdfff && end >= 2)
    return LETTER_OR_DIGIT.test(text.slice(end - 2, end));
  return LETTER_OR_DIGIT.test(text.slice(end - 1, end));
}

function startsUppercase(word: string): boolean {
  const code = word.charCodeAt(0);
  if (code < 0x80) return code >= 0x41 && code <= 0x5a;
  return UPPERCASE.test(String.fromCodePoint(word.codePointAt(0)!));
}

/** The end of `token[start, end)` without trailing punctuation ("+" and "#" stay). */
function trimEnd(token: string, start: number, end: number): number {
  while (end > start) {
    const code = token.charCodeAt(end - 1);
    if (code === 0x2b /* + */ || code === 0x23 /* # */ || isWordCharBefore(token, end)) break;
    end--;
  }
  return end;
}

/**
 * The word without surrounding punctuation and a possessive "'s": quotes,
 * brackets, trailing commas and colons go; inner dots and hyphens stay
 * ("Node.js", "GPT-5"), and so do the trailing "+" and "#" of "C++" and "C#".
 */
function cleanWord(token: string): string {
  let start = 0;
  while (start < token.length && !isWordCharAt(token, start)) start++;
  let end = trimEnd(token, start, token.length);
  const tail = token.slice(Math.max(start, end - 2), end);
  if (tail === "'s" || tail === '’s') end = trimEnd(token, start, end - 2);
  return token.slice(start, end);
}
