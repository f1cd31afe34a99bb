// The job and step conditions of the reusable workflow and of the example caller, run for
// the weeks that matter (workflow-expr.ts evaluates them as GitHub does): a quiet week skips
// both matrices, fans in `empty`, saves no scrape state and publishes nothing; a week with
// legs runs them all; failed legs still reach the fan-in; a failed plan stops everything.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { evaluateIf, type Status } from './workflow-expr.js';

const root = resolve(import.meta.dirname, '..');

interface Job {
  needs?: string[] | string;
  if?: string;
  outputs?: Record<string, string>;
  steps?: { id?: string; name?: string; if?: string }[];
}
const read = (path: string) =>
  parseYaml(readFileSync(join(root, path), 'utf8')) as {
    jobs: Record<string, Job>;
    on: { workflow_call?: { outputs: Record<string, { value: string }> } };
  };
const crawl = read('.github/workflows/matrix-crawl.yml');
const caller = read('examples/caller-workflow.yml');

type Result = 'success' | 'failure' | 'skipped' | 'cancelled';

function statusOf(results: Result[]): Status {
  return {
    success: results.every((r) => r === 'success'),
    failure: results.some((r) => r === 'failure'),
    cancelled: false,
  };
}

function needsOf(job: Job): string[] {
  return job.needs === undefined ? [] : Array.isArray(job.needs) ? job.needs : [job.needs];
}

interface Week {
  plan: Result;
  /** make-run-context's outputs. */
  planOutputs: Record<string, string>;
  /** How a job that runs ends (default success). */
  ends?: Record<string, Result>;
  /** The fan-in step's outputs, when it runs. */
  fanIn?: Record<string, string>;
}

/** Runs the reusable workflow's job conditions in order: each job's result. */
function runCrawl(week: Week): Record<string, Result> {
  const results: Record<string, Result> = {};
  const outputs: Record<string, Record<string, string>> = { plan: week.planOutputs };
  for (const [id, job] of Object.entries(crawl.jobs)) {
    if (id === 'plan') {
      results[id] = week.plan;
      continue;
    }
    const needs = needsOf(job);
    const context = {
      needs: Object.fromEntries(
        needs.map((n) => [n, { result: results[n], outputs: outputs[n] ?? {} }]),
      ),
    };
    const status = statusOf(needs.map((n) => results[n]!));
    const runs = evaluateIf(job.if ?? '', context, status);
    results[id] = runs ? (week.ends?.[id] ?? 'success') : 'skipped';
  }
  return results;
}

/** The fan-in job's steps after the fan-in step: which of them run. */
function fanInStepsRun(fanInOutputs: Record<string, string>): Record<string, boolean> {
  const steps = crawl.jobs['fan-in']!.steps!;
  const at = steps.findIndex((s) => s.id === 'fan-in');
  return Object.fromEntries(
    steps
      .slice(at + 1)
      .map((s) => [
        s.name ?? s.id ?? '?',
        evaluateIf(s.if ?? '', { steps: { 'fan-in': { outputs: fanInOutputs } } }, statusOf([])),
      ]),
  );
}

/** Whether the example caller's publish job runs after the crawl ended with `status`. */
function publishes(crawlResult: Result, status: string): boolean {
  const job = caller.jobs['publish']!;
  return evaluateIf(
    job.if ?? '',
    { needs: { crawl: { result: crawlResult, outputs: { status } } } },
    statusOf([crawlResult]),
  );
}

/** make-run-context's leg counts: the RSS legs in chunk 0 (the others empty). */
function legs(rss: number, github: number): Record<string, string> {
  const chunks = Object.fromEntries(
    [0, 1, 2, 3].map((i) => [`rss-legs-${i}`, i === 0 ? String(rss) : '0']),
  );
  return { 'rss-legs': String(rss), ...chunks, 'github-legs': String(github) };
}

/** The four RSS chunk jobs: chunk 0 ends as `first`, the empty chunks are skipped. */
function rssChunks(first: Result): Record<string, Result> {
  return { 'rss-0': first, 'rss-1': 'skipped', 'rss-2': 'skipped', 'rss-3': 'skipped' };
}

const QUIET = { ...legs(0, 0), 'next-due': '2026-06-10T11:30:00Z' };
const BUSY = { ...legs(3, 4), 'next-due': '' };

