// The inputs that name another run: run-id or a selector, never both; the selector's filters
// checked before any call; this workflow by default; if-no-run and allow-forks.
import { createInputs, InputError } from '../../runtime/index.js';
import { otherRunInput } from './other-run.js';

const ENV = {
  GITHUB_REPOSITORY: 'octo-org/octo-repo',
  GITHUB_WORKFLOW_REF: 'octo-org/octo-repo/.github/workflows/weekly.yml@refs/heads/main',
};

const read = (given: Record<string, string>, env: NodeJS.ProcessEnv = ENV) =>
  otherRunInput(
    createInputs((n) => given[n] ?? ''),
    env,
  );

const refusal = (given: Record<string, string>, env: NodeJS.ProcessEnv = ENV): [string, string] => {
  try {
    read(given, env);
  } catch (error) {
    if (error instanceof InputError) return [error.input, error.problem];
    throw error;
  }
  throw new Error('not refused');
};

test('neither run-id nor a selector: this run', () => {
  expect(read({ 'github-token': 't' })).toBeUndefined();
  expect(refusal({ repository: 'a/b' })[0]).toBe('repository');
});

test('a selector: this workflow by default, conclusion success, the filters given', () => {
  expect(read({ branch: 'main', 'github-token': 't' })).toEqual({
    owner: 'octo-org',
    name: 'octo-repo',
    token: 't',
    runId: undefined,
    filters: { workflow: 'weekly.yml', conclusion: 'success', branch: 'main' },
    allowForks: false,
    ifNoRun: 'fail',
  });
  const all = read({
    workflow: '1234',
    event: 'schedule',
    conclusion: 'failure',
    commit: 'a'.repeat(40),
    'allow-forks': 'true',
    'if-no-run': 'warn',
    repository: 'other/repo',
    'github-token': 't',
  });
  expect(all?.filters).toEqual({
    workflow: '1234',
    conclusion: 'failure',
    event: 'schedule',
    commit: 'a'.repeat(40),
  });
  expect([all?.owner, all?.allowForks, all?.ifNoRun]).toEqual(['other', true, 'warn']);
});

test('refused before any call, naming the input', () => {
  expect(refusal({ 'run-id': '7', branch: 'main', 'github-token': 't' })[0]).toBe('run-id');
  expect(refusal({ branch: 'main', 'github-token': 't' }, { GITHUB_REPOSITORY: 'a/b' })[0]).toBe(
    'workflow',
  );
  expect(refusal({ workflow: '../x.yml', 'github-token': 't' })[0]).toBe('workflow');
  expect(refusal({ commit: 'abc', 'github-token': 't' })[0]).toBe('commit');
  expect(refusal({ event: 'Push!', 'github-token': 't' })[0]).toBe('event');
  expect(refusal({ branch: 'a b', 'github-token': 't' })[0]).toBe('branch');
  expect(refusal({ branch: 'main', 'if-no-run': 'maybe', 'github-token': 't' })[0]).toBe(
    'if-no-run',
  );
  expect(refusal({ branch: 'main' })[0]).toBe('github-token');
  expect(refusal({ 'run-id': '0', 'github-token': 't' })[0]).toBe('run-id');
});
