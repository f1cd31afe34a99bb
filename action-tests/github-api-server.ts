/**
 * A fake GitHub REST API for tests: `GET /search/repositories` (and `GET /rate_limit`) on
 * 127.0.0.1, port chosen by the OS. Answers are shaped like api.github.com's (bodies from
 * the recorded item in fixtures/github/search-item.json, the x-ratelimit-* headers, a link
 * header, no ETag) and generated deterministically from a seed and the query: the same
 * seed and query always give the same repositories, sorted by stars as `sort=stars` asks.
 *
 * The search budget is enforced like GitHub does (limit per window, 403 with remaining 0
 * when exhausted), on a clock the test may share with the client. Fault modes, consumed in
 * order: secondary rate limits (403/429, with or without the documented message), 5xx
 * bursts, malformed JSON, 401, 404, 422, a request never answered, a body trickled byte by
 * byte, an error body without end; queries can match more than 1,000 results (pages
 * past the cap answer 422 as GitHub does). Every request is recorded, without the token.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerRuns, type RunSpec } from './workflow-runs.js';

const FIXTURES = new URL('./fixtures/github/', import.meta.url);

function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as T;
}

interface ErrorFixture {
  status: number;
  body: Record<string, unknown>;
}

interface Vocabulary {
  owners: string[];
  words: string[];
  topics: string[];
  languages: (string | null)[];
  licenses: (Record<string, unknown> | null)[];
  descriptions: string[];
}

/** The recorded item as text: each generated item rewrites its names in it. */
const TEMPLATE_TEXT = JSON.stringify(fixture<Record<string, unknown>>('search-item.json'));
const ERRORS = fixture<Record<string, ErrorFixture>>('errors.json');
const VOCABULARY = fixture<Vocabulary>('vocabulary.json');

export type FaultKind =
  /** 403 with the documented "secondary rate limit" message and retry-after. */
  | 'secondary'
  /** 429 with the documented message and retry-after. */
  | 'secondary_429'
  /** 403 with retry-after but the old "abuse detection" wording (no "secondary rate"). */
  | 'retry_after_only'
  /** 429 "Too Many Requests" with neither retry-after nor the documented message. */
  | 'too_many_requests'
  /** 502 with a JSON body. */
  | 'server_error'
  /** 200 with a body cut in the middle of the JSON. */
  | 'malformed'
  | 'unauthorized'
  | 'not_found'
  /** 422 Validation Failed (a query GitHub refuses). */
  | 'validation'
  /** Accepts the request and never answers (the connection stays open). */
  | 'hang'
  /** Sends the headers of the real page, then its body one byte every 100 ms. */
  | 'trickle'
  /** A 502 whose body never ends, sent as fast as the client reads it. */
  | 'flood';

export interface Fault {
  kind: FaultKind;
  /** How many search requests it answers (default 1; Infinity = every one). */
  times?: number;
  /** retry-after seconds for the limit faults (default 60). */
  retryAfter?: number;
  /** Only requests for this page (default any page). */
  page?: number;
}

export interface RateLimitOptions {
  limit?: number;
  /** Remaining at start (default: limit). */
  remaining?: number;
  /** Length of the window; a fresh budget after it (default 60 s). */
  windowSeconds?: number;
}

