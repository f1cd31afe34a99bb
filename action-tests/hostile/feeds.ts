/**
 * Hostile feeds for crawl-rss-leg: XML bombs and external entities, compression bombs,
 * slow and trickling servers, huge bodies, bad encodings, redirects to refused addresses,
 * malformed XML, odd HTTP answers, workflow-command injection through feed text, the
 * metadata address spelled as IPv6, and the classes of feed once read wrong (each must
 * yield its decoded title).
 * Each row is a source of the planned run whose feed the shared server answers.
 */
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { rss2, atom } from '../feed-server.js';
import type { StepResult } from '../../src/local/step.js';
import { MARKER, says, type Handler } from './harness.js';
import { WEEK_ITEM_DATE, type FeedSource } from './world.js';

export interface FeedCase {
  group: string;
  name: string;
  source: FeedSource;
  /** Inputs of the leg beyond the defaults (world.ts). */
  inputs?: Record<string, string>;
  deadlineMs?: number;
  /** The case's specific outcome (problems found, empty when fine). */
  check?: (result: StepResult & { legs?: unknown[] }) => string[];
}

const ITEM = (title = 'An AI agent ships', link = 'https://news.example/2026/06/03/agent') => ({
  title,
  link,
  pubDate: WEEK_ITEM_DATE,
  description: 'An llm model story.',
});

function send(body: string | Buffer, headers: Record<string, string> = {}, status = 200): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/rss+xml', ...headers });
    res.end(body);
  };
}

const serve = (body: string | Buffer, headers?: Record<string, string>, status?: number) => ({
  handler: send(body, headers, status),
});

// --- XML bombs and external entities --------------------------------------------------

function laughs(depth: number, fanout: number, root: 'rss' | 'feed'): string {
  const entities = [`<!ENTITY l0 "lol">`];
  for (let d = 1; d <= depth; d++)
    entities.push(`<!ENTITY l${d} "${`&l${d - 1};`.repeat(fanout)}">`);
  const dtd = `<!DOCTYPE ${root} [${entities.join('')}]>`;
  return root === 'rss'
    ? `<?xml version="1.0"?>${dtd}<rss version="2.0"><channel><title>&l${depth};</title><item><title>&l${depth};</title><link>https://news.example/a</link><pubDate>${WEEK_ITEM_DATE}</pubDate></item></channel></rss>`
    : `<?xml version="1.0"?>${dtd}<feed xmlns="http://www.w3.org/2005/Atom"><title>&l${depth};</title><entry><title>&l${depth};</title><link href="https://news.example/a"/><id>x</id><updated>2026-06-03T10:00:00Z</updated></entry></feed>`;
}

function withDoctype(doctype: string, title: string): string {
  return `<?xml version="1.0"?>${doctype}<rss version="2.0"><channel><title>t</title><item><title>${title}</title><link>https://news.example/e</link><pubDate>${WEEK_ITEM_DATE}</pubDate></item></channel></rss>`;
}

