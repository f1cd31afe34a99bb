// Every path input of every action stays in the workspace. The inputs come from the
// action.yml files, and each one is classified below: a new input fails this test until it
// is, so a new path input cannot slip through unchecked. Each confined path input is read by
// its action's own input reader with a `..` path, an absolute path elsewhere and a symlink
// that leads out, and refused in the one form of src/base/real-path.ts.
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { createInputs, InputError } from '../../runtime/index.js';
import { crawlGithubShardAction } from '../crawl-github-shard/main.js';
import { crawlRssLegAction } from '../crawl-rss-leg/main.js';
import { emitAction } from '../emit/main.js';
import { fanInAction } from '../fan-in/main.js';
import { gatherAction } from '../gather/main.js';
import { makeRunContextAction } from '../make-run-context/main.js';
import { okfReadAction } from '../okf-read/main.js';
import { okfStatsAction } from '../okf-stats/main.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * What each path input is. `confined`: read by pathInput, never outside the workspace;
 * `confined+temp`: the same, or an absolute path in RUNNER_TEMP (its action.yml says so).
 * `at-run`: a path checked when the action reads it (workspacePath or the code manifest),
 * with the same refusal. Every other input is no path.
 */
type Kind = 'confined' | 'confined+temp' | 'at-run';
const PATHS: Record<string, Record<string, Kind>> = {
  'crawl-github-shard': {
    'topic-config': 'confined',
    'previous-snapshot': 'confined+temp',
    'cache-dir': 'confined+temp',
    'artifact-dir': 'confined+temp',
  },
  'crawl-rss-leg': {
    'source-config': 'confined',
    'topic-config': 'confined',
    'http-cache-dir': 'confined+temp',
    'artifact-dir': 'confined+temp',
  },
  emit: { payload: 'confined+temp', schema: 'at-run', 'artifact-dir': 'confined+temp' },
  'fan-in': {
    'output-dir': 'confined',
    'artifact-dir': 'confined+temp',
    'topic-config': 'confined',
    state: 'confined+temp',
  },
  gather: { 'result-path': 'confined+temp', 'artifact-dir': 'confined+temp' },
  'make-run-context': {
    'source-config': 'confined',
    'topic-config': 'confined',
    'code-paths': 'at-run',
    state: 'confined+temp',
    'artifact-dir': 'confined+temp',
  },
  'okf-read': { 'result-file': 'confined+temp', 'artifact-dir': 'confined+temp' },
  'okf-stats': { 'result-file': 'confined+temp', 'artifact-dir': 'confined+temp' },
};

/** Inputs that hold no path, by name (the same name means the same thing in every action). */
const NOT_PATHS = new Set(
  `shard-id run-context fan-plan github-token api-url max-results max-wait-seconds
  request-timeout-seconds run-immediately jitter-seconds source-id leg-id timeout-seconds
  max-attempts max-bytes user-agent allow-private-network concurrency fan-id seq expected frames
  matrix min-source-ratio keep-query-params upload okf partial-chunk chunk-size collector mode
  kernel kernel-options key-by n watch-seconds poll-seconds on-incomplete on-large-result run-id
  workflow branch event conclusion commit allow-forks if-no-run repository week week-offset
  since until now github-shards required-shards sources-per-leg max-legs ref fields rows where
  limit field numeric stats sentry-dsn store clickhouse-url clickhouse-user clickhouse-password
  clickhouse-database clickhouse-table-prefix value week-label`.split(/\s+/u),
);

