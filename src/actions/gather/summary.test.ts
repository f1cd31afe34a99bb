// The gather job summary's heading and counts read as sentences: no "failed (failed)", no
// "0 of ? seen" where the legs were there, and no "1 legs".
import type { GatherOutcome } from '../../gather/io/gather-run.js';
import { openGather } from '../../gather/index.js';
import { appendKernel } from '../../gather/kernels/append.js';
import { JobSummary } from '../../runtime/index.js';
import type { GatherInputs } from './inputs.js';
import { writeGatherSummary } from './summary.js';

const SPEC = {
  fan_id: 'f',
  collector: 'all',
  mode: 'perfect' as const,
  kernel: 'append',
  options: { 'key-by': 'payload.region' },
};

function inputs(legLabels: string[] | null = null): GatherInputs {
  return { spec: SPEC, legLabels } as unknown as GatherInputs;
}

function rendered(outcome: GatherOutcome, failure?: Error, labels: string[] | null = null) {
  const summary = new JobSummary();
  writeGatherSummary(summary, inputs(labels), outcome, failure);
  return summary.toMarkdown();
}

/** The outcome of a gather that failed: its status and counts as given. */
function outcome(fields: Partial<GatherOutcome>): GatherOutcome {
  return {
    record: openGather(SPEC, appendKernel),
    status: 'failed',
    seen: 0,
    expected: null,
    missing: [],
    result: null,
    stateArtifact: null,
    frames: [],
    ...fields,
  };
}

describe('the gather summary', () => {
  test('a failed gather is "failed", once; another status says what the failure was', () => {
    const failed = rendered(outcome({}), new Error('boom'));
    expect(failed).toContain('Gather all (perfect, append): failed\n');
    expect(failed).not.toContain('failed (failed)');
    const late = rendered(
      outcome({ status: 'incomplete', seen: 1, expected: 3, missing: [1, 2] }),
      new Error('late'),
      ['eu', 'us', 'ap'],
    );
    expect(late).toContain('Gather all (perfect, append): failed (incomplete)\n');
    expect(late).toContain('Fan f: 1 of 3 legs seen; us, ap are missing.');
  });

  test('counts the legs a failed fold had in hand; no "of ?" before the fan is known', () => {
    // A key-by collision of two legs that were both there (gather-run.test.ts: 2 of 2).
    const collided = rendered(outcome({ seen: 2, expected: 2 }), new Error('seqs 0 and 1 ...'));
    expect(collided).toContain('Fan f: 2 of 2 legs seen.');
    const none = rendered(outcome({}), new Error('no leg'));
    expect(none).toContain('Fan f: no leg seen.');
    expect(none).not.toContain('of ?');
  });
});