const bombs: FeedCase[] = [
  ...[3, 10].flatMap((depth) =>
    (['rss', 'feed'] as const).map((root) => ({
      group: 'XML bomb',
      name: `billion laughs, depth ${depth}, ${root === 'rss' ? 'RSS' : 'Atom'}`,
      source: serve(laughs(depth, 10, root)),
    })),
  ),
  {
    group: 'XML bomb',
    name: 'quadratic blowup (one 100 kB entity used 2,000 times)',
    source: serve(
      withDoctype(`<!DOCTYPE rss [<!ENTITY a "${'x'.repeat(100_000)}">]>`, '&a;'.repeat(2000)),
    ),
  },
  {
    group: 'XML bomb',
    name: 'parameter entities',
    source: serve(withDoctype('<!DOCTYPE rss [<!ENTITY % p "<!ENTITY e \'x\'>"> %p;]>', '&e;')),
  },
  ...[
    ['file:///etc/passwd', 'file'],
    ['http://127.0.0.1:9/secret', 'http on loopback'],
    ['http://169.254.169.254/latest/meta-data/', 'cloud metadata'],
    ['/etc/hostname', 'a relative path'],
  ].flatMap(([target, label]) => [
    {
      group: 'external entity',
      name: `SYSTEM entity to ${label} in a title`,
      source: serve(withDoctype(`<!DOCTYPE rss [<!ENTITY x SYSTEM "${target}">]>`, '&x;')),
    },
    {
      group: 'external entity',
      name: `external DTD at ${label}`,
      source: serve(withDoctype(`<!DOCTYPE rss SYSTEM "${target}">`, 'plain')),
    },
  ]),
  {
    group: 'external entity',
    name: 'XInclude of /etc/passwd',
    source: serve(
      withDoctype(
        '',
        '<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="file:///etc/passwd" parse="text"/>',
      ),
    ),
  },
  {
    group: 'external entity',
    name: 'undefined entity',
    source: serve(withDoctype('', '&undefinedentity;')),
  },
];

// --- Compression bombs --------------------------------------------------------------------

const zeros = Buffer.alloc(64 * 1024 * 1024);
const feedThenZeros = Buffer.concat([Buffer.from(rss2([ITEM()]).replace('</rss>', '')), zeros]);
let gz: Buffer | undefined;
const gzipBomb = () => (gz ??= gzipSync(feedThenZeros, { level: 9 }));
const compression: FeedCase[] = [
  {
    group: 'compression bomb',
    name: 'gzip: 64 MiB behind 64 kB',
    source: { handler: (_q, s) => send(gzipBomb(), { 'content-encoding': 'gzip' })(_q, s) },
  },
  {
    group: 'compression bomb',
    name: 'deflate: 64 MiB',
    source: { handler: lazy(() => deflateSync(zeros), { 'content-encoding': 'deflate' }) },
  },
  {
    group: 'compression bomb',
    name: 'brotli: 64 MiB',
    source: { handler: lazy(() => brotliCompressSync(zeros), { 'content-encoding': 'br' }) },
  },
  {
    group: 'compression bomb',
    name: 'gzip inside gzip',
    source: { handler: lazy(() => gzipSync(gzipBomb()), { 'content-encoding': 'gzip, gzip' }) },
  },
  {
    group: 'compression bomb',
    name: 'says gzip, sends plain XML',
    source: serve(rss2([ITEM()]), { 'content-encoding': 'gzip' }),
  },
  {
    group: 'compression bomb',
    name: 'truncated gzip stream',
    source: {
      handler: lazy(() => gzipSync(rss2([ITEM()])).subarray(0, 40), { 'content-encoding': 'gzip' }),
    },
  },
  {
    group: 'compression bomb',
    name: 'unknown content-encoding (compress)',
    source: serve(rss2([ITEM()]), { 'content-encoding': 'compress' }),
  },
  {
    group: 'compression bomb',
    name: 'content-encoding of 1,000 gzip layers declared',
    source: serve(rss2([ITEM()]), { 'content-encoding': Array(1000).fill('gzip').join(', ') }),
  },
];

function lazy(make: () => Buffer, headers: Record<string, string>): Handler {
  let body: Buffer | undefined;
  return (req, res) => send((body ??= make()), headers)(req, res);
}

// --- Slow and trickling servers, huge bodies ------------------------------------------

function trickle(intervalMs: number, afterHeaders = true, head = ''): Handler {
  return (_req: IncomingMessage, res: ServerResponse) => {
    if (afterHeaders) res.writeHead(200, { 'content-type': 'application/rss+xml' });
    if (head) res.write(head);
    const timer = setInterval(() => {
      if (res.destroyed) clearInterval(timer);
      else res.write(' ');
    }, intervalMs);
    res.on('close', () => clearInterval(timer));
  };
}

