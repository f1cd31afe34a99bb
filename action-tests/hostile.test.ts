// The reliability suite (`npm run test:hostile`): several hundred hostile inputs against the
// built bundles, listed by area and class in action-tests/hostile/. Every case must end
// before its deadline, with exit code 0 or 1, one clear error line when it fails, no stack
// trace and no workflow command smuggled in by untrusted text (harness.ts). The cases run
// with bounded concurrency in beforeAll; each test below reports one case.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runStep, type StepResult } from '../src/local/step.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';
import { API_CASES } from './hostile/api.js';
import { ARTIFACT_CASES, writeRun } from './hostile/artifacts.js';
import { CONFIG_CASES } from './hostile/configs.js';
import { FEED_CASES } from './hostile/feeds.js';
import {
  acceptLateSignal,
  DEFAULT_DEADLINE_MS,
  limiter,
  signalProblems,
  verdict,
} from './hostile/harness.js';
import { SIGNAL_PHASES, SIGNALS } from './hostile/signals.js';
import { rssLeg } from '../test-support/fanin.js';
import { exampleArticle } from '../test-support/contracts-examples.js';
import {
  NOW,
  TOPIC,
  closeWorld,
  makeWorld,
  rssLegStep,
  shardStep,
  type World,
} from './hostile/world.js';
import { messageOf } from '../src/base/error-message.js';

/** Steps at once: the machine has 2 cores, and many cases only wait on a deadline. */
const CONCURRENCY = Number(process.env['HOSTILE_CONCURRENCY'] ?? 8);

interface Row {
  area: string;
  group: string;
  name: string;
  action: string;
  deadlineMs: number;
  exit?: number[];
  run: (
    deadlineMs: number,
  ) => Promise<StepResult & { artifactProblems?: string[]; legs?: unknown[] }>;
  /** Problems of this row's result beyond the verdict every case gets. */
  check?: (result: StepResult & { legs?: unknown[] }) => string[];
}

let world: World;
let service: ArtifactService;

const signalFeeds = SIGNAL_PHASES.flatMap((p) => (p.action === 'crawl-rss-leg' ? [p.feed] : []));
const signalFeedIndex = (phase: (typeof SIGNAL_PHASES)[number]) =>
  FEED_CASES.length +
  SIGNAL_PHASES.filter((p) => p.action === 'crawl-rss-leg').indexOf(phase as never);

