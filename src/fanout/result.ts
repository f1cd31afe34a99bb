/**
 * The result of a gather as a job output: canonical JSON, refused above the size GitHub
 * keeps for one output (1 MB), with the file (result-path) written first so nothing is lost.
 */
import { canonicalJson } from '../canonical/index.js';
import { writeFileAtomic } from '../canonical/write.js';

export const MAX_OUTPUT_BYTES = 1_000_000;

export class ResultTooLargeError extends Error {
  constructor(
    readonly bytes: number,
    path: string,
  ) {
    super(
      `the result is ${bytes} bytes, above the ${MAX_OUTPUT_BYTES}-byte limit of a job output: it is in ${path} (result-path); use the window kernel, or read the file in this job`,
    );
    this.name = 'ResultTooLargeError';
  }
}

/** The result's bytes, and whether they fit in an output. */
export function resultText(result: unknown): { text: string; bytes: number; fits: boolean } {
  const text = canonicalJson(result ?? null);
  const bytes = Buffer.byteLength(text);
  return { text, bytes, fits: bytes <= MAX_OUTPUT_BYTES };
}

/**
 * Writes the result to `path` (canonical JSON and a newline) and answers its text. Atomic
 * (a temporary file renamed into place): a reader never sees half a result, and a cancelled
 * job leaves the previous file whole.
 */
export async function writeResult(
  path: string,
  result: unknown,
): Promise<{ text: string; bytes: number; fits: boolean }> {
  const out = resultText(result);
  await writeFileAtomic(path, `${out.text}\n`);
  return out;
}
