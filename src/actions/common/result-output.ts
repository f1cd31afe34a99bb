// The result outputs of gather, okf-read and okf-stats, one rule for the three: the file at
// `result-path` always holds the result; the `result` output holds it too when it fits the
// 1,000,000 bytes GitHub keeps for one job output. Above that, `result` is empty,
// `result-omitted` says why, a warning points at the file, and the step fails only when
// the user asked for it (`on-large-result: fail`).

import { MAX_OUTPUT_BYTES, ResultTooLargeError } from '../../gather/io/result.js';
import type { ActionContext, Inputs } from '../../runtime/index.js';
import { untrusted } from '../../base/untrusted.js';

export type LargeResultPolicy = 'warn' | 'fail';

/** The `on-large-result` input: warn (default) or fail. */
export function readLargeResultPolicy(inputs: Inputs): LargeResultPolicy {
  return inputs.oneOf('on-large-result', ['warn', 'fail'] as const, 'warn');
}

/** Sets result, result-path, result-bytes and result-omitted for a result file at `path`. */
export function setResultOutputs(
  ctx: ActionContext,
  result: { path: string; text: string; policy: LargeResultPolicy },
): void {
  const bytes = Buffer.byteLength(result.text);
  ctx.setOutput('result-path', result.path);
  ctx.setOutput('result-bytes', bytes);
  if (bytes <= MAX_OUTPUT_BYTES) {
    ctx.setOutput('result', result.text);
    ctx.setOutput('result-omitted', '');
    return;
  }
  const why = `the result is ${bytes} bytes, above the ${MAX_OUTPUT_BYTES} bytes a job output holds: read it from result-path`;
  ctx.setOutput('result', '');
  ctx.setOutput('result-omitted', why);
  if (result.policy === 'fail') throw new ResultTooLargeError(bytes, result.path);
  ctx.log.warning(`${why} (${untrusted(result.path, 300)})`);
}
