// The job summary of gather: the collector's status, what it saw and what it passed over.

import type { GatherOutcome } from '../../gather/io/gather-run.js';
import type { JobSummary } from '../../runtime/index.js';
import { seenSentence } from '../../gather/progress.js';
import { renderItem, type OkfItem } from '../../okf/schema.js';
import type { GatherInputs } from './inputs.js';

function isOkfItem(value: unknown): value is OkfItem {
  return typeof value === 'object' && value !== null && 'schema' in value;
}

export function writeGatherSummary(
  summary: JobSummary,
  inputs: GatherInputs,
  outcome: GatherOutcome,
  failure?: Error,
): void {
  const { spec } = inputs;
  // A status of its own ("incomplete") says what the failure was; "failed" says it already.
  const heading =
    failure === undefined || outcome.status === 'failed'
      ? outcome.status
      : `failed (${outcome.status})`;
  summary.heading(`Gather ${spec.collector} (${spec.mode}, ${spec.kernel}): ${heading}`);
  summary.paragraph(
    `Fan ${spec.fan_id}: ${seenSentence(outcome, inputs.legLabels)}.${outcome.stateArtifact ? ` State: ${outcome.stateArtifact}.` : ''}`,
  );
  if (failure !== undefined) summary.paragraph(`Failed: ${failure.message.slice(0, 2000)}`);
  // The okf kernel's result, once published, is the dataset's ref and schema: its one line.
  // A failed gather has no published result (its publish step may be what failed).
  if (spec.kernel === 'okf' && failure === undefined && isOkfItem(outcome.result)) {
    summary.paragraph(`Dataset: ${renderItem(outcome.result as OkfItem)}`);
  }
  if (outcome.record.passed.length > 0) {
    summary.heading('Not folded', 3);
    summary.table(
      ['Seq', 'Attempt', 'Artifact', 'Why'],
      outcome.record.passed.map((p) => [String(p.seq), String(p.attempt), p.name, p.outcome]),
    );
  }
}