const allRows: Row[] = [
  ...FEED_CASES.map((c, i): Row => ({
    area: 'feeds',
    group: c.group,
    name: c.name,
    action: 'crawl-rss-leg',
    deadlineMs: c.deadlineMs ?? DEFAULT_DEADLINE_MS,
    check: c.check,
    run: (deadline) => rssLegStep(world, i, deadline, c.inputs),
  })),
  ...ARTIFACT_CASES.map((c, i): Row => ({
    area: 'artifacts',
    group: c.group,
    name: c.name,
    action: 'fan-in',
    deadlineMs: c.deadlineMs ?? DEFAULT_DEADLINE_MS,
    check: c.check,
    run: async (deadline) => {
      const dir = await world.fresh('fan-in');
      const runId = String(900_000 + i);
      if (c.build) await c.build(join(dir, 'artifacts'));
      else c.service?.(service, runId);
      return runStep(
        'fan-in',
        {
          ...(c.build ? { 'artifact-dir': join(dir, 'artifacts') } : {}),
          'output-dir': join(dir, 'out'),
          upload: 'false',
          ...c.inputs,
        },
        {
          cwd: dir,
          timeoutMs: deadline,
          runId,
          env: c.service ? service.env(runId, 'fan-in') : {},
        },
      );
    },
  })),
  ...CONFIG_CASES.map((c): Row => ({
    area: 'configs',
    group: c.group,
    name: c.name,
    action: 'make-run-context',
    deadlineMs: DEFAULT_DEADLINE_MS,
    check: c.check,
    run: async (deadline) => {
      const dir = await world.fresh('config');
      const files: Record<string, string> = {
        'source-config': 'sources.json',
        'topic-config': 'topic.yml',
        state: 'state.json',
      };
      files[c.file] = `case.${c.extension}`;
      await writeFile(
        join(dir, 'sources.json'),
        '[{"id":"news","feed_url":"https://news.example/f"}]',
      );
      await writeFile(join(dir, 'topic.yml'), TOPIC);
      await writeFile(join(dir, files[c.file]!), c.content);
      await c.setup?.(dir);
      return runStep(
        'make-run-context',
        {
          'source-config': files['source-config']!,
          'topic-config': files['topic-config']!,
          ...(c.file === 'state' ? { state: files['state']! } : {}),
          now: NOW,
          'artifact-dir': join(dir, 'artifacts'),
          ...c.inputs,
        },
        { cwd: dir, timeoutMs: deadline },
      );
    },
  })),
  ...API_CASES.map((c, i): Row => ({
    area: 'API answers',
    group: c.group,
    name: c.name,
    action: 'crawl-github-shard',
    deadlineMs: c.deadlineMs ?? DEFAULT_DEADLINE_MS,
    exit: c.exit,
    check: c.check,
    run: (deadline) =>
      shardStep(world, world.server.route(`/api/${i}`, c.handler), deadline, c.inputs),
  })),
  ...SIGNAL_PHASES.flatMap((p, k) =>
    SIGNALS.map((signal): Row => {
      const options = (deadline: number) => ({
        timeoutMs: deadline,
        sigtermOn: p.on,
        termSignal: signal,
      });
      return {
        area: 'signals',
        group: signal,
        name: `${p.action} during ${p.phase}`,
        action: p.action,
        // From the start of the step (which is slow on a loaded machine); the signal itself
        // must end the step within the runner's grace period (signalProblems).
        deadlineMs: 90_000,
        check: (result) => signalProblems(result),
        run: async (deadline) => acceptLateSignal(await runPhase(deadline), signal),
      };
      async function runPhase(deadline: number) {
        if (p.action === 'crawl-rss-leg')
          return rssLegStep(world, signalFeedIndex(p), deadline, p.inputs, options(deadline));
        if (p.action === 'crawl-github-shard') {
          const api = world.server.route(`/signal-api/${k}/${signal}`, p.api);
          return shardStep(world, api, deadline, p.inputs, options(deadline));
        }
        const dir = await world.fresh('signal');
        if (p.action === 'make-run-context') {
          return runStep(
            'make-run-context',
            {
              'source-config': world.sourceConfig,
              'topic-config': world.topicConfig,
              now: NOW,
              'artifact-dir': join(dir, 'a'),
              'allow-private-network': 'true',
            },
            { cwd: dir, ...options(deadline) },
          );
        }
        // A run with a large leg, so that the signal lands while legs are validated.
        const articles = Array.from({ length: 30_000 }, (_, n) =>
          exampleArticle({ url: `https://news.example/2026/06/03/s${n}`, title: `AI ${n}` }),
        );
        await mkdir(join(dir, 'a'), { recursive: true });
        await writeRun(join(dir, 'a'), 'rss', rssLeg(0, { articles }));
        return runStep(
          'fan-in',
          { 'artifact-dir': join(dir, 'a'), 'output-dir': join(dir, 'out'), upload: 'false' },
          { cwd: dir, ...options(deadline) },
        );
      }
    }),
  ),
];

/** HOSTILE_ONLY=<text>: only the cases whose area, class or name contains it (to debug one). */
const only = process.env['HOSTILE_ONLY'];
const rows = only
  ? allRows.filter((r) => `${r.area} ${r.group} ${r.name}`.includes(only))
  : allRows;

const results = new Map<Row, string[]>();
const durations = new Map<Row, number>();

beforeAll(async () => {
  world = await makeWorld([
    ...FEED_CASES.map((c) => c.source),
    ...signalFeeds.map((handler) => ({ handler })),
  ]);
  service = await startArtifactService();
  const limit = limiter(CONCURRENCY);
  await Promise.all(
    rows.map((row) =>
      limit(async () => {
        try {
          const result = await row.run(row.deadlineMs);
          durations.set(row, result.durationMs);
          results.set(row, [
            ...verdict(row.action, result, row.exit),
            ...(result.artifactProblems ?? []),
            ...(row.check?.(result) ?? []),
          ]);
        } catch (error) {
          results.set(row, [`the harness failed: ${messageOf(error)}`]);
        }
      }),
    ),
  );
}, 900_000);

afterAll(async () => {
  await service?.close();
  await closeWorld(world);
  // HOSTILE_REPORT=<file>: every case's area, class, name, duration and problems (for tuning).
  const report = process.env['HOSTILE_REPORT'];
  if (report) {
    const lines = rows.map((r) =>
      JSON.stringify({
        area: r.area,
        group: r.group,
        name: r.name,
        ms: durations.get(r),
        problems: results.get(r),
      }),
    );
    await writeFile(report, lines.join('\n') + '\n');
  }
});

test('at least 250 cases, in every area', () => {
  expect(allRows.length).toBeGreaterThanOrEqual(250);
  const areas = new Set(allRows.map((r) => r.area));
  expect([...areas].sort()).toEqual(['API answers', 'artifacts', 'configs', 'feeds', 'signals']);
});

describe.each([...new Set(rows.map((r) => r.area))])('%s', (area) => {
  test.each(rows.filter((r) => r.area === area).map((r) => [r.group, r.name, r] as const))(
    '%s: %s',
    (_group, _name, row) => {
      expect(results.get(row)).toEqual([]);
    },
  );
});