const slow: FeedCase[] = [
  { group: 'slow server', name: 'accepts and never answers', source: { handler: () => {} } },
  {
    group: 'slow server',
    name: 'headers, then nothing',
    source: {
      handler: (_q, s) => {
        s.writeHead(200, { 'content-type': 'application/rss+xml' });
        s.flushHeaders();
      },
    },
  },
  {
    group: 'slow server',
    name: 'headers, then one byte every 100 ms',
    source: { handler: trickle(100) },
  },
  {
    group: 'slow server',
    name: 'half a feed, then one byte every 200 ms',
    source: { handler: trickle(200, true, rss2([ITEM()]).slice(0, 300)) },
  },
  {
    group: 'slow server',
    name: 'chunked, one chunk every 50 ms, forever',
    source: { handler: trickle(50, true, '<?xml version="1.0"?><rss version="2.0"><channel>') },
  },
  {
    group: 'slow server',
    name: 'drops the connection mid-body',
    source: {
      handler: (_q, s) => {
        s.writeHead(200, { 'content-length': '100000' });
        s.write(rss2([ITEM()]).slice(0, 200));
        setTimeout(() => s.destroy(), 50);
      },
    },
  },
  {
    group: 'slow server',
    name: 'resets the connection at once',
    source: { handler: (q) => q.socket.destroy() },
  },
  {
    group: 'slow server',
    name: 'answers garbage instead of HTTP',
    source: {
      handler: (q) => {
        q.socket.end('SSH-2.0-OpenSSH\r\n\r\n');
      },
    },
  },
];

const huge: FeedCase[] = [
  {
    group: 'huge body',
    name: '8 MiB of whitespace after the feed (over max-bytes)',
    source: {
      handler: lazy(
        () => Buffer.concat([Buffer.from(rss2([ITEM()])), Buffer.alloc(8 << 20, 32)]),
        {},
      ),
    },
  },
  {
    group: 'huge body',
    name: 'one 2 MiB title',
    source: { handler: lazy(() => Buffer.from(rss2([ITEM('A'.repeat(2 << 20))])), {}) },
  },
  {
    group: 'huge body',
    name: 'content-length of 1 TB, 1 kB sent',
    source: {
      handler: (_q, s) => {
        s.writeHead(200, { 'content-length': String(1e12) });
        s.write(rss2([ITEM()]).slice(0, 1000));
        setTimeout(() => s.destroy(), 100);
      },
    },
  },
  {
    group: 'huge body',
    name: 'content-length larger than max-bytes',
    source: serve(
      rss2(Array.from({ length: 40 }, (_, i) => ITEM(`AI ${i}`, `https://news.example/${i}`))),
    ),
    inputs: { 'max-bytes': '1024' },
  },
  {
    group: 'huge body',
    name: '5,000 items',
    source: {
      handler: lazy(
        () =>
          Buffer.from(
            rss2(
              Array.from({ length: 5000 }, (_, i) =>
                ITEM(`AI item ${i}`, `https://news.example/${i}`),
              ),
            ),
          ),
        {},
      ),
    },
  },
  {
    group: 'huge body',
    name: '20,000 nested elements',
    source: serve(withDoctype('', `${'<b>'.repeat(20_000)}deep${'</b>'.repeat(20_000)}`)),
  },
  {
    group: 'huge body',
    name: 'unclosed nesting 50,000 deep',
    source: serve(`<?xml version="1.0"?><rss version="2.0"><channel>${'<x>'.repeat(50_000)}`),
  },
  {
    group: 'huge body',
    name: 'an attribute of 1 MiB',
    source: serve(withDoctype('', `<span a="${'v'.repeat(1 << 20)}">t</span>`)),
  },
  {
    group: 'huge body',
    name: '10,000 attributes on one element',
    source: serve(
      withDoctype(
        '',
        `<span ${Array.from({ length: 10_000 }, (_, i) => `a${i}="1"`).join(' ')}>t</span>`,
      ),
    ),
  },
  {
    group: 'huge body',
    name: '100,000 categories on one item',
    source: {
      handler: lazy(
        () =>
          Buffer.from(
            rss2([{ ...ITEM(), categories: Array.from({ length: 100_000 }, (_, i) => `c${i}`) }]),
          ),
        {},
      ),
    },
  },
];

