/**
 * Least privilege in a workflow (pure): what a job is granted must be what its steps use.
 *  - `actions:` (read or write) only in a job with a step that reads through the REST API: a
 *    step given a `github-token` input, a step of gather, okf-read or okf-stats that reads
 *    another run (run-id or a run selector: its github-token defaults to github.token), or
 *    a script that calls `gh` or the API. The artifacts
 *    of the run itself go through the runner's artifact token, which needs no permission.
 *    Never at the top of the workflow, where every job would inherit it.
 *  - actions/checkout with `persist-credentials: false`, unless a script of the job pushes:
 *    otherwise the token stays in .git/config for every later step to read.
 */
type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stepsOf(job: Obj): Obj[] {
  return Array.isArray(job['steps']) ? job['steps'].filter(isObj) : [];
}

function scriptsOf(job: Obj): string {
  return stepsOf(job)
    .map((step) => (typeof step['run'] === 'string' ? step['run'] : ''))
    .join('\n');
}

/** The inputs with which a reading action reads another run (the run and its artifacts). */
const OTHER_RUN_INPUTS = ['run-id', 'workflow', 'branch', 'event', 'conclusion', 'commit'];

function readsOtherRun(step: Obj): boolean {
  const uses = typeof step['uses'] === 'string' ? step['uses'] : '';
  return (
    /actions\/(gather|okf-read|okf-stats)(@|$)/.test(uses) &&
    isObj(step['with']) &&
    OTHER_RUN_INPUTS.some((input) => input in (step['with'] as Obj))
  );
}

function readsThroughApi(job: Obj): boolean {
  const script = scriptsOf(job);
  if (/(^|[\s;&|(])gh\s/.test(script) || script.includes('api.github.com')) return true;
  return stepsOf(job).some(
    (step) => (isObj(step['with']) && 'github-token' in step['with']) || readsOtherRun(step),
  );
}

function grantsActions(permissions: unknown): boolean {
  if (permissions === 'read-all' || permissions === 'write-all') return true;
  return (
    isObj(permissions) && permissions['actions'] !== undefined && permissions['actions'] !== 'none'
  );
}

/** The least-privilege problems of one parsed workflow, one line each. */
export function privilegeProblems(doc: unknown, file: string): string[] {
  if (!isObj(doc)) return [];
  const problems: string[] = [];
  if (grantsActions(doc['permissions']))
    problems.push(`${file}: the workflow grants \`actions:\` to every job`);
  const jobs = isObj(doc['jobs']) ? doc['jobs'] : {};
  for (const [name, job] of Object.entries(jobs)) {
    if (!isObj(job)) continue;
    if (grantsActions(job['permissions']) && !readsThroughApi(job))
      problems.push(
        `${file}: job '${name}' is granted \`actions:\` but reads nothing through the API`,
      );
    if (/\bgit\s+push\b/.test(scriptsOf(job))) continue;
    for (const step of stepsOf(job)) {
      const uses = typeof step['uses'] === 'string' ? step['uses'] : '';
      const persist = isObj(step['with']) ? step['with']['persist-credentials'] : undefined;
      if (uses.startsWith('actions/checkout@') && persist !== false && persist !== 'false')
        problems.push(`${file}: job '${name}' checks out without persist-credentials: false`);
    }
  }
  return problems;
}
