/**
 * The embedded default of `squadscope crawl`: a static HTTP server on 127.0.0.1 that stands in
 * for the five example feeds and for GitHub's search API, so a newcomer sees the whole crawl
 * with no network and no token. Everything it serves is read from examples/demo/ at start-up.
 *
 * It listens on 127.0.0.1 only, on DEMO_PORT when free (see DemoServerOptions.port).
 *
 * Routes (GET and HEAD):
 *   /feeds/<name>.xml             examples/demo/feeds/<name>.xml (ETag + 304 on If-None-Match)
 *   /search/repositories?q=…      a recorded search answer picked by the query's qualifiers:
 *                                 `topic:X` => github/topic-X.json (several topics: the repos in all),
 *                                 else `created:` => github/new_repos.json,
 *                                 else `pushed:` => github/trending_repos.json, else no results;
 *                                 sort=stars&order=desc|asc, page and per_page (≤ 100) as GitHub pages;
 *                                 x-ratelimit-* headers of a 30-a-minute search budget, 403 past it
 *   /rate_limit                   the budget as GitHub reports it (not counted)
 *   /                             an API root
 */
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sha256Hex } from '../canonical/index.js';

/** The ISO week the bundled feeds and search answers are written for (2026-06-01 .. 2026-06-08). */
export const DEMO_WEEK = '2026-W23';
/** The week a run labelled by the week it runs in names them: the Monday after is in 2026-W24. */
export const DEMO_RUN_WEEK = '2026-W24';
/**
 * The clock make-run-context is pinned to in the demo: the Monday after the week, at the time
 * of SquadScope's weekly cron (00:07 UTC), the schedule the README recommends.
 */
export const DEMO_NOW = '2026-06-08T00:07:00Z';

export interface DemoServerOptions {
  /** The folder holding feeds/ and github/ (examples/demo in the repository). */
  dataDir: string;
  /** Wall clock in epoch ms, for the rate-limit window. */
  now?: () => number;
  /** Search requests allowed per minute (GitHub: 30 with a token). */
  searchLimitPerMinute?: number;
  /**
   * Port to listen on (default 0: any free port). The feed URLs, and so the source config's
   * checksum and the run_id, contain the port: a fixed one makes two demo runs byte-identical.
   * A busy port falls back to a free one.
   */
  port?: number;
}

/** The port the demo prefers, so that `npm run demo` gives the same bytes every time. */
export const DEMO_PORT = 47823;

export interface DemoRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  status: number;
}

export interface DemoServer {
  /** Origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  /** Feed file names served under /feeds/ (without .xml), sorted. */
  feeds: string[];
  requests: DemoRequest[];
  feedUrl(id: string): string;
  close(): Promise<void>;
}

interface Feed {
  body: Buffer;
  contentType: string;
  etag: string;
}

interface SearchItem {
  id: number;
  stargazers_count: number;
  [key: string]: unknown;
}

const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 30;
/** GitHub serves at most the first 1,000 results of a search. */
const RESULT_CAP = 1000;
const WINDOW_MS = 60_000;
const DOCS = 'https://docs.github.com/rest/search/search#search-repositories';

function isSearchItem(value: unknown): value is SearchItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['id'] === 'number' && typeof v['stargazers_count'] === 'number';
}

async function loadFeeds(dir: string): Promise<Map<string, Feed>> {
  const feeds = new Map<string, Feed>();
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.xml')).sort()) {
    const body = await readFile(join(dir, file));
    const atom = /<feed[\s>]/.test(body.subarray(0, 512).toString('utf8'));
    feeds.set(file.slice(0, -'.xml'.length), {
      body,
      contentType: `${atom ? 'application/atom+xml' : 'application/rss+xml'}; charset=utf-8`,
      etag: `"${sha256Hex(body).slice(0, 32)}"`,
    });
  }
  return feeds;
}

