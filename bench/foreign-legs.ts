/**
 * RSS legs as another program writes them, for the fan-in benchmark. The writer here shares
 * nothing with the suite's own (no canonicalJson, no record-json, no url-sorted articles): it
 * serializes with JSON.stringify over objects whose keys it orders itself, and computes the
 * contract checksum with its own small RFC 8785 writer (enough for the values it writes:
 * strings, arrays, objects, and numbers JSON.stringify already prints as RFC 8785 does).
 *
 * Articles are about 460 bytes and come in feed order (newest first). One in 20 is a
 * syndicated story that several sources carry, each under its own variant of the story's
 * URL (`?utm_…`, a trailing `/`, a `#…` fragment, an upper-case host): the fan-in's URL
 * normalization must find them equal.
 *
 * Three layouts of the same legs:
 * - `canonical`: RFC 8785 text (keys in code-unit order, no whitespace), articles in feed order;
 * - `indented`: `JSON.stringify(leg, null, 2)` with keys in the schema's order (not sorted);
 * - `escaped`: as PHP's `json_encode($leg, JSON_PRETTY_PRINT)` writes it: four spaces of
 *   indent, keys in the schema's order, every `/` escaped as `\/` and every non-ASCII
 *   character as a `\u` escape (the defaults of the most common server-side JSON writer).
 */
import { createHash } from 'node:crypto';
import type { Article, RssArtifact, RunContext } from '../src/contracts/index.js';

export type ForeignLayout = 'canonical' | 'indented' | 'escaped';

/** Share of articles that are syndicated stories (one in 20). */
const SYNDICATED_EVERY = 20;
/** Distinct syndicated stories; each is carried by several legs. */
const STORIES = 4000;

const WORDS = [
  'open',
  'weights',
  'model',
  'agents',
  'inference',
  'release',
  'accelerator',
  'dataset',
  'benchmark',
  'compiler',
  'runtime',
  'kernel',
  'vector',
  'search',
  'robotics',
  'policy',
];
/** Titles are not all ASCII: a writer that escapes non-ASCII (PHP) must be read as text. */
const PLACES = ['Zürich', 'São Paulo', 'Kraków', '東京', 'Montréal', 'Bengaluru'];
const NAMES = ['Anthropic', 'DeepMind', 'Mistral', 'Hugging Face', 'Nvidia', 'Meta', 'OpenAI'];

/** Deterministic pseudo-random numbers: the same legs every run. */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** The same story under one of the spellings feeds use for it. */
function storyUrl(story: number, source: string, variant: number): string {
  const path = `/world/2026/06/${String(story).padStart(4, '0')}/syndicated-story-${story}`;
  switch (variant % 5) {
    case 0:
      return `https://wire.example${path}`;
    case 1:
      return `https://wire.example${path}?utm_source=${source}&utm_medium=rss`;
    case 2:
      return `https://wire.example${path}/`;
    case 3:
      return `https://wire.example${path}#comments`;
    default:
      return `https://WIRE.Example${path}`;
  }
}

function foreignArticle(source: string, leg: number, i: number, next: () => number): Article {
  const word = () => WORDS[Math.floor(next() * WORDS.length)] as string;
  const day = 1 + (i % 7);
  const syndicated = i % SYNDICATED_EVERY === 0;
  const url = syndicated
    ? storyUrl((leg * 13 + i) % STORIES, source, leg + i)
    : `https://${source}.example/news/2026/06/0${day}/${word()}-${word()}-${word()}-${leg}-${i}.html`;
  const hour = String(23 - (i % 24)).padStart(2, '0');
  return {
    url,
    title: `${NAMES[i % NAMES.length]} ships ${word()} ${word()} ${word()}: what the new ${word()} ${word()} means for ${word()} ${word()} teams in ${PLACES[(i + leg) % PLACES.length]}, says the ${word()} ${word()} lead (${leg}.${i})`,
    // Feed order: newest first within the leg.
    published: `2026-06-0${8 - day}T${hour}:${String(59 - (i % 60)).padStart(2, '0')}:00Z`,
    source,
    relevance_score: Math.round(next() * 100) / 100,
    github_urls:
      i % 3 !== 0
        ? [
            `https://github.com/${word()}-labs/${word()}-${i % 97}`,
            `https://github.com/${word()}-org/${word()}-tools-${i % 89}`,
          ]
        : [],
    entities: [NAMES[(i + leg) % NAMES.length] as string, `${word()} Labs`, `${word()} Institute`],
  };
}

/** The articles of leg `seq`, in feed order. */
export function foreignArticles(source: string, seq: number, count: number): Article[] {
  const next = random(seq * 7919 + 17);
  return Array.from({ length: count }, (_, i) => foreignArticle(source, seq, i, next));
}

/** RFC 8785 for the values this writer produces (no floats beyond two decimals). */
function jcs(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jcs).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${jcs((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The contract checksum, computed independently: articles sorted by url, RFC 8785, SHA-256. */
function checksum(articles: readonly Article[]): string {
  const sorted = [...articles].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  return `sha256:${createHash('sha256').update(jcs(sorted)).digest('hex')}`;
}

/** A leg in the key order of the schema (not sorted), as a hand-written serializer keeps it. */
function schemaOrdered(leg: RssArtifact): unknown {
  return {
    schema_version: leg.schema_version,
    source_id: leg.source_id,
    status: leg.status,
    run_context: leg.run_context,
    fan: leg.fan,
    articles: leg.articles.map((a) => ({
      url: a.url,
      title: a.title,
      published: a.published,
      source: a.source,
      relevance_score: a.relevance_score,
      github_urls: a.github_urls,
      entities: a.entities,
    })),
    metrics: leg.metrics,
    error: leg.error,
    checksum: leg.checksum,
  };
}

/** The file text of one foreign leg. */
export function foreignLegText(
  layout: ForeignLayout,
  runContext: RunContext,
  fan: { fan_id: string; seq: number; expected: number },
  source: string,
  count: number,
): string {
  const articles = foreignArticles(source, fan.seq, count);
  const leg: RssArtifact = {
    schema_version: 2,
    source_id: source,
    run_context: runContext,
    fan: [fan],
    status: 'success',
    articles,
    metrics: {
      articles_fetched: count,
      articles_relevant: 0,
      fetch_duration_ms: 250,
      retries: 0,
    },
    error: null,
    checksum: checksum(articles),
  };
  if (layout === 'canonical') return jcs(leg);
  if (layout === 'indented') return `${JSON.stringify(schemaOrdered(leg), null, 2)}\n`;
  return phpStyle(JSON.stringify(schemaOrdered(leg), null, 4));
}

/** JSON text with PHP's default escapes: `\/`, and non-ASCII as `\u` escapes (UTF-16 units). */
function phpStyle(json: string): string {
  return json
    .replace(/\//g, '\\/')
    .replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
