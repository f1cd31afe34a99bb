// Why a step failed and what to do next, in its job summary: the reason the error annotation
// gives, as plain text, and the likeliest mend (the input to set, the file and line to fix,
// or what the error itself advises).

import { hintOf, reasonOf } from '../base/error-message.js';
import { InputError } from './input-error.js';
import { escapeMarkdown } from '../base/untrusted.js';
import type { JobSummary } from './summary.js';

/** Where the summary cuts a reason: longer than a log line's, still one paragraph. */
const SUMMARY_REASON_MAX = 600;

/** The next step for `error`: its own hint, else the input or file at fault, else the log. */
export function nextStep(error: unknown): string {
  const hint = hintOf(error);
  if (hint !== undefined) return hint;
  if (error instanceof InputError) {
    const at = error.annotation;
    if (at?.file !== undefined) {
      const line = at.startLine === undefined ? '' : ` at line ${at.startLine}`;
      return `Fix ${at.file}${line} (read through the input '${error.input}'), then run the job again.`;
    }
    return `Set the input '${error.input}' of this step to a value its description in the action's README allows, then run the job again.`;
  }
  return "Read the step's log above the error for what led to it; to see the stack as well, rerun the job with debug logging enabled.";
}

/** A failed step's reason and next step, under its outcome line in the job summary. */
export function addFailureToSummary(summary: JobSummary, error: unknown): void {
  summary.raw(`**Why:** ${escapeMarkdown(reasonOf(error, SUMMARY_REASON_MAX))}`);
  summary.raw(`**Next:** ${escapeMarkdown(nextStep(error))}`);
}
