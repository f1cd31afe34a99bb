/**
 * Hostile GitHub API answers for crawl-github-shard: malformed JSON, wrong shapes, NaN and
 * huge numbers, 5xx storms, rate-limit replies, huge pages and untrusted repository text.
 * Each row answers every request of one shard (new_repos, one query), including hung and
 * trickling servers (bounded by the request deadline), `Retry-After: 0` (a wait of at
 * least 1 s) and repository URLs that are not http(s) (refused items).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StepResult } from '../../src/local/step.js';
import { MARKER, says, type Handler } from './harness.js';

export interface ApiCase {
  group: string;
  name: string;
  handler: Handler;
  deadlineMs?: number;
  /** Inputs of the shard beyond the defaults (world.ts). */
  inputs?: Record<string, string>;
  /** Exit codes the case may end with (default 0 or 1). */
  exit?: number[];
  /** The case's specific outcome (problems found, empty when fine). */
  check?: (result: StepResult) => string[];
}

const EPOCH_S = 1_780_000_000;

function repo(i: number, over: Record<string, unknown> = {}) {
  return {
    id: 1000 + i,
    node_id: `R_${i}`,
    name: `tool${i}`,
    full_name: `acme/tool${i}`,
    owner: { login: 'acme' },
    html_url: `https://github.com/acme/tool${i}`,
    url: `https://api.github.com/repos/acme/tool${i}`,
    description: 'An AI agent tool',
    private: false,
    fork: false,
    archived: false,
    stargazers_count: 100 + i,
    forks_count: 3,
    language: 'TypeScript',
    topics: ['ai'],
    license: { spdx_id: 'MIT' },
    created_at: '2026-06-02T10:00:00Z',
    updated_at: '2026-06-04T10:00:00Z',
    pushed_at: '2026-06-04T10:00:00Z',
    ...over,
  };
}

const page = (items: unknown[], total = items.length, incomplete = false) =>
  JSON.stringify({ total_count: total, incomplete_results: incomplete, items });

function answer(
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
): Handler {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'x-ratelimit-limit': '30',
      'x-ratelimit-remaining': '29',
      'x-ratelimit-reset': String(EPOCH_S + 60),
      'x-ratelimit-resource': 'search',
      ...headers,
    });
    res.end(body);
  };
}

const ok = (body: string | Buffer, headers?: Record<string, string>) => answer(200, body, headers);

const malformed: ApiCase[] = (
  [
    ['an empty body', ''],
    ['truncated JSON', page([repo(1)]).slice(0, 60)],
    ['an HTML error page', '<html><body>Unicorn!</body></html>'],
    ['JSON null', 'null'],
    [
      'items that are not a list',
      JSON.stringify({ total_count: 1, incomplete_results: false, items: 'x' }),
    ],
    ['no items', JSON.stringify({ total_count: 5 })],
    [
      'a duplicate key',
      `{"total_count":1,"total_count":2,"incomplete_results":false,"items":[${JSON.stringify(repo(1))}]}`,
    ],
    ['NaN stars', page([repo(1)]).replace('"stargazers_count":101', '"stargazers_count":NaN')],
    ['1e400 stars', page([repo(1)]).replace('"stargazers_count":101', '"stargazers_count":1e400')],
    ['2^63 as the id', page([repo(1)]).replace('"id":1001', '"id":9223372036854775808')],
    [
      'invalid UTF-8',
      Buffer.concat([
        Buffer.from(page([repo(1)]).slice(0, 80)),
        Buffer.from([0xff, 0xfe]),
        Buffer.from(page([repo(1)]).slice(80)),
      ]),
    ],
    ['a UTF-8 BOM', `\ufeff${page([repo(1)])}`],
  ] as [string, string | Buffer][]
).map(([name, body]) => ({ group: 'malformed JSON', name, handler: ok(body) }));

