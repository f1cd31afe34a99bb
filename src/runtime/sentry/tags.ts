/**
 * (pure) The tags of a run's error report: the action, its correlation id and the workflow
 * run it belongs to (from the runner's GITHUB_* variables), and the run's own attributes
 * (run.id, fan.id …) as the action annotates them.
 */
import type { Tags } from './event.js';

const RUNNER_TAGS: readonly [string, string][] = [
  ['github.repository', 'GITHUB_REPOSITORY'],
  ['github.workflow', 'GITHUB_WORKFLOW'],
  ['github.job', 'GITHUB_JOB'],
  ['github.run_id', 'GITHUB_RUN_ID'],
  ['github.run_attempt', 'GITHUB_RUN_ATTEMPT'],
  ['github.ref', 'GITHUB_REF'],
];

export function runTags(env: NodeJS.ProcessEnv, action: string, correlationId: string): Tags {
  const tags: Tags = { action, 'run.correlation_id': correlationId };
  for (const [tag, variable] of RUNNER_TAGS) {
    const value = env[variable]?.trim();
    if (value) tags[tag] = value;
  }
  const server = env['GITHUB_SERVER_URL']?.trim() || 'https://github.com';
  const { GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: id, GITHUB_RUN_ATTEMPT: attempt } = env;
  if (repo && id && /^\d+$/.test(id))
    tags['workflow_run'] =
      `${server}/${repo}/actions/runs/${id}${attempt && /^\d+$/.test(attempt) ? `/attempts/${attempt}` : ''}`;
  return tags;
}

/** The run's annotated attributes as tags (strings, numbers and booleans as text). */
export function annotationTags(attributes: Record<string, string | number | boolean>): Tags {
  const tags: Tags = {};
  for (const [key, value] of Object.entries(attributes)) tags[key] = String(value);
  return tags;
}
