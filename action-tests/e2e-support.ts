/**
 * The job graph of the reusable workflow, run the way GitHub runs it: every step a separate
 * Node 24 process of the committed dist bundle, artifacts exchanged only through the real
 * @actions/artifact client talking to the local artifact service, feeds and the GitHub API
 * served on 127.0.0.1.
 */
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStep, type StepOptions, type StepResult } from '../src/local/step.js';
import type { ArtifactService } from './artifact-service.js';

export const NOW = '2026-06-05T12:00:00Z';

/**
 * The feeds of the shape tests (packed, chunked, nested): five sources, one of them gone, so
 * that every shape carries a failed source as well.
 */
export const SHAPE_FEEDS = {
  techcrunch: '/feed/techcrunch',
  nvidia_blog: '/feed/atom',
  hugging_face_blog: '/feed/duplicates',
  gone: '/status/404',
  github_blog: '/feed/latin1',
};

export interface Servers {
  artifacts: ArtifactService;
  feedUrl: string;
  apiUrl: string;
}

export interface Run {
  id: string;
  dir: string;
  sourceConfig: string;
  topicConfig: string;
}

export async function makeRun(
  id: string,
  feeds: Record<string, string>,
  servers: Servers,
): Promise<Run> {
  const dir = await mkdtemp(join(tmpdir(), `e2e-${id}-`));
  const sourceConfig = join(dir, 'sources.json');
  const topicConfig = join(dir, 'topic.yml');
  await writeFile(
    sourceConfig,
    JSON.stringify(
      Object.entries(feeds).map(([sourceId, path]) => ({
        id: sourceId,
        feed_url: `${servers.feedUrl}${path}`,
      })),
    ),
  );
  await writeFile(
    topicConfig,
    [
      'topic: AI',
      'keywords: [ai, agent, open source, model, llm]',
      'github:',
      '  queries:',
      "    primary: ['topic:llm stars:>50 pushed:>{last_week}']",
      "    secondary: ['topic:ai stars:>20 pushed:{last_week}..{today}']",
      '  min_repos_per_week: 5',
      '',
    ].join('\n'),
  );
  return { id, dir, sourceConfig, topicConfig };
}

/** One job of the run: the runner's environment for that job, then the step. */
export function job(
  servers: Servers,
  run: Run,
  jobId: string,
  action: string,
  inputs: Record<string, string>,
  options: StepOptions & { attempt?: number } = {},
): Promise<StepResult> {
  const attempt = options.attempt ?? 1;
  return runStep(action, inputs, {
    timeoutMs: 90_000,
    ...options,
    runId: run.id,
    attempt,
    cwd: run.dir,
    env: {
      ...servers.artifacts.env(run.id, jobId, { attempt }),
      GITHUB_TOKEN: 'ghs_e2eTestToken0123456789',
      ...options.env,
    },
  });
}

export async function plan(servers: Servers, run: Run, inputs: Record<string, string> = {}) {
  const step = await job(servers, run, 'plan', 'make-run-context', {
    'source-config': run.sourceConfig,
    'topic-config': run.topicConfig,
    now: NOW,
    'allow-private-network': 'true',
    ...inputs,
  });
  if (step.exitCode !== 0)
    throw new Error(`make-run-context failed:\n${step.stdout}\n${step.stderr}`);
  return {
    step,
    rss: (JSON.parse(step.outputs['rss-matrix']!) as { include: { source_id: string }[] }).include,
    github: (JSON.parse(step.outputs['github-matrix']!) as { include: { shard_id: string }[] })
      .include,
  };
}

export function rssLeg(
  servers: Servers,
  run: Run,
  sourceId: string,
  options: StepOptions & { attempt?: number; inputs?: Record<string, string> } = {},
) {
  return job(
    servers,
    run,
    `rss-${sourceId}`,
    'crawl-rss-leg',
    {
      'source-id': sourceId,
      'source-config': run.sourceConfig,
      'topic-config': run.topicConfig,
      'allow-private-network': 'true',
      'max-attempts': '1',
      'timeout-seconds': '10',
      ...options.inputs,
    },
    options,
  );
}

export function githubShard(
  servers: Servers,
  run: Run,
  shardId: string,
  inputs: Record<string, string> = {},
) {
  return job(servers, run, `github-${shardId}`, 'crawl-github-shard', {
    'shard-id': shardId,
    'topic-config': run.topicConfig,
    'api-url': servers.apiUrl,
    'run-immediately': 'true',
    ...inputs,
  });
}

export function fanIn(servers: Servers, run: Run, options: { attempt?: number } = {}) {
  return job(
    servers,
    run,
    'fan-in',
    'fan-in',
    { 'output-dir': join(run.dir, 'out'), 'topic-config': run.topicConfig },
    options,
  );
}

/** The canonical files the fan-in wrote, by file name. */
export async function outputs(run: Run): Promise<Map<string, string>> {
  const dir = join(run.dir, 'out');
  const files = new Map<string, string>();
  for (const name of (await readdir(dir)).sort())
    files.set(name, await readFile(join(dir, name), 'utf8'));
  return files;
}

/**
 * The bytes that the legs' own clocks decide: when and for how long each source was fetched
 * (the news file's source_status, written as SquadScope's crawler writes it), and the
 * artifact_checksum that covers them. Legs run again fetch again, at other times.
 */
export function withoutFetchTimes(text: string): string {
  return text
    .replace(/"(started_at|ended_at)": ?"[^"]*"/g, '"$1":"<fetched>"')
    .replace(/"duration_seconds": ?[0-9.eE+-]+/g, '"duration_seconds":"<fetched>"')
    .replace(/"artifact_checksum": ?"[0-9a-f]*"/g, '"artifact_checksum":"<fetched>"');
}

/** The bytes two fan-ins may differ in: the fan-in's own clock, what follows from it, and the fetch times. */
export function withoutMergeTime(text: string): string {
  return withoutFetchTimes(text)
    .replace(
      /"(merged_at|crawled_at|captured_at|evaluated_at|original_crawled_at)": ?"[^"]*"/g,
      '"$1":"<merged_at>"',
    )
    .replace(/"date": ?"\d{4}-\d\d-\d\d"/g, '"date":"<merged_at>"');
}