// --- Bad encodings ---------------------------------------------------------------------

const utf16 = (text: string, bom: boolean) =>
  Buffer.concat([bom ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0), Buffer.from(text, 'utf16le')]);
const encodings: FeedCase[] = [
  {
    group: 'bad encoding',
    name: 'charset the decoder does not know',
    source: serve(rss2([ITEM()], { encoding: 'x-klingon' }), {
      'content-type': 'application/rss+xml; charset=x-klingon',
    }),
  },
  {
    group: 'bad encoding',
    name: 'UTF-16LE with BOM',
    source: serve(utf16(rss2([ITEM()], { encoding: 'UTF-16' }), true)),
  },
  {
    group: 'bad encoding',
    name: 'UTF-16LE without BOM, declared UTF-8',
    source: serve(utf16(rss2([ITEM()]), false)),
  },
  {
    group: 'bad encoding',
    name: 'invalid UTF-8 bytes in a title',
    source: serve(
      Buffer.concat([
        Buffer.from(rss2([ITEM('AI @@')]).split('@@')[0]!),
        Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
        Buffer.from(rss2([ITEM('AI @@')]).split('@@')[1]!),
      ]),
    ),
  },
  {
    group: 'bad encoding',
    name: 'overlong UTF-8 for "<"',
    source: serve(
      Buffer.concat([
        Buffer.from(rss2([ITEM('AI @@')]).split('@@')[0]!),
        Buffer.from([0xc0, 0xbc]),
        Buffer.from(rss2([ITEM('AI @@')]).split('@@')[1]!),
      ]),
    ),
  },
  {
    group: 'bad encoding',
    name: 'NUL bytes in the body',
    source: serve(rss2([ITEM('AI\u0000agent')]).replace('&#0;', '')),
  },
  {
    group: 'bad encoding',
    name: 'numeric reference to a lone surrogate',
    source: serve(rss2([ITEM('AI @@')]).replace('@@', '&#xD800;&#55296;')),
  },
  {
    group: 'bad encoding',
    name: 'numeric reference to NUL and beyond U+10FFFF',
    source: serve(rss2([ITEM('AI @@')]).replace('@@', '&#0;&#x110000;&#99999999999;')),
  },
  {
    group: 'bad encoding',
    name: 'BOM in the middle of the document',
    source: serve(`<?xml version="1.0"?>\ufeff${rss2([ITEM()]).replace(/^<\?xml[^>]*>/, '')}`),
  },
  {
    group: 'bad encoding',
    name: 'windows-1251 declared, UTF-8 sent',
    source: serve(rss2([ITEM('Привет AI')], { encoding: 'windows-1251' })),
  },
  {
    group: 'bad encoding',
    name: 'header charset and XML declaration disagree',
    source: serve(rss2([ITEM('Café AI')], { encoding: 'ISO-8859-1' }), {
      'content-type': 'text/xml; charset=utf-16',
    }),
  },
  {
    group: 'bad encoding',
    name: 'bidi overrides and zero-width characters in a title',
    source: serve(rss2([ITEM('AI \u202egnp.exe\u200b\u2066 agent')])),
  },
];

// --- Redirects to refused addresses -----------------------------------------------------

