// The workflow run another run's reader reads: one run by its id, or the newest completed
// run that matches a selector, through the public REST API (GITHUB_API_URL) with the same
// client, retries and answer limits as the other artifact calls. The run's fields come from
// the network: each is checked before a rule reads it. Pages are bounded: a selector looks
// at most MAX_RUN_PAGES pages of RUNS_PER_PAGE runs, newest first.

import { ArtifactError } from '../errors.js';
import { DEFAULT_ARTIFACT_RETRY, withRetry, type ArtifactRetryPolicy } from './retry.js';
import { restGetJson } from './signed-url.js';
import { selectRun, type RunFilters, type Selection, type WorkflowRun } from './run-rules.js';

/** Runs asked for per page (the API's maximum). */
export const RUNS_PER_PAGE = 100;
/** Pages a selector reads at most: the newest 1,000 runs of the workflow. */
export const MAX_RUN_PAGES = 10;
/** The largest answer read (a page of 100 runs is about 500 KB). */
const MAX_RUNS_ANSWER = 4 * 1024 * 1024;
const CALL_TIMEOUT_MS = 30_000;

/** Where and as whom runs are asked for. */
export interface RunsApi {
  /** GITHUB_API_URL without a trailing slash. */
  api: string;
  token: string;
  owner: string;
  name: string;
  retry?: ArtifactRetryPolicy;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function field<T>(o: Record<string, unknown>, key: string, ok: (v: unknown) => v is T): T {
  const value = o[key];
  if (!ok(value))
    throw new ArtifactError('backend', `A workflow run of the API has no valid ${key}`);
  return value;
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length <= 1000;
const isStringOrNull = (v: unknown): v is string | null => v === null || isString(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** The full name of a repository object (`{ full_name }`), or null for null. */
function fullName(o: Record<string, unknown>, key: string): string | null {
  const value = o[key];
  if (value === null || value === undefined) return null;
  if (!isObject(value) || !isString(value['full_name']))
    throw new ArtifactError('backend', `A workflow run of the API has no valid ${key}`);
  return value['full_name'];
}

/** A run of the API's answer, its fields checked. */
export function parseRun(value: unknown): WorkflowRun {
  if (!isObject(value))
    throw new ArtifactError('backend', 'A workflow run of the API is not an object');
  const repository = fullName(value, 'repository');
  if (repository === null)
    throw new ArtifactError('backend', 'A workflow run of the API has no valid repository');
  return {
    id: field(value, 'id', isId),
    html_url: field(value, 'html_url', isString),
    repository,
    head_repository: fullName(value, 'head_repository'),
    head_branch: field(value, 'head_branch', isStringOrNull),
    head_sha: field(value, 'head_sha', isString),
    event: field(value, 'event', isString),
    status: field(value, 'status', isString),
    conclusion: field(value, 'conclusion', isStringOrNull),
    created_at: field(value, 'created_at', isString),
    workflow_id: field(value, 'workflow_id', isId),
    path: field(value, 'path', isString),
  };
}

function get(api: RunsApi, path: string, what: string, notFound: string): Promise<unknown> {
  return withRetry(
    () =>
      restGetJson(`${api.api}/repos/${api.owner}/${api.name}${path}`, api.token, {
        what,
        notFound,
        timeoutMs: CALL_TIMEOUT_MS,
        maxBytes: MAX_RUNS_ANSWER,
      }),
    api.retry ?? DEFAULT_ARTIFACT_RETRY,
  );
}

/** Run `id` of the repository. */
export async function getRun(api: RunsApi, id: number): Promise<WorkflowRun> {
  return parseRun(
    await get(
      api,
      `/actions/runs/${id}`,
      `Looking up run ${id}`,
      `Run ${id} not found in ${api.owner}/${api.name}`,
    ),
  );
}

/** The query of one page: the filters the API applies (they are checked again on each run). */
function pageQuery(filters: RunFilters, page: number): string {
  const query = new URLSearchParams({ status: 'completed' });
  if (filters.branch !== undefined) query.set('branch', filters.branch);
  if (filters.event !== undefined) query.set('event', filters.event);
  if (filters.commit !== undefined) query.set('head_sha', filters.commit);
  query.set('per_page', String(RUNS_PER_PAGE));
  query.set('page', String(page));
  return query.toString();
}

/**
 * The newest completed run of the workflow that matches `filters`, other than
 * `currentRunId`, that `trust` accepts, among its newest MAX_RUN_PAGES pages; with the
 * refusals of the matching runs looked at before it.
 */
export async function findRun(
  api: RunsApi,
  filters: RunFilters,
  currentRunId: number | undefined,
  trust: (run: WorkflowRun) => string | null,
): Promise<Selection> {
  const workflow = encodeURIComponent(filters.workflow);
  const refused: string[] = [];
  for (let page = 1; page <= MAX_RUN_PAGES; page++) {
    const answer = await get(
      api,
      `/actions/workflows/${workflow}/runs?${pageQuery(filters, page)}`,
      `Listing the runs of workflow ${filters.workflow} (page ${page})`,
      `Workflow ${filters.workflow} not found in ${api.owner}/${api.name}`,
    );
    const listed = isObject(answer) ? answer['workflow_runs'] : undefined;
    if (!Array.isArray(listed))
      throw new ArtifactError('backend', 'The runs of the API are not a list (workflow_runs)');
    const found = selectRun(listed.map(parseRun), filters, currentRunId, trust);
    refused.push(...found.refused);
    // Pages come newest first: the first page with a match holds the newest match.
    if (found.run !== undefined || listed.length < RUNS_PER_PAGE)
      return { run: found.run, refused };
  }
  return { run: undefined, refused };
}
