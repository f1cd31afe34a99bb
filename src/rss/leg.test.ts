import { gzipSync } from 'node:zlib';
import {
  FIXTURES,
  rss2,
  startFeedServer,
  type FeedServer,
} from '../../action-tests/feed-server.js';
import { checksumOf } from '../canonical/index.js';
import { validate } from '../contracts/index.js';
import { exampleRunContext } from '../../test-support/contracts-examples.js';
import { tempDirs } from '../../test-support/temp-dirs.js';
import { createHttpClient, type HttpClientOptions } from '../http/index.js';
import { openHttpCache, type HttpCache } from './cache.js';
import { runRssLeg, type RssLegReport } from './leg.js';

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer({
    fixtures: {
      'gzip-raw': {
        contentType: 'application/octet-stream',
        body: gzipSync(FIXTURES['techcrunch']!.body as string),
      },
    },
  });
});
afterAll(async () => {
  await server.close();
});

const sleeps: number[] = [];
beforeEach(() => {
  sleeps.length = 0;
});

const MAX_BYTES = 1024 * 1024;

async function leg(
  path: string,
  opts: {
    client?: Partial<HttpClientOptions>;
    cache?: HttpCache | null;
    signal?: AbortSignal;
    url?: string;
    wallClock?: () => number;
  } = {},
): Promise<RssLegReport> {
  const client = createHttpClient({
    userAgent: 'squadscope-test',
    timeoutMs: 3000,
    maxAttempts: 3,
    maxBytes: MAX_BYTES,
    allowPrivateNetwork: true,
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...opts.client,
  });
  const report = await runRssLeg(
    {
      source: { id: 'src', feed_url: opts.url ?? `${server.url}${path}` },
      runContext: exampleRunContext(),
      fan: [{ fan_id: '2026-W23-0123456789ab:rss', seq: 0, expected: 1 }],
      keywords: ['AI', 'agent', 'LLM', 'open source', 'machine learning'],
      relevanceThreshold: 0.4,
      maxBytes: opts.client?.maxBytes ?? MAX_BYTES,
      timeoutMs: 3000,
    },
    {
      client,
      cache: opts.cache ?? null,
      clock: () => performance.now(),
      ...(opts.signal ? { signal: opts.signal } : {}),
      ...(opts.wallClock ? { wallClock: opts.wallClock } : {}),
    },
  );
  // Every artifact, whatever happened, is valid and its checksum recomputes.
  expect(validate('rss_source_v2', report.artifact)).toEqual({ ok: true });
  expect(report.artifact.checksum).toBe(checksumOf(report.artifact.articles));
  return report;
}