async function actionInputs(): Promise<[string, string][]> {
  const actions = (await readdir(join(root, 'actions'), { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const pairs: [string, string][] = [];
  for (const action of actions) {
    const yml = parse(await readFile(join(root, 'actions', action, 'action.yml'), 'utf8')) as {
      inputs?: Record<string, unknown>;
    };
    for (const input of Object.keys(yml.inputs ?? {})) pairs.push([action, input]);
  }
  return pairs;
}

test('every input of every action.yml is classified: a path input, or no path', async () => {
  const unclassified = (await actionInputs()).filter(
    ([action, input]) => PATHS[action]?.[input] === undefined && !NOT_PATHS.has(input),
  );
  expect(unclassified).toEqual([]);
  // And the table names no input that does not exist.
  const known = new Set((await actionInputs()).map(([a, i]) => `${a}/${i}`));
  const stale = Object.entries(PATHS).flatMap(([a, inputs]) =>
    Object.keys(inputs)
      .map((i) => `${a}/${i}`)
      .filter((k) => !known.has(k)),
  );
  expect(stale).toEqual([]);
});

/** The reader of each action with a confined input, and the other inputs it needs. */
const READERS: Record<
  string,
  { read: typeof gatherAction.readInputs; needs: Record<string, string> }
> = {
  'crawl-github-shard': {
    read: crawlGithubShardAction.readInputs as never,
    needs: { 'shard-id': 'all', 'github-token': 't' },
  },
  'crawl-rss-leg': {
    read: crawlRssLegAction.readInputs as never,
    needs: { 'source-id': 'all', 'source-config': 'sources.json' },
  },
  emit: { read: emitAction.readInputs as never, needs: { 'fan-id': 'f', payload: 'p.json' } },
  'fan-in': { read: fanInAction.readInputs as never, needs: {} },
  gather: { read: gatherAction.readInputs, needs: { 'fan-id': 'f' } },
  'make-run-context': {
    read: makeRunContextAction.readInputs as never,
    needs: { 'source-config': 'sources.json', 'artifact-dir': 'store' },
  },
  'okf-read': { read: okfReadAction.readInputs as never, needs: { ref: 'okf:d#v1' } },
  'okf-stats': { read: okfStatsAction.readInputs as never, needs: { ref: 'okf:d#v1', field: 'x' } },
};

let base: string;
let workspace: string;
beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'path-inputs-')));
  workspace = join(base, 'ws');
  await mkdir(join(base, 'elsewhere'), { recursive: true });
  await mkdir(join(base, 'temp'));
  await mkdir(workspace);
  await symlink(join(base, 'elsewhere'), join(workspace, 'out-link'));
});
afterAll(() => rm(base, { recursive: true, force: true }));

const confined = Object.entries(PATHS).flatMap(([action, inputs]) =>
  Object.entries(inputs)
    .filter(([, kind]) => kind.startsWith('confined'))
    .map(([input, kind]) => [action, input, kind] as const),
);

describe.each(confined)('%s %s (%s)', (action, input, kind) => {
  const read = (value: string): unknown => {
    const reader = READERS[action]!;
    const given: Record<string, string> = { ...reader.needs, [input]: value };
    const env = { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: join(base, 'temp') };
    try {
      reader.read(
        createInputs((n) => given[n] ?? ''),
        env,
        workspace,
        {} as never,
      );
    } catch (error) {
      return error;
    }
    return undefined;
  };

  test.each([
    ['../../escape.json', 'through ..'],
    ['<base>/elsewhere/escape.json', 'an absolute path'],
    ['out-link/escape.json', 'through a symlink'],
  ])('refuses %s (%s) in the one form', (given, how) => {
    const value = given.replace('<base>', base);
    const error = read(value);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).input).toBe(input);
    expect((error as InputError).problem).toBe(
      `${JSON.stringify(value)} leads outside the workspace (${how}): give a path inside it`,
    );
  });

  test('accepts a path inside the workspace; one in RUNNER_TEMP only where documented', () => {
    expect(read('inside/result.json')).toBeUndefined();
    const temp = read(join(base, 'temp', 'result.json'));
    if (kind === 'confined+temp') expect(temp).toBeUndefined();
    else expect((temp as InputError).problem).toContain('leads outside the workspace');
  });
});

test('configs, state and previous-snapshot are checked and kept as written (messages, artifact names)', () => {
  const env = { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: join(base, 'temp') };
  const read = (reader: (typeof READERS)[string], given: Record<string, string>) =>
    reader.read(
      createInputs((n) => ({ ...reader.needs, ...given })[n] ?? ''),
      env,
      workspace,
      {} as never,
    ) as unknown as Record<string, unknown>;
  const plan = read(READERS['make-run-context']!, { state: 'state/s.json' });
  expect([plan['sourceConfig'], plan['topicConfig'], plan['state']]).toEqual([
    'sources.json',
    'squadscope.topic.yml',
    'state/s.json',
  ]);
  const shard = read(READERS['crawl-github-shard']!, { 'previous-snapshot': 'stars-snapshot' });
  expect(shard['previousSnapshot']).toBe('stars-snapshot');
  // A directory is its real absolute path.
  expect(shard['artifactDir']).toBeUndefined();
  expect(read(READERS['crawl-github-shard']!, { 'cache-dir': 'c' })['cacheDir']).toBe(
    join(workspace, 'c'),
  );
});
