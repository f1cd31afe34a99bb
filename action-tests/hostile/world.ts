/**
 * What the reliability cases share: one HTTP server, one scratch directory, configs and a
 * run planned once by the make-run-context bundle (a source per feed case, the four GitHub
 * shards), and one step runner per action with the inputs a matrix job would pass.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from '../../src/contracts/index.js';
import { runStep, type StepOptions, type StepResult } from '../../src/local/step.js';
import { startHostileServer, type Handler, type HostileServer } from './harness.js';

export const NOW = '2026-06-05T12:00:00Z';
export const WEEK_ITEM_DATE = 'Wed, 03 Jun 2026 10:00:00 GMT';

export const TOPIC = [
  'topic: AI',
  'keywords: [ai, agent, llm, model]',
  'github:',
  '  queries:',
  "    primary: ['topic:llm stars:>50 pushed:>{last_week}']",
  "    secondary: ['topic:ai stars:>20']",
  '  min_repos_per_week: 1',
  '',
].join('\n');

/** A feed case's source: served by a handler of the shared server, or a URL as is. */
export type FeedSource = { handler: Handler } | { url: string };

export interface World {
  dir: string;
  server: HostileServer;
  sourceConfig: string;
  topicConfig: string;
  runContext: string;
  fanPlan: string;
  /** A fresh directory under the scratch directory. */
  fresh(name: string): Promise<string>;
}

let counter = 0;

export async function makeWorld(feeds: readonly FeedSource[]): Promise<World> {
  const dir = await mkdtemp(join(tmpdir(), 'hostile-'));
  const server = await startHostileServer();
  const sources = feeds.map((feed, i) => ({
    id: feedId(i),
    feed_url: 'url' in feed ? feed.url : server.route(`/feed/${i}/`, feed.handler),
  }));
  const sourceConfig = join(dir, 'sources.json');
  const topicConfig = join(dir, 'topic.yml');
  await writeFile(sourceConfig, JSON.stringify(sources));
  await writeFile(topicConfig, TOPIC);
  const plan = await runStep(
    'make-run-context',
    {
      'source-config': sourceConfig,
      'topic-config': topicConfig,
      now: NOW,
      'artifact-dir': join(dir, 'plan-artifacts'),
      'allow-private-network': 'true',
    },
    { cwd: dir, timeoutMs: 30_000 },
  );
  if (plan.exitCode !== 0)
    throw new Error(`make-run-context failed:\n${plan.stdout}${plan.stderr}`);
  return {
    dir,
    server,
    sourceConfig,
    topicConfig,
    runContext: plan.outputs['run-context']!,
    fanPlan: plan.outputs['fan-plan']!,
    async fresh(name) {
      counter += 1;
      const path = join(dir, `${name}-${counter}`);
      await mkdir(path, { recursive: true });
      return path;
    },
  };
}

export async function closeWorld(world: World | undefined): Promise<void> {
  if (!world) return;
  await world.server.close();
  await rm(world.dir, { recursive: true, force: true });
}

export function feedId(index: number): string {
  return `f${String(index).padStart(3, '0')}`;
}

/** One RSS leg of the planned run, as its matrix job runs it. */
export async function rssLegStep(
  world: World,
  index: number,
  deadlineMs: number,
  inputs: Record<string, string> = {},
  options: StepOptions = {},
): Promise<StepResult & { artifactProblems: string[]; legs: unknown[] }> {
  const artifactDir = await world.fresh('rss');
  const result = await runStep(
    'crawl-rss-leg',
    {
      'source-id': feedId(index),
      'run-context': world.runContext,
      'fan-plan': world.fanPlan,
      'source-config': world.sourceConfig,
      'topic-config': world.topicConfig,
      'artifact-dir': artifactDir,
      'allow-private-network': 'true',
      'max-attempts': '1',
      'timeout-seconds': '3',
      'max-bytes': String(1024 * 1024),
      'run-immediately': 'true',
      ...inputs,
    },
    { cwd: world.dir, timeoutMs: deadlineMs, ...options },
  );
  const { problems, legs } = await legArtifacts(artifactDir, 'rss_source_v2');
  return { ...result, artifactProblems: problems, legs };
}

/**
 * A leg artifact, when one was written, must be valid: hostile input never leaks through.
 * The valid ones are returned too, for the cases that check what was extracted.
 */
async function legArtifacts(
  artifactDir: string,
  contract: 'rss_source_v2' | 'github_shard_v1',
): Promise<{ problems: string[]; legs: unknown[] }> {
  const prefix = contract === 'rss_source_v2' ? 'rss-' : 'github-';
  const problems: string[] = [];
  const legs: unknown[] = [];
  for (const name of await readdir(artifactDir).catch(() => [] as string[])) {
    // Leg artifacts only: `<fan>-<id>-a<attempt>` (a shard's diagnostics are another contract).
    if (!name.startsWith(prefix) || !/-a\d+$/.test(name) || name.includes('-diagnostics-'))
      continue;
    for (const file of await readdir(join(artifactDir, name))) {
      if (!file.startsWith(prefix)) continue;
      const text = await readFile(join(artifactDir, name, file), 'utf8');
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        problems.push(`${name}/${file} is not JSON`);
        continue;
      }
      const checked = validate(contract, value);
      if (checked.ok) legs.push(value);
      else
        problems.push(
          `${name}/${file} does not validate: ${JSON.stringify(checked).slice(0, 300)}`,
        );
    }
  }
  return { problems, legs };
}

/** One GitHub shard of the planned run against an API root of the shared server. */
export async function shardStep(
  world: World,
  apiUrl: string,
  deadlineMs: number,
  inputs: Record<string, string> = {},
  options: StepOptions = {},
): Promise<StepResult & { artifactProblems: string[] }> {
  const artifactDir = await world.fresh('shard');
  const result = await runStep(
    'crawl-github-shard',
    {
      'shard-id': 'new_repos',
      'run-context': world.runContext,
      'fan-plan': world.fanPlan,
      'topic-config': world.topicConfig,
      'github-token': 'ghs_hostileTestToken0123456789',
      'api-url': apiUrl,
      'artifact-dir': artifactDir,
      'max-results': '100',
      'max-wait-seconds': '2',
      'run-immediately': 'true',
      ...inputs,
    },
    { cwd: world.dir, timeoutMs: deadlineMs, ...options },
  );
  const { problems } = await legArtifacts(artifactDir, 'github_shard_v1');
  return { ...result, artifactProblems: problems };
}
