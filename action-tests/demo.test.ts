// `squadscope crawl` (npm run demo) end to end: the committed dist/ bundles run as separate
// processes against the bundled demo server, one per leg, and fan in into canonical outputs
// that validate and hold exactly what the demo data implies. dist/ is committed (CI checks
// that it is current), so a clean checkout has the bundles; without them this fails loudly.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runStep } from '../src/local/step.js';
import { DEMO_NOW } from '../src/cli/demo-server.js';
import { checkDemoOutputs, crawlDemo, WEEK, type DemoRun } from './demo-support.js';

const SOURCES = [
  'techcrunch',
  'nvidia_blog',
  'hugging_face_blog',
  'mit_technology_review',
  'github_blog',
];
const SHARDS = ['new_repos', 'trending_repos', 'topic_primary', 'topic_secondary'];

let run: DemoRun;
beforeAll(async () => {
  run = await crawlDemo(['--concurrency', '4']);
}, 120_000);
afterAll(() => {
  if (run) rmSync(run.dir, { recursive: true, force: true });
});

test('the demo crawl completes and reports each leg, then the summary', () => {
  expect({ exitCode: run.exitCode, stderr: run.stderr }).toEqual({ exitCode: 0, stderr: '' });
  const { stdout } = run;
  expect(stdout).toMatch(
    /demo mode: bundled feeds and GitHub answers on http:\/\/127\.0\.0\.1:\d+/,
  );
  expect(stdout).toMatch(
    new RegExp(`^plan +${WEEK} +run ${WEEK}-[0-9a-f]{12} +5 RSS sources, 4 GitHub shards`, 'm'),
  );
  for (const id of SOURCES)
    expect(stdout).toMatch(new RegExp(`^  rss +${id} +success +\\d+ articles +\\d+\\.\\d s$`, 'm'));
  for (const id of SHARDS)
    expect(stdout).toMatch(
      new RegExp(`^  github +${id} +success +\\d+ repositories +\\d+\\.\\d s$`, 'm'),
    );
  expect(stdout).toMatch(/^fan-in {2}complete/m);
  expect(stdout).toContain('legs          9 (9 success)');
  expect(stdout).toMatch(/^ {2}articles +[1-9]\d*$/m);
  expect(stdout).toMatch(/^ {2}repositories +[1-9]\d*$/m);
  expect(stdout).toContain(`${WEEK}-external-news.json`);
  // One artifact per leg in the local store, plus the plan's.
  const names = readdirSync(run.artifacts);
  for (const id of SOURCES) expect(names).toContain(`rss-${id}-a1`);
  for (const id of SHARDS) expect(names).toContain(`github-${id}-a1`);
  expect(names).toContain('run-context-a1');
});

