import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Parser from 'rss-parser';
import { validate } from '../contracts/index.js';
import { readSearchItem } from '../github/records.js';
import {
  DEMO_NOW,
  DEMO_WEEK,
  pickAnswer,
  startDemoServer,
  type DemoServer,
} from './demo-server.js';

const dataDir = resolve(import.meta.dirname, '..', '..', 'examples', 'demo');
/** The demo's configured sources: the feeds the server must serve. */
const SOURCES = (
  JSON.parse(readFileSync(join(dataDir, 'sources.json'), 'utf8')) as { id: string }[]
).map((source) => source.id);
const SINCE = Date.parse('2026-06-01T00:00:00Z');
const UNTIL = Date.parse('2026-06-08T00:00:00Z');

interface Answer {
  total_count: number;
  incomplete_results: boolean;
  items: { id: number; full_name: string; stargazers_count: number }[];
}

let server: DemoServer;
let clock = Date.parse(DEMO_NOW);

beforeAll(async () => {
  server = await startDemoServer({ dataDir, now: () => clock, searchLimitPerMinute: 30 });
});
afterAll(async () => {
  await server.close();
});

async function search(
  params: Record<string, string>,
): Promise<{ status: number; headers: Headers; body: Answer }> {
  const response = await fetch(
    `${server.url}/search/repositories?${new URLSearchParams(params).toString()}`,
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer,
  };
}