const shapes: ApiCase[] = [
  ['stars as a string', [repo(1, { stargazers_count: '101' })]],
  ['negative stars', [repo(1, { stargazers_count: -7 })]],
  ['no full_name', [repo(1, { full_name: undefined })]],
  ['a full_name with ../', [repo(1, { full_name: '../../etc/passwd' })]],
  ['a created_at that is not a time', [repo(1, { created_at: 'yesterday' })]],
  ['owner null', [repo(1, { owner: null })]],
  ['license as a string', [repo(1, { license: 'MIT' })]],
  ['topics of numbers', [repo(1, { topics: [1, 2, 3] })]],
  ['a description of 1 MiB', [repo(1, { description: 'd'.repeat(1 << 20) })]],
  ['the same repository twice', [repo(1), repo(1)]],
  ['items that are numbers', [1, 2, 3]],
  ['an item that is null', [null]],
].map(([name, items]) => ({
  group: 'wrong shape',
  name: name as string,
  handler: ok(page(items as unknown[])),
}));

const huge: ApiCase[] = [
  { group: 'huge page', name: 'total_count 10^12', handler: ok(page([repo(1)], 1e12)) },
  { group: 'huge page', name: 'incomplete results', handler: ok(page([repo(1)], 1, true)) },
  {
    group: 'huge page',
    name: '5,000 items on one page',
    handler: ok(page(Array.from({ length: 5000 }, (_, i) => repo(i)))),
  },
  {
    group: 'huge page',
    name: 'a 20 MiB page',
    handler: ok(
      page(Array.from({ length: 20 }, (_, i) => repo(i, { description: 'x'.repeat(1 << 20) }))),
    ),
  },
  {
    group: 'huge page',
    name: 'a Link header to page 10^9',
    handler: ok(page([repo(1)], 1e9), {
      link: '<http://127.0.0.1:1/search/repositories?page=1000000000>; rel="next"',
    }),
  },
];

const storms: ApiCase[] = [
  ...[502, 503].map((status) => ({
    group: '5xx storm',
    name: `${status} on every request`,
    handler: answer(status, JSON.stringify({ message: 'Server Error' })),
    deadlineMs: 60_000,
  })),
  {
    group: '5xx storm',
    name: '500 with an HTML body',
    handler: answer(500, '<html>oops</html>', { 'content-type': 'text/html' }),
    deadlineMs: 60_000,
  },
  {
    group: 'status',
    name: '401 bad credentials',
    handler: answer(401, JSON.stringify({ message: 'Bad credentials' })),
  },
  { group: 'status', name: '404', handler: answer(404, JSON.stringify({ message: 'Not Found' })) },
  {
    group: 'status',
    name: '422 validation failed',
    handler: answer(
      422,
      JSON.stringify({ message: 'Validation Failed', errors: [{ message: `::error::${MARKER}` }] }),
    ),
  },
  {
    group: 'status',
    name: '451 unavailable for legal reasons',
    handler: answer(451, JSON.stringify({ message: 'x' })),
  },
  {
    group: 'status',
    name: '200 with a text/html content type',
    handler: answer(200, page([repo(1)]), { 'content-type': 'text/html' }),
  },
];

const limits: ApiCase[] = [
  {
    group: 'rate limit',
    name: 'primary limit exhausted, reset in an hour',
    handler: answer(403, JSON.stringify({ message: 'API rate limit exceeded' }), {
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
    }),
  },
  {
    group: 'rate limit',
    name: 'primary limit exhausted, reset in the past',
    handler: answer(403, JSON.stringify({ message: 'API rate limit exceeded' }), {
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '1',
    }),
    deadlineMs: 60_000,
  },
  {
    group: 'rate limit',
    name: 'secondary limit, retry-after of a day',
    handler: answer(403, JSON.stringify({ message: 'You have exceeded a secondary rate limit' }), {
      'retry-after': '86400',
    }),
  },
  {
    group: 'rate limit',
    name: '429 with retry-after of a day',
    handler: answer(429, JSON.stringify({ message: 'Too Many Requests' }), {
      'retry-after': '86400',
    }),
  },
  {
    group: 'rate limit',
    name: 'a reset header that is not a number',
    handler: answer(403, JSON.stringify({ message: 'API rate limit exceeded' }), {
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': 'soon',
    }),
    deadlineMs: 60_000,
  },
  {
    group: 'rate limit',
    name: 'remaining -1 on a success',
    handler: ok(page([repo(1)]), { 'x-ratelimit-remaining': '-1' }),
  },
];

