// Which workflow run another run's reader may read (pure): the run a selector names (the
// newest completed run that matches its filters, never the current one) and the trust rule
// every run passes before a byte of its artifacts is read. See docs/gather.md, "Reading
// another run".

import { quoteName } from '../../contracts/artifact-names.js';

/** A workflow run as the REST API describes it: the fields the rules read. */
export interface WorkflowRun {
  id: number;
  html_url: string;
  /** The repository the run belongs to (`owner/name`). */
  repository: string;
  /** The repository its head commit came from (`owner/name`); null when that fork is gone. */
  head_repository: string | null;
  head_branch: string | null;
  head_sha: string;
  event: string;
  status: string;
  conclusion: string | null;
  created_at: string;
  workflow_id: number;
  /** The workflow file, `.github/workflows/<file>` (`@ref` may follow). */
  path: string;
}

/** What a selector asks of a run: each filter set must match; `workflow` is a file or an id. */
export interface RunFilters {
  workflow: string;
  branch?: string;
  event?: string;
  /** Default `success`. */
  conclusion: string;
  commit?: string;
}

/** Whether `run` is the workflow `workflow` names: its id, or its file name. */
export function isWorkflow(run: WorkflowRun, workflow: string): boolean {
  if (/^[0-9]+$/u.test(workflow)) return String(run.workflow_id) === workflow;
  const file = run.path.replace(/@.*$/u, '').split('/').pop() ?? '';
  return file === workflow;
}

/** Whether `run` is completed and matches every filter. */
export function matchesFilters(run: WorkflowRun, filters: RunFilters): boolean {
  return (
    run.status === 'completed' &&
    run.conclusion === filters.conclusion &&
    isWorkflow(run, filters.workflow) &&
    (filters.branch === undefined || run.head_branch === filters.branch) &&
    (filters.event === undefined || run.event === filters.event) &&
    (filters.commit === undefined || run.head_sha.toLowerCase() === filters.commit.toLowerCase())
  );
}

/** The newer of two runs: the later creation time, then the higher id (ids only grow). */
function newer(a: WorkflowRun, b: WorkflowRun): WorkflowRun {
  const ta = Date.parse(a.created_at);
  const tb = Date.parse(b.created_at);
  if (ta !== tb) return ta > tb ? a : b;
  return a.id > b.id ? a : b;
}

/** What a selector made of the runs it looked at: the newest it may read, and why others not. */
export interface Selection {
  run: WorkflowRun | undefined;
  /** One line per matching run the trust rule refused (see trustProblem). */
  refused: string[];
}

/**
 * The newest run of `runs` that matches `filters`, is not `currentRunId` (a run does not
 * read itself: its own artifacts are read without a selector) and passes `trust` (null: it
 * may be read). A refused run is passed over, never read, and said why: a fork cannot stop a
 * reader from finding the repository's own newest run by opening a pull request.
 */
export function selectRun(
  runs: readonly WorkflowRun[],
  filters: RunFilters,
  currentRunId: number | undefined,
  trust: (run: WorkflowRun) => string | null,
): Selection {
  let best: WorkflowRun | undefined;
  const refused: string[] = [];
  for (const run of runs) {
    if (run.id === currentRunId || !matchesFilters(run, filters)) continue;
    const problem = trust(run);
    if (problem !== null) refused.push(problem);
    else best = best === undefined ? run : newer(best, run);
  }
  return { run: best, refused };
}

/** The filters as a person reads them: `workflow "ci.yml", branch "main", conclusion "success"`. */
export function describeFilters(filters: RunFilters): string {
  const parts: [string, string | undefined][] = [
    ['workflow', filters.workflow],
    ['branch', filters.branch],
    ['event', filters.event],
    ['conclusion', filters.conclusion],
    ['commit', filters.commit],
  ];
  return parts
    .filter((p): p is [string, string] => p[1] !== undefined)
    .map(([name, value]) => `${name} ${quoteName(value, 100)}`)
    .join(', ');
}

/** Whether the run's head commit came from a repository other than the one read. */
export function isForkRun(run: WorkflowRun, repository: string): boolean {
  const own = repository.toLowerCase();
  return run.repository.toLowerCase() !== own || run.head_repository?.toLowerCase() !== own;
}

/**
 * Why `run` may not be read, or null when it may: a run whose head repository is not
 * `repository` itself (a fork's pull request, whatever its event) is read only when
 * `allowForks` says so, since whoever controls that fork wrote its artifacts.
 */
export function trustProblem(
  run: WorkflowRun,
  repository: string,
  allowForks: boolean,
): string | null {
  if (!isForkRun(run, repository) || allowForks) return null;
  const head =
    run.head_repository === null ? 'a deleted repository' : quoteName(run.head_repository, 140);
  return (
    `rule "no fork runs" refused run ${run.id} (${run.event}): its head repository is ${head}, ` +
    `not ${repository}; its artifacts are whatever that fork wrote (set allow-forks: true to read it anyway)`
  );
}
