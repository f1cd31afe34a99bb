// okf-read and okf-stats: each action.yml declares exactly the inputs the action reads and
// the outputs it sets, described, on node24 (the bundles run in action-tests/okf.test.ts).
import { readActionYml, recordingInputs } from '../../../test-support/action-yml.js';
import { STAT_NAMES } from '../../okf/read-request.js';
import { createInputs, rawInputFromEnv } from '../../runtime/index.js';
import { readOkfStatsInputs } from '../okf-stats/inputs.js';
import { readOkfReadInputs } from './inputs.js';

describe.each([
  [
    'okf-read',
    readOkfReadInputs,
    ['more', 'result', 'result-bytes', 'result-omitted', 'result-path', 'rows'],
  ],
  ['okf-stats', readOkfStatsInputs, ['result', 'result-bytes', 'result-omitted', 'result-path']],
] as const)('%s action.yml', (action, readInputs, outputs) => {
  it('declares every input the action reads and its outputs, described, on node24', async () => {
    const yml = await readActionYml(action);
    const read: string[] = [];
    const answers = { bool: false, list: [], int: 100 };
    readInputs(recordingInputs(read, answers, { ref: 'okf:x#v1' }), {}, '/');
    expect(Object.keys(yml.inputs).sort()).toEqual([...new Set(read)].sort());
    for (const input of Object.values(yml.inputs))
      expect(input.description.length).toBeGreaterThan(20);
    expect(Object.keys(yml.outputs).sort()).toEqual([...outputs]);
    expect(yml.runs).toEqual({ using: 'node24', main: `../../dist/${action}/index.js` });
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
