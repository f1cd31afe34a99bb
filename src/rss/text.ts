// Small text helpers for feed content. Pure.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  copy: '©',
  reg: '®',
  trade: '™',
};

/** Decodes numeric character references and the common named entities; others stay as they are. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z]{2,8});/g,
    (whole, ref: string) => {
      if (ref.startsWith('#')) {
        const code =
          ref[1] === 'x' || ref[1] === 'X'
            ? parseInt(ref.slice(2), 16)
            : parseInt(ref.slice(1), 10);
        // Lone surrogates and out-of-range code points would make the output invalid Unicode.
        if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || code === 0) return whole;
        return String.fromCodePoint(code);
      }
      return NAMED_ENTITIES[ref] ?? whole;
    },
  );
}

/** A script or style start tag at lastIndex (sticky), in any case. */
const RAW_TEXT_OPEN = /<(script|style)/iy;
/** Where the element's end tag is, from lastIndex on. */
const RAW_TEXT_CLOSE = { script: /<\/script/gi, style: /<\/style/gi };

/**
 * Text of an HTML fragment: tags become spaces, script and style elements go,
 * entities are decoded. A linear scan: regexes like /<[^>]*>/g backtrack
 * quadratically on a fragment with many "<" and no ">". Tag names are matched in
 * any case by regexes on the fragment itself: a lower-cased copy can be longer than
 * the original ("İ" lower-cases to two code units), and its positions would not be
 * the fragment's.
 */
export function htmlToText(html: string): string {
  if (!html.includes('<')) return decodeEntities(html);
  const rawText = /<(?:script|style)/i.test(html);
  // Built with += (rope strings, flattened once by decodeEntities), not parts.join:
  // this runs once per entry.
  let text = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt) + ' ';
    const gt = html.indexOf('>', lt + 1);
    if (gt < 0) {
      // A "<" that opens no tag is text.
      text += html.slice(lt);
      break;
    }
    i = gt + 1;
    if (!rawText) continue;
    RAW_TEXT_OPEN.lastIndex = lt;
    const open = RAW_TEXT_OPEN.exec(html);
    if (open !== null) {
      const close = RAW_TEXT_CLOSE[(open[1] as string).toLowerCase() as 'script' | 'style'];
      close.lastIndex = i;
      const found = close.exec(html);
      const end = found === null ? -1 : html.indexOf('>', found.index);
      i = end < 0 ? html.length : end + 1;
    }
  }
  return decodeEntities(text);
}

/** Trims and collapses every run of whitespace (incl. NBSP and line separators) to one space. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u00a0\u2028\u2029]+/g, ' ').trim();
}

/** At most `max` UTF-16 code units, never cutting a surrogate pair in half. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut;
}

/**
 * Replaces lone surrogates and the C0/C1 controls other than tab/newline with
 * U+FFFD: canonical JSON refuses lone surrogates, and controls have no place
 * in a title.
 */
export function wellFormed(text: string): string {
  const fixed = text.isWellFormed() ? text : text.toWellFormed();
  return fixed.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '\ufffd');
}
