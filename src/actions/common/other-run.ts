// The inputs that point a reading action at another workflow run's artifacts, as
// actions/download-artifact's do: `run-id` (one run), or a selector (`workflow`, `branch`,
// `event`, `conclusion`, `commit`: the newest completed run that matches), `repository`
// (empty: this repository), `github-token` (one that may read that run: actions: read),
// `allow-forks` (read a run a fork's commit made) and `if-no-run` (what no match does).
// Neither given: this run. See docs/gather.md, "Reading another run".

import { parseRepository } from '../../artifacts/service/repository.js';
import type { RunFilters } from '../../artifacts/service/run-rules.js';
import { InputError, type Inputs } from '../../runtime/index.js';

export const IF_NO_RUN = ['fail', 'warn', 'ignore'] as const;
export type IfNoRun = (typeof IF_NO_RUN)[number];

/** Which other run to read, checked; found (and trusted or refused) when the action runs. */
export interface OtherRunRequest {
  owner: string;
  name: string;
  token: string;
  /** The run named by `run-id`, or undefined with a selector. */
  runId: number | undefined;
  /** The selector, when no `run-id` is given. */
  filters: RunFilters | undefined;
  allowForks: boolean;
  ifNoRun: IfNoRun;
}

const SELECTOR = ['workflow', 'branch', 'event', 'conclusion', 'commit'] as const;

/** The workflow file this run runs (GITHUB_WORKFLOW_REF: `o/r/.github/workflows/f.yml@ref`). */
function thisWorkflow(env: NodeJS.ProcessEnv): string | undefined {
  const ref = env['GITHUB_WORKFLOW_REF'];
  const file = ref?.replace(/@.*$/u, '').split('/').pop();
  return file === undefined || file === '' ? undefined : file;
}

function checkText(name: string, value: string, pattern: RegExp, what: string): string {
  if (value.length > 255 || !pattern.test(value)) throw new InputError(name, `must be ${what}`);
  return value;
}

/** The selector's filters, or undefined when none of its inputs is given. */
function readFilters(inputs: Inputs, env: NodeJS.ProcessEnv): RunFilters | undefined {
  const given = Object.fromEntries(SELECTOR.map((n) => [n, inputs.optional(n)]));
  if (SELECTOR.every((n) => given[n] === undefined)) return undefined;
  const workflow = given['workflow'] ?? thisWorkflow(env);
  if (workflow === undefined)
    throw new InputError(
      'workflow',
      'is required: GITHUB_WORKFLOW_REF does not name this workflow',
    );
  const filters: RunFilters = {
    workflow: checkText('workflow', workflow, /^[A-Za-z0-9._-]+$/u, 'a workflow file name or id'),
    conclusion: checkText(
      'conclusion',
      given['conclusion'] ?? 'success',
      /^[a-z_]+$/u,
      'a run conclusion, e.g. success',
    ),
  };
  if (given['branch'] !== undefined)
    filters.branch = checkText('branch', given['branch'], /^[^\s~^:?*[\\]+$/u, 'a branch name');
  if (given['event'] !== undefined)
    filters.event = checkText(
      'event',
      given['event'],
      /^[a-z_]+$/u,
      'an event name, e.g. schedule',
    );
  if (given['commit'] !== undefined)
    filters.commit = checkText(
      'commit',
      given['commit'],
      /^[0-9a-fA-F]{40}$/u,
      'a full commit sha (40 hex)',
    );
  return filters;
}

function readRunId(inputs: Inputs): number | undefined {
  const runId = inputs.optional('run-id');
  if (runId === undefined) return undefined;
  if (!/^[1-9][0-9]{0,15}$/u.test(runId) || !Number.isSafeInteger(Number(runId)))
    throw new InputError('run-id', 'must be a workflow run id, a positive integer');
  return Number(runId);
}

/** The repository read: `repository`, else GITHUB_REPOSITORY. */
function readRepository(inputs: Inputs, env: NodeJS.ProcessEnv): { owner: string; name: string } {
  const repo = inputs.optional('repository') ?? env['GITHUB_REPOSITORY'];
  if (!repo)
    throw new InputError(
      'repository',
      'is required to read another run (GITHUB_REPOSITORY is not set)',
    );
  try {
    return parseRepository(repo);
  } catch (error) {
    throw new InputError('repository', (error as Error).message);
  }
}

/** The run to read instead of this one, or undefined for this run. */
export function otherRunInput(inputs: Inputs, env: NodeJS.ProcessEnv): OtherRunRequest | undefined {
  const runId = readRunId(inputs);
  const filters = readFilters(inputs, env);
  if (runId !== undefined && filters !== undefined)
    throw new InputError(
      'run-id',
      'names one run: give it or a selector (workflow, branch, event, conclusion, commit), not both',
    );
  const allowForks = inputs.bool('allow-forks', false);
  const ifNoRun = inputs.oneOf('if-no-run', IF_NO_RUN, 'fail');
  const token = inputs.optional('github-token');
  if (runId === undefined && filters === undefined) {
    if (inputs.optional('repository') !== undefined)
      throw new InputError(
        'repository',
        'is read only with run-id or a selector (the run to read)',
      );
    return undefined;
  }
  const { owner, name } = readRepository(inputs, env);
  if (!token)
    throw new InputError(
      'github-token',
      "is required to read another run: a token that may read that run's artifacts",
    );
  if (/\s/u.test(token)) throw new InputError('github-token', 'contains whitespace');
  return { owner, name, token, runId, filters, allowForks, ifNoRun };
}
