import {
  startGithubApiServer,
  type GithubApiServer,
  type GithubApiServerOptions,
} from './github-api-server.js';

const TOKEN = 'ghs_fakeServerToken0001';
const Q = 'created:2026-06-01..2026-06-07 stars:>50';

let server: GithubApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(opts: GithubApiServerOptions = {}): Promise<GithubApiServer> {
  server = await startGithubApiServer({ token: TOKEN, ...opts });
  return server;
}

async function search(s: GithubApiServer, params: Record<string, string>, token = TOKEN) {
  const url = `${s.url}/search/repositories?${new URLSearchParams({ sort: 'stars', order: 'desc', per_page: '100', ...params })}`;
  const res = await fetch(url, {
    headers: { authorization: `token ${token}`, 'user-agent': 'test' },
  });
  const text = await res.text();
  return { res, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

describe('fake GitHub API server', () => {
  test('answers deterministically from the seed and the query', async () => {
    const a = await start({ seed: 11 });
    const first = (await search(a, { q: Q, page: '1' })).text;
    const again = (await search(a, { q: Q, page: '1' })).text;
    await a.close();
    const b = await start({ seed: 11 });
    const fromAnotherServer = (await search(b, { q: Q, page: '1' })).text;
    await b.close();
    const c = await start({ seed: 12 });
    const otherSeed = (await search(c, { q: Q, page: '1' })).text;
    expect(again).toBe(first);
    expect(fromAnotherServer).toBe(first);
    expect(otherSeed).not.toBe(first);
  });

  test('pages are sorted by stars, shaped like the real API, and dated inside the created: range', async () => {
    const s = await start({ total: () => 230 });
    const { res, json } = await search(s, { q: Q, page: '3' });
    const body = json();
    expect(res.status).toBe(200);
    expect(body['total_count']).toBe(230);
    expect(body['incomplete_results']).toBe(false);
    const items = body['items'] as Record<string, unknown>[];
    expect(items).toHaveLength(30);
    const stars = items.map((i) => i['stargazers_count'] as number);
    expect(stars).toEqual([...stars].sort((x, y) => y - x));
    for (const item of items) {
      expect(item).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          node_id: expect.any(String),
          owner: expect.objectContaining({ login: expect.any(String), type: expect.any(String) }),
          topics: expect.any(Array),
          html_url: `https://github.com/${item['full_name'] as string}`,
          url: `https://api.github.com/repos/${item['full_name'] as string}`,
        }),
      );
      expect((item['created_at'] as string) >= '2026-06-01T00:00:00Z').toBe(true);
      expect((item['created_at'] as string) < '2026-06-08T00:00:00Z').toBe(true);
      expect('license' in item).toBe(true);
    }
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('link')).toContain('rel="prev"');
    expect(res.headers.get('link')).not.toContain('rel="next"');
  });

  test('rate limit headers count down; an exhausted budget answers 403 until the reset', async () => {
    let now = Date.UTC(2026, 5, 8, 6, 0, 0);
    const s = await start({
      now: () => now,
      rateLimit: { limit: 30, remaining: 2, windowSeconds: 60 },
    });
    const one = await search(s, { q: Q, page: '1' });
    expect(one.res.headers.get('x-ratelimit-remaining')).toBe('1');
    expect(one.res.headers.get('x-ratelimit-limit')).toBe('30');
    expect(one.res.headers.get('x-ratelimit-resource')).toBe('search');
    expect(one.res.headers.get('x-ratelimit-used')).toBe('29');
    const reset = Number(one.res.headers.get('x-ratelimit-reset'));
    expect(reset).toBe(Math.floor(now / 1000) + 60);
    await search(s, { q: Q, page: '2' });
    const blocked = await search(s, { q: Q, page: '3' });
    expect(blocked.res.status).toBe(403);
    expect(blocked.res.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(String(blocked.json()['message'])).toMatch(/API rate limit exceeded/);
    now = reset * 1000;
    const after = await search(s, { q: Q, page: '3' });
    expect(after.res.status).toBe(200);
    expect(after.res.headers.get('x-ratelimit-remaining')).toBe('29');
  });

  test('faults are consumed in order, optionally for one page', async () => {
    const s = await start({
      faults: [
        { kind: 'secondary', retryAfter: 17 },
        { kind: 'server_error', times: 2, page: 2 },
      ],
    });
    const limited = await search(s, { q: Q, page: '2' });
    expect(limited.res.status).toBe(403);
    expect(limited.res.headers.get('retry-after')).toBe('17');
    expect(String(limited.json()['message'])).toMatch(/secondary rate limit/);
    expect((await search(s, { q: Q, page: '1' })).res.status).toBe(200);
    expect((await search(s, { q: Q, page: '2' })).res.status).toBe(502);
    expect((await search(s, { q: Q, page: '2' })).res.status).toBe(502);
    expect((await search(s, { q: Q, page: '2' })).res.status).toBe(200);
    expect(s.searchRequests().map((r) => r.status)).toEqual([403, 200, 502, 502, 200]);
  });

  test('each fault kind answers as GitHub does', async () => {
    const s = await start({
      faults: [
        { kind: 'secondary_429', retryAfter: 5 },
        { kind: 'retry_after_only', retryAfter: 9 },
        { kind: 'too_many_requests' },
        { kind: 'malformed' },
        { kind: 'unauthorized' },
        { kind: 'not_found' },
        { kind: 'validation' },
      ],
    });
    const answers: Awaited<ReturnType<typeof search>>[] = [];
    for (let i = 0; i < 7; i++) answers.push(await search(s, { q: Q, page: '1' }));
    expect(answers.map((a) => a.res.status)).toEqual([429, 403, 429, 200, 401, 404, 422]);
    expect(answers[0]?.res.headers.get('retry-after')).toBe('5');
    expect(answers[1]?.json()['message']).toMatch(/abuse detection/);
    expect(answers[2]?.res.headers.get('retry-after')).toBeNull();
    expect(() => answers[3]?.json()).toThrow(SyntaxError);
    expect(answers[4]?.json()['message']).toBe('Bad credentials');
  });

  test('more than 1,000 results: total_count says so, page 10 is the last, page 11 is 422', async () => {
    const s = await start({ total: () => 4321 });
    const tenth = await search(s, { q: Q, page: '10' });
    expect(tenth.json()['total_count']).toBe(4321);
    expect(tenth.json()['items']).toHaveLength(100);
    expect(tenth.res.headers.get('link')).not.toContain('rel="next"');
    const eleventh = await search(s, { q: Q, page: '11' });
    expect(eleventh.res.status).toBe(422);
    expect(eleventh.json()['message']).toBe('Only the first 1000 search results are available');
  });

  test('a wrong or missing token gets 401; requests are recorded without the token', async () => {
    const s = await start();
    expect((await search(s, { q: Q }, 'wrong')).res.status).toBe(401);
    const anonymous = await fetch(`${s.url}/search/repositories?q=x`);
    expect(anonymous.status).toBe(401);
    await search(s, { q: Q });
    expect(s.requests.map((r) => [r.status, r.authScheme])).toEqual([
      [401, 'token'],
      [401, null],
      [200, 'token'],
    ]);
    expect(JSON.stringify(s.requests)).not.toContain(TOKEN);
  });

  test('GET /rate_limit reports the search budget without spending it', async () => {
    const s = await start({ rateLimit: { limit: 30, remaining: 12 } });
    const res = await fetch(`${s.url}/rate_limit`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const body = (await res.json()) as {
      resources: { search: { remaining: number; limit: number } };
    };
    expect(body.resources.search).toMatchObject({ remaining: 12, limit: 30 });
    expect((await search(s, { q: Q })).res.headers.get('x-ratelimit-remaining')).toBe('11');
  });

  test('small pools make queries overlap (for de-duplication tests)', async () => {
    const s = await start({ total: () => 50, poolSize: 60 });
    const a = new Set(s.itemsFor('topic:a').map((i) => i['full_name']));
    const b = s.itemsFor('topic:b').map((i) => i['full_name']);
    expect(b.some((name) => a.has(name))).toBe(true);
  });
});