describe('RSS leg: real-world-shaped feeds', () => {
  it("success with only in-window articles, scored as SquadScope's crawler scores them (its values)", async () => {
    const { artifact, extraction } = await leg('/feed/techcrunch');
    expect(artifact.status).toBe('success');
    expect(artifact.articles.map((a) => [a.url, a.relevance_score, a.github_urls])).toEqual([
      [
        'https://news.example/2026/06/02/openai-agents',
        1,
        ['https://github.com/openai/agents-sdk', 'https://github.com/nodejs/node'],
      ],
      ['https://news.example/2026/06/03/raises', 0.6, []],
    ]);
    expect(artifact.metrics).toMatchObject({
      articles_fetched: 2,
      articles_relevant: 2,
      retries: 0,
    });
    expect(extraction?.outsideWindow).toBe(2);
    // Its source_content_checksum of the same two articles (Python, its crawler's function).
    expect(artifact.source_content_checksum).toBe(TECHCRUNCH_CONTENT_CHECKSUM);
    expect(artifact.fetch).toBeUndefined(); // no wall clock given
  });

  it('records its fetch (host, times, timeout, attempts) when it has a wall clock', async () => {
    let now = Date.parse('2026-06-08T06:00:00.250Z');
    const { artifact } = await leg('/feed/techcrunch', {
      wallClock: () => {
        const t = now;
        now += 1234;
        return t;
      },
    });
    expect(artifact.fetch).toEqual({
      host: '127.0.0.1',
      started_at: '2026-06-08T06:00:00Z',
      ended_at: '2026-06-08T06:00:01Z',
      duration_seconds: 1.234,
      timeout_seconds: 3,
      attempts: 1,
    });
  });

  it('resolves relative Atom links against xml:base', async () => {
    const { artifact } = await leg('/feed/atom');
    expect(artifact.articles.map((a) => [a.url, a.published])).toEqual([
      ['https://cdn.example/posts/post-2', '2026-06-05T12:00:00Z'],
      ['https://huggingface.example/blog/llm-eval', '2026-06-04T06:00:00Z'],
    ]);
  });

  it('keeps one article per URL for duplicate items', async () => {
    const { artifact } = await leg('/feed/duplicates');
    expect(artifact.status).toBe('success');
    expect(artifact.articles.map((a) => a.title)).toEqual(['Same story', 'Other story']);
  });

  it('partial when entries have no link or a bad date', async () => {
    const { artifact, extraction } = await leg('/feed/bad-entries');
    expect(artifact.status).toBe('partial');
    expect(artifact.error).toBeNull();
    expect(artifact.articles.map((a) => a.url)).toEqual(['https://bad.example/good']);
    expect(extraction?.dropped).toEqual({ no_link: 1, bad_date: 2 });
  });

  it('success with zero articles for an empty feed', async () => {
    expect((await leg('/feed/empty')).artifact).toMatchObject({ status: 'success', articles: [] });
  });

  it.each([
    ['cp1251-header', 'Новости ИИ: Яндекс открыл модель', 'windows-1251'],
    ['cp1251-decl', 'Привет, мир', 'windows-1251'],
    ['latin1', 'Café Müller: Straße à la carte', 'windows-1252'],
  ])('decodes the %s feed', async (name, title, charset) => {
    const report = await leg(`/feed/${name}`);
    expect(report.charset).toBe(charset);
    expect(report.artifact.articles[0]!.title).toBe(title);
  });

  it.each(['gzip', 'deflate', 'br'])('reads a %s-encoded feed', async (coding) => {
    expect((await leg(`/encoded/${coding}?feed=techcrunch`)).artifact.articles).toHaveLength(2);
  });

  it('reads a gzip body served without Content-Encoding', async () => {
    expect((await leg('/feed/gzip-raw')).artifact).toMatchObject({
      status: 'success',
      metrics: { articles_fetched: 2 },
    });
  });
});

describe('RSS leg: conditional GET', () => {
  const tempDir = tempDirs('rss-leg-cache-');

  it('stores validators, sends them next time and reuses the body on 304', async () => {
    const cache = openHttpCache(await tempDir());
    const first = await leg('/conditional?feed=techcrunch', { cache });
    expect(first.fromCache).toBe(false);
    const second = await leg('/conditional?feed=techcrunch', { cache });
    expect(second.fromCache).toBe(true);
    expect(second.artifact.articles).toEqual(first.artifact.articles);
    expect(second.artifact.checksum).toBe(first.artifact.checksum);
    const last = server.requests.filter((r) => r.path.startsWith('/conditional')).at(-1)!;
    expect(last.headers['if-none-match']).toBe('"v1-fixture"');
    expect(last.headers['if-modified-since']).toBe('Fri, 05 Jun 2026 00:00:00 GMT');
  });
});

