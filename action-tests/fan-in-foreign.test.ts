// The committed fan-in bundle, run as the runner runs it, on leg artifacts written by another
// program than ours: a Python script that follows only the schemas and the checksum rule of
// docs/contracts.md (own canonical JSON, own SHA-256). Each scenario of issue #3's "How it is
// checked" gets its own artifact directory; the reason codes and warning texts asserted are
// the ones docs/contracts.md ("Fan-in") fixes.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalArtifactStore, type ArtifactStore } from '../src/artifacts/index.js';
import {
  validate,
  type FanInDiagnostics,
  type GithubRawOutput,
  type NewsOutput,
} from '../src/contracts/index.js';
import { runFanIn } from '../src/fanin/index.js';
import { OPTIONAL_REPOSITORY_FIELDS } from '../test-support/contracts-examples.js';
import { runStep, type StepResult } from '../src/local/step.js';

const WRITER = join(import.meta.dirname, 'fixtures', 'foreign', 'write_artifacts.py');
const WEEK = '2026-W23';
// 2026-05-28T20:26:40Z: pins merged_at so two fan-ins of the same inputs can be compared byte for byte.
const EPOCH = '1780000000';

interface Written {
  run_id: string;
  week: string;
  artifacts: string[];
  expected_news_checksum: string;
  expected_article_urls: string[];
  expected_total_relevant: number;
  expected_repositories: Record<
    'new_repos' | 'trending_repos',
    { full_name: string; stars: number; stars_gained: number | null }[]
  >;
}

interface Outcome {
  written: Written;
  /** The artifact directory. */
  dir: string;
  step: StepResult;
  out: string;
  files: string[];
  diagnostics: FanInDiagnostics;
  news?: NewsOutput;
  verdicts: Record<string, { verdict: string; reason?: string }>;
  warnings: string[];
}

const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

function python(...args: string[]): string {
  return execFileSync('python3', [WRITER, ...args], { encoding: 'utf8' });
}

interface FanInSetting {
  /** Upload the outputs into the artifact directory (as the action does on a runner). */
  upload?: boolean;
  /** Files already in the output directory (an earlier fan-in's). */
  earlier?: Record<string, string>;
}

async function fanIn(scenario: string, setting: FanInSetting = {}): Promise<Outcome> {
  const root = await mkdtemp(join(tmpdir(), `fan-in-foreign-${scenario}-`));
  dirs.push(root);
  const dir = join(root, 'artifacts');
  const out = join(root, 'out');
  const written = JSON.parse(python('write', dir, scenario)) as Written;
  await mkdir(out, { recursive: true });
  for (const [name, text] of Object.entries(setting.earlier ?? {})) {
    await writeFile(join(out, name), text);
  }
  const step = await runStep(
    'fan-in',
    { 'artifact-dir': dir, 'output-dir': out, upload: setting.upload ? 'true' : 'false' },
    { cwd: root, env: { SOURCE_DATE_EPOCH: EPOCH } },
  );
  // The run ledger holds measured durations, not data: the ledger tests check it.
  const files = existsSync(out)
    ? (await readdir(out)).filter((f) => !f.endsWith('-metrics.json')).sort()
    : [];
  const diagnosticsPath = join(out, `${WEEK}-fan-in-diagnostics.json`);
  if (!existsSync(diagnosticsPath))
    throw new Error(`no diagnostics for ${scenario}:\n${step.stdout}\n${step.stderr}`);
  const diagnostics = JSON.parse(await readFile(diagnosticsPath, 'utf8')) as FanInDiagnostics;
  const newsPath = join(out, `${WEEK}-external-news.json`);
  const news = existsSync(newsPath)
    ? (JSON.parse(await readFile(newsPath, 'utf8')) as NewsOutput)
    : undefined;
  const verdicts = Object.fromEntries(
    diagnostics.artifacts.map((a) => [
      a.name,
      { verdict: a.verdict, ...(a.reason === undefined ? {} : { reason: a.reason }) },
    ]),
  );
  return {
    written,
    dir,
    step,
    out,
    files,
    diagnostics,
    ...(news ? { news } : {}),
    verdicts,
    warnings: JSON.parse(step.outputs.warnings ?? 'null') as string[],
  };
}