test('a quiet week: both matrices skipped, the fan-in runs, ends empty and green', () => {
  expect(runCrawl({ plan: 'success', planOutputs: QUIET })).toEqual({
    plan: 'success',
    ...rssChunks('skipped'),
    github: 'skipped',
    'fan-in': 'success',
  });
  // The fan-in left the state untouched: nothing to save.
  expect(fanInStepsRun({ status: 'empty' })).toEqual({ 'Save the scrape state': false });
  // The caller learns it from the status output and skips its publish job.
  expect(crawl.on.workflow_call!.outputs['status']!.value).toBe(
    '${{ jobs.fan-in.outputs.status }}',
  );
  expect(crawl.on.workflow_call!.outputs['next-due']!.value).toBe(
    '${{ jobs.plan.outputs.next-due }}',
  );
  expect(crawl.jobs['plan']!.outputs!['next-due']).toBe('${{ steps.plan.outputs.next-due }}');
  expect(publishes('success', 'empty')).toBe(false);
});

test('RSS sources due but GitHub off: only the RSS matrix runs', () => {
  expect(runCrawl({ plan: 'success', planOutputs: { ...QUIET, ...legs(2, 0) } })).toMatchObject({
    ...rssChunks('success'),
    github: 'skipped',
    'fan-in': 'success',
  });
});

test('a week with legs: every job runs, the state is saved, the outputs published', () => {
  expect(runCrawl({ plan: 'success', planOutputs: BUSY })).toEqual({
    plan: 'success',
    ...rssChunks('success'),
    github: 'success',
    'fan-in': 'success',
  });
  expect(fanInStepsRun({ status: 'complete' })).toEqual({ 'Save the scrape state': true });
  expect(fanInStepsRun({ status: 'degraded' })).toEqual({ 'Save the scrape state': true });
  expect(publishes('success', 'complete')).toBe(true);
  expect(publishes('success', 'degraded')).toBe(true);
});

test('failed legs still reach the fan-in, whose failure fails the run and publishes nothing', () => {
  const results = runCrawl({
    plan: 'success',
    planOutputs: BUSY,
    ends: { 'rss-0': 'failure', github: 'failure', 'fan-in': 'failure' },
  });
  expect(results).toEqual({
    plan: 'success',
    ...rssChunks('failure'),
    github: 'failure',
    'fan-in': 'failure',
  });
  expect(publishes('failure', 'failed')).toBe(false);
});

test('a failed plan runs nothing after it', () => {
  expect(runCrawl({ plan: 'failure', planOutputs: {} })).toEqual({
    plan: 'failure',
    ...rssChunks('skipped'),
    github: 'skipped',
    'fan-in': 'skipped',
  });
});

describe('the evaluator reads what GitHub reads', () => {
  const ok = statusOf(['success']);
  test('paths with hyphens, string comparison ignoring case, implicit success()', () => {
    const ctx = { needs: { plan: { outputs: { 'rss-legs': '0' } } } };
    expect(evaluateIf("${{ needs.plan.outputs.rss-legs != '0' }}", ctx, ok)).toBe(false);
    expect(evaluateIf("${{ needs.plan.outputs.rss-legs == '0' }}", ctx, ok)).toBe(true);
    expect(evaluateIf("needs.plan.outputs.rss-legs == '0'", ctx, statusOf(['failure']))).toBe(
      false,
    );
    expect(evaluateIf("'Empty' == 'empty'", {}, ok)).toBe(true);
    expect(evaluateIf("${{ always() && 'a' == 'b' || !cancelled() }}", {}, ok)).toBe(true);
    expect(evaluateIf('${{ !cancelled() && (null || 0) }}', {}, ok)).toBe(false);
    expect(evaluateIf('', {}, ok)).toBe(true);
  });
  test('mismatched types compare as numbers, as GitHub converts them', () => {
    const ctx = { needs: { plan: { outputs: { legs: '3', none: '' } } } };
    expect(evaluateIf("'' == false", {}, ok)).toBe(true);
    expect(evaluateIf('null == 0', {}, ok)).toBe(true);
    expect(
      evaluateIf('needs.plan.outputs.legs == 3 && needs.plan.outputs.none == 0', ctx, ok),
    ).toBe(true);
    expect(evaluateIf("'3.0' == 3", {}, ok)).toBe(true);
    expect(evaluateIf('true == 1', {}, ok)).toBe(true);
    expect(evaluateIf("'abc' == 0", {}, ok)).toBe(false);
    expect(evaluateIf("'abc' != 0", {}, ok)).toBe(true);
    // An object converts to NaN, which equals nothing and is falsy.
    expect(evaluateIf('needs.plan == 0', ctx, ok)).toBe(false);
    expect(evaluateIf('needs.plan == needs.plan', ctx, ok)).toBe(true);
    expect(evaluateIf("'1' == true", {}, ok)).toBe(true);
    expect(evaluateIf('${{ x }}', { x: NaN }, ok)).toBe(false);
  });
  test('refuses what it cannot read', () => {
    expect(() => evaluateIf("${{ contains('ab', 'a') }}", {}, ok)).toThrow();
    expect(() => evaluateIf("${{ a == 'b' ) }}", {}, ok)).toThrow(/unexpected/);
    expect(() => evaluateIf('${{ a >= 1 }}', {}, ok)).toThrow();
  });
});