function redirect(location: string, status = 302): FeedSource {
  return { handler: (_q, s) => s.writeHead(status, { location }).end() };
}
const redirects: FeedCase[] = [
  ...[
    ['http://169.254.169.254/latest/meta-data/', 'cloud metadata'],
    ['http://169.254.170.2/v2/credentials', 'ECS credentials'],
    ['http://0xa9fea9fe/', 'metadata in hex'],
    ['http://2852039166/', 'metadata as one decimal number'],
    ['http://0251.0376.0251.0376/', 'metadata in octal'],
    ['http://[fe80::1]/', 'IPv6 link-local'],
    ['http://0.0.0.0/', 'the unspecified address'],
    ['file:///etc/passwd', 'file:'],
    ['javascript:alert(1)', 'javascript:'],
    ['data:text/xml,<rss/>', 'data:'],
    ['ftp://127.0.0.1/feed.xml', 'ftp:'],
    ['gopher://127.0.0.1:70/_', 'gopher:'],
    ['http://user:pass@169.254.169.254/', 'metadata with credentials'],
  ].flatMap(([location, label]) =>
    ([301, 302, 307, 308] as const)
      .filter((status) => status === 302 || label === 'cloud metadata')
      .map((status) => ({
        group: 'redirect',
        name: `${status} to ${label}`,
        source: redirect(location!, status),
      })),
  ),
  {
    group: 'redirect',
    name: 'redirect loop to itself',
    source: { handler: (q, s) => s.writeHead(302, { location: q.url ?? '/' }).end() },
  },
  {
    group: 'redirect',
    name: '30 redirects in a chain',
    source: {
      handler: (q, s) => {
        const n = Number(/n=(\d+)/.exec(q.url ?? '')?.[1] ?? 0);
        s.writeHead(302, { location: `${(q.url ?? '').split('?')[0]}?n=${n + 1}` }).end();
      },
    },
  },
  {
    group: 'redirect',
    name: 'redirect without a Location',
    source: { handler: (_q, s) => s.writeHead(302).end() },
  },
  { group: 'redirect', name: 'Location that is not a URL', source: redirect('http://[::1') },
  { group: 'redirect', name: 'Location of 64 kB', source: redirect(`/${'a'.repeat(60_000)}`) },
  {
    group: 'redirect',
    name: 'source URL at the metadata address',
    source: { url: 'http://169.254.169.254/latest/meta-data/' },
  },
  {
    group: 'redirect',
    name: 'source URL on loopback without allow-private-network',
    source: { handler: send(rss2([ITEM()])) },
    inputs: { 'allow-private-network': 'false' },
  },
];

// --- Malformed XML and odd answers ---------------------------------------------------------

const valid = rss2([ITEM()]);
const malformed: FeedCase[] = [
  ['empty body', ''],
  ['whitespace only', '   \n\t  '],
  ['only an XML declaration', '<?xml version="1.0"?>'],
  [
    'an HTML page',
    '<!DOCTYPE html><html><head><title>Not a feed</title></head><body>hi</body></html>',
  ],
  ['JSON', '{"items":[{"title":"x"}]}'],
  ['plain text', 'Service temporarily unavailable'],
  ['truncated in the middle of an item', valid.slice(0, Math.floor(valid.length * 0.6))],
  ['mismatched tags', valid.replace('</title>', '</titel>')],
  ['unclosed CDATA', valid.replace('<description>', '<description><![CDATA[never closed')],
  ['unescaped ampersand in a title', valid.replace('An AI agent ships', 'AI & agents & <b')],
  [
    'rss without channel',
    '<?xml version="1.0"?><rss version="2.0"><item><title>x</title></item></rss>',
  ],
  ['unknown root element', '<?xml version="1.0"?><opml version="2.0"><body/></opml>'],
  [
    'RDF without items',
    '<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/>',
  ],
  ['two root elements', valid + valid],
  [
    'invalid dates',
    rss2([
      { ...ITEM(), pubDate: 'not a date' },
      { ...ITEM('b', 'https://news.example/b'), pubDate: '2026-13-45T99:99:99Z' },
      { ...ITEM('c', 'https://news.example/c'), pubDate: '99999-01-01' },
    ]),
  ],
  [
    'links that are not http(s)',
    rss2([
      ITEM('a', 'javascript:alert(1)'),
      ITEM('b', 'file:///etc/passwd'),
      ITEM('c', 'data:text/html,x'),
      ITEM('d', '//evil.example/x'),
    ]),
  ],
  ['items without title or link', rss2([{ pubDate: WEEK_ITEM_DATE }, { description: 'x' }])],
  [
    'processing instructions and comments everywhere',
    valid.replace(/></g, '><?pi x?><!-- c -->' + '<'),
  ],
  [
    '1,000 namespace declarations',
    valid.replace(
      '<rss ',
      `<rss ${Array.from({ length: 1000 }, (_, i) => `xmlns:n${i}="urn:n${i}"`).join(' ')} `,
    ),
  ],
  ['a DOCTYPE html inside the feed', valid.replace('<rss', '<!DOCTYPE html><rss')],
  ['Atom with an empty entry', atom([{}])],
  [
    'Atom whose dates are far future and far past',
    atom([
      { title: 'AI', href: 'https://news.example/a', published: '9999-12-31T23:59:59Z' },
      { title: 'AI', href: 'https://news.example/b', published: '0001-01-01T00:00:00Z' },
    ]),
  ],
].map(([name, body]) => ({ group: 'malformed XML', name: name!, source: serve(body!) }));