/**
 * The outputs of the same artifacts merged in this process from a store that lists them in
 * reverse and lets each leg arrive at its own pace, the last names first: the order the
 * artifacts come in really differs from the bundle's run, whose local store lists by name.
 */
async function outputsOutOfOrder(o: Outcome): Promise<Record<string, Buffer>> {
  const local = new LocalArtifactStore(o.dir);
  const store: ArtifactStore = {
    list: async () => (await local.list()).reverse(),
    upload: (name, files) => local.upload(name, files),
    download: (name, opts) => local.download(name, opts),
    locate: async (name, opts) => {
      for (let ticks = 200 - name.charCodeAt(name.length - 4) - name.length; ticks > 0; ticks--) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      return local.locate(name, opts);
    },
  };
  const out = join(o.dir, '..', 'out-of-order');
  await runFanIn({ outputDir: out }, { store, now: () => 0, sourceDateEpoch: EPOCH });
  const files: Record<string, Buffer> = {};
  for (const name of await readdir(out)) files[name] = await readFile(join(out, name));
  return files;
}

/** The bundle's outputs equal those of the same artifacts arriving out of order. */
async function expectOrderFree(o: Outcome): Promise<void> {
  const mixed = await outputsOutOfOrder(o);
  expect(Object.keys(mixed).sort()).toEqual(o.files);
  for (const file of o.files) {
    const bytes = await readFile(join(o.out, file));
    expect([file, bytes.equals(mixed[file] as Buffer)]).toEqual([file, true]);
  }
}

const ALL_FILES = [
  `${WEEK}-external-news.json`,
  `${WEEK}-fan-in-diagnostics.json`,
  `${WEEK}-stars.json`,
  `${WEEK}.json`,
].sort();

/** Shared checks of every fan-in that could start: outputs agree with the diagnostics. */
function expectConsistent(o: Outcome, status: 'complete' | 'degraded' | 'failed') {
  expect(o.step.outputs.status).toBe(status);
  expect(o.diagnostics.status).toBe(status);
  expect(o.step.exitCode).toBe(status === 'failed' ? 1 : 0);
  expect(validate('fan_in_diagnostics_v1', o.diagnostics)).toEqual({ ok: true });
  expect(o.diagnostics.run_id).toBe(o.written.run_id);
  expect(o.diagnostics.warnings).toEqual(o.warnings);
  if (o.news) {
    expect(validate('external_news_v2', o.news)).toEqual({ ok: true });
    expect(o.news.warnings).toEqual(
      o.warnings.filter((w) => !/^(new_repos|trending_repos|topic_)/.test(w)),
    );
    expect(o.step.outputs['news-checksum']).toBe(o.news.checksum);
    const recomputed = JSON.parse(
      python('news-checksum', join(o.out, `${WEEK}-external-news.json`)),
    ) as {
      stated: string;
      recomputed: string;
    };
    expect(recomputed.recomputed).toBe(recomputed.stated);
  } else {
    expect(o.step.outputs['news-checksum']).toBe('');
    expect(o.step.outputs['news-path']).toBe('');
  }
  if (status === 'failed') {
    // Failing is loud: one ::error:: line that says why.
    expect(o.step.stdout).toMatch(/^::error::.+$/m);
  }
}

/** Every artifact the Python program wrote, except the named ones, accepted. */
function expectAcceptedExcept(o: Outcome, except: string[]) {
  for (const name of o.written.artifacts) {
    if (name.startsWith('run-context-') || except.includes(name)) continue;
    expect([name, o.verdicts[name]]).toEqual([name, { verdict: 'accepted' }]);
  }
}

