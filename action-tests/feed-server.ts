// A feed server for tests: real-world-shaped feeds and the faults a crawler
// meets in the wild, on 127.0.0.1 and an ephemeral port. Every request is
// recorded so tests can assert on headers (User-Agent, validators) and on the
// number of attempts a fault caused.
//
// Routes (all GET):
//   /feed/<name>                  a fixture (built-in or given to start()); see FIXTURES
//   /corpus/<folder>/<file>       a file of <corporaDir>/<folder>/ when corporaDir is set
//   /slow-headers?ms=N            headers only after N ms (default 60 000)
//   /never-ending?fast=1          a feed body that never ends: a slow trickle, or as fast as possible
//   /flaky?fail=N&status=S&retry_after=R&key=K&feed=NAME
//                                 S (default 503) the first N times per key, then the feed
//   /status/<code>                that status with a short body
//   /redirect-loop                302 to itself, forever
//   /redirect?to=URL&status=S     S (default 302) to URL
//   /redirect-chain?n=N&feed=NAME N redirects, then the feed
//   /big?mb=N                     a valid RSS feed of about N MiB (default 50), streamed
//   /gzip-bomb                    Content-Encoding: gzip, ~1 GiB of zeros after decoding
//   /encoded/<gzip|deflate|deflate-raw|br>?feed=NAME   the feed compressed
//   /conditional?feed=NAME        ETag + Last-Modified; 304 on a matching validator
//   /reset-early                  a body cut off by a connection reset

import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

/** The window the built-in fixtures are written for (ISO week 2026-W23). */
export const FEED_WINDOW = {
  since: '2026-06-01T00:00:00Z',
  until: '2026-06-08T00:00:00Z',
} as const;

export interface Fixture {
  body: string | Buffer;
  contentType?: string;
  /** Extra response headers. */
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

export interface FeedServer {
  /** Origin, e.g. "http://127.0.0.1:41234" (no trailing slash). */
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** Requests whose path (without query) equals `pathname`. */
  hits(pathname: string): number;
  close(): Promise<void>;
}

export interface FeedServerOptions {
  fixtures?: Record<string, Fixture>;
  /** When set, /corpus/<folder>/<file> serves files below it. */
  corporaDir?: string;
}

// ---------------------------------------------------------------------------
// Fixture builders

export interface RssItem {
  title?: string;
  link?: string;
  pubDate?: string;
  description?: string;
  categories?: string[];
  guid?: string;
  extra?: string;
}

export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function rss2(
  items: RssItem[],
  opts: { title?: string; encoding?: string; link?: string } = {},
): string {
  const decl = `<?xml version="1.0" encoding="${opts.encoding ?? 'UTF-8'}"?>\n`;
  const body = items.map((i) => rssItem(i)).join('\n');
  return (
    `${decl}<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel>\n` +
    `<title>${xmlEscape(opts.title ?? 'Test feed')}</title>\n<link>${xmlEscape(opts.link ?? 'https://news.example/')}</link>\n` +
    `<description>fixture</description>\n${body}\n</channel>\n</rss>\n`
  );
}

function rssItem(i: RssItem): string {
  const parts: string[] = ['<item>'];
  if (i.title !== undefined) parts.push(`<title>${xmlEscape(i.title)}</title>`);
  if (i.link !== undefined) parts.push(`<link>${xmlEscape(i.link)}</link>`);
  if (i.guid !== undefined) parts.push(`<guid>${xmlEscape(i.guid)}</guid>`);
  if (i.pubDate !== undefined) parts.push(`<pubDate>${xmlEscape(i.pubDate)}</pubDate>`);
  if (i.description !== undefined)
    parts.push(`<description>${xmlEscape(i.description)}</description>`);
  for (const c of i.categories ?? []) parts.push(`<category>${xmlEscape(c)}</category>`);
  if (i.extra !== undefined) parts.push(i.extra);
  parts.push('</item>');
  return parts.join('');
}

export interface AtomEntry {
  title?: string;
  href?: string;
  published?: string;
  updated?: string;
  summary?: string;
  content?: string;
  base?: string;
}

export function atom(entries: AtomEntry[], opts: { base?: string } = {}): string {
  const base = opts.base === undefined ? '' : ` xml:base="${xmlEscape(opts.base)}"`;
  const body = entries
    .map((e) => {
      const parts = [`<entry${e.base === undefined ? '' : ` xml:base="${xmlEscape(e.base)}"`}>`];
      if (e.title !== undefined) parts.push(`<title>${xmlEscape(e.title)}</title>`);
      if (e.href !== undefined) parts.push(`<link rel="alternate" href="${xmlEscape(e.href)}"/>`);
      parts.push(`<id>urn:test:${xmlEscape(e.href ?? e.title ?? 'x')}</id>`);
      if (e.published !== undefined) parts.push(`<published>${xmlEscape(e.published)}</published>`);
      if (e.updated !== undefined) parts.push(`<updated>${xmlEscape(e.updated)}</updated>`);
      if (e.summary !== undefined)
        parts.push(`<summary type="html">${xmlEscape(e.summary)}</summary>`);
      if (e.content !== undefined)
        parts.push(`<content type="html">${xmlEscape(e.content)}</content>`);
      parts.push('</entry>');
      return parts.join('');
    })
    .join('\n');
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"${base}>\n` +
    `<title>Atom fixture</title><id>urn:test:feed</id><updated>2026-06-05T00:00:00Z</updated>\n${body}\n</feed>\n`
  );
}

