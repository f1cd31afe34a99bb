/**
 * Workflow runs as GitHub's REST API serves them, for the local servers (the GitHub API
 * server and the artifact service's REST side, so that one GITHUB_API_URL serves both a
 * run and its artifacts): `GET /repos/{o}/{r}/actions/runs`, `.../actions/workflows/{id or
 * file}/runs` (filters branch, event, status, head_sha; per_page, page; newest first) and
 * `.../actions/runs/{id}`, each run with the fields of the real API (head_repository,
 * head_branch, event, status, conclusion, head_sha, created_at, html_url, workflow_id, path …).
 */

/** A run of the table: what a test says about it; the rest is filled in. */
export interface RunSpec {
  id: number;
  /** The workflow file (default weekly.yml) and its id (default from the file). */
  workflow?: string;
  branch?: string;
  event?: string;
  status?: string;
  conclusion?: string | null;
  sha?: string;
  created_at: string;
  /** The repository the head commit came from (default the repository itself: not a fork). */
  head_repository?: string;
}

export const RUNS_REPOSITORY = 'octo-org/octo-repo';

const workflowId = (file: string): number =>
  1000 + [...file].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 100_000, 0);

const repo = (fullName: string, origin: string) => {
  const [owner = '', name = ''] = fullName.split('/');
  return {
    id: workflowId(fullName),
    name,
    full_name: fullName,
    owner: { login: owner, type: 'Organization' },
    private: false,
    fork: fullName !== RUNS_REPOSITORY,
    url: `${origin}/repos/${fullName}`,
    html_url: `https://github.com/${fullName}`,
  };
};

/** A run as the API answers it. */
export function runBody(spec: RunSpec, origin: string): Record<string, unknown> {
  const file = spec.workflow ?? 'weekly.yml';
  const head = spec.head_repository ?? RUNS_REPOSITORY;
  return {
    id: spec.id,
    name: file.replace(/\.ya?ml$/u, ''),
    node_id: `WFR_${spec.id}`,
    head_branch: spec.branch ?? 'main',
    head_sha: spec.sha ?? spec.id.toString(16).padStart(40, 'a'),
    path: `.github/workflows/${file}`,
    display_title: `Run ${spec.id}`,
    run_number: spec.id % 1000,
    event: spec.event ?? 'schedule',
    status: spec.status ?? 'completed',
    conclusion: spec.conclusion === undefined ? 'success' : spec.conclusion,
    workflow_id: workflowId(file),
    url: `${origin}/repos/${RUNS_REPOSITORY}/actions/runs/${spec.id}`,
    html_url: `https://github.com/${RUNS_REPOSITORY}/actions/runs/${spec.id}`,
    pull_requests: [],
    created_at: spec.created_at,
    updated_at: spec.created_at,
    run_attempt: 1,
    run_started_at: spec.created_at,
    repository: repo(RUNS_REPOSITORY, origin),
    head_repository: repo(head, origin),
  };
}

/** The answer to a runs path, or null when `pathname` is not one. */
export function answerRuns(
  runs: readonly RunSpec[],
  pathname: string,
  query: URLSearchParams,
  origin: string,
): { status: number; body: unknown } | null {
  const one = /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)$/u.exec(pathname);
  if (one) {
    const run = runs.find((r) => String(r.id) === one[1]);
    return run
      ? { status: 200, body: runBody(run, origin) }
      : { status: 404, body: { message: 'Not Found' } };
  }
  const list = /^\/repos\/[^/]+\/[^/]+\/actions(?:\/workflows\/([^/]+))?\/runs$/u.exec(pathname);
  if (!list) return null;
  const workflow = list[1] === undefined ? undefined : decodeURIComponent(list[1]);
  const bodies = runs.map((r) => runBody(r, origin));
  const known = (b: Record<string, unknown>) =>
    workflow === undefined ||
    String(b['workflow_id']) === workflow ||
    b['path'] === `.github/workflows/${workflow}`;
  if (workflow !== undefined && !bodies.some(known))
    return { status: 404, body: { message: 'Not Found' } };
  const status = query.get('status');
  const matching = bodies
    .filter(known)
    .filter((b) => query.get('branch') === null || b['head_branch'] === query.get('branch'))
    .filter((b) => query.get('event') === null || b['event'] === query.get('event'))
    .filter((b) => query.get('head_sha') === null || b['head_sha'] === query.get('head_sha'))
    .filter((b) => status === null || b['status'] === status || b['conclusion'] === status)
    .sort((a, b) => String(b['created_at']).localeCompare(String(a['created_at'])));
  const perPage = Math.min(100, Number(query.get('per_page') ?? 30) || 30);
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  return {
    status: 200,
    body: {
      total_count: matching.length,
      workflow_runs: matching.slice((page - 1) * perPage, page * perPage),
    },
  };
}
