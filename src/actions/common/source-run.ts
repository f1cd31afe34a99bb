// The other run a reading action reads, found when it runs: the run `run-id` names or the
// newest one its selector matches, passed through the trust rule, logged and set as the
// `source-run-*` outputs. No matching run is what `if-no-run` says: a failure, or a warning
// (or a line) and the status `no-run`, with nothing read and no result written.

import type { FindBy } from '../../artifacts/service/other-run.js';
import type { WorkflowRun } from '../../artifacts/service/run-rules.js';
import { untrusted } from '../../base/untrusted.js';
import type { ActionContext } from '../../runtime/index.js';
import type { OtherRunRequest } from './other-run.js';

/** The run read, with the `findBy` its store reads it through. */
export interface SourceRun {
  findBy: FindBy;
  run: WorkflowRun;
  /** Its head repository is not the repository read (read with allow-forks only). */
  fork: boolean;
}

/** The status an action sets when its selector matched no run (if-no-run warn or ignore). */
export const NO_RUN = 'no-run';

/** Why nothing was read: the filters used, and each run the trust rule refused. */
function noRunMessage(request: OtherRunRequest, refused: string[], filters: string): string {
  const repo = `${request.owner}/${request.name}`;
  const head = `No completed run of ${repo} matches ${filters}`;
  return refused.length === 0 ? head : `${head} and may be read: ${refused.join('; ')}`;
}

/** The run to read, or undefined when none matches and if-no-run lets the step go on. */
export async function resolveSourceRun(
  ctx: ActionContext,
  request: OtherRunRequest,
): Promise<SourceRun | undefined> {
  const { findRun, getRun } = await import('../../artifacts/service/find-run.js');
  const { describeFilters, isForkRun, trustProblem } =
    await import('../../artifacts/service/run-rules.js');
  const { ArtifactError } = await import('../../artifacts/errors.js');
  const repo = `${request.owner}/${request.name}`;
  const api = {
    api: (ctx.env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/u, ''),
    token: request.token,
    owner: request.owner,
    name: request.name,
  };
  const trust = (run: WorkflowRun) => trustProblem(run, repo, request.allowForks);
  let run: WorkflowRun | undefined;
  if (request.runId !== undefined) {
    run = await getRun(api, request.runId);
    const problem = trust(run);
    if (problem !== null) throw new ArtifactError('unsafe', `run-id: ${problem}`);
  } else {
    const filters = request.filters!;
    const current = Number(ctx.env['GITHUB_RUN_ID']) || undefined;
    const found = await findRun(api, filters, current, trust);
    for (const line of found.refused) ctx.log.info(`Passed over: ${line}`);
    run = found.run;
    if (run === undefined) {
      const message = noRunMessage(request, found.refused, describeFilters(filters));
      if (request.ifNoRun === 'fail')
        throw new ArtifactError('not_found', `${message} (if-no-run: fail)`);
      if (request.ifNoRun === 'warn') ctx.log.warning(message);
      else ctx.log.info(message);
      return undefined;
    }
  }
  const fork = isForkRun(run, repo);
  setSourceRunOutputs(ctx, run, fork);
  return {
    run,
    fork,
    findBy: {
      token: request.token,
      workflowRunId: run.id,
      repositoryOwner: request.owner,
      repositoryName: request.name,
    },
  };
}

/** The outputs that describe the other run read (set once it is chosen). */
export const SOURCE_RUN_OUTPUTS = [
  'source-run-id',
  'source-run-url',
  'source-run-branch',
  'source-run-event',
  'source-run-sha',
  'source-run-created-at',
  'source-run-fork',
] as const;

/** The chosen run, in the log and as outputs; a fork's run is said to be one in both. */
function setSourceRunOutputs(ctx: ActionContext, run: WorkflowRun, fork: boolean): void {
  const where = `branch ${untrusted(run.head_branch ?? '', 100)}, event ${untrusted(run.event, 40)}`;
  ctx.log.info(
    `Reading run ${run.id} (${where}, commit ${untrusted(run.head_sha, 40)}, created ${untrusted(run.created_at, 40)})`,
  );
  if (fork) {
    ctx.log.warning(
      `Run ${run.id} is a fork's run (head repository ${untrusted(run.head_repository ?? 'deleted', 140)}), read because allow-forks is true`,
    );
  }
  const values = [
    run.id,
    run.html_url,
    run.head_branch ?? '',
    run.event,
    run.head_sha,
    run.created_at,
    fork,
  ];
  SOURCE_RUN_OUTPUTS.forEach((name, index) => ctx.setOutput(name, values[index]!));
}
