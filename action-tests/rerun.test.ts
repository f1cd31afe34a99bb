// A rerun is the same run, end to end as GitHub runs it: every step a separate process of the
// committed bundle, artifacts only through the real @actions/artifact client and the local
// artifact service (which keeps a run's artifacts across its attempts, as GitHub does), and
// the scrape state carried between attempts with the keys and conditions of the reusable
// workflow (workflow-cache.ts). A Monday cron collects the finished week (week-offset -1).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StepResult } from '../src/local/step.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';
import { job, makeRun, outputs, withoutFetchTimes, type Run, type Servers } from './e2e-support.js';
import { startFeedServer, type FeedServer } from './feed-server.js';
import { startGithubApiServer, type GithubApiServer } from './github-api-server.js';
import { stateSteps, WorkflowCache, type RunKeys } from './workflow-cache.js';

const FEEDS = {
  techcrunch: '/feed/techcrunch',
  nvidia_blog: '/feed/atom',
  hugging_face_blog: '/feed/duplicates',
  mit_technology_review: '/feed/cp1251-header',
  github_blog: '/feed/latin1',
};
const SHARDS = 'new_repos,trending_repos';
/** The Monday after 2026-W23, the day after it, and the next Monday (2026-W24 would be planned). */
const MONDAY = '2026-06-08T06:00:00Z';
const TUESDAY = '2026-06-09T06:00:00Z';
const NEXT_MONDAY = '2026-06-15T06:00:00Z';
/** Pins merged_at, the one field two fan-ins of the same legs may differ in. */
const SOURCE_DATE_EPOCH = '1781000000';
const CANONICAL = ['2026-W23.json', '2026-W23-external-news.json'];

const workflow = stateSteps('.github/workflows/matrix-crawl.yml');

let artifacts: ArtifactService;
let feeds: FeedServer;
let api: GithubApiServer;
let servers: Servers;
let scratch: string;
const runs: Run[] = [];

beforeAll(async () => {
  [artifacts, feeds, api] = await Promise.all([
    startArtifactService(),
    startFeedServer(),
    startGithubApiServer({ seed: 7, total: () => 150, rateLimit: { limit: 5000 } }),
  ]);
  servers = { artifacts, feedUrl: feeds.url, apiUrl: api.url };
  scratch = await mkdtemp(join(tmpdir(), 'e2e-rerun-'));
});