describe('demo feeds', () => {
  test('serves one feed per example source, with validators and 304', async () => {
    expect(SOURCES.length).toBeGreaterThan(1);
    expect(server.feeds).toEqual([...SOURCES].sort());
    for (const id of SOURCES) {
      const response = await fetch(server.feedUrl(id));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(
        /^application\/(rss|atom)\+xml; charset=utf-8$/,
      );
      const etag = response.headers.get('etag')!;
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(await response.text()).toBe(readFileSync(join(dataDir, 'feeds', `${id}.xml`), 'utf8'));
      const again = await fetch(server.feedUrl(id), { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    }
    expect((await fetch(`${server.url}/feeds/nope.xml`)).status).toBe(404);
  });

  test('the feeds are what the demo promises: in-week items, repository links, duplicates', async () => {
    const parser = new Parser();
    const links = new Map<string, string[]>();
    let inWindow = 0;
    let outside = 0;
    let withRepo = 0;
    for (const id of SOURCES) {
      const feed = await parser.parseString(
        readFileSync(join(dataDir, 'feeds', `${id}.xml`), 'utf8'),
      );
      expect(feed.items.length).toBeGreaterThanOrEqual(6);
      expect(feed.items.length).toBeLessThanOrEqual(10);
      for (const item of feed.items) {
        const published = Date.parse(item.isoDate ?? '');
        expect(Number.isNaN(published)).toBe(false);
        if (published >= SINCE && published < UNTIL) inWindow++;
        else outside++;
        const text = `${item.content ?? ''} ${(item as { 'content:encoded'?: string })['content:encoded'] ?? ''}`;
        if (/https:\/\/github\.com\/[\w.-]+\/[\w.-]+/.test(text)) withRepo++;
        // Duplicates are decided on the normalized URL: no query, no trailing slash.
        const url = new URL(item.link!, 'https://huggingface.co/');
        const key = `${url.host}${url.pathname.replace(/\/$/, '')}`;
        links.set(key, [...(links.get(key) ?? []), id]);
      }
    }
    expect(inWindow).toBeGreaterThanOrEqual(30);
    expect(outside).toBeGreaterThanOrEqual(3); // the leg must drop them
    expect(withRepo).toBeGreaterThanOrEqual(15);
    const shared = [...links.values()].filter((ids) => new Set(ids).size > 1);
    expect(shared.length).toBeGreaterThanOrEqual(2);
  });
});

describe('demo search API', () => {
  const window = { since: '2026-06-01T00:00:00Z', until: '2026-06-08T00:00:00Z' };

  test('picks the recorded answer by qualifier, sorted by stars', async () => {
    const created = await search({
      q: 'created:2026-06-01..2026-06-07 stars:>50',
      sort: 'stars',
      order: 'desc',
      per_page: '100',
    });
    expect(created.status).toBe(200);
    expect(created.body.incomplete_results).toBe(false);
    expect(created.body.items.map((i) => i.full_name)).toContain('kestrel-ai/kestrel-serve');
    const stars = created.body.items.map((i) => i.stargazers_count);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    expect(created.body.total_count).toBe(created.body.items.length);

    const pushed = await search({ q: 'pushed:2026-06-01..2026-06-07 stars:>50' });
    expect(pushed.body.items.map((i) => i.full_name)).toContain('opencortex/cortex');

    const topic = await search({ q: 'topic:llm stars:>50 pushed:2026-06-01..2026-06-07' });
    expect(topic.body.items.length).toBeGreaterThan(0);
    const expected = (
      JSON.parse(readFileSync(join(dataDir, 'github', 'topic-llm.json'), 'utf8')) as Answer
    ).items;
    expect(new Set(topic.body.items.map((i) => i.id))).toEqual(new Set(expected.map((i) => i.id)));

    const none = await search({ q: 'topic:cobol stars:>50' });
    expect(none.body).toEqual({ total_count: 0, incomplete_results: false, items: [] });
  });

  test('several topics: only repositories carrying all of them', () => {
    const items = (name: string) =>
      (JSON.parse(readFileSync(join(dataDir, 'github', `${name}.json`), 'utf8')) as Answer)
        .items as never[];
    const answers = new Map([
      ['topic-llm', items('topic-llm')],
      ['topic-machine-learning', items('topic-machine-learning')],
    ]);
    const both = pickAnswer('topic:llm topic:machine-learning', answers).map(
      (i) => (i as unknown as { full_name: string }).full_name,
    );
    expect(both.sort()).toEqual(['datamoth/moth-eval', 'opencortex/cortex']);
  });

  test('pages as GitHub does, with Link headers', async () => {
    const q = 'pushed:2026-06-01..2026-06-07 stars:>50';
    const all = await search({ q, sort: 'stars', order: 'desc', per_page: '100' });
    const first = await search({ q, sort: 'stars', order: 'desc', per_page: '5', page: '1' });
    const second = await search({ q, sort: 'stars', order: 'desc', per_page: '5', page: '2' });
    const last = await search({ q, sort: 'stars', order: 'desc', per_page: '5', page: '3' });
    expect(first.body.total_count).toBe(all.body.items.length);
    expect([...first.body.items, ...second.body.items, ...last.body.items]).toEqual(all.body.items);
    expect(first.headers.get('link')).toMatch(/page=2>; rel="next".*page=3>; rel="last"/);
    expect(second.headers.get('link')).toMatch(/rel="prev".*rel="next".*rel="last".*rel="first"/);
    expect(last.headers.get('link')).not.toMatch(/rel="next"/);
  });

  test('every recorded item is a well-formed search item; the snapshot is a valid contract', () => {
    for (const name of [
      'new_repos',
      'trending_repos',
      'topic-llm',
      'topic-machine-learning',
      'topic-ai-agents',
    ]) {
      const answer = JSON.parse(
        readFileSync(join(dataDir, 'github', `${name}.json`), 'utf8'),
      ) as Answer;
      expect(answer.total_count).toBe(answer.items.length);
      for (const raw of answer.items) {
        const result = readSearchItem(raw);
        expect(result).toMatchObject({ ok: true });
        if (!result.ok) continue;
        expect(Date.parse(result.item.pushed_at)).toBeGreaterThanOrEqual(Date.parse(window.since));
        expect(Date.parse(result.item.pushed_at)).toBeLessThan(Date.parse(window.until));
        if (name === 'new_repos')
          expect(Date.parse(result.item.created_at)).toBeGreaterThanOrEqual(
            Date.parse(window.since),
          );
      }
    }
    const snapshot = JSON.parse(
      readFileSync(join(dataDir, 'github', 'previous-stars-2026-W22.json'), 'utf8'),
    ) as unknown;
    expect(validate('star_snapshot_v1', snapshot)).toEqual({ ok: true });
    expect(DEMO_WEEK).toBe('2026-W23');
  });

  test('a 30-a-minute search budget in x-ratelimit headers, 403 past it, reset after the window', async () => {
    const limited = await startDemoServer({ dataDir, now: () => clock, searchLimitPerMinute: 3 });
    try {
      const ask = () =>
        fetch(`${limited.url}/search/repositories?q=created:2026-06-01..2026-06-07`);
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await ask();
        expect(response.status).toBe(200);
        expect(response.headers.get('x-ratelimit-limit')).toBe('3');
        expect(response.headers.get('x-ratelimit-resource')).toBe('search');
        remaining.push(response.headers.get('x-ratelimit-remaining')!);
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const over = await ask();
      expect(over.status).toBe(403);
      expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Number(over.headers.get('x-ratelimit-reset'))).toBe(
        Math.ceil((clock + 60_000) / 1000),
      );
      expect(((await over.json()) as { message: string }).message).toMatch(/rate limit exceeded/);
      clock += 60_000;
      expect((await ask()).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  test('refuses what GitHub refuses', async () => {
    expect((await fetch(`${server.url}/search/repositories`)).status).toBe(422);
    expect((await fetch(`${server.url}/search/repositories?q=x&per_page=abc`)).status).toBe(422);
    expect(
      (await fetch(`${server.url}/search/repositories?q=created:x&per_page=100&page=11`)).status,
    ).toBe(422);
    expect((await fetch(`${server.url}/search/repositories?q=x`, { method: 'POST' })).status).toBe(
      405,
    );
    expect((await fetch(`${server.url}/repos/a/b`)).status).toBe(404);
    const rate = (await (await fetch(`${server.url}/rate_limit`)).json()) as {
      resources: { search: { limit: number } };
    };
    expect(rate.resources.search.limit).toBe(30);
    expect(server.requests.some((r) => r.status === 405)).toBe(true);
  });
});

test('prefers the given port and falls back to a free one when it is taken', async () => {
  const first = await startDemoServer({ dataDir, port: server.port });
  try {
    expect(first.port).not.toBe(server.port);
    expect((await fetch(first.feedUrl('techcrunch'))).status).toBe(200);
  } finally {
    await first.close();
  }
  // A port that was just free: the server takes exactly it.
  const probe = await startDemoServer({ dataDir });
  const port = probe.port;
  await probe.close();
  const chosen = await startDemoServer({ dataDir, port });
  try {
    expect(chosen.port).toBe(port);
    expect(chosen.url).toBe(`http://127.0.0.1:${port}`);
  } finally {
    await chosen.close();
  }
});
