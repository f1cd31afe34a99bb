/**
 * The result of a gather as a job output: canonical JSON, refused above the size GitHub
 * keeps for one output (1 MB), with the file (result-path) written first so nothing is lost.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { canonicalJson } from '../canonical/index.js';

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

/** Writes the result to `path` (canonical JSON and a newline) and answers its text. */
export async function writeResult(
  path: string,
  result: unknown,
): Promise<{ text: string; bytes: number; fits: boolean }> {
  const out = resultText(result);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${out.text}\n`);
  return out;
}
