import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FIXTURES, startFeedServer, type FeedServer } from '../../action-tests/feed-server.js';
import { rejectedWith } from '../../test-support/errors.js';
import { createHttpClient, type HttpClientOptions } from './client.js';
import { HttpError } from './errors.js';
import { isBlockedAddress } from './ssrf.js';

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(async () => {
  await server.close();
});

const sleeps: number[] = [];
beforeEach(() => {
  sleeps.length = 0;
});

function client(overrides: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    userAgent: 'squadscope-test/1.0 (+https://example.invalid/bot)',
    timeoutMs: 5000,
    maxAttempts: 4,
    maxBytes: 1 << 20,
    allowPrivateNetwork: true,
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
}

const httpError = (p: Promise<unknown>) => rejectedWith(HttpError, p);

const techcrunch = FIXTURES['techcrunch']!.body as string;

describe('HTTP client: plain responses', () => {
  it('fetches a feed with an identifying User-Agent and Accept-Encoding', async () => {
    const res = await client().get(`${server.url}/feed/techcrunch`);
    expect(res.status).toBe(200);
    expect(res.body.toString('utf8')).toBe(techcrunch);
    expect(res.truncated).toBe(false);
    expect(res.retries).toBe(0);
    const seen = server.requests.at(-1)!;
    expect(seen.headers['user-agent']).toBe('squadscope-test/1.0 (+https://example.invalid/bot)');
    expect(seen.headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it.each(['gzip', 'deflate', 'deflate-raw', 'br'])(
    'decodes Content-Encoding %s',
    async (coding) => {
      const res = await client().get(`${server.url}/encoded/${coding}?feed=techcrunch`);
      expect(res.body.toString('utf8')).toBe(techcrunch);
    },
  );

  it('refuses an unknown Content-Encoding without retrying', async () => {
    const err = await httpError(client().get(`${server.url}/encoded/compress?feed=techcrunch`));
    expect(err.code).toBe('network');
    expect(err.message).toContain('content-encoding');
    expect(err.retries).toBe(0);
  });

  it('passes extra headers (conditional GET validators)', async () => {
    const res = await client().get(`${server.url}/conditional`, {
      headers: { 'If-None-Match': '"v1-fixture"' },
    });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
  });
});

describe('HTTP client: size limits', () => {
  it('cuts a 50 MB body at max-bytes and reports truncated', async () => {
    const started = Date.now();
    const res = await client({ maxBytes: 256 * 1024 }).get(`${server.url}/big?mb=50`);
    expect(res.status).toBe(200);
    expect(res.truncated).toBe(true);
    expect(res.cut).toBe('max_bytes');
    expect(res.body.length).toBe(256 * 1024);
    expect(res.body.subarray(0, 5).toString()).toBe('<?xml');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stops a gzip bomb at max-bytes of decoded data', async () => {
    const before = process.memoryUsage().rss;
    const res = await client({ maxBytes: 2 * 1024 * 1024 }).get(`${server.url}/gzip-bomb`);
    expect(res.truncated).toBe(true);
    expect(res.body.length).toBe(2 * 1024 * 1024);
    expect(res.body.every((b) => b === 0)).toBe(true);
    // 1 GiB would have been decoded without the limit.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('keeps a body of exactly max-bytes whole', async () => {
    const size = Buffer.byteLength(techcrunch);
    const res = await client({ maxBytes: size }).get(`${server.url}/feed/techcrunch`);
    expect(res.truncated).toBe(false);
    expect(res.body.length).toBe(size);
    const cut = await client({ maxBytes: size - 1 }).get(`${server.url}/feed/techcrunch`);
    expect(cut.truncated).toBe(true);
  });
});

describe('HTTP client: timeouts', () => {
  it('gives up on slow headers at the header timeout, retrying as a network fault', async () => {
    const started = Date.now();
    const err = await httpError(
      client({ headerTimeoutMs: 300, maxAttempts: 2 }).get(`${server.url}/slow-headers?ms=10000`),
    );
    expect(err.code).toBe('timeout');
    expect(err.message).toContain('headers');
    expect(err.retries).toBe(1);
    expect(sleeps).toEqual([500]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('ends a body that never ends at the total timeout', async () => {
    const started = Date.now();
    const err = await httpError(
      client({ timeoutMs: 600, maxAttempts: 1 }).get(`${server.url}/never-ending`),
    );
    expect(err.code).toBe('timeout');
    expect(err.message).toContain('600 ms');
    expect(err.retries).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reports a connection reset mid-body as a retried network error', async () => {
    const err = await httpError(client({ maxAttempts: 2 }).get(`${server.url}/reset-early`));
    expect(err.code).toBe('network');
    expect(err.retries).toBe(1);
  });
});

describe('HTTP client: retries', () => {
  it('honours Retry-After on 429, then succeeds', async () => {
    const res = await client().get(`${server.url}/flaky?fail=1&status=429&retry_after=2&key=ra1`);
    expect(res.status).toBe(200);
    expect(res.retries).toBe(1);
    expect(sleeps).toEqual([2000]);
  });

  it('does not wait for a Retry-After above the cap: the 429 stands', async () => {
    const res = await client({ retryAfterCapMs: 10_000 }).get(
      `${server.url}/flaky?fail=1&status=429&retry_after=3600&key=ra2`,
    );
    expect(res.status).toBe(429);
    expect(res.retries).toBe(0);
    expect(sleeps).toEqual([]);
  });

  it('retries 503 with full-jitter exponential backoff, then succeeds', async () => {
    const res = await client().get(`${server.url}/flaky?fail=3&status=503&key=b1`);
    expect(res.status).toBe(200);
    expect(res.retries).toBe(3);
    expect(sleeps).toEqual([500, 1000, 2000]);
    expect(server.requests.filter((r) => r.path.includes('key=b1')).length).toBe(4);
  });

  it('returns the last 5xx after max attempts', async () => {
    const res = await client({ maxAttempts: 3 }).get(
      `${server.url}/flaky?fail=99&status=502&key=b2`,
    );
    expect(res.status).toBe(502);
    expect(res.retries).toBe(2);
  });

  it('retries 408 but never 404 or 403', async () => {
    expect((await client().get(`${server.url}/flaky?fail=1&status=408&key=b3`)).retries).toBe(1);
    const before = server.hits('/status/404');
    const notFound = await client().get(`${server.url}/status/404`);
    expect(notFound.status).toBe(404);
    expect(notFound.retries).toBe(0);
    expect(server.hits('/status/404') - before).toBe(1);
    expect((await client().get(`${server.url}/status/403`)).retries).toBe(0);
  });

  it('never retries sooner than minRetryDelayMs (a per-site request rate)', async () => {
    const res = await client({ minRetryDelayMs: 6000 }).get(
      `${server.url}/flaky?fail=2&status=503&key=min`,
    );
    expect(res.retries).toBe(2);
    expect(sleeps).toEqual([6000, 6000]);
  });

  it('reports retry events', async () => {
    const events: string[] = [];
    await client({ onRetry: (e) => events.push(`${e.retry}:${e.reason}:${e.delayMs}`) }).get(
      `${server.url}/flaky?fail=1&status=500&key=ev`,
    );
    expect(events).toEqual(['1:HTTP 500:500']);
  });

  it('retries connection refused as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const err = await httpError(client({ maxAttempts: 3 }).get(`http://127.0.0.1:${port}/`));
    expect(err.code).toBe('network');
    expect(err.message).toContain('ECONNREFUSED');
    expect(err.retries).toBe(2);
  });
});

describe('HTTP client: redirects', () => {
  it('follows up to 5 redirects and reports the final URL', async () => {
    const res = await client().get(`${server.url}/redirect-chain?n=5&feed=techcrunch`);
    expect(res.status).toBe(200);
    expect(res.redirects).toBe(5);
    expect(res.url).toBe(`${server.url}/feed/techcrunch`);
  });

  it('stops a redirect loop after 5 redirects, without retrying', async () => {
    const before = server.hits('/redirect-loop');
    const err = await httpError(client().get(`${server.url}/redirect-loop`));
    expect(err.code).toBe('too_many_redirects');
    expect(err.status).toBe(302);
    expect(err.retries).toBe(0);
    expect(server.hits('/redirect-loop') - before).toBe(6);
  });

  it('refuses a redirect to the metadata address even with private networks allowed', async () => {
    const err = await httpError(client().get(`${server.url}/redirect-metadata`));
    expect(err.code).toBe('blocked_url');
    expect(err.message).toContain('169.254.169.254');
  });

  it('refuses a redirect to a non-http scheme', async () => {
    const err = await httpError(
      client().get(`${server.url}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`),
    );
    expect(err.code).toBe('blocked_url');
  });
});

describe('HTTP client: SSRF guard with private networks refused', () => {
  it('refuses a loopback literal before connecting', async () => {
    const before = server.requests.length;
    const err = await httpError(
      client({ allowPrivateNetwork: false }).get(`${server.url}/feed/techcrunch`),
    );
    expect(err.code).toBe('blocked_url');
    expect(err.retries).toBe(0);
    expect(server.requests.length).toBe(before);
  });

  it('refuses a host name that resolves to loopback (checked after DNS)', async () => {
    const before = server.requests.length;
    const err = await httpError(
      client({ allowPrivateNetwork: false }).get(`http://localhost:${server.port}/feed/techcrunch`),
    );
    expect(err.code).toBe('blocked_url');
    expect(server.requests.length).toBe(before);
  });

  // A "public" host simulated on loopback: feed.test resolves to 127.0.0.1 and
  // the policy trusts exactly that pair, so only the redirect target is judged.
  const publicHostClient = () =>
    client({
      allowPrivateNetwork: false,
      resolver: async (host) =>
        host === 'feed.test'
          ? [{ address: '127.0.0.1', family: 4 }]
          : [{ address: '127.0.0.1', family: 4 }],
      addressPolicy: (address, host) =>
        !(host === 'feed.test' && address === '127.0.0.1') && isBlockedAddress(address),
    });

  it('connects to the simulated public host', async () => {
    const res = await publicHostClient().get(`http://feed.test:${server.port}/feed/techcrunch`);
    expect(res.status).toBe(200);
  });

  it('refuses a redirect to 127.0.0.1 on another port', async () => {
    const other = await startFeedServer();
    try {
      const to = encodeURIComponent(`${other.url}/feed/techcrunch`);
      const err = await httpError(
        publicHostClient().get(`http://feed.test:${server.port}/redirect?to=${to}`),
      );
      expect(err.code).toBe('blocked_url');
      expect(other.requests.length).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('refuses a redirect to a host name resolving to loopback', async () => {
    const to = encodeURIComponent(`http://internal.test:${server.port}/feed/techcrunch`);
    const err = await httpError(
      publicHostClient().get(`http://feed.test:${server.port}/redirect?to=${to}`),
    );
    expect(err.code).toBe('blocked_url');
    expect(err.message).toContain('internal.test');
  });

  it('refuses a redirect to 169.254.169.254', async () => {
    const err = await httpError(
      publicHostClient().get(`http://feed.test:${server.port}/redirect-metadata`),
    );
    expect(err.code).toBe('blocked_url');
  });
});

describe('HTTP client: cancellation', () => {
  it('stops a hanging request promptly when the signal aborts', async () => {
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 200);
    const started = Date.now();
    const err = await httpError(
      client().get(`${server.url}/slow-headers?ms=20000`, { signal: ac.signal }),
    );
    expect(err.code).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('cancels the wait between retries', async () => {
    const ac = new AbortController();
    const real = createHttpClient({
      userAgent: 't',
      timeoutMs: 5000,
      maxAttempts: 4,
      maxBytes: 1000,
      allowPrivateNetwork: true,
      backoff: { baseMs: 60_000, capMs: 60_000 },
      random: () => 1,
    });
    setTimeout(() => ac.abort(), 200);
    const started = Date.now();
    const err = await httpError(
      real.get(`${server.url}/flaky?fail=9&key=c2`, { signal: ac.signal }),
    );
    expect(err.code).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('keeps what was read when asked to (partialOnCancel)', async () => {
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 300);
    const res = await client().get(`${server.url}/never-ending`, {
      signal: ac.signal,
      partialOnCancel: true,
    });
    expect(res.truncated).toBe(true);
    expect(res.cut).toBe('cancelled');
    expect(res.body.toString('utf8')).toMatch(/^<\?xml.*<item>/s);
  });

  it('refuses to start with an aborted signal', async () => {
    const before = server.requests.length;
    const err = await httpError(
      client().get(`${server.url}/feed/techcrunch`, { signal: AbortSignal.abort() }),
    );
    expect(err.code).toBe('cancelled');
    expect(server.requests.length).toBe(before);
  });
});

describe('HTTP client: options', () => {
  it('rejects nonsensical limits', () => {
    expect(() => client({ maxAttempts: 0 })).toThrow(RangeError);
    expect(() => client({ timeoutMs: -1 })).toThrow(RangeError);
    expect(() => client({ maxBytes: 1.5 })).toThrow(RangeError);
  });
});
