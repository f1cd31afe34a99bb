/**
 * What the demo crawl must produce, derived from the demo data itself rather than from the
 * code under test: the feeds parsed with rss-parser, kept inside the week, deduplicated by
 * URL (host and path, without query or trailing slash) with the first source in config
 * order winning; and the recorded search answers minus the repositories the crawler's
 * filters drop (named here, each for a documented reason).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Parser from 'rss-parser';
import { checksumOf } from '../src/canonical/index.js';
import { crawlCommand } from '../src/cli/commands/crawl.js';
import { validate, type RunMetrics } from '../src/contracts/index.js';

export const demoDir = resolve(import.meta.dirname, '..', 'examples', 'demo');
export const DEMO_SINCE = '2026-06-01T00:00:00Z';
export const DEMO_UNTIL = '2026-06-08T00:00:00Z';

/** Dropped by the crawler's filters: a fork, a fork, no description, an awesome list, a template starter kit. */
export const FILTERED = [
  'copycat-dev/kestrel-serve',
  'mirrorbot/cortex',
  'jdoe42/llm-notes',
  'starter-kits/nextjs-ai-starter',
];

export function urlKey(url: string): string {
  const u = new URL(url);
  return `${u.host.toLowerCase()}${u.pathname.replace(/(.)\/$/, '$1')}`;
}

/** Normalized URL => the source that wins it. */
export async function expectedArticles(): Promise<Map<string, string>> {
  const sources = JSON.parse(readFileSync(join(demoDir, 'sources.json'), 'utf8')) as {
    id: string;
  }[];
  const parser = new Parser();
  const winners = new Map<string, string>();
  for (const { id } of sources) {
    const feed = await parser.parseString(
      readFileSync(join(demoDir, 'feeds', `${id}.xml`), 'utf8'),
    );
    for (const item of feed.items) {
      const published = new Date(item.isoDate!).toISOString().slice(0, 19) + 'Z';
      if (published < DEMO_SINCE || published >= DEMO_UNTIL) continue;
      const key = urlKey(item.link!);
      if (!winners.has(key)) winners.set(key, id);
    }
  }
  return winners;
}

function names(file: string): string[] {
  const answer = JSON.parse(readFileSync(join(demoDir, 'github', file), 'utf8')) as {
    items: { full_name: string }[];
  };
  return answer.items.map((i) => i.full_name).filter((n) => !FILTERED.includes(n));
}

/**
 * `new_repos` of the canonical file is the union of the new_repos and topic shards; the demo
 * topic config's secondary query runs because the primary ones find fewer than its minimum.
 */
export function expectedRepositories(): { new_repos: string[]; trending_repos: string[] } {
  const union = new Set([
    ...names('new_repos.json'),
    ...names('topic-llm.json'),
    ...names('topic-machine-learning.json'),
    ...names('topic-ai-agents.json'),
  ]);
  const sorted = (list: Iterable<string>) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    new_repos: sorted(union),
    trending_repos: sorted(new Set(names('trending_repos.json'))),
  };
}

export const ACTIONS = ['make-run-context', 'crawl-rss-leg', 'crawl-github-shard', 'fan-in'];
/** The demo runs the README's schedule: files named after the Monday it runs in, 2026-W24. */
export const WEEK = '2026-W24';
const root = resolve(import.meta.dirname, '..');