const answers: FeedCase[] = [
  ...[204, 304, 400, 403, 404, 500, 503, 599].map((status) => ({
    group: 'HTTP answer',
    name: `status ${status}`,
    source: serve(status === 204 || status === 304 ? '' : 'nope', {}, status),
  })),
  {
    group: 'HTTP answer',
    name: '429 with Retry-After of a year',
    source: serve('slow down', { 'retry-after': '31536000' }, 429),
  },
  {
    group: 'HTTP answer',
    name: '503 with a Retry-After that is not a number',
    source: serve('x', { 'retry-after': 'soon, maybe' }, 503),
  },
  {
    group: 'HTTP answer',
    name: 'content-type image/png',
    source: serve(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), { 'content-type': 'image/png' }),
  },
  {
    group: 'HTTP answer',
    name: 'status 200 with an absurd reason phrase',
    source: {
      handler: (_q, s) => {
        s.statusMessage = `OK ::error::${MARKER}`;
        s.writeHead(200).end(valid);
      },
    },
  },
  {
    group: 'HTTP answer',
    name: '500 whose body is a workflow command',
    source: serve(`::error::${MARKER}\n::set-output name=status::${MARKER}`, {}, 500),
  },
];

// --- Workflow-command injection through feed text ---------------------------------------------

const payloads: [string, string][] = [
  ['::error:: at the start', `::error::${MARKER}`],
  ['a newline then ::warning::', `AI agent\n::warning::${MARKER}`],
  ['CR then ::error::', `AI agent\r::error file=x::${MARKER}`],
  ['set-output', `\n::set-output name=status::${MARKER}`],
  ['add-mask', `\n::add-mask::${MARKER}`],
  ['stop-commands', `\n::stop-commands::${MARKER}\n::error::${MARKER}`],
  ['percent-encoded newline', `AI%0A::error::${MARKER}`],
  ['U+2028 line separator', `AI\u2028::error::${MARKER}`],
  ['U+0085 next line', `AI\u0085::error::${MARKER}`],
  ['GITHUB_OUTPUT heredoc delimiter', `ghadelimiter_x\nstatus<<EOF\n${MARKER}\nEOF`],
];
const injection: FeedCase[] = payloads.flatMap(([label, text]) => [
  {
    group: 'command injection',
    name: `item title: ${label}`,
    source: serve(rss2([ITEM(text)])),
  },
  {
    group: 'command injection',
    name: `feed title and link: ${label}`,
    source: serve(
      rss2([ITEM('AI agent', `https://news.example/${encodeURIComponent(text)}`)], { title: text }),
    ),
  },
]);
injection.push(
  {
    group: 'command injection',
    name: 'Atom title in CDATA',
    source: serve(
      atom([
        { title: 'x', href: 'https://news.example/a', published: '2026-06-03T10:00:00Z' },
      ]).replace('<title>x</title>', `<title><![CDATA[\n::error::${MARKER}]]></title>`),
    ),
  },
  {
    group: 'command injection',
    name: 'redirect Location carrying a command',
    source: redirect(`http://169.254.169.254/\n::error::${MARKER}`.replace('\n', '%0A')),
  },
  {
    group: 'command injection',
    name: 'title of escaped markup',
    source: serve(rss2([ITEM(`<b>\n::error::${MARKER}</b><script>::error::${MARKER}</script>`)])),
  },
);

