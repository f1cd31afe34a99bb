// The inputs that point a reading action at another workflow run's artifacts, as
// actions/download-artifact's do: `run-id` (empty: this run), `repository` (empty: this
// repository) and `github-token` (one that may read that run's artifacts: actions: read).

import type { FindBy } from '../../artifacts/service/other-run.js';
import { parseRepository } from '../../artifacts/service/repository.js';
import { InputError, type Inputs } from '../../runtime/index.js';

/** The run to read instead of this one, or undefined for this run. */
export function otherRunInput(inputs: Inputs, env: NodeJS.ProcessEnv): FindBy | undefined {
  const runId = inputs.optional('run-id');
  const repository = inputs.optional('repository');
  const token = inputs.optional('github-token');
  if (runId === undefined) {
    if (repository !== undefined)
      throw new InputError('repository', 'is read only with run-id (the run to read)');
    return undefined;
  }
  if (!/^[1-9][0-9]{0,15}$/u.test(runId) || !Number.isSafeInteger(Number(runId)))
    throw new InputError('run-id', 'must be a workflow run id, a positive integer');
  const repo = repository ?? env['GITHUB_REPOSITORY'];
  if (!repo)
    throw new InputError('repository', 'is required with run-id (GITHUB_REPOSITORY is not set)');
  let parsed;
  try {
    parsed = parseRepository(repo);
  } catch (error) {
    throw new InputError('repository', (error as Error).message);
  }
  if (!token)
    throw new InputError(
      'github-token',
      "is required with run-id: a token that may read that run's artifacts",
    );
  if (/\s/u.test(token)) throw new InputError('github-token', 'contains whitespace');
  return {
    token,
    workflowRunId: Number(runId),
    repositoryOwner: parsed.owner,
    repositoryName: parsed.name,
  };
}