/** Recorded search answers by file name without .json; a malformed one stops the start. */
async function loadSearchAnswers(dir: string): Promise<Map<string, SearchItem[]>> {
  const answers = new Map<string, SearchItem[]>();
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()) {
    const value = JSON.parse(await readFile(join(dir, file), 'utf8')) as unknown;
    // Not every file is a search answer (the previous star snapshot lives here too).
    if (typeof value !== 'object' || value === null || !('items' in value)) continue;
    const items = (value as { items: unknown }).items;
    if (!Array.isArray(items) || !items.every(isSearchItem)) {
      throw new Error(
        `demo data ${file}: items must be repository objects with id and stargazers_count`,
      );
    }
    answers.set(file.slice(0, -'.json'.length), items);
  }
  return answers;
}

/** The recorded answer a query gets. Topic qualifiers AND together, as on GitHub. */
export function pickAnswer(q: string, answers: ReadonlyMap<string, SearchItem[]>): SearchItem[] {
  const topics = [...q.matchAll(/(?:^|\s)topic:"?([^\s"]+)"?/g)].map((m) => m[1]!.toLowerCase());
  if (topics.length > 0) {
    const [first, ...rest] = topics.map((t) => answers.get(`topic-${t}`) ?? []);
    const ids = rest.map((items) => new Set(items.map((i) => i.id)));
    return first!.filter((item) => ids.every((set) => set.has(item.id)));
  }
  if (/(?:^|\s)created:/.test(q)) return answers.get('new_repos') ?? [];
  if (/(?:^|\s)pushed:/.test(q)) return answers.get('trending_repos') ?? [];
  return [];
}

function positiveInt(raw: string | null, fallback: number): number | null {
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,7}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/** The search API's per-minute budget, as GitHub counts it: a fixed window from its first call. */
class SearchWindow {
  private start: number;
  private used = 0;

  constructor(
    readonly limit: number,
    private readonly now: () => number,
  ) {
    this.start = now();
  }

  /** Counts one call; false when it is over the budget. */
  take(): boolean {
    if (this.now() >= this.start + WINDOW_MS) {
      this.start = this.now();
      this.used = 0;
    }
    this.used++;
    return this.used <= this.limit;
  }

  budget() {
    return {
      limit: this.limit,
      used: Math.min(this.used, this.limit),
      remaining: Math.max(this.limit - this.used, 0),
      reset: Math.ceil((this.start + WINDOW_MS) / 1000),
    };
  }

  headers(): Record<string, string> {
    const b = this.budget();
    return {
      'x-ratelimit-limit': String(b.limit),
      'x-ratelimit-remaining': String(b.remaining),
      'x-ratelimit-used': String(b.used),
      'x-ratelimit-reset': String(b.reset),
      'x-ratelimit-resource': 'search',
    };
  }
}

/** An answer of the API: status, JSON body, extra headers. */
interface ApiAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

function sendJson(res: ServerResponse, { status, body, headers = {} }: ApiAnswer): void {
  const text = JSON.stringify(body, null, 2) + '\n';
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'x-github-api-version-selected': '2022-11-28',
    'x-github-media-type': 'github.v3; format=json',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

function validationFailed(message: string, extra: Record<string, unknown> = {}): ApiAnswer {
  return { status: 422, body: { message, ...extra, documentation_url: DOCS, status: '422' } };
}

/** A search page as GitHub gives it: sorted, capped at 1000 results, with Link headers. */
function searchPage(
  params: URLSearchParams,
  answers: ReadonlyMap<string, SearchItem[]>,
  origin: string,
): ApiAnswer {
  const q = params.get('q');
  if (q === null || q.trim() === '') {
    const errors = [{ resource: 'Search', field: 'q', code: 'missing' }];
    return validationFailed('Validation Failed', { errors });
  }
  const perPage = positiveInt(params.get('per_page'), DEFAULT_PER_PAGE);
  const page = positiveInt(params.get('page'), 1);
  if (perPage === null || page === null) return validationFailed('Validation Failed');
  const size = Math.min(perPage, MAX_PER_PAGE);
  const items = [...pickAnswer(q, answers)];
  if (params.get('sort') === 'stars') {
    const sign = params.get('order') === 'asc' ? 1 : -1;
    items.sort((a, b) => sign * (a.stargazers_count - b.stargazers_count) || a.id - b.id);
  }
  const reachable = Math.min(items.length, RESULT_CAP);
  if ((page - 1) * size >= RESULT_CAP)
    return validationFailed('Only the first 1000 search results are available');
  const lastPage = Math.max(1, Math.ceil(reachable / size));
  const link = (p: number, rel: string) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `<${origin}/search/repositories?${next.toString()}>; rel="${rel}"`;
  };
  const links = [
    ...(page > 1 ? [link(page - 1, 'prev')] : []),
    ...(page < lastPage ? [link(page + 1, 'next'), link(lastPage, 'last')] : []),
    ...(page > 1 ? [link(1, 'first')] : []),
  ];
  return {
    status: 200,
    body: {
      total_count: items.length,
      incomplete_results: false,
      items: items.slice((page - 1) * size, Math.min(page * size, reachable)),
    },
    headers: links.length ? { link: links.join(', ') } : {},
  };
}

