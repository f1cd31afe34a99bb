/**
 * The feeds the RSS benchmark parses: written as publishers write them, not only the friendly
 * kind. Deterministic (no randomness, no clock). Four shapes, in large and small documents:
 * - `rss2-plain`: RSS 2.0, escaped HTML descriptions (the benchmark's original feed);
 * - `rss2-rich`: RSS 2.0 with the content, dc, media and atom namespaces, CDATA descriptions
 *   and content:encoded bodies, character references in titles (`&amp;`, `&#8217;`),
 *   non-permalink guids, items without a <link> (their guid is the link), several zones;
 * - `atom`: xml:base, `type="html"` and `type="xhtml"` titles and bodies, several links per
 *   entry (alternate, replies, self), tag: ids, published/updated with offsets, categories
 *   as attributes;
 * - `rdf`: RSS 1.0 (RDF) with rdf:about, dc:date and dc:subject.
 * Feeds carry the past weeks too, as real ones do: about a third of the items fall outside
 * the run's window (2026-06-01 to 2026-06-08) and are only counted.
 */

export type FeedShape = 'rss2-plain' | 'rss2-rich' | 'atom' | 'rdf';

export interface BenchFeed {
  name: string;
  shape: FeedShape;
  text: string;
  /** Items in the document. */
  items: number;
  /** Items published inside the window (each with its own URL): the articles expected. */
  inWindow: number;
}

export const BENCH_WINDOW = {
  since: '2026-06-01T00:00:00Z',
  until: '2026-06-08T00:00:00Z',
} as const;

const WORDS = [
  'agents',
  'model',
  'open',
  'source',
  'release',
  'Node.js',
  'OpenAI',
  'GPU',
  'training',
  'Python',
  'inference',
  'benchmark',
  'Rust',
  'compiler',
  'dataset',
];

function words(seed: number, n: number): string {
  return Array.from(
    { length: n },
    (_, j) => WORDS[(seed * 7 + j * 3 + (j >> 2)) % WORDS.length],
  ).join(' ');
}

function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Item i's instant: two in three inside the window, the others in the two weeks before. */
function instant(i: number): Date {
  const inWindow = i % 3 !== 2;
  const day = inWindow ? 1 + (i % 7) : 18 + (i % 13); // May 18-30 for the older ones
  const month = inWindow ? 5 : 4;
  return new Date(Date.UTC(2026, month, day, i % 24, (i * 7) % 60, i % 60));
}

const inWindowAt = (i: number): boolean => i % 3 !== 2;

const RFC822_ZONES: [string, number][] = [
  ['+0000', 0],
  ['GMT', 0],
  ['-0400', -240],
  ['EST', -300],
  ['+0200', 120],
];

function rfc822(date: Date, i: number): string {
  const [zone, minutes] = RFC822_ZONES[i % RFC822_ZONES.length]!;
  // The wall-clock time in that zone, so that the instant stays the same.
  const local = new Date(date.getTime() + minutes * 60_000).toUTCString();
  return local.replace('GMT', zone);
}

