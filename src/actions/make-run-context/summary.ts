// The job summary of make-run-context: the window, the run id, the planned legs and why
// any source was skipped, and when the next skipped source falls due. JobSummary escapes every cell.

import type { JobSummary } from '../../runtime/index.js';
import {
  billedMinutes,
  JOB_OVERHEAD_SECONDS,
  jobSources,
  nextDueLine,
  SECONDS_PER_SOURCE,
  type PlannedRun,
  type RssJob,
} from '../../runcontext/index.js';

/** `nextDue`: the next-due output ('' when no source waits for its interval). */
export function writeRunSummary(
  summary: JobSummary,
  { context, plan }: PlannedRun,
  jobs: readonly RssJob[],
  nextDue: string,
): void {
  const legs = (['rss', 'github'] as const).map((kind) => plan.fans[kind]?.legs.length ?? 0);
  summary.heading(
    `Run context ${context.week}: ${legs[0]} RSS legs and ${legs[1]} GitHub shards planned`,
  );
  summary.table(
    ['Field', 'Value'],
    [
      ['Window', `${context.since} to ${context.until} (until exclusive)`],
      ['Run id', context.run_id],
      ['Source config', context.source_config_checksum],
      ['Topic config', context.topic_config_checksum],
      ['Code', context.code_sha],
      ['Created', context.created_at],
    ],
  );

  summary.heading('Planned legs', 3);
  const rows: string[][] = [];
  for (const kind of ['rss', 'github'] as const) {
    const fan = plan.fans[kind];
    for (const leg of fan?.legs ?? []) {
      rows.push([kind, String(leg.seq), leg.id, leg.required ? 'yes' : 'no']);
    }
  }
  if (rows.length > 0) summary.table(['Fan', 'Seq', 'Leg', 'Required'], rows);
  else summary.paragraph('No legs: no source is due and the GitHub fan is off.');
  summary.paragraph(nextDueLine(nextDue));

  writeCostSummary(summary, jobs);

  if (plan.skipped.length > 0) {
    summary.heading('Skipped sources', 3);
    summary.table(
      ['Source', 'Why'],
      plan.skipped.map((s) => [s.id, s.reason]),
    );
  }
}

/**
 * The RSS jobs of the chosen packing and their estimated billed minutes beside one job per
 * source: GitHub bills every job rounded up to the whole minute (see docs/shapes.md).
 */
function writeCostSummary(summary: JobSummary, jobs: readonly RssJob[]): void {
  const perJob = jobSources(jobs);
  const sources = perJob.reduce((a, b) => a + b, 0);
  if (sources === 0) return;
  summary.heading('RSS legs and estimated cost', 3);
  summary.table(
    ['Shape', 'Legs', 'Estimated billed minutes'],
    [
      ['This packing', String(jobs.length), String(billedMinutes(perJob))],
      [
        'One source per leg',
        String(sources),
        String(billedMinutes(new Array<number>(sources).fill(1))),
      ],
    ],
  );
  summary.paragraph(
    `Estimate: each job is billed ceil((${JOB_OVERHEAD_SECONDS} s set-up + ${SECONDS_PER_SOURCE} s per source) / 60) minutes.`,
  );
}

/**
 * A nested run: its chunks, and the partial fan-in job each adds (estimated at one billed
 * minute: the job set-up and a fan-in of one chunk).
 */
export function writeNestedSummary(
  summary: JobSummary,
  chunks: readonly (readonly RssJob[])[],
  chunkSize: number,
): void {
  if (chunks.length === 0) return;
  const largest = Math.max(...chunks.map((c) => c.length));
  summary.heading('Nested fans', 3);
  summary.paragraph(
    `${chunks.length} chunk${chunks.length === 1 ? '' : 's'} of up to ${chunkSize} sources, each a matrix of its own (at most ${largest} jobs) with one partial fan-in job: ${chunks.length} more job${chunks.length === 1 ? '' : 's'}, about ${chunks.length} more billed minute${chunks.length === 1 ? '' : 's'}.`,
  );
}
