// The job summary of emit: which leg of which fan went where.

import type { Emitted } from '../../gather/io/emit.js';
import type { JobSummary } from '../../runtime/index.js';

export function writeEmitSummary(summary: JobSummary, emitted: Emitted): void {
  summary.heading(`Emit: seq ${emitted.seq} of ${emitted.expected}`);
  summary.table(
    ['Fan', 'Seq', 'Expected', 'Artifact'],
    emitted.frames.map((f, i) => [
      f.fan_id,
      String(f.seq),
      String(f.expected),
      i === emitted.frames.length - 1 ? emitted.artifact : '(enclosing fan)',
    ]),
  );
}