describe('fan-in of artifacts written by a Python program', () => {
  test('happy path: complete, exit 0, both canonical files, checksum agreed by Python', async () => {
    const o = await fanIn('happy');
    expectConsistent(o, 'complete');
    expect(o.files).toEqual(ALL_FILES);
    expectAcceptedExcept(o, []);
    expect(o.warnings).toEqual([]);
    expect(o.diagnostics.reason).toBeNull();
    expect(o.step.outputs['github-path']).toBe(join(o.out, `${WEEK}.json`));
    expect(o.step.outputs['news-path']).toBe(join(o.out, `${WEEK}-external-news.json`));
    expect(o.step.outputs['diagnostics-path']).toBe(join(o.out, `${WEEK}-fan-in-diagnostics.json`));
    // Python's own merge (dedup by normalized URL, first source wins, sort by (source, url)).
    const news = o.news!;
    expect(news.articles.map((a) => a.url)).toEqual(o.written.expected_article_urls);
    expect(news.checksum).toBe(o.written.expected_news_checksum);
    expect(news.metrics).toEqual({
      total_articles: o.written.expected_article_urls.length,
      total_relevant: o.written.expected_total_relevant,
      sources_succeeded: 5,
      sources_failed: 0,
    });
    // articles_count is before dedup: beta lost its copy of the shared story to alpha.
    expect(news.sources.beta).toEqual({ status: 'success', articles_count: 3 });
    expect(news.articles.find((a) => a.title === 'shared (beta)')).toBeUndefined();
    expect(news.merged_at).toBe('2026-05-28T20:26:40Z');
    // News output bytes: canonical JSON + newline.
    const text = await readFile(join(o.out, `${WEEK}-external-news.json`), 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    const github = JSON.parse(await readFile(join(o.out, `${WEEK}.json`), 'utf8')) as {
      new_repos: { full_name: string; stars_gained: number }[];
      trending_repos: { full_name: string }[];
    };
    expect(validate('github_raw_v2', github)).toEqual({ ok: true });
    // Union of new_repos and the topic shards, one record per full_name, sorted by UTF-16
    // code units (upper case first); as the legacy crawler writes them, without stars_gained.
    expect(github.new_repos.map((r) => [r.full_name, r.stars_gained])).toEqual([
      ['Beta/Upper', undefined],
      ['acme/ml-kit', undefined],
      ['zeta/new-thing', undefined],
    ]);
    expect(github.trending_repos.map((r) => r.full_name)).toEqual(['big/famous']);
  });

  test('the outputs do not depend on the order the artifacts arrive in', async () => {
    await expectOrderFree(await fanIn('happy'));
  });

  test('reruns: attempt 2 used, attempt 1 superseded and never counted', async () => {
    const o = await fanIn('reruns');
    expectConsistent(o, 'complete');
    expect(o.files).toEqual(ALL_FILES);
    expectAcceptedExcept(o, ['rss-alpha-a1', 'github-new_repos-a1']);
    expect(o.verdicts['rss-alpha-a1']).toEqual({ verdict: 'superseded', reason: 'superseded' });
    expect(o.verdicts['github-new_repos-a1']).toEqual({
      verdict: 'superseded',
      reason: 'superseded',
    });
    expect(o.verdicts['rss-alpha-a2']).toEqual({ verdict: 'accepted' });
    const urls = o.news!.articles.map((a) => a.url);
    expect(urls).toContain('https://example.com/alpha/only-in-attempt-2');
    expect(urls).not.toContain('https://example.com/alpha/only-in-attempt-1');
    expect(urls).toEqual(o.written.expected_article_urls);
    expect(o.news!.checksum).toBe(o.written.expected_news_checksum);
    expect(o.news!.sources.alpha).toEqual({ status: 'success', articles_count: 4 });
    const rssLegs = o.diagnostics.fans.rss!.legs;
    expect(rssLegs[0]).toMatchObject({ id: 'alpha', artifact: 'rss-alpha-a2', items: 4 });
    const github = await readFile(join(o.out, `${WEEK}.json`), 'utf8');
    expect(github).not.toContain('old/attempt');
    // Attempt 2 arriving before attempt 1: the same bytes.
    await expectOrderFree(o);
  });

  test.each([
    ['checksum', 'rss-alpha-a1', 'alpha', 'checksum'],
    ['week', 'rss-beta-a1', 'beta', 'run_context'],
    ['schema_version', 'rss-gamma-a1', 'gamma', 'schema_version'],
    ['duplicate_keys', 'rss-delta-a1', 'delta', 'parse'],
  ])(
    '%s: %s rejected, source %s missing (reason %s), degraded, exit 0',
    async (scenario, artifact, source, reason) => {
      const o = await fanIn(scenario);
      expectConsistent(o, 'degraded');
      expect(o.files).toEqual(ALL_FILES);
      expectAcceptedExcept(o, [artifact]);
      expect(o.verdicts[artifact]).toEqual({ verdict: 'rejected', reason });
      const entry = o.diagnostics.artifacts.find((a) => a.name === artifact)!;
      expect(entry.errors.length).toBeGreaterThan(0);
      expect(entry.errors[0]!.code).toBe(reason);
      expect(o.warnings).toEqual([`${source}: missing (no valid artifact: ${reason})`]);
      expect(o.news!.sources[source]).toEqual({
        status: 'missing',
        articles_count: 0,
        error: reason,
      });
      expect(o.news!.metrics.sources_succeeded).toBe(4);
      expect(o.news!.metrics.sources_failed).toBe(1);
      expect(o.news!.articles.some((a) => a.source === source)).toBe(false);
      expect(o.news!.articles.map((a) => a.url)).toEqual(o.written.expected_article_urls);
      expect(o.news!.checksum).toBe(o.written.expected_news_checksum);
      expect(o.diagnostics.reason).toMatch(/^degraded: /);
      // An error annotation names the rejected artifact.
      expect(o.step.stdout).toMatch(new RegExp(`^::error.*${artifact}`, 'm'));
      if (scenario === 'week')
        expect(entry.errors.map((e) => e.message).join('\n')).toContain(
          "week 2026-W24 does not match the run's week 2026-W23",
        );
    },
  );

  test('a partial source with no article counts as failed, with a warning', async () => {
    const o = await fanIn('partial_empty');
    expectConsistent(o, 'degraded');
    expect(o.files).toEqual(ALL_FILES);
    expectAcceptedExcept(o, []);
    expect(o.warnings).toEqual(['epsilon: partial with no article (counted as failed)']);
    expect(o.news!.sources.epsilon).toEqual({
      status: 'partial',
      articles_count: 0,
      error: 'no_articles',
    });
    expect(o.news!.metrics.sources_succeeded).toBe(4);
    expect(o.news!.metrics.sources_failed).toBe(1);
  });

  test('two of five sources failed: degraded, exit 0, a warning per source', async () => {
    const o = await fanIn('two_failed');
    expectConsistent(o, 'degraded');
    expect(o.files).toEqual(ALL_FILES);
    expectAcceptedExcept(o, []);
    expect(o.warnings).toEqual([
      'delta: failed (timeout): fetch timeout after 15s',
      'epsilon: failed (http_status): HTTP 503',
    ]);
    expect(o.news!.sources.delta).toEqual({
      status: 'failed',
      articles_count: 0,
      error: 'timeout',
    });
    expect(o.news!.sources.epsilon).toEqual({
      status: 'failed',
      articles_count: 0,
      error: 'http_status',
    });
    expect(o.news!.metrics).toMatchObject({ sources_succeeded: 3, sources_failed: 2 });
    expect(o.news!.articles.map((a) => a.url)).toEqual(o.written.expected_article_urls);
    expect(o.news!.checksum).toBe(o.written.expected_news_checksum);
    const decision = o.diagnostics.decisions.find((d) => d.rule === 'rss.min_source_ratio')!;
    expect(decision.outcome).not.toBe('fail');
  });

  test('three of five sources failed: failed, exit 1, diagnostics only', async () => {
    const o = await fanIn('three_failed');
    expectConsistent(o, 'failed');
    expect(o.news).toBeUndefined();
    // The canonical set is all or nothing: the GitHub fan passed, yet its file is not written.
    expect(o.files).toEqual([`${WEEK}-fan-in-diagnostics.json`]);
    expectAcceptedExcept(o, []);
    expect(o.warnings).toEqual([
      'gamma: failed (parse_error): not a feed',
      'delta: failed (timeout): fetch timeout after 15s',
      'epsilon: failed (http_status): HTTP 503',
    ]);
    const decision = o.diagnostics.decisions.find((d) => d.rule === 'rss.min_source_ratio')!;
    expect(decision.outcome).toBe('fail');
    expect(decision.detail).toContain('2 of 5 RSS sources succeeded');
  });

  test('a required shard missing: failed, exit 1, diagnostics only', async () => {
    const o = await fanIn('shard_missing');
    expectConsistent(o, 'failed');
    expect(o.files).toEqual([`${WEEK}-fan-in-diagnostics.json`]);
    expect(o.news).toBeUndefined();
    expect(o.step.outputs['github-path']).toBe('');
    expectAcceptedExcept(o, []);
    expect(o.warnings).toEqual(['topic_secondary: missing (no artifact)']);
    const leg = o.diagnostics.fans.github!.legs.find((l) => l.id === 'topic_secondary')!;
    expect(leg).toMatchObject({ status: 'missing', artifact: null, required: true });
    expect(o.diagnostics.fans.github!.closed).toBe(false);
    const decision = o.diagnostics.decisions.find((d) => d.rule === 'github.required')!;
    expect(decision.outcome).toBe('fail');
    expect(o.diagnostics.reason).toContain('topic_secondary');
  });

  test('a required shard with a tampered checksum: failed closed, diagnostics only', async () => {
    const o = await fanIn('shard_checksum');
    expectConsistent(o, 'failed');
    expect(o.files).toEqual([`${WEEK}-fan-in-diagnostics.json`]);
    expectAcceptedExcept(o, ['github-topic_primary-a1']);
    expect(o.verdicts['github-topic_primary-a1']).toEqual({
      verdict: 'rejected',
      reason: 'checksum',
    });
    expect(o.warnings).toEqual(['topic_primary: missing (no valid artifact: checksum)']);
    expect(o.diagnostics.decisions.find((d) => d.rule === 'github.required')!.outcome).toBe('fail');
  });
});

describe('fan-in of artifacts with exactly the fields of the contract', () => {
  // What another implementation of the contract writes: no fan frames, no queries, no filter
  // counts, repository records of eight fields; indented, every object's keys reversed.
  const IDENTIFYING = OPTIONAL_REPOSITORY_FIELDS;

  async function githubOf(o: Outcome): Promise<GithubRawOutput> {
    return JSON.parse(await readFile(join(o.out, `${WEEK}.json`), 'utf8')) as GithubRawOutput;
  }

  test('validate and merge: the expected articles and repositories, frames from the plan', async () => {
    const o = await fanIn('spec_only');
    expectConsistent(o, 'complete');
    expect(o.files).toEqual(ALL_FILES);
    expectAcceptedExcept(o, []);
    expect(o.warnings).toEqual([]);
    const news = o.news!;
    expect(news.articles.map((a) => a.url)).toEqual(o.written.expected_article_urls);
    expect(news.metrics.total_relevant).toBe(o.written.expected_total_relevant);
    // Every leg took its seq from the plan, by its id.
    const legs = o.diagnostics.fans.rss?.legs.map((l) => [l.seq, l.id, l.status]);
    expect(legs).toEqual(
      ['alpha', 'beta', 'gamma', 'delta', 'epsilon'].map((id, i) => [i, id, 'success']),
    );
    const github = await githubOf(o);
    expect(validate('github_raw_v2', github)).toEqual({ ok: true });
    for (const list of ['new_repos', 'trending_repos'] as const) {
      expect(
        github[list].map((r) => ({
          full_name: r.full_name,
          stars: r.stars,
          stars_gained: r.stars_gained ?? null,
        })),
      ).toEqual(
        // As the legacy crawler writes them, new repositories carry no stars_gained.
        o.written.expected_repositories[list].map((r) =>
          list === 'new_repos' ? { ...r, stars_gained: null } : r,
        ),
      );
      // The legacy keys stay, in their order; what no shard supplied is null, never made up.
      for (const record of github[list]) {
        const fields = record as unknown as Record<string, unknown>;
        for (const key of IDENTIFYING) expect([key, fields[key]]).toEqual([key, null]);
      }
    }
    expect(github.new_repos.length).toBeGreaterThan(0);
    // Shards of only the contract's fields report no filters: each list's counts are empty.
    expect(github.metadata.filter_summary).toEqual({ new_repos: {}, trending_repos: {} });
    expect(github.metadata.shards.new_repos).toMatchObject({ status: 'success' });
    await expectOrderFree(o);
  });

  test('an RSS leg without its metrics is still refused (schema), the run degrades', async () => {
    const o = await fanIn('spec_only_no_metrics');
    expectConsistent(o, 'degraded');
    expectAcceptedExcept(o, ['rss-alpha-a1']);
    expect(o.verdicts['rss-alpha-a1']).toEqual({ verdict: 'rejected', reason: 'schema' });
    expect(o.news!.articles.map((a) => a.url)).toEqual(o.written.expected_article_urls);
    expect(o.warnings).toEqual(['alpha: missing (no valid artifact: schema)']);
  });

  test('a required shard with a record missing pushed_at is refused: failed closed', async () => {
    const o = await fanIn('spec_only_no_pushed_at');
    expectConsistent(o, 'failed');
    expect(o.files).toEqual([`${WEEK}-fan-in-diagnostics.json`]);
    expect(o.verdicts['github-trending_repos-a1']).toEqual({
      verdict: 'rejected',
      reason: 'schema',
    });
    const rejected = o.diagnostics.artifacts.find((a) => a.name === 'github-trending_repos-a1');
    expect(JSON.stringify(rejected)).toContain('/repositories/0');
  });
});

describe('a failed fan-in publishes no canonical set', () => {
  // Every failing scenario above, run as on a runner: outputs uploaded, and the output
  // directory already holding the canonical files of an earlier successful fan-in.
  const EARLIER = {
    [`${WEEK}.json`]: '{"earlier": "github"}\n',
    [`${WEEK}-external-news.json`]: '{"earlier": "news"}\n',
  };

  test.each(['three_failed', 'shard_missing', 'shard_checksum', 'spec_only_no_pushed_at'])(
    '%s: diagnostics only, earlier outputs untouched, no canonical artifact',
    async (scenario) => {
      const o = await fanIn(scenario, { upload: true, earlier: EARLIER });
      expect([o.step.exitCode, o.step.outputs.status, o.diagnostics.status]).toEqual([
        1,
        'failed',
        'failed',
      ]);
      for (const [name, text] of Object.entries(EARLIER)) {
        expect([name, await readFile(join(o.out, name), 'utf8')]).toEqual([name, text]);
      }
      const artifacts = await readdir(o.dir);
      expect(artifacts.filter((name) => name.startsWith('canonical-'))).toEqual([]);
      expect(artifacts).toContain('fan-in-diagnostics-a1');
      expect(o.step.outputs['canonical-artifact']).toBe('');
      expect(o.step.outputs['github-path']).toBe('');
    },
  );

  test('a fan-in that succeeds uploads its canonical artifact (the check above can fail)', async () => {
    const o = await fanIn('happy', { upload: true, earlier: EARLIER });
    expectConsistent(o, 'complete');
    expect(await readFile(join(o.out, `${WEEK}.json`), 'utf8')).not.toBe(EARLIER[`${WEEK}.json`]);
    expect((await readdir(o.dir)).filter((name) => name.startsWith('canonical-'))).toEqual([
      `canonical-${WEEK}-a1`,
    ]);
  });
});

describe('a fan-in run again over a kept artifact directory', () => {
  test('at another time, into another output directory: the kept canonical artifact stands', async () => {
    const root = await mkdtemp(join(tmpdir(), 'fan-in-foreign-kept-'));
    dirs.push(root);
    const dir = join(root, 'artifacts');
    python('write', dir, 'happy');
    const canonical = join(dir, `canonical-${WEEK}-a1`);
    const once = async (out: string, epoch: string) =>
      runStep(
        'fan-in',
        { 'artifact-dir': dir, 'output-dir': join(root, out), upload: 'true' },
        { cwd: root, env: { SOURCE_DATE_EPOCH: epoch } },
      );
    const first = await once('out', EPOCH);
    expect([first.exitCode, first.outputs.status]).toEqual([0, 'complete']);
    const kept = await readFile(join(canonical, `${WEEK}-external-news.json`));
    // A minute later: another merged_at, and the checksum over it.
    const again = await once('out-again', String(Number(EPOCH) + 60));
    expect([again.exitCode, again.stderr, again.outputs.status]).toEqual([0, '', 'complete']);
    expect(again.stdout).toContain(
      `Artifact canonical-${WEEK}-a1 already exists with the same content`,
    );
    const news = await readFile(join(root, 'out-again', `${WEEK}-external-news.json`));
    expect(news.equals(kept)).toBe(false);
    expect(JSON.parse(news.toString()).merged_at).not.toBe(JSON.parse(kept.toString()).merged_at);
    expect((await readFile(join(canonical, `${WEEK}-external-news.json`))).equals(kept)).toBe(true);
    expect(again.outputs['canonical-artifact']).toBe(`canonical-${WEEK}-a1`);
  });
});