export interface GithubApiServerOptions {
  /** The workflow runs served under /repos/{o}/{r}/actions (./workflow-runs.ts). */
  runs?: RunSpec[];
  seed?: number;
  /** The only token accepted; default any non-empty token. Others get 401. */
  token?: string;
  /** total_count of a query; default from the seed, 0..349. */
  total?: (q: string) => number;
  /** incomplete_results of a query; default false. */
  incomplete?: (q: string) => boolean;
  /** Repositories queries draw from; small pools make queries overlap (default 100,000). */
  poolSize?: number;
  rateLimit?: RateLimitOptions;
  /** Epoch ms; share a fake clock with the client to test waits without waiting. */
  now?: () => number;
  faults?: Fault[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** Path and query as received. */
  url: string;
  q: string | null;
  page: number | null;
  perPage: number | null;
  sort: string | null;
  order: string | null;
  /** The status answered; 0 for a request never answered (the hang fault). */
  status: number;
  /** How the request authenticated ('token', 'bearer', or null): never the token itself. */
  authScheme: string | null;
  userAgent: string | null;
  /** The server clock when it was answered (epoch ms). */
  at: number;
}

export interface GithubApiServer {
  /** Base URL to pass as api-url: http://127.0.0.1:<port> */
  url: string;
  requests: RecordedRequest[];
  searchRequests(): RecordedRequest[];
  /** Replaces the pending faults. */
  setFaults(faults: Fault[]): void;
  /** Every repository a query matches (sorted as served), to compute expectations. */
  itemsFor(q: string): Record<string, unknown>[];
  totalFor(q: string): number;
  close(): Promise<void>;
}

interface PendingFault {
  kind: FaultKind;
  times: number;
  retryAfter: number;
  page: number | undefined;
}

const PER_PAGE_MAX = 100;
const RESULT_CAP = 1000;

function hashUnit(...parts: (string | number)[]): number {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

function pick<T>(list: readonly T[], unit: number): T {
  return list[Math.floor(unit * list.length) % list.length] as T;
}

function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19) + 'Z';
}

const DAY = 86_400_000;

/** A date qualifier of the query as an epoch-ms interval [from, to). */
function qualifierRange(q: string, name: string): [number, number] | null {
  const m = new RegExp(`(?:^|\\s)${name}:(\\S+)`).exec(q);
  if (!m || m[1] === undefined) return null;
  const value = m[1];
  const parse = (text: string, end: boolean): number => {
    const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
    if (Number.isNaN(ms)) throw new Error(`bad date ${text}`);
    // A bare date at the end of a range includes that whole day.
    return end && /^\d{4}-\d{2}-\d{2}$/.test(text) ? ms + DAY : end ? ms + 1000 : ms;
  };
  try {
    const range = /^(.+)\.\.(.+)$/.exec(value);
    if (range && range[1] && range[2]) return [parse(range[1], false), parse(range[2], true)];
    const gt = /^>(=?)(.+)$/.exec(value);
    if (gt && gt[2]) {
      const from = gt[1] === '=' ? parse(gt[2], false) : parse(gt[2], true);
      return [from, from + 7 * DAY];
    }
  } catch {
    return null;
  }
  return null;
}