afterAll(async () => {
  await Promise.all([artifacts?.close(), feeds?.close(), api?.close()]);
  await Promise.all(runs.map((r) => rm(r.dir, { recursive: true, force: true })));
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** One workflow run of the reusable workflow in one repository (its own cache). */
class WorkflowRun {
  readonly cache: WorkflowCache;
  readonly run: Run;

  constructor(run: Run, cache: WorkflowCache) {
    this.run = run;
    this.cache = cache;
  }

  private keys(attempt: number): RunKeys {
    return { runId: this.run.id, attempt };
  }

  /** A job's own RUNNER_TEMP state folder (jobs share nothing but artifacts and the cache). */
  private stateDir(jobId: string, attempt: number): string {
    return join(scratch, `${this.run.id}-${jobId}-a${attempt}`, 'squadscope-state');
  }

  async plan(attempt: number, now: string): Promise<StepResult> {
    const dir = this.stateDir('plan', attempt);
    await workflow.restoreForPlan(this.cache, dir, this.keys(attempt));
    const step = await job(
      servers,
      this.run,
      'plan',
      'make-run-context',
      {
        'source-config': this.run.sourceConfig,
        'topic-config': this.run.topicConfig,
        'week-offset': '-1',
        'github-shards': SHARDS,
        state: join(dir, 'scrape-state.json'),
        now,
        'allow-private-network': 'true',
      },
      { attempt },
    );
    expect([step.exitCode, step.stderr]).toEqual([0, '']);
    return step;
  }

  /** The legs of the plan of `planStep`; `apiUrl` per shard (a broken API fails that job). */
  async legs(
    attempt: number,
    planStep: StepResult,
    only?: { rss?: string[]; github?: string[]; apiUrl?: Record<string, string> },
  ): Promise<Map<string, StepResult>> {
    const rss = (
      JSON.parse(planStep.outputs['rss-matrix']!) as { include: { source_id: string }[] }
    ).include
      .map((l) => l.source_id)
      .filter((id) => only?.rss?.includes(id) ?? only === undefined);
    const github = (
      JSON.parse(planStep.outputs['github-matrix']!) as { include: { shard_id: string }[] }
    ).include
      .map((l) => l.shard_id)
      .filter((id) => only?.github?.includes(id) ?? only === undefined);
    const steps = await Promise.all([
      ...rss.map((id) =>
        job(
          servers,
          this.run,
          `rss-${id}`,
          'crawl-rss-leg',
          {
            'source-id': id,
            'source-config': this.run.sourceConfig,
            'topic-config': this.run.topicConfig,
            'allow-private-network': 'true',
            'max-attempts': '1',
            'timeout-seconds': '10',
            'run-immediately': 'true',
          },
          { attempt },
        ),
      ),
      ...github.map((id) =>
        job(
          servers,
          this.run,
          `github-${id}`,
          'crawl-github-shard',
          {
            'shard-id': id,
            'topic-config': this.run.topicConfig,
            'api-url': only?.apiUrl?.[id] ?? api.url,
            'run-immediately': 'true',
          },
          { attempt },
        ),
      ),
    ]);
    return new Map(
      [...rss.map((id) => `rss-${id}`), ...github.map((id) => `github-${id}`)].map((name, i) => [
        name,
        steps[i]!,
      ]),
    );
  }

  /** The fan-in job: restore the state, fan in, save the state when the workflow says so. */
  async fanIn(attempt: number) {
    const dir = this.stateDir('fan-in', attempt);
    const keys = this.keys(attempt);
    const { hit } = await workflow.restoreForFanIn(this.cache, dir, keys);
    const step = await job(
      servers,
      this.run,
      'fan-in',
      'fan-in',
      {
        'output-dir': join(this.run.dir, 'out'),
        'topic-config': this.run.topicConfig,
        state: join(dir, 'scrape-state.json'),
      },
      { attempt, env: { SOURCE_DATE_EPOCH } },
    );
    const saved = await workflow.saveAfterFanIn(this.cache, dir, keys, {
      succeeded: step.exitCode === 0,
      outputs: step.outputs,
      restoreHit: hit,
    });
    return { step, saved, hit, files: await canonical(this.run) };
  }
}

/**
 * The canonical files in output-dir now (absent ones left out), without the legs' fetch
 * times: a job run again fetches again, and SOURCE_DATE_EPOCH pins the rest.
 */
async function canonical(run: Run): Promise<Map<string, string>> {
  const present = new Set(await readdir(join(run.dir, 'out')).catch(() => [] as string[]));
  const all = present.size === 0 ? new Map<string, string>() : await outputs(run);
  return new Map(
    CANONICAL.filter((n) => present.has(n)).map((n) => [n, withoutFetchTimes(all.get(n)!)]),
  );
}

async function newRun(id: string): Promise<WorkflowRun> {
  const run = await makeRun(id, FEEDS, servers);
  runs.push(run);
  return new WorkflowRun(run, new WorkflowCache());
}

/** "Re-run all jobs": every job of the graph again, as attempt `attempt`, on another day. */
async function rerunAll(flow: WorkflowRun, attempt: number, now: string) {
  const plan = await flow.plan(attempt, now);
  const legs = await flow.legs(attempt, plan);
  for (const [name, step] of legs) expect([name, step.exitCode]).toEqual([name, 0]);
  return { plan, fanIn: await flow.fanIn(attempt) };
}

const fields = (step: StepResult, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, step.outputs[n]]));
const PLAN_OUTPUTS = ['run-id', 'week', 'since', 'until', 'run-context', 'fan-plan', 'rss-matrix'];