/** Encodes text in a single-byte charset (windows-1251 or ISO-8859-1) for the charset fixtures. */
export function encodeSingleByte(text: string, charset: 'windows-1251' | 'iso-8859-1'): Buffer {
  const table = charset === 'iso-8859-1' ? null : cp1251Table();
  const out = Buffer.alloc(text.length);
  let n = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) out[n++] = code;
    else if (table === null) {
      if (code > 0xff) throw new RangeError(`not ISO-8859-1: ${ch}`);
      out[n++] = code;
    } else {
      const byte = table.get(code);
      if (byte === undefined) throw new RangeError(`not windows-1251: ${ch}`);
      out[n++] = byte;
    }
  }
  return out.subarray(0, n);
}

let cp1251: Map<number, number> | null = null;
function cp1251Table(): Map<number, number> {
  if (cp1251 === null) {
    cp1251 = new Map();
    const decoder = new TextDecoder('windows-1251');
    for (let b = 0x80; b <= 0xff; b++)
      cp1251.set(decoder.decode(Uint8Array.of(b)).codePointAt(0)!, b);
  }
  return cp1251;
}

/** The built-in fixtures, all written for FEED_WINDOW. */
export const FIXTURES: Record<string, Fixture> = {
  techcrunch: {
    contentType: 'application/rss+xml; charset=UTF-8',
    body: rss2(
      [
        {
          title: 'OpenAI ships a new agent framework for Node.js developers',
          link: 'https://news.example/2026/06/02/openai-agents',
          pubDate: 'Tue, 02 Jun 2026 10:00:00 +0000',
          description:
            'The AI agent toolkit is open source: <a href="https://github.com/openai/agents-sdk">repo</a>, ' +
            'see also https://github.com/features/copilot and https://github.com/nodejs/node/issues/1.',
          categories: ['AI', 'Developers'],
        },
        {
          title: 'Startup raises $20M for fintech platform',
          link: 'https://news.example/2026/06/03/raises',
          pubDate: 'Wed, 03 Jun 2026 09:30:00 GMT',
          description:
            'The company raises money. Nothing about machine learning here? Actually machine learning.',
          categories: ['Funding'],
        },
        {
          title: 'Last week: GPU prices',
          link: 'https://news.example/2026/05/30/gpu',
          pubDate: 'Sat, 30 May 2026 12:00:00 GMT',
          description: 'Outside the window (before since).',
        },
        {
          title: 'Next week: open source summit',
          link: 'https://news.example/2026/06/08/summit',
          pubDate: 'Mon, 08 Jun 2026 00:00:00 GMT',
          description: 'Outside the window (until is exclusive).',
        },
      ],
      { title: 'TechCrunch fixture' },
    ),
  },
  atom: {
    contentType: 'application/atom+xml',
    body: atom(
      [
        {
          title: 'Hugging Face releases LLM evaluation tools',
          href: '/blog/llm-eval',
          published: '2026-06-04T08:00:00+02:00',
          summary: 'Open-source <b>LLM</b> evaluation: https://github.com/huggingface/evaluate.git',
        },
        {
          title: 'Entry with its own base',
          href: 'post-2',
          base: 'https://cdn.example/posts/',
          updated: '2026-06-05T12:00:00Z',
          summary: 'Relative link resolved against the entry xml:base.',
        },
      ],
      { base: 'https://huggingface.example/' },
    ),
  },
  duplicates: {
    contentType: 'application/rss+xml',
    body: rss2([
      {
        title: 'Same story',
        link: 'https://dup.example/a',
        pubDate: 'Tue, 02 Jun 2026 10:00:00 GMT',
      },
      {
        title: 'Same story again',
        link: 'https://dup.example/a',
        pubDate: 'Tue, 02 Jun 2026 11:00:00 GMT',
      },
      {
        title: 'Other story',
        link: 'https://dup.example/b',
        pubDate: 'Tue, 02 Jun 2026 12:00:00 GMT',
      },
    ]),
  },
  'bad-entries': {
    contentType: 'application/rss+xml',
    body: rss2([
      {
        title: 'Good entry',
        link: 'https://bad.example/good',
        pubDate: 'Tue, 02 Jun 2026 10:00:00 GMT',
      },
      { title: 'No link at all', pubDate: 'Tue, 02 Jun 2026 10:00:00 GMT' },
      {
        title: 'Bad date',
        link: 'https://bad.example/bad-date',
        pubDate: 'the day after tomorrow',
      },
      { title: 'No date', link: 'https://bad.example/no-date' },
    ]),
  },
  empty: { contentType: 'application/rss+xml', body: rss2([]) },
  'not-a-feed': {
    contentType: 'text/html; charset=utf-8',
    body: '<!DOCTYPE html><html><head><title>Hi</title></head><body><p>Not a feed</p></body></html>\n',
  },
  'billion-laughs': {
    contentType: 'application/xml',
    body:
      '<?xml version="1.0"?>\n<!DOCTYPE rss [\n<!ENTITY lol "lol">\n' +
      '<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">\n' +
      '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">\n]>\n' +
      '<rss version="2.0"><channel><title>&lol3;</title><item><title>&lol3;</title>' +
      '<link>https://lol.example/1</link><pubDate>Tue, 02 Jun 2026 10:00:00 GMT</pubDate></item></channel></rss>\n',
  },
  xxe: {
    contentType: 'application/xml',
    body:
      '<?xml version="1.0"?>\n<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n' +
      '<rss version="2.0"><channel><title>x</title><item><title>&xxe;</title>' +
      '<link>https://xxe.example/1</link><pubDate>Tue, 02 Jun 2026 10:00:00 GMT</pubDate></item></channel></rss>\n',
  },
  'cp1251-header': {
    contentType: 'application/rss+xml; charset=windows-1251',
    body: encodeSingleByte(
      rss2(
        [
          {
            title: 'Новости ИИ: Яндекс открыл модель',
            link: 'https://ru.example/1',
            pubDate: 'Wed, 03 Jun 2026 10:00:00 +0300',
          },
        ],
        { encoding: 'windows-1251' },
      ),
      'windows-1251',
    ),
  },
  'cp1251-decl': {
    // No charset in the header: only the XML declaration names the encoding.
    contentType: 'application/xml',
    body: encodeSingleByte(
      rss2(
        [
          {
            title: 'Привет, мир',
            link: 'https://ru.example/2',
            pubDate: 'Wed, 03 Jun 2026 11:00:00 +0300',
          },
        ],
        {
          encoding: 'windows-1251',
        },
      ),
      'windows-1251',
    ),
  },
  latin1: {
    contentType: 'text/xml; charset=ISO-8859-1',
    body: encodeSingleByte(
      rss2(
        [
          {
            title: 'Café Müller: Straße à la carte',
            link: 'https://de.example/1',
            pubDate: 'Thu, 04 Jun 2026 07:00:00 +0200',
          },
        ],
        {
          encoding: 'ISO-8859-1',
        },
      ),
      'iso-8859-1',
    ),
  },
};