describe('the scrape state in a rerun', () => {
  interface Step {
    id?: string;
    name?: string;
    if?: string;
    uses?: string;
    with?: Record<string, string>;
  }
  const stepsOf = (workflow: string, jobId: string) =>
    (read(workflow).jobs[jobId]!.steps ?? []) as Step[];
  const named = (steps: Step[], name: string) => steps.find((s) => s.name === name)!;

  test.each(['.github/workflows/matrix-crawl.yml', '.github/workflows/nested-crawl.yml'])(
    '%s: one key per run, never per attempt; a rerun whose run already saved saves nothing',
    (workflow) => {
      const plan = named(stepsOf(workflow, 'plan'), 'Restore the scrape state');
      const fanIn = stepsOf(workflow, 'fan-in');
      const restore = named(fanIn, 'Restore the scrape state');
      const save = named(fanIn, 'Save the scrape state');
      const runKey = 'squadscope-scrape-state-${{ github.run_id }}';
      expect([plan.with!['key'], restore.with!['key'], save.with!['key']]).toEqual([
        runKey,
        runKey,
        runKey,
      ]);
      expect(JSON.stringify([plan, restore, save])).not.toContain('run_attempt');
      const saves = (fanInOutputs: Record<string, string>, cacheHit: string) =>
        evaluateIf(
          save.if ?? '',
          {
            steps: {
              'fan-in': { outputs: fanInOutputs },
              [restore.id!]: { outputs: { 'cache-hit': cacheHit } },
            },
          },
          statusOf([]),
        );
      // First attempt that writes the outputs: no entry of this run yet (a prefix hit is
      // another run's state, cache-hit false).
      expect(saves({ status: 'complete' }, 'false')).toBe(true);
      expect(saves({ status: 'degraded' }, '')).toBe(true);
      expect(saves({ status: 'empty' }, 'false')).toBe(false);
      // A rerun after an attempt that saved: an exact hit, no second state.
      expect(saves({ status: 'complete' }, 'true')).toBe(false);
      // A failed fan-in (the step failed) saves nothing either.
      expect(
        evaluateIf(
          save.if ?? '',
          { steps: { 'fan-in': { outputs: { status: 'failed' } } } },
          statusOf(['failure']),
        ),
      ).toBe(false);
    },
  );
});

describe('start-up jitter', () => {
  const LEG_ACTIONS = /\/actions\/(crawl-rss-leg|crawl-github-shard)@/;
  const WORKFLOWS = [
    '.github/workflows/matrix-crawl.yml',
    '.github/workflows/nested-crawl.yml',
    '.github/workflows/rss-chunk.yml',
  ];
  const legSteps = (workflow: string) =>
    Object.entries(read(workflow).jobs).flatMap(([jobId, job]) =>
      ((job.steps ?? []) as { uses?: string; with?: Record<string, string> }[])
        .filter((s) => LEG_ACTIONS.test(s.uses ?? ''))
        .map((s) => ({ jobId, with: s.with ?? {} })),
    );
  const runsAtOnce = (expression: string, eventName: string) =>
    evaluateIf(expression, { github: { event_name: eventName } }, statusOf([]));

  test.each(WORKFLOWS)(
    '%s: every leg jitters on a schedule, never on a manual or other run',
    (workflow) => {
      const steps = legSteps(workflow);
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) {
        const expression = step.with['run-immediately'];
        expect([step.jobId, typeof expression]).toEqual([step.jobId, 'string']);
        expect(runsAtOnce(expression!, 'schedule')).toBe(false);
        for (const event of ['workflow_dispatch', 'push', 'workflow_call', 'repository_dispatch'])
          expect(runsAtOnce(expression!, event)).toBe(true);
        expect(step.with['jitter-seconds']).toBe('${{ inputs.jitter-seconds }}');
      }
      const input = (
        parseYaml(readFileSync(join(root, workflow), 'utf8')) as {
          on: { workflow_call: { inputs: Record<string, { type: string; default: unknown }> } };
        }
      ).on.workflow_call.inputs['jitter-seconds'];
      // Up to 180 s by default: the start-up jitter of the entry-point lifecycle.
      expect(input).toMatchObject({ type: 'number', default: 180 });
    },
  );

  test('the nested crawl hands its jitter to every chunk', () => {
    const chunks = read('.github/workflows/nested-crawl.yml').jobs['chunks'] as Job & {
      with?: Record<string, string>;
    };
    expect(chunks.with?.['jitter-seconds']).toBe('${{ inputs.jitter-seconds }}');
  });
});
