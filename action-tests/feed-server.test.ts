import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { encodeSingleByte, FIXTURES, startFeedServer, type FeedServer } from './feed-server.js';

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer({
    fixtures: { custom: { body: '<rss/>', contentType: 'text/xml', headers: { 'x-test': '1' } } },
  });
});
afterAll(async () => {
  await server.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that reads at most `limit` body bytes, then hangs up. */
function get(path: string, headers: Record<string, string> = {}, limit = 1 << 22): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      res.on('data', (c: Buffer) => {
        chunks.push(c);
        size += c.length;
        if (size >= limit) {
          res.destroy();
          done();
        }
      });
      res.on('end', done);
      res.on('error', () => done());
    });
    req.on('error', reject);
    req.end();
  });
}

describe('feed server', () => {
  it('listens on 127.0.0.1 and serves built-in and given fixtures', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const a = await get('/feed/techcrunch');
    expect(a.status).toBe(200);
    expect(a.body.toString()).toBe(FIXTURES['techcrunch']!.body);
    const b = await get('/feed/custom');
    expect([b.headers['content-type'], b.headers['x-test'], b.body.toString()]).toEqual([
      'text/xml',
      '1',
      '<rss/>',
    ]);
    expect((await get('/feed/nope')).status).toBe(404);
    expect(server.hits('/feed/techcrunch')).toBeGreaterThanOrEqual(1);
  });

  it('fails /flaky N times per key, then serves the feed', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await get('/flaky?fail=2&status=429&retry_after=7&key=t1')).status);
    expect(statuses).toEqual([429, 429, 200]);
    expect(
      (await get('/flaky?fail=2&status=429&retry_after=7&key=t2')).headers['retry-after'],
    ).toBe('7');
  });

  it('answers 304 to a matching validator only', async () => {
    const first = await get('/conditional');
    expect(first.status).toBe(200);
    expect(
      (await get('/conditional', { 'if-none-match': String(first.headers.etag) })).status,
    ).toBe(304);
    expect((await get('/conditional', { 'if-none-match': '"other"' })).status).toBe(200);
    expect(
      (await get('/conditional', { 'if-modified-since': String(first.headers['last-modified']) }))
        .status,
    ).toBe(304);
  });

  it('redirects in a loop, to a target, and to the metadata address', async () => {
    expect((await get('/redirect-loop')).headers.location).toBe('/redirect-loop');
    expect(
      (await get('/redirect?to=http%3A%2F%2F127.0.0.1%3A1%2Fx&status=307')).headers.location,
    ).toBe('http://127.0.0.1:1/x');
    expect((await get('/redirect-metadata')).headers.location).toBe(
      'http://169.254.169.254/latest/meta-data/',
    );
  });

  it('streams a gzip bomb that inflates to zeros', async () => {
    const a = await get('/gzip-bomb', {}, 64 * 1024);
    expect(a.headers['content-encoding']).toBe('gzip');
    const member = gunzipSync(a.body, { finishFlush: 2 });
    expect(member.length).toBeGreaterThan(1 << 20);
    expect(member.every((b) => b === 0)).toBe(true);
  });

  it('streams a big feed and a never-ending one', async () => {
    const big = await get('/big?mb=50', {}, 2 << 20);
    expect(big.body.length).toBeGreaterThanOrEqual(2 << 20);
    expect(big.body.subarray(0, 5).toString()).toBe('<?xml');
    const endless = await get('/never-ending?fast=1', {}, 1 << 20);
    expect(endless.body.toString()).toContain('<item>');
  });

  it('encodes the single-byte charset fixtures', () => {
    expect([...encodeSingleByte('Пр', 'windows-1251')]).toEqual([0xcf, 0xf0]);
    expect([...encodeSingleByte('é', 'iso-8859-1')]).toEqual([0xe9]);
    expect(() => encodeSingleByte('€', 'iso-8859-1')).toThrow(RangeError);
  });

  it('closes promptly with requests still pending', async () => {
    const other = await startFeedServer();
    const pending = new Promise<void>((resolve) => {
      const req = request(`${other.url}/slow-headers?ms=60000`, () => resolve());
      req.on('error', () => resolve());
      req.end();
    });
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await other.close();
    await pending;
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
