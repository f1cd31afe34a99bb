// okf-read and okf-stats: each action.yml declares exactly the inputs the action reads and
// the outputs it sets, described, on node24 (the bundles run in action-tests/okf.test.ts).
import { expectActionYml, recordingInputs } from '../../../test-support/action-yml.js';
import { STAT_NAMES } from '../../okf/read-request.js';
import { createInputs, rawInputFromEnv } from '../../runtime/index.js';
import { readOkfStatsInputs } from '../okf-stats/inputs.js';
import { readOkfReadInputs } from './inputs.js';
import { SOURCE_RUN_OUTPUTS } from '../common/source-run.js';

/** What a read of another run adds: its status (read or no-run) and the run read. */
const FROM_RUN = ['status', ...SOURCE_RUN_OUTPUTS];

describe.each([
  [
    'okf-read',
    readOkfReadInputs,
    ['more', 'result', 'result-bytes', 'result-omitted', 'result-path', 'rows', ...FROM_RUN],
  ],
  [
    'okf-stats',
    readOkfStatsInputs,
    ['result', 'result-bytes', 'result-omitted', 'result-path', ...FROM_RUN],
  ],
] as const)('%s action.yml', (action, readInputs, outputs) => {
  it('declares every input the action reads and its outputs, described, on node24', async () => {
    const read: string[] = [];
    const answers = { bool: false, list: [], int: 100 };
    readInputs(recordingInputs(read, answers, { ref: 'okf:x#v1' }), {}, '/');
    await expectActionYml(action, { inputs: [...new Set(read)], outputs, describedOver: 20 });
  });
});

describe('okf-stats stats input', () => {
  const read = (env: NodeJS.ProcessEnv) =>
    readOkfStatsInputs(createInputs(rawInputFromEnv(env)), env, '/');
  const base = { INPUT_REF: 'okf:x#v1', INPUT_FIELD: 'score' };

  it('defaults to every statistic, keeps the ones listed in their order, refuses others', () => {
    expect(read(base).stats).toEqual([...STAT_NAMES]);
    expect(read({ ...base, INPUT_STATS: 'max, min\nmax' }).stats).toEqual(['min', 'max']);
    expect(() => read({ ...base, INPUT_STATS: 'min,median' })).toThrow(
      expect.objectContaining({ name: 'InputError', input: 'stats' }) as Error,
    );
  });
});