/** A search call: counted against the window first, its rate headers on every answer. */
function search(
  window: SearchWindow,
  params: URLSearchParams,
  answers: ReadonlyMap<string, SearchItem[]>,
  origin: string,
): ApiAnswer {
  const answer = window.take()
    ? searchPage(params, answers, origin)
    : {
        status: 403,
        body: {
          message: 'API rate limit exceeded for user ID 1.',
          documentation_url: DOCS,
          status: '403',
        },
      };
  return { ...answer, headers: { ...window.headers(), ...answer.headers } };
}

/** A feed with its ETag: 304 to a matching If-None-Match. */
function serveFeed(req: IncomingMessage, res: ServerResponse, feed: Feed | undefined): void {
  if (!feed) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('no such feed\n');
    return;
  }
  const headers = { etag: feed.etag, 'cache-control': 'max-age=300' };
  if (req.headers['if-none-match'] === feed.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, {
    ...headers,
    'content-type': feed.contentType,
    'content-length': String(feed.body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : feed.body);
}

/** The API's other paths: the rate limits, the root, and 404 for the rest. */
function apiAnswer(pathname: string, window: SearchWindow, origin: string): ApiAnswer {
  switch (pathname) {
    case '/rate_limit': {
      const search = window.budget();
      const core = { limit: 5000, used: 0, remaining: 5000, reset: search.reset + 3540 };
      return { status: 200, body: { resources: { core, search }, rate: core } };
    }
    case '/':
      return {
        status: 200,
        body: {
          repository_search_url: `${origin}/search/repositories?q={query}{&page,per_page,sort,order}`,
          rate_limit_url: `${origin}/rate_limit`,
        },
      };
    default:
      return {
        status: 404,
        body: {
          message: 'Not Found',
          documentation_url: 'https://docs.github.com/rest',
          status: '404',
        },
      };
  }
}

/** Listens on 127.0.0.1: the port asked for, or any free one when it is taken. */
async function listenLocal(server: Server, port: number | undefined): Promise<number> {
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      server.once('error', onError);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', onError);
        resolve();
      });
    });
  try {
    await listen(port ?? 0);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EADDRINUSE' || !port) throw error;
    await listen(0);
  }
  return (server.address() as AddressInfo).port;
}

export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const feeds = await loadFeeds(join(options.dataDir, 'feeds'));
  const answers = await loadSearchAnswers(join(options.dataDir, 'github'));
  const window = new SearchWindow(options.searchLimitPerMinute ?? 30, options.now ?? Date.now);
  const requests: DemoRequest[] = [];
  let origin = '';

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    res.on('finish', () =>
      requests.push({ method: req.method ?? '', url: req.url ?? '', status: res.statusCode }),
    );
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const body = { message: 'Method Not Allowed', status: '405' };
      return sendJson(res, { status: 405, body, headers: { allow: 'GET, HEAD' } });
    }
    const feedMatch = /^\/feeds\/([^/]+)\.xml$/.exec(url.pathname);
    if (feedMatch) return serveFeed(req, res, feeds.get(decodeURIComponent(feedMatch[1]!)));
    if (url.pathname === '/search/repositories')
      return sendJson(res, search(window, url.searchParams, answers, origin));
    return sendJson(res, apiAnswer(url.pathname, window, origin));
  };

  const server = createServer(handle);
  const port = await listenLocal(server, options.port);
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    port,
    feeds: [...feeds.keys()],
    requests,
    feedUrl: (id) => `${origin}/feeds/${encodeURIComponent(id)}.xml`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