describe('RSS leg: faults', () => {
  // A fault, the leg's options, and the failed artifact it ends in.
  it.each([
    {
      what: '404: failed http_status, no retry',
      path: '/status/404',
      failed: {
        error: { code: 'http_status', status: 404, message: 'HTTP 404' },
        metrics: { retries: 0 },
      },
    },
    {
      what: '503 forever: failed http_status 503 after max attempts',
      path: '/flaky?fail=99&key=leg503x',
      failed: { error: { code: 'http_status', status: 503 }, metrics: { retries: 2 } },
    },
    {
      what: 'slow headers: failed timeout',
      path: '/slow-headers?ms=20000',
      opts: { client: { headerTimeoutMs: 200, maxAttempts: 2 } },
      failed: { error: { code: 'timeout' }, metrics: { retries: 1 } },
    },
    {
      what: 'a body that never ends (slowly): failed timeout',
      path: '/never-ending',
      opts: { client: { timeoutMs: 500, maxAttempts: 1 } },
      failed: { error: { code: 'timeout' } },
    },
    {
      what: 'a gzip bomb: failed too_large',
      path: '/gzip-bomb',
      failed: { error: { code: 'too_large' } },
    },
    {
      what: 'a redirect loop: failed http_status',
      path: '/redirect-loop',
      failed: {
        error: { code: 'http_status', status: 302, message: expect.stringContaining('redirects') },
        metrics: { retries: 0 },
      },
    },
    {
      what: 'a redirect to 169.254.169.254: failed blocked_url',
      path: '/redirect-metadata',
      failed: { error: { code: 'blocked_url' } },
    },
    {
      what: 'a non-http feed URL: failed blocked_url',
      path: '',
      opts: { url: 'file:///etc/passwd' },
      failed: { error: { code: 'blocked_url' } },
    },
    {
      what: 'connection reset mid-body: failed network after retries',
      path: '/reset-early',
      failed: { error: { code: 'network' }, metrics: { retries: 2 } },
    },
  ])('$what', async ({ path, opts, failed }) => {
    expect((await leg(path, opts)).artifact).toMatchObject({ status: 'failed', ...failed });
  });

  it("a status outside HTTP's range: failed http_status, still a valid artifact", async () => {
    const { artifact } = await leg('/status/999');
    expect(artifact).toMatchObject({
      status: 'failed',
      error: { code: 'http_status', message: 'HTTP 999' },
    });
    expect(artifact.error).not.toHaveProperty('status');
    expect(validate('rss_source_v2', artifact)).toEqual({ ok: true });
  });

  it('503 then 200: success after one retry', async () => {
    expect((await leg('/flaky?fail=1&key=leg503')).artifact).toMatchObject({
      status: 'success',
      metrics: { retries: 1 },
    });
  });

  it('429 with Retry-After: waits as asked, then success', async () => {
    const { artifact } = await leg('/flaky?fail=1&status=429&retry_after=3&key=leg429');
    expect(artifact).toMatchObject({ status: 'success', metrics: { retries: 1 } });
    expect(sleeps).toEqual([3000]);
  });

  it('a body that never ends (fast): partial with the entries before the byte limit', async () => {
    const { artifact, repaired } = await leg('/never-ending?fast=1', {
      client: { maxBytes: 64 * 1024 },
    });
    expect(artifact.status).toBe('partial');
    expect(repaired).toBe('truncated');
    expect(artifact.articles.length).toBeGreaterThan(100);
  });

  it('a 50 MB body: partial at the byte limit', async () => {
    const started = Date.now();
    const { artifact } = await leg('/big?mb=50');
    expect(artifact.status).toBe('partial');
    expect(artifact.articles.length).toBeGreaterThan(500);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('127.0.0.1 with private networks refused: failed blocked_url, nothing sent', async () => {
    const before = server.requests.length;
    const { artifact } = await leg('/feed/techcrunch', { client: { allowPrivateNetwork: false } });
    expect(artifact).toMatchObject({ status: 'failed', error: { code: 'blocked_url' } });
    expect(server.requests.length).toBe(before);
  });

  it('a host name that resolves to a loopback address: blocked_url naming allow-private-network', async () => {
    const { artifact } = await leg('', {
      url: 'http://feeds.example/rss',
      client: {
        allowPrivateNetwork: false,
        resolver: async () => [{ address: '127.0.0.1', family: 4 }],
      },
    });
    expect(artifact.error).toEqual({
      code: 'blocked_url',
      message:
        'host "feeds.example" resolves to 127.0.0.1: loopback, private, link-local, metadata or reserved: set allow-private-network: true to crawl it',
    });
  });

  it('a metadata address: blocked_url without the hint, as no input reaches it', async () => {
    const { artifact } = await leg('/redirect-metadata');
    expect(artifact.error?.code).toBe('blocked_url');
    expect(artifact.error?.message).not.toContain('allow-private-network');
  });

  it.each(['not-a-feed', 'billion-laughs', 'xxe'])('%s: failed parse_error', async (name) => {
    expect((await leg(`/feed/${name}`)).artifact).toMatchObject({
      status: 'failed',
      error: { code: 'parse_error' },
      articles: [],
    });
  });
});

describe('RSS leg: cancellation', () => {
  it('cancelled while waiting for headers: failed cancelled within 2 s', async () => {
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 150);
    const started = Date.now();
    const { artifact } = await leg('/slow-headers?ms=20000', { signal: ac.signal });
    expect(artifact).toMatchObject({ status: 'failed', error: { code: 'cancelled' } });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('cancelled mid-body: partial with the entries read so far', async () => {
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 400);
    const started = Date.now();
    const { artifact } = await leg('/never-ending', { signal: ac.signal });
    expect(artifact.status).toBe('partial');
    expect(artifact.articles.length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('cancelled before the start: failed cancelled, nothing sent', async () => {
    const before = server.requests.length;
    expect((await leg('/feed/techcrunch', { signal: AbortSignal.abort() })).artifact).toMatchObject(
      {
        status: 'failed',
        error: { code: 'cancelled' },
      },
    );
    expect(server.requests.length).toBe(before);
  });
});

describe('RSS leg: never crashes', () => {
  it('turns an unexpected exception into failed: internal', async () => {
    const report = await runRssLeg(
      {
        source: { id: 'src', feed_url: `${server.url}/feed/techcrunch` },
        runContext: exampleRunContext(),
        fan: [{ fan_id: 'f', seq: 0, expected: 1 }],
        keywords: ['x'],
        relevanceThreshold: 0.4,
        maxBytes: 1000,
      },
      {
        client: {
          get: async () => {
            throw new TypeError('boom');
          },
        },
        cache: null,
        clock: () => 0,
      },
    );
    expect(report.artifact).toMatchObject({
      status: 'failed',
      error: { code: 'internal', message: 'internal error: boom' },
    });
  });

  it('builds the same artifact from the same feed twice (determinism)', async () => {
    const a = (await leg('/feed/techcrunch')).artifact;
    const b = (await leg('/feed/techcrunch')).artifact;
    expect({ ...a, metrics: { ...a.metrics, fetch_duration_ms: 0 } }).toEqual({
      ...b,
      metrics: { ...b.metrics, fetch_duration_ms: 0 },
    });
  });

  it('reads an RSS feed whose items use relative links with no base', async () => {
    const doc = rss2([{ title: 'Rel', link: '/p/1', pubDate: 'Tue, 02 Jun 2026 10:00:00 GMT' }]);
    const local = await startFeedServer({ fixtures: { rel: { body: doc } } });
    try {
      const { artifact } = await leg('', { url: `${local.url}/feed/rel` });
      expect(artifact.articles[0]!.url).toBe(`${local.url}/p/1`);
    } finally {
      await local.close();
    }
  });
});

/** source_content_checksum of the techcrunch fixture's two in-window articles, by its crawler. */
const TECHCRUNCH_CONTENT_CHECKSUM =
  '5874bb891623fc09f50fce7267a4c76d2ad618c858bf7b2dcdb6d4d33f003179';