function isoWithOffset(date: Date, i: number): string {
  const minutes = [0, 120, -300, 330][i % 4]!;
  const local = new Date(date.getTime() + minutes * 60_000).toISOString().slice(0, 19);
  if (minutes === 0) return `${local}Z`;
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function bodyHtml(i: number, paragraphs: number): string {
  const parts: string[] = [];
  for (let p = 0; p < paragraphs; p++)
    parts.push(
      `<p>${words(i + p, 40)} <em>${WORDS[(i + p) % WORDS.length]}</em> &amp; ${words(i * 3 + p, 12)}</p>`,
    );
  parts.push(
    `<p><a href="https://github.com/org${i % 50}/repo${i}">code</a>, <a href="https://example.org/x?a=1&amp;b=${i}">more</a><br/>` +
      `<img src="https://cdn.example/${i}.png" alt="figure ${i}"/> and https://github.com/topics/ai</p>`,
  );
  return parts.join('\n');
}

function title(i: number): string {
  return `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} story ${i}`;
}

function rss2Plain(prefix: string, start: number, n: number): string {
  const items: string[] = [];
  for (let i = start; i < start + n; i++) {
    const description =
      `<p>${words(i, 60)}</p>` +
      `<a href="https://github.com/org${i % 50}/repo${i}">code</a> and https://github.com/topics/ai`;
    items.push(
      `<item><title>${escape(title(i))}</title><link>https://news.example/${prefix}/story-${i}</link>` +
        `<pubDate>${instant(i).toUTCString()}</pubDate><description>${escape(description)}</description>` +
        `<category>AI</category><category>${WORDS[i % WORDS.length]}</category></item>`,
    );
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel>\n` +
    `<title>Plain ${prefix}</title>\n<link>https://news.example/</link>\n<description>fixture</description>\n` +
    `${items.join('\n')}\n</channel>\n</rss>\n`
  );
}

function rss2Rich(prefix: string, start: number, n: number): string {
  const items: string[] = [];
  for (let i = start; i < start + n; i++) {
    const url = `https://blog.example/${prefix}/${i}/${WORDS[i % WORDS.length]!.toLowerCase()}`;
    // One item in five has no <link>: its permalink guid is the address.
    const link = i % 5 === 4 ? '' : `<link>${url}</link>`;
    const guid =
      i % 5 === 4
        ? `<guid>${url}</guid>`
        : `<guid isPermaLink="false">${prefix}-${i}@blog.example</guid>`;
    items.push(
      `<item>\n  <title>${escape(title(i))} &amp; what&#8217;s next &#x2014; &quot;${WORDS[(i + 3) % WORDS.length]}&quot;</title>\n` +
        `  ${link}\n  ${guid}\n  <pubDate>${rfc822(instant(i), i)}</pubDate>\n` +
        `  <dc:creator><![CDATA[Writer ${i % 17}]]></dc:creator>\n` +
        `  <category><![CDATA[${WORDS[i % WORDS.length]}]]></category><category>Machine learning</category>\n` +
        `  <description><![CDATA[<p>${words(i, 30)}</p> <a href="https://github.com/org${i % 50}/tool${i}">repo</a>]]></description>\n` +
        `  <content:encoded><![CDATA[${bodyHtml(i, 3)}]]></content:encoded>\n` +
        `  <media:thumbnail url="https://cdn.example/t/${i}.jpg" width="150" height="100"/>\n` +
        `  <media:content url="https://cdn.example/v/${i}.mp4" medium="video"><media:title>${escape(title(i))}</media:title></media:content>\n` +
        `</item>`,
    );
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" ` +
    `xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/" ` +
    `xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n<title>Rich ${prefix}</title>\n` +
    `<atom:link href="https://blog.example/${prefix}/feed" rel="self" type="application/rss+xml"/>\n` +
    `<link>https://blog.example/</link>\n<description>A blog &amp; more</description>\n<language>en-us</language>\n` +
    `${items.join('\n')}\n</channel>\n</rss>\n`
  );
}

function atomFeed(prefix: string, start: number, n: number): string {
  const entries: string[] = [];
  for (let i = start; i < start + n; i++) {
    const date = instant(i);
    const xhtml = i % 4 === 0;
    const titleElement = xhtml
      ? `<title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">${escape(WORDS[i % WORDS.length]!)} <b>${escape(WORDS[(i * 7) % WORDS.length]!)}</b> story ${i}</div></title>`
      : `<title type="html">${escape(`${WORDS[i % WORDS.length]} <em>${WORDS[(i * 7) % WORDS.length]}</em> story ${i}`)}</title>`;
    const content = xhtml
      ? `<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">${bodyHtml(i, 2).replace(/<br\/>/g, '<br />')}</div></content>`
      : `<content type="html">${escape(bodyHtml(i, 2))}</content>`;
    entries.push(
      `<entry>\n  ${titleElement}\n` +
        `  <link rel="replies" type="text/html" href="${prefix}/${i}#comments"/>\n` +
        `  <link rel="alternate" type="text/html" href="${prefix}/${i}"/>\n` +
        `  <link rel="self" type="application/atom+xml" href="https://atom.example/api/${i}"/>\n` +
        `  <id>tag:atom.example,2026:${prefix}-${i}</id>\n` +
        `  <published>${isoWithOffset(date, i)}</published>\n  <updated>${isoWithOffset(date, i + 1)}</updated>\n` +
        `  <author><name>Author ${i % 11}</name></author>\n` +
        `  <category term="${WORDS[i % WORDS.length]}" label="${WORDS[i % WORDS.length]}"/><category term="ai"/>\n` +
        `  <summary type="html">${escape(`<p>${words(i, 25)}</p>`)}</summary>\n  ${content}\n</entry>`,
    );
  }
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en" xml:base="https://atom.example/posts/">\n` +
    `<title type="text">Atom ${prefix}</title><id>tag:atom.example,2026:${prefix}</id><updated>2026-06-07T00:00:00Z</updated>\n` +
    `<link rel="self" href="https://atom.example/${prefix}.atom"/>\n${entries.join('\n')}\n</feed>\n`
  );
}