export async function startGithubApiServer(
  opts: GithubApiServerOptions = {},
): Promise<GithubApiServer> {
  const seed = opts.seed ?? 1;
  const now = opts.now ?? Date.now;
  const poolSize = opts.poolSize ?? 100_000;
  const totalFor = (q: string): number =>
    opts.total?.(q) ?? Math.floor(hashUnit(seed, 'total', q) * 350);
  const incompleteFor = (q: string): boolean => opts.incomplete?.(q) ?? false;
  const limit = opts.rateLimit?.limit ?? 30;
  const windowSeconds = opts.rateLimit?.windowSeconds ?? 60;
  let remaining = opts.rateLimit?.remaining ?? limit;
  let reset = Math.floor(now() / 1000) + windowSeconds;
  let faults: PendingFault[] = [];
  const setFaults = (list: Fault[]): void => {
    faults = list.map((f) => ({
      kind: f.kind,
      times: f.times ?? 1,
      retryAfter: f.retryAfter ?? 60,
      page: f.page,
    }));
  };
  setFaults(opts.faults ?? []);
  const requests: RecordedRequest[] = [];
  const universes = new Map<string, number[]>();
  const built = new Map<string, Record<string, unknown>>();
  let requestCounter = 0;

  function repository(j: number, q: string): Record<string, unknown> {
    const u = (salt: string) => hashUnit(seed, j, salt);
    const owner = pick(VOCABULARY.owners, u('owner'));
    const awesome = u('awesome') < 0.04;
    const name = `${awesome ? 'awesome-' : ''}${pick(VOCABULARY.words, u('w1'))}-${pick(VOCABULARY.words, u('w2'))}-${j}`;
    const fullName = `${owner}/${name}`;
    const created = qualifierRange(q, 'created');
    const pushed = qualifierRange(q, 'pushed');
    const createdAt = created
      ? created[0] + Math.floor(u('created') * (created[1] - created[0] - 1000))
      : Date.UTC(2015, 0, 1) + Math.floor(u('created') * 10 * 365 * DAY);
    const pushedAt = pushed
      ? Math.max(createdAt, pushed[0] + Math.floor(u('pushed') * (pushed[1] - pushed[0] - 1000)))
      : createdAt + Math.floor(u('pushed') * 3 * DAY);
    const updatedAt = pushedAt + Math.floor(u('updated') * 3600_000);
    const stars = starsOf(j);
    const topicCount = Math.floor(u('topics') * 6);
    const topics = [
      ...new Set(
        Array.from({ length: topicCount }, (_, k) => pick(VOCABULARY.topics, u(`topic${k}`))),
      ),
    ];
    // Every URL of the recorded item, rewritten for this repository.
    const text = TEMPLATE_TEXT.replaceAll('example-labs/tinyinfer', fullName).replaceAll(
      'example-labs',
      owner,
    );
    void text.replaceAll('example-labs/tinyinfer', fullName).replaceAll('example-labs', owner);
    const item = JSON.parse(text) as Record<string, unknown>;
    const ownerObj = item['owner'] as Record<string, unknown>;
    ownerObj['id'] = 100_000 + Math.floor(u('ownerid') * 1e6);
    ownerObj['type'] = u('ownertype') < 0.5 ? 'User' : 'Organization';
    Object.assign(item, {
      id: 500_000_000 + j,
      node_id: `R_kgDO${Buffer.from(`repo${j}`).toString('base64').replace(/=+$/, '')}`,
      name,
      full_name: fullName,
      private: u('private') < 0.01,
      description: u('description') < 0.06 ? null : pick(VOCABULARY.descriptions, u('desc')),
      fork: u('fork') < 0.05,
      created_at: isoSeconds(createdAt),
      updated_at: isoSeconds(updatedAt),
      pushed_at: isoSeconds(pushedAt),
      homepage: u('homepage') < 0.5 ? null : `https://${owner}.github.io/${name}`,
      size: Math.floor(u('size') * 100_000),
      stargazers_count: stars,
      watchers_count: stars,
      watchers: stars,
      language: pick(VOCABULARY.languages, u('language')),
      forks_count: Math.floor(stars * u('forks') * 0.2),
      forks: 0,
      archived: u('archived') < 0.04,
      open_issues_count: Math.floor(u('issues') * 200),
      license: pick(VOCABULARY.licenses, u('license')),
      is_template: u('template') < 0.03,
      topics,
      score: 1.0,
    });
    item['forks'] = item['forks_count'];
    item['open_issues'] = item['open_issues_count'];
    item['visibility'] = item['private'] ? 'private' : 'public';
    return item;
  }

  /** Stars decide the order of every query (sort=stars), so they depend on the repository only. */
  function starsOf(j: number): number {
    return 51 + Math.floor(hashUnit(seed, j, 'stars') ** 3 * 60_000);
  }

  /** The pool indices a query matches, sorted as served; items are built only when served. */
  function universe(q: string): number[] {
    const cached = universes.get(q);
    if (cached) return cached;
    const total = Math.min(totalFor(q), poolSize);
    const start = Math.floor(hashUnit(seed, 'start', q) * poolSize);
    const indices = Array.from({ length: total }, (_, k) => (start + k) % poolSize);
    const stars = new Map(indices.map((j) => [j, starsOf(j)]));
    indices.sort((a, b) => (stars.get(b) as number) - (stars.get(a) as number) || a - b);
    universes.set(q, indices);
    return indices;
  }

  function itemsOf(q: string, from: number, to: number): Record<string, unknown>[] {
    return universe(q)
      .slice(from, to)
      .map((j) => {
        const key = `${q}\u0000${j}`;
        let item = built.get(key);
        if (!item) {
          item = repository(j, q);
          built.set(key, item);
        }
        return item;
      });
  }

  function rateHeaders(): Record<string, string> {
    return {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': String(reset),
      'x-ratelimit-used': String(limit - remaining),
      'x-ratelimit-resource': 'search',
    };
  }

  function send(
    res: ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string>,
  ): void {
    requestCounter += 1;
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Accept, Authorization, Cookie, X-GitHub-OTP,Accept-Encoding, Accept, X-Requested-With',
      'x-github-api-version-selected': '2022-11-28',
      'x-github-media-type': 'github.v3; format=json',
      'x-github-request-id': `8C21:3B0A:${requestCounter.toString(16).toUpperCase().padStart(6, '0')}:0:66A0F1B2`,
      ...headers,
    });
    res.end(body);
  }

  function sendError(
    res: ServerResponse,
    name: string,
    headers: Record<string, string> = {},
  ): number {
    const e = ERRORS[name];
    if (!e) throw new Error(`no error fixture ${name}`);
    send(res, e.status, JSON.stringify(e.body), headers);
    return e.status;
  }

  function takeFault(page: number): PendingFault | null {
    for (const f of faults) {
      if (f.times > 0 && (f.page === undefined || f.page === page)) {
        f.times -= 1;
        return f;
      }
    }
    return null;
  }

  /** Headers now, then one byte of the body every 100 ms until the client gives up. */
  function trickle(res: ServerResponse, body: string, headers: Record<string, string>): void {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.flushHeaders();
    const bytes = Buffer.from(body);
    let sent = 0;
    const timer = setInterval(() => {
      if (sent >= bytes.length) {
        clearInterval(timer);
        res.end();
        return;
      }
      res.write(bytes.subarray(sent, sent + 1));
      sent += 1;
    }, 100);
    res.on('close', () => clearInterval(timer));
  }

  /** A 502 with an endless body, written as fast as the client takes it. */
  function flood(res: ServerResponse): void {
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = (): void => {
      while (!res.destroyed && res.write(chunk));
    };
    res.on('drain', pump);
    pump();
  }

  function handleSearch(res: ServerResponse, url: URL): number {
    const q = url.searchParams.get('q') ?? '';
    const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
    const perPage = Math.min(
      PER_PAGE_MAX,
      Math.max(1, Number(url.searchParams.get('per_page') ?? '30') || 30),
    );
    const t = now();
    if (t >= reset * 1000) {
      remaining = limit;
      reset = Math.floor(t / 1000) + windowSeconds;
    }
    if (remaining <= 0) return sendError(res, 'primary_rate_limit', rateHeaders());
    remaining -= 1;
    const fault = takeFault(page);
    if (fault) {
      const retry = { 'retry-after': String(fault.retryAfter) };
      switch (fault.kind) {
        case 'secondary':
          return sendError(res, 'secondary_rate_limit', { ...rateHeaders(), ...retry });
        case 'secondary_429': {
          const e = ERRORS['secondary_rate_limit'] as ErrorFixture;
          send(res, 429, JSON.stringify({ ...e.body, status: '429' }), {
            ...rateHeaders(),
            ...retry,
          });
          return 429;
        }
        case 'retry_after_only':
          send(
            res,
            403,
            JSON.stringify({
              message:
                'You have triggered an abuse detection mechanism. Please wait a few minutes before you try again.',
              documentation_url:
                'https://docs.github.com/rest/overview/resources-in-the-rest-api#abuse-rate-limits',
            }),
            { ...rateHeaders(), ...retry },
          );
          return 403;
        case 'too_many_requests':
          send(res, 429, JSON.stringify({ message: 'Too Many Requests' }), rateHeaders());
          return 429;
        case 'server_error':
          return sendError(res, 'server_error');
        case 'unauthorized':
          return sendError(res, 'bad_credentials');
        case 'not_found':
          return sendError(res, 'not_found');
        case 'validation':
          return sendError(res, 'validation_failed', rateHeaders());
        case 'flood':
          flood(res);
          return 502;
        case 'hang':
          return 0; // the response is never written; closing the server ends the connection
        case 'malformed':
        case 'trickle':
          break; // answered below, from the real page
      }
    }
    if ((page - 1) * perPage >= RESULT_CAP) return sendError(res, 'search_cap', rateHeaders());
    const total = universe(q).length;
    const reachable = Math.min(total, RESULT_CAP);
    const items = itemsOf(q, (page - 1) * perPage, Math.min(page * perPage, reachable));
    const body = JSON.stringify({
      total_count: total,
      incomplete_results: incompleteFor(q),
      items,
    });
    const lastPage = Math.max(1, Math.ceil(reachable / perPage));
    const link = (p: number) => {
      const u = new URL(url.toString());
      u.searchParams.set('page', String(p));
      return `<${u.toString()}>`;
    };
    const links: string[] = [];
    if (page > 1) links.push(`${link(page - 1)}; rel="prev"`);
    if (page < lastPage)
      links.push(`${link(page + 1)}; rel="next"`, `${link(lastPage)}; rel="last"`);
    if (page > 1) links.push(`${link(1)}; rel="first"`);
    const headers = { ...rateHeaders(), ...(links.length > 0 ? { link: links.join(', ') } : {}) };
    if (fault?.kind === 'trickle') {
      trickle(res, body, headers);
      return 200;
    }
    if (fault?.kind === 'malformed') {
      send(res, 200, body.slice(0, Math.max(1, Math.floor(body.length / 2))), headers);
      return 200;
    }
    send(res, 200, body, headers);
    return 200;
  }

  function handleRateLimit(res: ServerResponse): number {
    const core = { limit: 5000, used: 0, remaining: 5000, reset: reset + 3600 };
    const search = { limit, used: limit - remaining, remaining, reset };
    send(res, 200, JSON.stringify({ resources: { core, search }, rate: core }), {});
    return 200;
  }

  function authScheme(req: IncomingMessage): { scheme: string | null; ok: boolean } {
    const header = req.headers['authorization'];
    const m = typeof header === 'string' ? /^(token|bearer)\s+(\S+)$/i.exec(header) : null;
    if (!m || !m[1] || !m[2]) return { scheme: null, ok: false };
    return { scheme: m[1].toLowerCase(), ok: opts.token === undefined || m[2] === opts.token };
  }

  const runsAnswer = (url: URL) =>
    answerRuns(opts.runs ?? [], url.pathname, url.searchParams, `http://127.0.0.1:${port()}`);
  const port = (): number => (server.address() as AddressInfo).port;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const auth = authScheme(req);
    let status: number;
    try {
      if (req.method !== 'GET') {
        send(res, 404, JSON.stringify(ERRORS['not_found']?.body), {});
        status = 404;
      } else if (!auth.ok) {
        status = sendError(res, 'bad_credentials');
      } else if (url.pathname === '/search/repositories') {
        status = handleSearch(res, url);
      } else if (url.pathname === '/rate_limit') {
        status = handleRateLimit(res);
      } else if (runsAnswer(url) !== null) {
        const answer = runsAnswer(url)!;
        send(res, answer.status, JSON.stringify(answer.body), {});
        status = answer.status;
      } else {
        status = sendError(res, 'not_found');
      }
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
      status = 500;
    }
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      url: req.url ?? '',
      q: url.searchParams.get('q'),
      page: url.searchParams.has('page') ? Number(url.searchParams.get('page')) : null,
      perPage: url.searchParams.has('per_page') ? Number(url.searchParams.get('per_page')) : null,
      sort: url.searchParams.get('sort'),
      order: url.searchParams.get('order'),
      status,
      authScheme: auth.scheme,
      userAgent: req.headers['user-agent'] ?? null,
      at: now(),
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port()}`,
    requests,
    searchRequests: () => requests.filter((r) => r.path === '/search/repositories'),
    setFaults,
    itemsFor: (q) => itemsOf(q, 0, universe(q).length),
    totalFor: (q) => universe(q).length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