// --- IPv6 spellings of the metadata address ---------------------------------------------

/** 169.254.169.254 embedded in IPv6 in every way an address family allows. */
const METADATA_IN_IPV6 = [
  ['http://[64:ff9b::a9fe:a9fe]/', 'NAT64'],
  ['http://[2002:a9fe:a9fe::1]/', '6to4'],
  ['http://[::a9fe:a9fe]/', 'IPv4-compatible'],
  // Teredo stores the client's address with every bit flipped: ~a9fe:a9fe = 5601:5601.
  ['http://[2001:0:4136:e378:8000:63bf:5601:5601]/', 'Teredo'],
  ['http://[::ffff:169.254.169.254]/', 'IPv4-mapped'],
] as const;

const ipv6: FeedCase[] = METADATA_IN_IPV6.map(([location, label]) => ({
  group: 'IPv6 embedding',
  name: `redirect to metadata as ${label} IPv6`,
  source: redirect(location),
  check: says('is loopback, private, link-local, metadata or reserved'),
}));

// --- Feed classes once read wrong: each must yield its decoded title -------------------

/** A check that the leg holds an article with each of `expected` as its title. */
function titles(...expected: string[]): (result: { legs?: unknown[] }) => string[] {
  return (result) => {
    const got = (result.legs ?? []).flatMap((leg) =>
      (leg as { articles: { title: string }[] }).articles.map((a) => a.title),
    );
    return expected
      .filter((t) => !got.includes(t))
      .map((t) => `no article titled ${JSON.stringify(t)}; titles: ${JSON.stringify(got)}`);
  };
}

const ATOM_NS = 'xmlns="http://www.w3.org/2005/Atom"';
const atomEntry = (title: string, slug: string) =>
  `<entry>${title}<link rel="alternate" href="https://news.example/2026/06/03/${slug}"/><id>urn:x:${slug}</id><updated>2026-06-03T10:00:00Z</updated></entry>`;
const atomFeed = (...entries: string[]) =>
  `<?xml version="1.0"?><feed ${ATOM_NS}><title>t</title><updated>2026-06-03T10:00:00Z</updated><id>urn:x</id>${entries.join('')}</feed>`;
const rssWith = (root: string, item: string) =>
  `<?xml version="1.0"?>${root.replace('ITEM', item)}`;

