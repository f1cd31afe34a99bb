import {
  startGithubApiServer,
  type GithubApiServer,
  type GithubApiServerOptions,
} from '../../action-tests/github-api-server.js';
import { GithubError } from './errors.js';
import {
  fakeClock,
  fakeGithub,
  recordingLog,
  TEST_TOKEN,
  testClient,
  type FakeClock,
  type RecordingLog,
} from '../../test-support/github.js';
import { rejectedWith } from '../../test-support/errors.js';
import type { SearchClientOptions } from './client.js';
import { normaliseApiUrl, SearchClient } from './client.js';

const Q = 'created:2026-06-01..2026-06-07 stars:>50';

let server: GithubApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(
  serverOpts: GithubApiServerOptions = {},
  clientOpts: Partial<SearchClientOptions> = {},
): Promise<{ server: GithubApiServer; client: SearchClient; clock: FakeClock; log: RecordingLog }> {
  const github = await fakeGithub({ seed: 7, total: () => 250, ...serverOpts });
  server = github.server;
  return { server, client: github.client(clientOpts), clock: github.clock, log: github.log };
}

const failure = (promise: Promise<unknown>) => rejectedWith(GithubError, promise);

describe('SearchClient against the fake GitHub API', () => {
  test('fetches a page sorted by stars and learns the search budget from the headers', async () => {
    const { server, client } = await setup();
    const { page, body } = await client.searchPage(Q, 1, 100);
    expect(page.total_count).toBe(250);
    expect(page.items).toHaveLength(100);
    expect(JSON.parse(body)).toEqual({
      total_count: 250,
      incomplete_results: false,
      items: page.items,
    });
    const [req] = server.searchRequests();
    expect(req).toMatchObject({
      q: Q,
      page: 1,
      perPage: 100,
      sort: 'stars',
      order: 'desc',
      authScheme: 'token',
      status: 200,
    });
    expect(req?.userAgent).toContain('squadscope-crawl-github-shard');
    expect(client.counts()).toEqual({ calls: 1, secondaryEvents: 0, primaryEvents: 0 });
    expect(client.budget.remaining).toBe(29);
  });

  test.each([
    ['secondary', 403],
    ['secondary_429', 429],
    ['retry_after_only', 403],
  ] as const)(
    'a secondary limit (%s) is waited out through the budget, counted, then succeeds',
    async (kind, status) => {
      const { server, client, clock } = await setup({ faults: [{ kind, retryAfter: 42 }] });
      const { page } = await client.searchPage(Q, 1, 100);
      expect(page.items).toHaveLength(100);
      expect(server.searchRequests().map((r) => r.status)).toEqual([status, 200]);
      expect(client.counts()).toMatchObject({ calls: 2, secondaryEvents: 1 });
      expect(clock.sleeps).toEqual([42_000]);
      expect(client.budget.waitedMs).toBe(42_000);
    },
  );

  test.each(['secondary', 'secondary_429', 'retry_after_only'] as const)(
    'Retry-After: 0 on a secondary limit (%s) waits the 1 s minimum, not a minute and not 0',
    async (kind) => {
      const { server, client, clock } = await setup({ faults: [{ kind, retryAfter: 0 }] });
      await client.searchPage(Q, 1, 100);
      expect(server.searchRequests()).toHaveLength(2);
      expect(clock.sleeps).toEqual([1000]);
    },
  );

  test('a secondary limit without retry-after under max-wait-seconds fails at once, naming the cap', async () => {
    const { server, client, clock } = await setup(
      { faults: [{ kind: 'too_many_requests' }] },
      { maxWaitMs: 30_000 },
    );
    const error = await failure(client.searchPage(Q, 1, 100));
    expect(error.code).toBe('rate_limited');
    expect(error.message).toMatch(/60 s more would pass the cap of 30 s .*max-wait-seconds/);
    expect(clock.sleeps).toEqual([]);
    expect(server.searchRequests()).toHaveLength(1);
  });

  test('backoff before retries counts against max-wait-seconds too', async () => {
    const { server, client, clock } = await setup(
      { faults: [{ kind: 'server_error', times: Infinity }] },
      { retryBaseMs: 1000, retries: 3, maxWaitMs: 3000 },
    );
    const error = await failure(client.searchPage(Q, 1, 100));
    // 1 s, then 4 s would pass the 3 s cap: two attempts, one wait.
    expect(error.code).toBe('retry_exhausted');
    expect(error.message).toMatch(/HTTP 502.*4 s more would pass the cap of 3 s/);
    expect(clock.sleeps).toEqual([1000]);
    expect(server.searchRequests()).toHaveLength(2);
  });

  test('a 429 without retry-after or the message still counts as a secondary limit: waits a minute', async () => {
    const { server, client, clock } = await setup({ faults: [{ kind: 'too_many_requests' }] });
    await client.searchPage(Q, 1, 100);
    expect(server.searchRequests().map((r) => r.status)).toEqual([429, 200]);
    expect(client.counts().secondaryEvents).toBe(1);
    expect(clock.sleeps).toEqual([60_000]);
  });

  test('a nearly exhausted primary budget is waited out before it runs out: no 403', async () => {
    const { server, client, clock } = await setup(
      { rateLimit: { limit: 30, remaining: 2, windowSeconds: 60 } },
      { reserve: 1 },
    );
    const start = clock.now();
    for (const p of [1, 2, 3]) await client.searchPage(Q, p, 100);
    const statuses = server.searchRequests().map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200]);
    // After the first answer (remaining 1 = reserve) the client waited for the reset + 1 s.
    expect(clock.sleeps).toHaveLength(1);
    expect(clock.now() - start).toBeGreaterThanOrEqual(60_000);
    expect(client.counts().primaryEvents).toBe(0);
    expect(client.budget.waitedMs).toBe(clock.sleeps[0]);
  });

  test('a primary limit hit anyway (others spent the budget) waits for the reset and retries', async () => {
    const { server, client, clock } = await setup(
      { rateLimit: { limit: 30, remaining: 0, windowSeconds: 60 } },
      { reserve: 0 },
    );
    const { page } = await client.searchPage(Q, 1, 100);
    expect(page.items).toHaveLength(100);
    expect(server.searchRequests().map((r) => r.status)).toEqual([403, 200]);
    expect(client.counts()).toMatchObject({ calls: 2, primaryEvents: 1, secondaryEvents: 0 });
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(60_000);
  });

  test('past the cap on waiting it fails clearly instead of waiting', async () => {
    const { server, client, clock } = await setup(
      { faults: [{ kind: 'secondary', retryAfter: 600 }] },
      { maxWaitMs: 60_000 },
    );
    const error = await failure(client.searchPage(Q, 1, 100));
    expect(error.code).toBe('rate_limited');
    expect(error.message).toContain('max-wait-seconds');
    expect(clock.sleeps).toEqual([]);
    expect(server.searchRequests()).toHaveLength(1);
  });

  test('a secondary limit that persists gives up after the retry limit', async () => {
    const { server, client } = await setup(
      { faults: [{ kind: 'secondary', times: Infinity, retryAfter: 1 }] },
      { maxLimitRetries: 3 },
    );
    const error = await failure(client.searchPage(Q, 1, 100));
    expect(error.code).toBe('rate_limited');
    expect(server.searchRequests()).toHaveLength(4);
    expect(client.counts().secondaryEvents).toBe(4);
  });

  test('a 5xx burst is retried with backoff', async () => {
    const { server, client } = await setup({ faults: [{ kind: 'server_error', times: 2 }] });
    const { page } = await client.searchPage(Q, 1, 100);
    expect(page.items).toHaveLength(100);
    expect(server.searchRequests().map((r) => r.status)).toEqual([502, 502, 200]);
    expect(client.counts().calls).toBe(3);
  });

  test('persistent 5xx fails after the retries', async () => {
    const { server, client } = await setup(
      { faults: [{ kind: 'server_error', times: Infinity }] },
      { retries: 2 },
    );
    const error = await failure(client.searchPage(Q, 1, 100));
    expect(error.code).toBe('server_error');
    expect(error.status).toBe(502);
    expect(error.message).toContain('"Server Error"');
    expect(server.searchRequests()).toHaveLength(3);
  });

  test('a malformed answer is asked again, then fails when it stays malformed', async () => {
    const once = await setup({ faults: [{ kind: 'malformed' }] });
    await expect(once.client.searchPage(Q, 1, 100)).resolves.toBeDefined();
    expect(once.server.searchRequests()).toHaveLength(2);
    await once.server.close();

    const always = await setup(
      { faults: [{ kind: 'malformed', times: Infinity }] },
      { malformedRetries: 2 },
    );
    const error = await failure(always.client.searchPage(Q, 1, 100));
    expect(error.code).toBe('invalid_response');
    expect(always.server.searchRequests()).toHaveLength(3);
  });

  test.each([
    ['unauthorized', 401, 'unauthorized'],
    ['not_found', 404, 'not_found'],
    ['validation', 422, 'validation'],
  ] as const)('%s is not retried', async (kind, status, code) => {
    const { server, client, log } = await setup({ faults: [{ kind, times: Infinity }] });
    const error = await failure(client.searchPage(Q, 1, 100));
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(server.searchRequests()).toHaveLength(1);
    expect(error.message).not.toContain(TEST_TOKEN);
    expect(log.lines.join('\n')).not.toContain(TEST_TOKEN);
  });

  test('a wrong token gets one 401 and a one-line error without the token', async () => {
    const { server, client } = await setup({ token: 'the-right-token' });
    const error = await failure(client.searchPage(Q, 1, 100));
    expect(error.code).toBe('unauthorized');
    expect(error.message).toContain('"Bad credentials"');
    expect(error.message).not.toMatch(/[\r\n]/);
    expect(error.message).not.toContain(TEST_TOKEN);
    expect(server.searchRequests()).toHaveLength(1);
  });

  test("pages past GitHub's 1,000 cap answer 422 (the client never needs to ask them)", async () => {
    const { client } = await setup({ total: () => 5000 });
    const error = await failure(client.searchPage(Q, 11, 100));
    expect(error.code).toBe('validation');
    expect(error.message).toContain('1000');
  });

  test('network failures are retried, then reported as network errors', async () => {
    const { server: s, client } = await setup({}, { retries: 1 });
    await s.close();
    server = undefined;
    const error = await failure(client.searchPage(Q, 1, 100));
    expect(error.code).toBe('network');
    expect(client.counts().calls).toBe(2);
  });

  test('cancellation stops a wait and fails as cancelled', async () => {
    const controller = new AbortController();
    const clock = fakeClock();
    server = await startGithubApiServer({
      now: clock.now,
      faults: [{ kind: 'secondary', retryAfter: 30 }],
    });
    const client = testClient(
      server.url,
      {
        ...clock,
        sleep: async (ms) => {
          clock.sleeps.push(ms);
          controller.abort();
        },
      },
      recordingLog(),
      {
        signal: controller.signal,
      },
    );
    const error = await failure(client.searchPage(Q, 1, 100));
    expect(error.code).toBe('cancelled');
  });

  test.each([
    ['accepts and never answers', 'hang'],
    ['sends the headers, then one byte every 0.1 s', 'trickle'],
  ] as const)(
    'an API that %s fails each attempt at the deadline, retries, then fails as timeout',
    async (_what, kind) => {
      const { server, client } = await setup(
        { faults: [{ kind, times: Infinity }] },
        { requestTimeoutMs: 300, retries: 2 },
      );
      const started = Date.now();
      const error = await failure(client.searchPage(Q, 1, 100));
      const elapsed = Date.now() - started;
      expect(error.code).toBe('timeout');
      expect(error.message).toMatch(/no complete answer within 300 ms \(after 2 retries\)$/);
      expect(server.searchRequests()).toHaveLength(3);
      expect(client.counts().calls).toBe(3);
      // Three attempts of 300 ms (backoff is on the fake clock): well under a second each.
      expect(elapsed).toBeLessThan(3 * 300 + 2000);
    },
  );

  test('an error answer whose body never ends stops at the byte limit, well before the deadline', async () => {
    const { server, client } = await setup(
      { faults: [{ kind: 'flood', times: Infinity }] },
      { requestTimeoutMs: 60_000, maxBodyBytes: 1024 * 1024, retries: 1 },
    );
    const error = await failure(client.searchPage(Q, 1, 100));
    expect(error.code).toBe('server_error');
    expect(error.status).toBe(502);
    expect(server.searchRequests()).toHaveLength(2);
  });

  test('a page larger than the byte limit fails as too_large, naming the request', async () => {
    const { client } = await setup({}, { maxBodyBytes: 10_000 });
    const error = await failure(client.searchPage(Q, 1, 100));
    expect(error.code).toBe('too_large');
    expect(error.message).toMatch(/^search .* page 1: the answer is larger than 10000 bytes$/);
  });

  test('a request that answers within the deadline is not cut by it', async () => {
    const { client } = await setup({}, { requestTimeoutMs: 5000 });
    const { page } = await client.searchPage(Q, 1, 100);
    expect(page.items).toHaveLength(100);
  });

  test.each(['hang', 'trickle'] as const)(
    'the cancellation signal ends a %s request at once, without retries',
    async (kind) => {
      const controller = new AbortController();
      const github = await fakeGithub({ faults: [{ kind, times: Infinity }] });
      server = github.server;
      const client = github.client({
        signal: controller.signal,
        requestTimeoutMs: 60_000,
        retryBaseMs: 1000,
      });
      setTimeout(() => controller.abort(), 300);
      const started = Date.now();
      const error = await failure(client.searchPage(Q, 1, 100));
      expect(error.code).toBe('cancelled');
      expect(Date.now() - started).toBeLessThan(1500);
      expect(server.searchRequests()).toHaveLength(1);
      expect(github.clock.sleeps).toEqual([]);
    },
  );

  test('pacing spaces search requests by the minimum interval', async () => {
    const { client, clock } = await setup({}, { minIntervalMs: 2000 });
    await client.searchPage(Q, 1, 100);
    await client.searchPage(Q, 2, 100);
    expect(clock.sleeps).toEqual([2000]);
    expect(client.budget.pacedMs).toBe(2000);
    expect(client.budget.waitedMs).toBe(0);
  });
});

describe('normaliseApiUrl', () => {
  test('keeps the path of GitHub Enterprise Server and drops a trailing slash', () => {
    expect(normaliseApiUrl('https://ghes.example.com/api/v3/')).toBe(
      'https://ghes.example.com/api/v3',
    );
    expect(normaliseApiUrl('https://api.github.com')).toBe('https://api.github.com');
  });

  test.each([
    'ftp://x',
    'not a url',
    'https://user:pw@api.github.com',
    'https://api.github.com/?a=1',
  ])('refuses %s', (raw) => {
    expect(() => normaliseApiUrl(raw)).toThrow(GithubError);
  });

  test('never echoes credentials found in the URL', () => {
    expect(() => normaliseApiUrl(`https://x:${TEST_TOKEN}@api.github.com`)).toThrow(/^(?!.*ghs_)/);
  });

  test('an empty token is refused before any request', () => {
    expect(
      () => new SearchClient({ token: ' ', apiUrl: 'https://api.github.com', log: recordingLog() }),
    ).toThrow(/token is empty/);
  });
});