export interface DemoRun {
  dir: string;
  out: string;
  artifacts: string;
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** `squadscope crawl` in this process, into a fresh directory; fails loudly without dist/. */
export async function crawlDemo(args: string[]): Promise<DemoRun> {
  const missing = ACTIONS.map((a) => `dist/${a}/index.js`).filter(
    (p) => !existsSync(join(root, p)),
  );
  if (missing.length > 0)
    throw new Error(`missing ${missing.join(', ')}: run 'npm run build' (CI commits dist/)`);
  const dir = mkdtempSync(join(tmpdir(), 'demo-test-'));
  const run: DemoRun = {
    dir,
    out: join(dir, 'raw'),
    artifacts: join(dir, 'artifacts'),
    exitCode: -1,
    stdout: '',
    stderr: '',
  };
  run.exitCode = await crawlCommand(
    ['--output-dir', run.out, '--artifact-dir', run.artifacts, ...args],
    {
      stdout: (t) => (run.stdout += t),
      stderr: (t) => (run.stderr += t),
      env: {},
    },
  );
  return run;
}

interface Article {
  url: string;
  source: string;
  published: string;
  github_urls: string[];
}

/**
 * The run ledger of a demo run: one record per leg (and the plan's), every one of this
 * run, joined and valid, with the critical path plan → slowest leg → fan-in.
 */
function checkDemoLedger(value: unknown, rssInLedger: boolean): void {
  expect(validate('run_metrics_v1', value)).toEqual({ ok: true });
  const ledger = value as RunMetrics;
  expect(ledger.run_id).toMatch(new RegExp(`^${WEEK}-[0-9a-f]{12}$`));
  expect(ledger.legs.map((l) => `${l.kind}/${l.leg_id}`).sort()).toEqual(
    [
      ...(rssInLedger
        ? ['techcrunch', 'nvidia_blog', 'hugging_face_blog', 'mit_technology_review', 'github_blog']
        : []
      ).map((id) => `rss/${id}`),
      ...['new_repos', 'trending_repos', 'topic_primary', 'topic_secondary'].map(
        (id) => `github/${id}`,
      ),
    ].sort(),
  );
  for (const leg of [...ledger.legs, ledger.plan!]) expect(leg.run_id).toBe(ledger.run_id);
  for (const leg of ledger.legs) expect(leg.fan_id).toBe(`${ledger.run_id}:${leg.kind}`);
  expect(ledger.left_out).toEqual([]);
  expect(ledger.run.critical_path.map((s) => s.step)).toEqual([
    'plan',
    ledger.run.slowest[0]!.step,
    'fan-in',
  ]);
  expect(ledger.totals.items).toBeGreaterThan(0);
}

/** The canonical outputs of a demo run: valid, checksums right, exactly the expected content. */
/**
 * `rssInLedger`: whether the RSS legs published metrics records (packed legs publish none,
 * so that a packed job creates one artifact).
 */
export async function checkDemoOutputs(out: string, rssInLedger = true): Promise<void> {
  const read = (name: string) => JSON.parse(readFileSync(join(out, name), 'utf8')) as unknown;
  expect(readdirSync(out).sort()).toEqual([
    `${WEEK}-external-news.json`,
    `${WEEK}-fan-in-diagnostics.json`,
    `${WEEK}-metrics.json`,
    `${WEEK}-stars.json`,
    `${WEEK}.json`,
  ]);
  // The star chain, in SquadScope's crawl.py format: both lists' repositories, captured at
  // the run's pinned clock (Monday 00:07, the week the files are named after).
  const stars = read(`${WEEK}-stars.json`) as {
    week: string;
    captured_at: string;
    repository_count: number;
    stars: Record<string, number>;
  };
  expect(Object.keys(stars)).toEqual(['week', 'captured_at', 'repository_count', 'stars']);
  expect([stars.week, stars.captured_at]).toEqual([WEEK, '2026-06-08T00:07:00Z']);
  expect(stars.stars['opencortex/cortex']).toBe(48210);
  expect(stars.repository_count).toBe(Object.keys(stars.stars).length);
  checkDemoLedger(read(`${WEEK}-metrics.json`), rssInLedger);
  const news = read(`${WEEK}-external-news.json`) as {
    articles: Article[];
    checksum: string;
    sources: Record<string, { status: string }>;
  };
  expect(validate('external_news_v2', news)).toEqual({ ok: true });
  expect(news.checksum).toBe(checksumOf(news.articles));
  expect(Object.values(news.sources).map((s) => s.status)).toEqual(Array(5).fill('success'));
  const raw = read(`${WEEK}.json`) as {
    new_repos: { full_name: string }[];
    trending_repos: { full_name: string; stars_gained?: number | null }[];
  };
  expect(validate('github_raw_v2', raw)).toEqual({ ok: true });
  expect(validate('fan_in_diagnostics_v1', read(`${WEEK}-fan-in-diagnostics.json`))).toEqual({
    ok: true,
  });

  // Window, dedup by normalized URL and source priority: exactly what the data implies.
  const got = new Map(news.articles.map((a) => [urlKey(a.url), a.source]));
  expect(got.size).toBe(news.articles.length);
  expect(Object.fromEntries(got)).toEqual(Object.fromEntries(await expectedArticles()));
  expect(news.articles.filter((a) => a.github_urls.length > 0).length).toBeGreaterThanOrEqual(15);

  expect({
    new_repos: raw.new_repos.map((r) => r.full_name),
    trending_repos: raw.trending_repos.map((r) => r.full_name),
  }).toEqual(expectedRepositories());
  // Last week's star snapshot gives the trending repositories their stars_gained.
  expect(raw.trending_repos.find((r) => r.full_name === 'opencortex/cortex')?.stars_gained).toBe(
    48210 - 46920,
  );
}
