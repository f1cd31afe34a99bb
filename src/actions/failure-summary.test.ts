// Every action's failure summary says why it failed and what to do next: the reason of its
// error annotation, as plain text, and a next step. Each action is run in-process with no
// input at all (a bad input for most, an artifact store it cannot open for the others).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withCapturedStdout } from '../../test-support/runtime.js';
import { runDefinedAction, type ActionDefinition, type ActionDeps } from './common/action.js';
import { crawlGithubShardAction } from './crawl-github-shard/main.js';
import { crawlRssLegAction } from './crawl-rss-leg/main.js';
import { emitAction } from './emit/main.js';
import { fanInAction } from './fan-in/main.js';
import { gatherAction } from './gather/main.js';
import { makeRunContextAction } from './make-run-context/main.js';
import { okfReadAction } from './okf-read/main.js';
import { okfStatsAction } from './okf-stats/main.js';
import { ACTION_ENTRIES } from './suite.js';

const ACTIONS: readonly ActionDefinition<unknown, ActionDeps>[] = [
  crawlGithubShardAction,
  crawlRssLegAction,
  emitAction,
  fanInAction,
  gatherAction,
  makeRunContextAction,
  okfReadAction,
  okfStatsAction,
] as never;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'failure-summary-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

test('the table covers every action of the suite', () => {
  expect(ACTIONS.map((a) => a.name).sort()).toEqual(Object.keys(ACTION_ENTRIES).sort());
});

/** Inputs past which the action fails while running, not while reading its inputs. */
const RUN_FAILS: Record<string, Record<string, string>> = {
  emit: { payload: 'missing.json', 'fan-id': 'f', 'artifact-dir': 'store' },
  'okf-read': { ref: 'okf:absent#v1', 'artifact-dir': 'store' },
  'okf-stats': { ref: 'okf:absent#v1', field: 'n', 'artifact-dir': 'store' },
};

const CASES = [
  ...ACTIONS.map((a) => [a.name, a, {}] as const),
  ...ACTIONS.filter((a) => a.name in RUN_FAILS).map(
    (a) => [`${a.name} (while running)`, a, RUN_FAILS[a.name]!] as const,
  ),
];

test.each(CASES)(
  '%s: the failure summary holds the reason and a next step',
  async (_name, action, inputs) => {
    const summaryPath = join(dir, 'summary.md');
    await writeFile(summaryPath, '');
    const env: NodeJS.ProcessEnv = {
      RUNNER_TEMP: dir,
      GITHUB_STEP_SUMMARY: summaryPath,
      RUN_IMMEDIATELY: 'true',
    };
    for (const [name, value] of Object.entries(inputs as Record<string, string>))
      env[`INPUT_${name.toUpperCase()}`] = value;
    const { result: code, out } = await withCapturedStdout(() =>
      runDefinedAction(action, { env, cwd: dir, telemetryFlushMs: 10, exit: () => undefined }),
    );
    expect(code).toBe(1);
    const error = out.lines().find((l) => l.startsWith('::error'))!;
    const reason = error.replace(/^::error[^:]*::/, '');
    expect(reason.length).toBeGreaterThan(10);
    const summary = await readFile(summaryPath, 'utf8');
    expect(summary).toMatch(new RegExp(`^### ${action.name}: failure `));
    if (Object.keys(inputs).length > 0) expect(summary).not.toContain('bad input');
    const why = /^\*\*Why:\*\* (.+)$/m.exec(summary)?.[1];
    // The summary escapes markdown; the words are the annotation's.
    expect(why?.replace(/\\(.)/g, '$1')).toBe(reason.replace(/%0A/g, ' ').replace(/%25/g, '%'));
    expect(summary).toMatch(/^\*\*Next:\*\* \S.{20,}$/m);
  },
);