function rdfFeed(prefix: string, start: number, n: number): string {
  const about: string[] = [];
  const items: string[] = [];
  for (let i = start; i < start + n; i++) {
    const url = `https://rdf.example/${prefix}/${i}`;
    about.push(`<rdf:li rdf:resource="${url}"/>`);
    items.push(
      `<item rdf:about="${url}">\n  <title>${escape(title(i))} &#169; ${2026}</title>\n  <link>${url}</link>\n` +
        `  <description>${escape(`${words(i, 35)} <a href="https://github.com/org${i % 50}/lib${i}">lib</a>`)}</description>\n` +
        `  <dc:date>${isoWithOffset(instant(i), i)}</dc:date>\n  <dc:subject>${WORDS[i % WORDS.length]}</dc:subject>\n</item>`,
    );
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" ` +
    `xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">\n` +
    `<channel rdf:about="https://rdf.example/${prefix}"><title>RDF ${prefix}</title><link>https://rdf.example/</link>` +
    `<description>fixture</description><items><rdf:Seq>${about.join('')}</rdf:Seq></items></channel>\n` +
    `${items.join('\n')}\n</rdf:RDF>\n`
  );
}

const WRITERS: Record<FeedShape, (prefix: string, start: number, n: number) => string> = {
  'rss2-plain': rss2Plain,
  'rss2-rich': rss2Rich,
  atom: atomFeed,
  rdf: rdfFeed,
};

function feed(name: string, shape: FeedShape, n: number): BenchFeed {
  let inWindow = 0;
  for (let i = 0; i < n; i++) if (inWindowAt(i)) inWindow++;
  return { name, shape, text: WRITERS[shape](name, 0, n), items: n, inWindow };
}

/**
 * About `megabytes` of feeds: per shape one large document (~1/8 of the total each) and
 * small ones (10 to 60 items) for the other half, as a crawl of many sources meets them.
 */
export function benchFeeds(megabytes = 5): BenchFeed[] {
  const target = megabytes * 1024 * 1024;
  const shapes: FeedShape[] = ['rss2-plain', 'rss2-rich', 'atom', 'rdf'];
  // Bytes per item, measured once on a small sample of each shape.
  const perItem = Object.fromEntries(
    shapes.map((s) => [s, WRITERS[s]('probe', 0, 100).length / 100]),
  ) as Record<FeedShape, number>;
  const feeds: BenchFeed[] = [];
  for (const shape of shapes)
    feeds.push(feed(`large-${shape}`, shape, Math.round(target / 8 / perItem[shape])));
  let small = 0;
  for (let k = 0; small < target / 2; k++) {
    const shape = shapes[k % shapes.length]!;
    const made = feed(`small-${k}`, shape, 10 + ((k * 13) % 51));
    feeds.push(made);
    small += made.text.length;
  }
  return feeds;
}