const classes: FeedCase[] = [
  {
    group: 'feed class',
    name: 'Atom text, html and xhtml titles',
    source: serve(
      atomFeed(
        atomEntry('<title type="text">AI &lt;b&gt; agent</title>', 'text'),
        atomEntry('<title type="html">AI &lt;b&gt;agent&lt;/b&gt; &amp;amp; co</title>', 'html'),
        atomEntry(
          '<title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">AI <b>agent</b> in xhtml</div></title>',
          'xhtml',
        ),
      ),
    ),
    // By default a title keeps its markup, as SquadScope's crawler writes it (the xhtml
    // wrapper div is not part of the title); the strict rules read it as text.
    check: titles('AI <b> agent', 'AI <b>agent</b> &amp; co', 'AI <b>agent</b> in xhtml'),
  },
  {
    group: 'feed class',
    name: 'Atom 0.3 base64 title',
    source: serve(
      `<?xml version="1.0"?><feed version="0.3" xmlns="http://purl.org/atom/ns#"><title>t</title><entry><title mode="base64">${Buffer.from('AI agent in base64 é').toString('base64')}</title><link rel="alternate" type="text/html" href="https://news.example/2026/06/03/b64"/><id>urn:x:b64</id><issued>2026-06-03T10:00:00Z</issued><modified>2026-06-03T10:00:00Z</modified></entry></feed>`,
    ),
    check: titles('AI agent in base64 é'),
  },
  {
    group: 'feed class',
    name: 'HTML5 named entities in an html title',
    source: serve(
      atomFeed(
        atomEntry(
          '<title type="html">AI agent &amp;hellip; &amp;rarr; &amp;eacute;t&amp;eacute;</title>',
          'ent',
        ),
      ),
    ),
    check: titles('AI agent … → été'),
  },
  {
    group: 'feed class',
    name: 'RSS 1.0 under a prefix, RDF under another',
    source: serve(
      rssWith(
        '<R:RDF xmlns:R="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:rss="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"><rss:channel R:about="c"><rss:title>t</rss:title></rss:channel>ITEM</R:RDF>',
        '<rss:item R:about="https://news.example/2026/06/03/rdf"><rss:title>AI agent in prefixed RDF</rss:title><rss:link>https://news.example/2026/06/03/rdf</rss:link><dc:date>2026-06-03T10:00:00Z</dc:date></rss:item>',
      ),
    ),
    check: titles('AI agent in prefixed RDF'),
  },
  {
    group: 'feed class',
    name: 'Atom link selection (enclosure and self before the alternate)',
    source: serve(
      atomFeed(
        '<entry><title>AI agent linked</title><link rel="enclosure" href="https://cdn.example/a.mp3"/><link rel="self" href="https://news.example/self"/><link rel="alternate" type="text/html" href="https://news.example/2026/06/03/alt"/><id>urn:x:alt</id><updated>2026-06-03T10:00:00Z</updated></entry>',
      ),
    ),
    check: (result) => {
      const urls = (result.legs ?? []).flatMap((leg) =>
        (leg as { articles: { url: string }[] }).articles.map((a) => a.url),
      );
      return urls.includes('https://news.example/2026/06/03/alt')
        ? []
        : [`the alternate link was not chosen: ${JSON.stringify(urls)}`];
    },
  },
  {
    group: 'feed class',
    name: 'media:title when the title is empty',
    source: serve(
      `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>t</title><item><title></title><media:title>AI agent from media</media:title><link>https://news.example/2026/06/03/media</link><pubDate>${WEEK_ITEM_DATE}</pubDate></item></channel></rss>`,
    ),
    check: titles('AI agent from media'),
  },
  {
    group: 'feed class',
    name: 'a title that is a whole HTML document',
    source: serve(
      rss2([
        ITEM(
          '<!DOCTYPE html><html><head><title>x</title><style>p{}</style></head><body><p>AI agent in a document</p><script>var a=1;</script></body></html>',
          'https://news.example/2026/06/03/doc',
        ),
      ]),
    ),
    // Kept as markup by default, as SquadScope's crawler keeps it, except what no title may
    // carry: the script and style elements with their content.
    check: titles(
      '<!DOCTYPE html><html><head><title>x</title></head><body><p>AI agent in a document</p></body></html>',
    ),
  },
];

/** Every feed case, by group. */
export const FEED_CASES: FeedCase[] = [
  ...bombs,
  ...compression,
  ...slow,
  ...huge,
  ...encodings,
  ...redirects,
  ...malformed,
  ...answers,
  ...injection,
  ...ipv6,
  ...classes,
];