const injection: ApiCase[] = [
  ['description', { description: `x\n::error::${MARKER}` }],
  ['name', { name: `::warning::${MARKER}` }],
  ['topic', { topics: [`\n::set-output name=status::${MARKER}`] }],
  ['language', { language: `\r::stop-commands::${MARKER}` }],
].map(([field, over]) => ({
  group: 'command injection',
  name: `repository ${field as string}`,
  handler: ok(page([repo(1, over as Record<string, unknown>)])),
}));
injection.push({
  group: 'command injection',
  name: 'an error message',
  handler: answer(403, JSON.stringify({ message: `\n::error::${MARKER}\n::add-mask::x` })),
});

/** The shard kept `count` repositories, and its log says each of `texts` (why). */
function keeps(count: number, ...texts: string[]): (result: StepResult) => string[] {
  return (result) => [
    ...(result.outputs['repositories'] === String(count)
      ? []
      : [`kept ${result.outputs['repositories']} repositories, not ${count}`]),
    ...says(...texts)(result),
  ];
}

// --- Requests bounded by their deadline, waits by max-wait-seconds ----------------------

/** Answers the first request with `first`, every later one with a page of one repository. */
function thenOk(first: Handler): Handler {
  let calls = 0;
  return (req, res) => (calls++ === 0 ? first(req, res) : ok(page([repo(1)]))(req, res));
}

const trickle: Handler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"total_count":1,');
  const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(' ')), 200);
  res.on('close', () => clearInterval(timer));
};

const deadlines: ApiCase[] = [
  {
    group: 'deadline',
    name: 'a server that accepts and never answers',
    handler: () => {},
    inputs: { 'request-timeout-seconds': '2' },
    exit: [1],
    check: says('no complete answer within 2 s'),
  },
  {
    group: 'deadline',
    name: 'a body that trickles a byte every 200 ms',
    handler: trickle,
    inputs: { 'request-timeout-seconds': '2' },
    exit: [1],
    check: says('no complete answer within 2 s'),
  },
  {
    group: 'deadline',
    name: 'a hang on the first request only',
    handler: thenOk(() => {}),
    inputs: { 'request-timeout-seconds': '2' },
    exit: [0],
    check: keeps(1, 'no complete answer within 2 s'),
  },
  {
    group: 'rate limit',
    name: 'secondary limit with retry-after 0, then an answer',
    handler: thenOk(
      answer(403, JSON.stringify({ message: 'You have exceeded a secondary rate limit' }), {
        'retry-after': '0',
      }),
    ),
    exit: [0],
    check: keeps(1, 'waiting 1 s'),
  },
];

// --- Repository fields the contracts bound ------------------------------------------------

const fields: ApiCase[] = [
  ...(
    [
      ['html_url', 'javascript:alert(1)'],
      ['url', 'file:///etc/passwd'],
    ] as const
  ).map(([field, value]) => ({
    group: 'URL field',
    name: `a repository ${field} ${value}`,
    handler: ok(page([repo(1, { [field]: value }), repo(2)])),
    exit: [0],
    check: keeps(1, `field ${field} is not an http(s) URL`),
  })),
  {
    group: 'URL field',
    name: 'a repository with 10,000 topics',
    handler: ok(
      page([repo(1, { topics: Array.from({ length: 10_000 }, (_, i) => `t${i}`) }), repo(2)]),
    ),
    exit: [0],
    check: keeps(1, 'field topics is missing, malformed or too long'),
  },
];

export const API_CASES: ApiCase[] = [
  ...malformed,
  ...shapes,
  ...huge,
  ...storms,
  ...limits,
  ...injection,
  ...deadlines,
  ...fields,
];
