/**
 * The articles' canonical JSON in url order, packed (PackedStrings), taken from the leg's
 * own bytes where they already are that JSON. The plain rule is
 * `packStrings(sorted.map(articleJson))`; the fast paths give the same bytes (a property
 * test, article-bytes.test.ts):
 *
 * - every article's text was recognized as its canonical JSON (split-parse.ts) and the
 *   articles are in url order with a single comma between them (a leg of this suite):
 *   the run of the leg's bytes itself, nothing copied;
 * - every article's text is canonical but the order or the separators differ (another
 *   writer's canonical JSON, in feed order): each article's bytes copied in url order,
 *   nothing serialized again;
 * - every article was a flat record written another way (indented, keys in another order)
 *   and split-parse.ts rewrote it to its canonical text: the same, from the rewritten texts.
 *
 * A canonical text of a schema-valid article is its articleJson: both are RFC 8785 of the
 * same value.
 */
import type { SplitElements } from '../../canonical/index.js';
import type { Article } from '../../contracts/index.js';
import { articleJson, packStrings, type PackedStrings } from './record-json.js';

/**
 * `articles` as parsed (in the leg's order), `order` the indices of `articles` in url
 * order (a stable sort), `bytes` the leg's payload and `elements` its articles' places.
 */
export function packArticles(
  articles: readonly Article[],
  order: readonly number[],
  bytes: Uint8Array | string,
  elements: SplitElements | undefined,
): PackedStrings {
  const texts = canonicalTexts(elements, articles.length);
  if (typeof bytes === 'string' || texts === undefined || articles.length === 0) {
    return packStrings(order.map((i) => articleJson(articles[i] as Article)));
  }
  const { rewritten } = texts;
  const source = rewritten ?? bytes;
  if (inPlace(texts, order)) {
    const first = texts.starts[0] as number;
    const run = source.subarray(first, texts.ends[articles.length - 1]);
    return {
      // The rewrite's buffer has room to spare: keep a copy of the texts alone (a Buffer's
      // slice would be a view).
      bytes: rewritten ? new Uint8Array(run) : run,
      ends: Uint32Array.from(texts.ends, (end) => end - first),
    };
  }
  const packed = copyInOrder(source, texts, order);
  // Places in the rewrite are not places in the leg's file.
  return rewritten ? { bytes: packed.bytes, ends: packed.ends } : packed;
}

/** The elements when every one of `count` articles was recognized canonical. */
function canonicalTexts(
  elements: SplitElements | undefined,
  count: number,
): SplitElements | undefined {
  if (elements === undefined || elements.starts.length !== count) return undefined;
  return elements.canonical.every(Boolean) ? elements : undefined;
}

/** In url order already, one comma between consecutive texts. */
function inPlace(texts: SplitElements, order: readonly number[]): boolean {
  for (let i = 0; i < order.length; i++) {
    if (order[i] !== i) return false;
    if (i > 0 && texts.starts[i] !== (texts.ends[i - 1] as number) + 1) return false;
  }
  return true;
}

/**
 * Each text's bytes copied in `order`, joined by commas, into a buffer of their own, with
 * where each came from (a leg read from its file keeps only those places: ../io/leg-files.ts).
 */
function copyInOrder(
  bytes: Uint8Array,
  texts: SplitElements,
  order: readonly number[],
): PackedStrings {
  let size = order.length - 1;
  for (let i = 0; i < order.length; i++)
    size += (texts.ends[i] as number) - (texts.starts[i] as number);
  const out = new Uint8Array(new ArrayBuffer(size));
  const ends = new Uint32Array(order.length);
  const sources = new Uint32Array(order.length);
  // Buffer#copy takes offsets: no view to allocate per article.
  const from = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let used = 0;
  order.forEach((index, i) => {
    sources[i] = texts.starts[index] as number;
    if (i > 0) out[used++] = 0x2c;
    used += from.copy(out, used, texts.starts[index], texts.ends[index]);
    ends[i] = used;
  });
  return { bytes: out, ends, sources };
}
