// The client's POST: the body and its headers arrive as sent, a redirect is an answer (never
// followed), the deadline holds, and the address rules are the GET's.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rejectedWith } from '../../test-support/errors.js';
import { createHttpPoster, type HttpClientOptions } from './client.js';
import { HttpError } from './errors.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url === '/moved') {
        res.writeHead(307, { location: '/elsewhere' });
        res.end();
      } else if (req.url === '/slow') {
        setTimeout(() => res.end('late'), 2000);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"id":"1"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
});

function poster(overrides: Partial<HttpClientOptions> = {}) {
  return createHttpPoster({
    userAgent: 'squadscope-test',
    timeoutMs: 5000,
    maxAttempts: 1,
    maxBytes: 1024,
    allowPrivateNetwork: true,
    ...overrides,
  });
}

const body = { bytes: Buffer.from('{"a":"é"}\n', 'utf8'), contentType: 'application/x-test' };

test('sends the body with its type, length and the extra headers, and reads the answer', async () => {
  const answer = await poster().post(`${base}/api/1/envelope/`, body, {
    headers: { 'X-Sentry-Auth': 'Sentry sentry_key=k' },
  });
  expect(answer.status).toBe(200);
  expect(answer.body.toString()).toBe('{"id":"1"}');
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/1/envelope/', body: '{"a":"é"}\n' });
  expect(seen[0]!.headers).toMatchObject({
    'content-type': 'application/x-test',
    'content-length': String(body.bytes.length),
    'x-sentry-auth': 'Sentry sentry_key=k',
    'user-agent': 'squadscope-test',
  });
});

test('a redirect is the answer: the body is not sent again elsewhere', async () => {
  const answer = await poster().post(`${base}/moved`, body);
  expect(answer.status).toBe(307);
  expect(seen.map((s) => s.url)).toEqual(['/moved']);
});

test('the deadline holds', async () => {
  const error = await rejectedWith(
    HttpError,
    poster({ timeoutMs: 300 }).post(`${base}/slow`, body),
  );
  expect(error.code).toBe('timeout');
});

test('the address rules are the same: loopback is refused unless private networks are allowed', async () => {
  const error = await rejectedWith(
    HttpError,
    poster({ allowPrivateNetwork: false }).post(`${base}/api/1/envelope/`, body),
  );
  expect(error.code).toBe('blocked_url');
  expect(seen).toEqual([]);
});