test("the chart's leg durations are the table's times, and so is its critical path", () => {
  const table = new Map(
    [...run.stdout.matchAll(/^ {2}((?:rss|github)\/\w+) +success +\d+ \w+ +(\d+\.\d s)$/gm)].map(
      (m) => [m[1]!, m[2]!],
    ),
  );
  const chart = new Map(
    [...run.stdout.matchAll(/^ {4}((?:rss|github)\/\w+) +#* ?(\d+\.\d s)$/gm)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
  expect(table.size).toBe(SOURCES.length + SHARDS.length);
  expect(chart).toEqual(table);
  const plan = /^plan .*\((\d+\.\d s)\)$/m.exec(run.stdout)![1];
  const fanIn = /^fan-in {2}complete {2}\((\d+\.\d s)\)$/m.exec(run.stdout)![1];
  const path =
    /^ {2}critical path [\d.]+ s: plan (\S+ s) -> (\S+) (\S+ s) -> fan-in (\S+ s)$/m.exec(
      run.stdout,
    );
  const [, planAt, slowest, slowestAt, fanInAt] = path!;
  expect([planAt, slowestAt, fanInAt]).toEqual([plan, table.get(slowest!), fanIn]);
});

test('the outputs are valid and hold exactly what the demo data implies', async () => {
  await checkDemoOutputs(run.out);
});

test('the fan-in again over the same artifacts writes the same bytes (the demo is pinned)', async () => {
  const again = join(run.dir, 'again');
  const result = await runStep(
    'fan-in',
    { 'artifact-dir': run.artifacts, 'output-dir': again, upload: 'false' },
    { cwd: run.dir, env: { SOURCE_DATE_EPOCH: String(Date.parse(DEMO_NOW) / 1000) } },
  );
  expect(result.exitCode).toBe(0);
  // Every output but the run ledger, whose measured durations differ from run to run.
  for (const file of readdirSync(run.out).filter((f) => !f.endsWith('-metrics.json'))) {
    expect(readFileSync(join(again, file), 'utf8')).toBe(readFileSync(join(run.out, file), 'utf8'));
  }
});

/** An article as the news file's existing consumers read it: by the legacy names only. */
interface ConsumerArticle {
  source?: string;
  url?: string;
  published_at?: string;
  github_links?: string[];
  categories?: string[];
  sources?: string[];
}

interface ConsumerNews {
  week?: string;
  source?: string;
  crawled_at?: string;
  crawl_window?: { since?: string; until?: string };
  articles?: ConsumerArticle[];
  metadata?: {
    sources_succeeded?: string[];
    sources_failed?: string[];
    source_count?: number;
    total_articles?: number;
    github_links_found?: number;
  };
}

test('the news file reads to its existing consumers as the week it is', () => {
  // What the consumers do: read the fields by their legacy names, a missing one as empty.
  const news = JSON.parse(
    readFileSync(join(run.out, `${WEEK}-external-news.json`), 'utf8'),
  ) as ConsumerNews;
  const articles = news.articles ?? [];
  expect([news.week, news.source]).toEqual([WEEK, 'external_news']);
  expect(news.crawled_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  expect(news.crawl_window).toEqual({
    since: '2026-06-01T00:00:00Z',
    until: '2026-06-08T00:00:00Z',
  });

  // What the legs carried, read from their own artifacts: every link and publication time.
  const legArticles = SOURCES.flatMap((id) => {
    const leg = JSON.parse(
      readFileSync(join(run.artifacts, `rss-${id}-a1`, `rss-${id}.json`), 'utf8'),
    ) as {
      articles: {
        url: string;
        published: string;
        github_urls: string[];
        github_links?: string[];
      }[];
    };
    return leg.articles;
  });
  // The legs' links, as SquadScope's crawler finds them; it counts distinct links.
  const linkedByLegs = new Set(legArticles.flatMap((a) => a.github_links ?? a.github_urls));
  const linked = new Set(articles.flatMap((a) => a.github_links ?? []));
  expect(linked.size).toBeGreaterThanOrEqual(15);
  expect([...linked].sort()).toEqual([...linkedByLegs].sort());
  expect(news.metadata?.github_links_found).toBe(linked.size);
  // A repository of the week whose URL an article links: the direct match the consumers
  // try first finds it.
  const raw = JSON.parse(readFileSync(join(run.out, `${WEEK}.json`), 'utf8')) as {
    new_repos: { url: string | null }[];
    trending_repos: { url: string | null }[];
  };
  const weekRepos = [...raw.new_repos, ...raw.trending_repos].map((r) => r.url);
  const matched = weekRepos.filter((url) => url !== null && linked.has(url));
  expect(matched.length).toBeGreaterThan(0);

  // Every article is dated, with the time its leg published.
  const published = new Map(legArticles.map((a) => [a.url, a.published]));
  for (const a of articles) {
    expect([a.url, a.published_at]).toEqual([a.url, published.get(a.url as string)]);
    expect(a.sources).toContain(a.source);
    expect(Array.isArray(a.categories)).toBe(true);
  }
  expect(articles.some((a) => (a.categories ?? []).length > 0)).toBe(true);

  // The coverage of the week: every source succeeded.
  expect(news.metadata?.sources_succeeded).toEqual([...SOURCES].sort());
  expect(news.metadata?.sources_failed).toEqual([]);
  expect(news.metadata?.source_count).toBe(SOURCES.length);
  expect(news.metadata?.total_articles).toBe(articles.length);
});