describe('re-run all jobs', () => {
  let flow: WorkflowRun;
  let first: Awaited<ReturnType<typeof rerunAll>>;

  beforeAll(async () => {
    flow = await newRun('9101');
    first = await rerunAll(flow, 1, MONDAY);
  }, 240_000);

  test("attempt 1 plans every source of 2026-W23, completes and saves the run's state once", () => {
    expect(first.plan.outputs['week']).toBe('2026-W23');
    expect(JSON.parse(first.plan.outputs['rss-matrix']!).include).toHaveLength(5);
    expect([first.fanIn.step.exitCode, first.fanIn.step.outputs.status]).toEqual([0, 'complete']);
    expect(first.fanIn.saved).toEqual({ ran: true, accepted: true });
    expect([...first.fanIn.files.keys()]).toEqual(CANONICAL);
    expect(flow.cache.keys()).toEqual([`squadscope-scrape-state-${flow.run.id}`]);
  });

  test.each([
    ['one day later', 2, TUESDAY],
    ['one week later (the week-offset -1 cron would plan 2026-W24)', 3, NEXT_MONDAY],
  ])(
    '%s: the same plan, run_id and byte-identical canonical outputs; no second state',
    async (_, attempt, now) => {
      const again = await rerunAll(flow, attempt, now);
      // The plan job restored this run's own saved state (every source just scraped), yet the
      // plan is attempt 1's: a fresh plan would hold no source, or another week.
      expect(fields(again.plan, PLAN_OUTPUTS)).toEqual(fields(first.plan, PLAN_OUTPUTS));
      expect(again.plan.stdout).toContain(
        `Attempt ${attempt}: reusing the plan of attempt ${attempt - 1} (artifact run-context-a${attempt - 1}): run ${first.plan.outputs['run-id']}`,
      );
      expect([again.fanIn.step.exitCode, again.fanIn.step.outputs.status]).toEqual([0, 'complete']);
      expect(again.fanIn.files).toEqual(first.fanIn.files);
      const news = JSON.parse(again.fanIn.files.get('2026-W23-external-news.json')!) as {
        run_context: { run_id: string };
        articles: unknown[];
      };
      const raw = JSON.parse(again.fanIn.files.get('2026-W23.json')!) as {
        metadata: { run_id: string };
      };
      expect([news.run_context.run_id, raw.metadata.run_id]).toEqual([
        first.plan.outputs['run-id'],
        first.plan.outputs['run-id'],
      ]);
      expect(news.articles.length).toBeGreaterThan(0);
      // The run's state was saved by attempt 1: the rerun's fan-in hit it and saved nothing.
      expect([again.fanIn.hit, again.fanIn.saved]).toEqual([
        'true',
        { ran: false, accepted: false },
      ]);
      expect(flow.cache.saves).toEqual([
        { key: `squadscope-scrape-state-${flow.run.id}`, accepted: true },
      ]);
    },
    240_000,
  );
});

describe('re-run failed jobs', () => {
  test('after one failed leg: the outputs of a first attempt without that failure', async () => {
    const clean = await newRun('9102');
    const expected = await rerunAll(clean, 1, MONDAY);
    expect(expected.fanIn.step.outputs.status).toBe('complete');

    const flow = await newRun('9103');
    const plan = await flow.plan(1, MONDAY);
    // trending_repos talks to an API path that answers 404: its job fails, and the required
    // shard fails the fan-in closed (no canonical output, no state saved).
    const legs = await flow.legs(1, plan, {
      rss: Object.keys(FEEDS),
      github: SHARDS.split(','),
      apiUrl: { trending_repos: `${api.url}/broken` },
    });
    expect(legs.get('github-trending_repos')!.exitCode).toBe(1);
    const failed = await flow.fanIn(1);
    expect([failed.step.exitCode, failed.step.outputs.status]).toEqual([1, 'failed']);
    expect(failed.files.size).toBe(0);
    expect(failed.saved.ran).toBe(false);

    // GitHub reruns the failed jobs and the jobs that need them, a day later: the shard and
    // the fan-in. The plan job is not rerun; its outputs and artifact are attempt 1's.
    const retried = await flow.legs(2, plan, { github: ['trending_repos'] });
    expect(retried.get('github-trending_repos')!.exitCode).toBe(0);
    const second = await flow.fanIn(2);
    expect([second.step.exitCode, second.step.outputs.status]).toEqual([0, 'complete']);
    expect(second.files).toEqual(expected.fanIn.files);
    expect(second.saved).toEqual({ ran: true, accepted: true });

    // The fan-in alone once more (attempt 3): the same bytes, and still one state for the run.
    const third = await flow.fanIn(3);
    expect(third.files).toEqual(expected.fanIn.files);
    expect([third.hit, third.saved.ran]).toEqual(['true', false]);
    expect(flow.cache.saves).toEqual([
      { key: `squadscope-scrape-state-${flow.run.id}`, accepted: true },
    ]);
    const state = JSON.parse(
      await readFile(
        join(scratch, `${flow.run.id}-fan-in-a3`, 'squadscope-state', 'scrape-state.json'),
        'utf8',
      ),
    ) as { sources: Record<string, unknown> };
    expect(Object.keys(state.sources).sort()).toEqual(Object.keys(FEEDS).sort());
  }, 300_000);
});
