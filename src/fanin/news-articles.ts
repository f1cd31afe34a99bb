/**
 * The news file's articles as output parts (pure: bytes in, bytes out): each final
 * article's canonical JSON, read from its leg, grown into the news article
 * (news-article.ts) with the sources that carried it, hashed as it is produced (the
 * checksum is over the articles as written, and so is SquadScope's artifact checksum), and
 * counted for the legacy metadata.
 *
 * The articles stay bytes throughout: each is read as latin1, one character per byte, grown
 * by splicing, and written back as latin1, which gives back the very bytes. Decoding UTF-8
 * and encoding it again cost the serial end of the fan-in about a quarter of a second at
 * 512,000 articles, and one character beyond latin1 (a title in Japanese) made a whole
 * batch a two-byte string (docs/performance.md).
 */
import { pythonNumber } from '../canonical/index.js';
import { packedStart, RunsChecksum } from './fast/record-json.js';
import type { ArticleRun, FinalArticles } from './fast/merge-news.js';
import type { DistinctLinks } from './fast/leg-links.js';
import { grownArticle } from './news-article.js';
import type { StreamedArtifactChecksum } from './news-checksum.js';
import type { OutputPart } from './output-parts.js';

/** Articles joined into one part: long enough to amortize a part, short of a large object. */
const BATCH_CHARS = 32 * 1024;

/** What the articles add up to, known once every part was taken. */
export interface ArticleCounts {
  /** Distinct GitHub links. */
  githubLinks: DistinctLinks;
  perSource: Map<string, number>;
}

/** The checksums fed the articles as they are written. */
export interface ArticleHashes {
  articles: RunsChecksum;
  artifact: StreamedArtifactChecksum;
}

/** The indices [first, last] of the leg's articles that a run spans. */
function runIndices(ends: Uint32Array, start: number, end: number): [number, number] {
  let lo = 0;
  let hi = ends.length - 1;
  // The first article whose end lies past the run's start begins at it.
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ends[mid] as number) <= start) lo = mid + 1;
    else hi = mid;
  }
  let last = lo;
  while ((ends[last] as number) < end) last++;
  return [lo, last];
}

/**
 * The articles' parts, commas between them (without the brackets), fed to `hash` and
 * counted into `counts` as they are produced.
 */
export function* newsArticleParts(
  articles: FinalArticles,
  readRun: (run: ArticleRun) => Uint8Array,
  hash: ArticleHashes,
  counts: ArticleCounts,
): Generator<OutputPart> {
  let batch: string[] = [];
  // The batch as Python writes it, when a score is written otherwise (below 0.0001).
  let python: string[] | null = null;
  let chars = 0;
  let index = 0;
  let parts = 0;
  const flush = function* (): Generator<OutputPart> {
    const bytes = Buffer.from(batch.join(','), 'latin1');
    hash.articles.add(bytes);
    hash.artifact.add(python === null ? bytes : Buffer.from(python.join(','), 'latin1'));
    batch = [];
    python = null;
    chars = 0;
    if (parts++ > 0) yield { text: ',' };
    yield { bytes };
  };
  for (const run of articles.runs) {
    const bytes = readRun(run);
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const { leg } = run;
    const ownSource = bytesText(JSON.stringify([leg.source]));
    const [first, last] = runIndices(leg.ends, run.start, run.end);
    counts.perSource.set(leg.source, (counts.perSource.get(leg.source) ?? 0) + last - first + 1);
    counts.githubLinks.addArticles(leg.links, first, last);
    for (let i = first; i <= last; i++) {
      const json = text.toString(
        'latin1',
        packedStart(leg.ends, i) - run.start,
        (leg.ends[i] as number) - run.start,
      );
      const carriers = articles.carriers.get(index++);
      const sources = carriers === undefined ? ownSource : bytesText(JSON.stringify(carriers));
      const grown = grownArticle(json, sources);
      // A score's text of at most 6 characters without an exponent is Python's too.
      const score =
        grown.score.length <= 6 && !grown.score.includes('e')
          ? grown.score
          : pythonNumber(Number(grown.score));
      if (score !== grown.score && python === null) python = [...batch];
      python?.push(score === grown.score ? grown.json : pythonScored(grown, score));
      batch.push(grown.json);
      chars += grown.json.length;
      // The next run may reuse this run's buffer: every article of it is a string by now.
      if (chars >= BATCH_CHARS) yield* flush();
    }
  }
  if (batch.length > 0) yield* flush();
}

/** The UTF-8 bytes of `text`, one character per byte. */
function bytesText(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

/** The article's JSON with its score as Python writes it. */
function pythonScored(grown: { json: string; score: string }, score: string): string {
  const member = `,"relevance_score":${grown.score},`;
  return grown.json.replace(member, `,"relevance_score":${score},`);
}