// ---------------------------------------------------------------------------
// The server

const METADATA_URL = 'http://169.254.169.254/latest/meta-data/';

export async function startFeedServer(options: FeedServerOptions = {}): Promise<FeedServer> {
  const fixtures: Record<string, Fixture> = { ...FIXTURES, ...(options.fixtures ?? {}) };
  const requests: RecordedRequest[] = [];
  const counters = new Map<string, number>();
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let bombMember: Buffer | null = null;

  const later = (ms: number, fn: () => void): void => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname + url.search, headers: req.headers });
    const q = (name: string): string | null => url.searchParams.get(name);
    const feed = (name: string | null): Fixture | undefined => fixtures[name ?? 'techcrunch'];
    const p = url.pathname;

    if (p.startsWith('/feed/')) return sendFixture(res, fixtures[decodeURIComponent(p.slice(6))]);
    if (p.startsWith('/corpus/') && options.corporaDir !== undefined) {
      return void serveCorpus(res, options.corporaDir, decodeURIComponent(p.slice(8)));
    }
    if (p === '/slow-headers') {
      later(Number(q('ms') ?? 60_000), () => sendFixture(res, feed(q('feed'))));
      return;
    }
    if (p === '/never-ending') return neverEnding(res, q('fast') === '1');
    if (p === '/flaky') {
      const key = `flaky:${q('key') ?? ''}`;
      const seen = counters.get(key) ?? 0;
      counters.set(key, seen + 1);
      if (seen < Number(q('fail') ?? 1)) {
        const headers: Record<string, string> = { 'content-type': 'text/plain' };
        const ra = q('retry_after');
        if (ra !== null) headers['retry-after'] = ra;
        res.writeHead(Number(q('status') ?? 503), headers);
        res.end('try again later\n');
        return;
      }
      return sendFixture(res, feed(q('feed')));
    }
    if (p.startsWith('/status/')) {
      res.writeHead(Number(p.slice(8)) || 500, { 'content-type': 'text/plain' });
      res.end('::error::status page body\n');
      return;
    }
    if (p === '/redirect-loop') return redirect(res, 302, '/redirect-loop');
    if (p === '/redirect') return redirect(res, Number(q('status') ?? 302), q('to') ?? '/');
    if (p === '/redirect-metadata') return redirect(res, 302, METADATA_URL);
    if (p === '/redirect-chain') {
      const n = Number(q('n') ?? 1);
      const next =
        n <= 1
          ? `/feed/${q('feed') ?? 'techcrunch'}`
          : `/redirect-chain?n=${n - 1}&feed=${q('feed') ?? 'techcrunch'}`;
      return redirect(res, 301, next);
    }
    if (p === '/big') return big(res, Number(q('mb') ?? 50));
    if (p === '/gzip-bomb') {
      bombMember ??= zlib.gzipSync(Buffer.alloc(1 << 20), { level: 9 });
      return gzipBomb(res, bombMember);
    }
    if (p.startsWith('/encoded/')) return encoded(res, p.slice(9), feed(q('feed')));
    if (p === '/conditional') {
      const fx = feed(q('feed'));
      const etag = '"v1-fixture"';
      const lastModified = 'Fri, 05 Jun 2026 00:00:00 GMT';
      const inm = req.headers['if-none-match'];
      const ims = req.headers['if-modified-since'];
      const fresh =
        inm !== undefined
          ? inm === etag
          : ims !== undefined && Date.parse(ims) >= Date.parse(lastModified);
      if (fresh) {
        res.writeHead(304, { etag, 'last-modified': lastModified });
        res.end();
        return;
      }
      return sendFixture(res, fx, { etag, 'last-modified': lastModified });
    }
    if (p === '/reset-early') {
      res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-length': '100000' });
      res.write('<?xml version="1.0"?><rss version="2.0"><channel>');
      later(20, () => req.socket.destroy());
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found\n');
  });

  function sendFixture(
    res: ServerResponse,
    fx: Fixture | undefined,
    extra: Record<string, string> = {},
  ): void {
    if (fx === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('no such fixture\n');
      return;
    }
    const body = typeof fx.body === 'string' ? Buffer.from(fx.body, 'utf8') : fx.body;
    res.writeHead(200, {
      'content-type': fx.contentType ?? 'application/rss+xml',
      'content-length': String(body.length),
      ...(fx.headers ?? {}),
      ...extra,
    });
    res.end(body);
  }

  function redirect(res: ServerResponse, status: number, to: string): void {
    res.writeHead(status, { location: to, 'content-type': 'text/plain' });
    res.end('moved\n');
  }

  function neverEnding(res: ServerResponse, fast: boolean): void {
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>forever</title>\n');
    let n = 0;
    const item = (): string =>
      `<item><title>Item ${n}</title><link>https://forever.example/${n++}</link>` +
      `<pubDate>Tue, 02 Jun 2026 10:00:00 GMT</pubDate><description>${'x'.repeat(200)}</description></item>\n`;
    if (fast) {
      const pump = (): void => {
        while (!res.destroyed && res.write(item()));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
      return;
    }
    const tick = (): void => {
      if (res.destroyed) return;
      res.write(item());
      later(50, tick);
    };
    tick();
  }

  function big(res: ServerResponse, mb: number): void {
    res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
    res.write(
      '<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>big</title>\n',
    );
    const target = mb * 1024 * 1024;
    let sent = 0;
    let n = 0;
    const pump = (): void => {
      while (!res.destroyed && sent < target) {
        const chunk =
          `<item><title>Big item ${n}</title><link>https://big.example/${n}</link>` +
          `<pubDate>Tue, 02 Jun 2026 10:00:00 GMT</pubDate><description>${'y'.repeat(900)}</description></item>\n`;
        n++;
        sent += chunk.length;
        if (!res.write(chunk)) {
          res.once('drain', pump);
          return;
        }
      }
      if (!res.destroyed) res.end('</channel></rss>\n');
    };
    pump();
  }

  function gzipBomb(res: ServerResponse, member: Buffer): void {
    // Concatenated gzip members are one valid gzip stream: 1,024 members of 1 MiB
    // of zeros inflate to 1 GiB from about 1 MiB on the wire.
    res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-encoding': 'gzip' });
    let left = 1024;
    const pump = (): void => {
      while (!res.destroyed && left > 0) {
        left--;
        if (!res.write(member)) {
          res.once('drain', pump);
          return;
        }
      }
      if (!res.destroyed) res.end();
    };
    pump();
  }

  function encoded(res: ServerResponse, coding: string, fx: Fixture | undefined): void {
    if (fx === undefined) return sendFixture(res, fx);
    const raw = typeof fx.body === 'string' ? Buffer.from(fx.body, 'utf8') : fx.body;
    const [body, header] =
      coding === 'gzip'
        ? [zlib.gzipSync(raw), 'gzip']
        : coding === 'deflate'
          ? [zlib.deflateSync(raw), 'deflate']
          : coding === 'deflate-raw'
            ? [zlib.deflateRawSync(raw), 'deflate']
            : coding === 'br'
              ? [zlib.brotliCompressSync(raw), 'br']
              : [raw, coding];
    res.writeHead(200, {
      'content-type': fx.contentType ?? 'application/rss+xml',
      'content-encoding': header,
      'content-length': String(body.length),
    });
    res.end(body);
  }

  async function serveCorpus(res: ServerResponse, root: string, rel: string): Promise<void> {
    const base = path.resolve(root);
    const file = path.resolve(base, rel);
    if (!file.startsWith(base + path.sep)) {
      res.writeHead(403);
      res.end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': 'application/xml',
        'content-length': String(body.length),
      });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  }

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    hits: (pathname) => requests.filter((r) => r.path.split('?')[0] === pathname).length,
    close: async () => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      );
    },
  };
}

/** The short name the tests use: start a server, get {url, close}. */
export const start = startFeedServer;
