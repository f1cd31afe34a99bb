// The job summary of okf-read: what was asked and how much came back (never the rows:
// they are data, and the summary is for people).

import type { ReadResult } from '../../okf/index.js';
import type { JobSummary } from '../../runtime/index.js';
import type { OkfReadInputs } from './inputs.js';

export function writeReadSummary(
  summary: JobSummary,
  inputs: OkfReadInputs,
  result: ReadResult,
): void {
  summary.heading(`okf read ${result.ref}`);
  summary.table(
    ['Request', 'Value'],
    [
      ['Fields', result.fields.join(', ')],
      [
        'Rows',
        inputs.request.rows ? `${inputs.request.rows.start}:${inputs.request.rows.end}` : 'all',
      ],
      ['Where', inputs.request.where ?? ''],
      ['Returned', `${result.rows.length} rows${result.more ? ' (more match)' : ''}`],
    ],
  );
}
