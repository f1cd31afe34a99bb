/**
 * Legs read from their files (I/O). When the store keeps artifacts as plain files, a leg
 * is not held in memory from its download to the output: the checker reads it into a
 * reused buffer, and of a leg whose articles are in canonical form it keeps only where
 * they lie in the file; the output reads them from there again (the page cache still holds
 * them). Fresh memory costs more than reading a file twice, and the fan-in stays far below
 * the size of its input. A file that changed between the two reads is refused (its
 * identity and the CRC-32 it was pinned to when checked: located.ts); the fan-in then
 * fails rather than write other bytes than it checked.
 */
import {
  ArtifactError,
  pinContent,
  ReadBuffer,
  type ArtifactStore,
  type DownloadOptions,
} from '../../artifacts/index.js';
import type { LocatedFile } from '../../base/located-file.js';
import { checkLeg, type LegJob, type LegSetting, type LegVerdict } from '../leg-check.js';
import { runInMemory, type ArticleRun, type LegArticles } from '../fast/merge-news.js';
import { packedStart } from '../fast/record-json.js';
import type { LinkNumbering } from '../fast/leg-links.js';
import type { ArtifactProblem } from '../reasons.js';

/** A leg to check: its downloaded bytes, or its file. */
export type LegTask = Omit<LegJob, 'bytes'> & ({ bytes: Uint8Array } | { file: LocatedFile });

/**
 * The problem to record when an artifact could not be fetched, or undefined when the error
 * is not about that artifact (no store, a bug): the fan-in then stops. One the artifact
 * service would not hand over (still failing after the store's retries) is `unreadable`:
 * the policy treats it as not usable (a required leg fails the fan-in closed) and the
 * diagnostics say why, instead of calling it missing or invalid.
 */
export function fetchProblem(error: unknown): ArtifactProblem | undefined {
  if (!(error instanceof ArtifactError) || error.code === 'no_store') return undefined;
  const code =
    error.code === 'backend' ? 'unreadable' : error.code === 'too_large' ? 'too_large' : 'download';
  return { code, pointer: '', message: error.message };
}

/**
 * The files of an artifact that holds several (a pack, a partial): located in place when the
 * store keeps them on disk, downloaded otherwise; an artifact that cannot be read (or that
 * the service would not hand over) is a problem, a run without a store an error.
 */
export async function artifactFiles(
  store: ArtifactStore,
  name: string,
  limits: DownloadOptions,
): Promise<{ files: Map<string, LocatedFile | Buffer> } | { problem: ArtifactProblem }> {
  try {
    return {
      files: store.locate ? await store.locate(name, limits) : await store.download(name, limits),
    };
  } catch (error) {
    const problem = fetchProblem(error);
    if (!problem) throw error;
    return { problem };
  }
}

/**
 * Checks one leg task. A leg read from its file goes into `buffer`, and its articles, when
 * they are the file's own bytes, are kept as a place in the file. `numbering`: the checker's
 * numbering of links (by default, the leg's own).
 */
export function checkLegTask(
  task: LegTask,
  setting: LegSetting,
  buffer: ReadBuffer,
  numbering?: LinkNumbering,
): LegVerdict {
  if ('bytes' in task) return checkLeg(task, setting, numbering);
  const { file, ...job } = task;
  let bytes: Buffer;
  try {
    bytes = buffer.read(file);
  } catch (error) {
    const problem = fetchProblem(error);
    if (!problem) throw error;
    return { ok: false, problems: [problem] };
  }
  const verdict = checkLeg({ ...job, bytes }, setting, numbering);
  if (verdict.ok && verdict.fan === 'rss') {
    verdict.item.articles = leftInFile(verdict.item.articles, bytes, file);
  }
  return verdict;
}

/**
 * The articles with their JSON as a place in `file` when it is a view of its `bytes`, or as
 * each article's place when it is a copy of the file's articles in url order.
 */
function leftInFile(articles: LegArticles, bytes: Buffer, file: LocatedFile): LegArticles {
  const { json } = articles;
  if (!('bytes' in json)) return articles;
  if (json.sources) {
    return { ...articles, json: { file: pinContent(file, bytes), places: json.sources } };
  }
  if (json.bytes.buffer !== bytes.buffer) return articles;
  const offset = json.bytes.byteOffset - bytes.byteOffset;
  const length = json.bytes.byteLength;
  return { ...articles, json: { file: pinContent(file, bytes), offset, length } };
}

/**
 * Reads runs of articles for the output: views of the legs held in memory; a leg left in
 * its file is read again, whole, into one reused buffer when its first run comes (the
 * runs of one leg come together). The bytes are valid until the next call.
 */
export function runReader(): (run: ArticleRun) => Uint8Array {
  const buffer = new ReadBuffer();
  let current: LegArticles | undefined;
  let bytes: Buffer | undefined;
  const assembled = new RunAssembler();
  return (run) => {
    const { json } = run.leg;
    if ('bytes' in json) return runInMemory(run);
    if (run.leg !== current || bytes === undefined) {
      bytes = buffer.read(json.file);
      current = run.leg;
    }
    if ('places' in json) return assembled.run(bytes, json.places, run);
    return bytes.subarray(json.offset + run.start, json.offset + run.end);
  };
}

/**
 * Runs of a leg whose articles lie in its file in another order than url order: each
 * article of the run copied from its place, joined by commas, into one reused buffer.
 */
class RunAssembler {
  #buffer = new Uint8Array(64 * 1024);

  run(file: Uint8Array, places: Uint32Array, { leg, start, end }: ArticleRun): Uint8Array {
    if (this.#buffer.length < end - start) this.#buffer = new Uint8Array(2 * (end - start));
    const { ends } = leg;
    let used = 0;
    for (let i = firstArticle(ends, start); i < ends.length && packedStart(ends, i) < end; i++) {
      const length = (ends[i] as number) - packedStart(ends, i);
      const from = places[i] as number;
      if (used > 0) this.#buffer[used++] = 0x2c;
      this.#buffer.set(file.subarray(from, from + length), used);
      used += length;
    }
    if (used !== end - start)
      throw new Error(`a run of ${leg.source} does not fall on its articles`);
    return this.#buffer.subarray(0, used);
  }
}

/** The article that starts at packed offset `start` (binary search over `ends`). */
function firstArticle(ends: Uint32Array, start: number): number {
  let lo = 0;
  let hi = ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (packedStart(ends, mid) < start) lo = mid + 1;
    else hi = mid;
  }
  if (lo < ends.length && packedStart(ends, lo) !== start) {
    throw new Error('a run does not start at an article');
  }
  return lo;
}
