/**
 * Hostile configuration for make-run-context: broken YAML and JSON, deep nesting (JSON and
 * YAML), YAML alias bombs, unknown query placeholders, code-paths through symlinks, bad URLs, unknown fields, wrong
 * types and numbers, duplicate ids, oversize files and scrape states that lie.
 * Each row is the text of one file; the other files are the valid ones of the world.
 */
import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { StepResult } from '../../src/local/step.js';
import { MARKER, says } from './harness.js';
import { TOPIC } from './world.js';

export type ConfigFile = 'source-config' | 'topic-config' | 'state';

export interface ConfigCase {
  group: string;
  name: string;
  file: ConfigFile;
  /** The file's bytes; the file name's extension decides JSON or YAML. */
  content: string | Buffer;
  extension: 'json' | 'yml';
  /** Inputs of make-run-context beyond the defaults. */
  inputs?: Record<string, string>;
  /** Prepares the workspace (the step's working directory) before the step runs. */
  setup?: (workspace: string) => Promise<void>;
  /** The case's specific outcome (problems found, empty when fine). */
  check?: (result: StepResult) => string[];
}

const source = (over: Record<string, unknown> = {}) => ({
  id: 'news',
  feed_url: 'https://news.example/feed.xml',
  ...over,
});
const sources = (...list: unknown[]) => JSON.stringify(list);

const json = (group: string, name: string, content: string | Buffer): ConfigCase => ({
  group,
  name,
  file: 'source-config',
  content,
  extension: 'json',
});

const syntax: ConfigCase[] = [
  json('bad JSON', 'truncated', sources(source()).slice(0, 20)),
  json('bad JSON', 'trailing comma', '[{"id":"a","feed_url":"https://a.example/f",},]'),
  json('bad JSON', 'comments', '// sources\n' + sources(source())),
  json('bad JSON', 'a duplicate key', '[{"id":"a","id":"b","feed_url":"https://a.example/f"}]'),
  json('bad JSON', 'NaN', '[{"id":"a","feed_url":"https://a.example/f","interval_hours":NaN}]'),
  json('bad JSON', 'a lone surrogate', '[{"id":"a\\ud800","feed_url":"https://a.example/f"}]'),
  json(
    'bad JSON',
    'invalid UTF-8',
    Buffer.concat([
      Buffer.from('[{"id":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('","feed_url":"https://a.example/f"}]'),
    ]),
  ),
  json('bad JSON', 'a UTF-16 file', Buffer.from(`\ufeff${sources(source())}`, 'utf16le')),
  json('bad JSON', 'an empty file', ''),
  json('bad JSON', 'NUL bytes', `${sources(source())}\u0000\u0000`),
  json('deep nesting', '100,000 nested arrays', '['.repeat(100_000) + ']'.repeat(100_000)),
  json('deep nesting', '10,000 nested objects', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)),
  json(
    'deep nesting',
    'a source with a 5,000-deep unknown field',
    sources(source({ x: 0 })).replace('0', '['.repeat(5000) + ']'.repeat(5000)),
  ),
  json(
    'size',
    'a 2 MiB file (over the 1 MiB limit)',
    sources(
      ...Array.from({ length: 20_000 }, (_, i) => source({ id: `s${i}`, name: 'n'.repeat(60) })),
    ),
  ),
  json(
    'size',
    '5,000 sources',
    sources(...Array.from({ length: 5000 }, (_, i) => source({ id: `s${i}` }))),
  ),
];

const yaml = (
  group: string,
  name: string,
  content: string,
  file: ConfigFile = 'topic-config',
): ConfigCase => ({
  group,
  name,
  file,
  content,
  extension: 'yml',
});
const yamlCases: ConfigCase[] = [
  yaml('bad YAML', 'a tab for indentation', 'topic: AI\nkeywords:\n\t- ai\n'),
  yaml('bad YAML', 'an unclosed quote', 'topic: "AI\nkeywords: [ai]\n'),
  yaml('bad YAML', 'an unclosed flow sequence', 'topic: AI\nkeywords: [ai, llm\n'),
  yaml('bad YAML', 'a duplicate key', 'topic: AI\ntopic: ML\nkeywords: [ai]\n'),
  yaml('bad YAML', 'two documents', `${TOPIC}---\n${TOPIC}`),
  yaml(
    'bad YAML',
    'an alias bomb (9 levels of 9)',
    `a: &a ["x","x","x","x","x","x","x","x","x"]\n${Array.from(
      { length: 8 },
      (_, i) =>
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9)
          .fill(`*${String.fromCharCode(97 + i)}`)
          .join(',')}]`,
    ).join('\n')}\ntopic: AI\nkeywords: [ai]\n`,
  ),
  yaml('bad YAML', 'an undefined alias', 'topic: *nothing\nkeywords: [ai]\n'),
  yaml(
    'bad YAML',
    'a merge key',
    'base: &b {relevance_threshold: 0.5}\n<<: *b\ntopic: AI\nkeywords: [ai]\n',
  ),
  yaml('bad YAML', 'custom tags', 'topic: !!js/function "function(){}"\nkeywords: [ai]\n'),
  yaml('bad YAML', 'a binary tag', 'topic: !!binary aGVsbG8=\nkeywords: [ai]\n'),
  yaml('bad YAML', 'only a comment', '# nothing\n'),
  yaml('bad YAML', 'a list at the top', '- ai\n- llm\n'),
  yaml('wrong types', 'keywords as a string', 'topic: AI\nkeywords: ai\n'),
  yaml(
    'wrong types',
    'relevance_threshold 2',
    'topic: AI\nkeywords: [ai]\nrelevance_threshold: 2\n',
  ),
  yaml(
    'wrong types',
    'relevance_threshold .nan',
    'topic: AI\nkeywords: [ai]\nrelevance_threshold: .nan\n',
  ),
  yaml(
    'wrong types',
    'min_repos_per_week 1e400',
    'topic: AI\nkeywords: [ai]\ngithub:\n  min_repos_per_week: 1e400\n',
  ),
  yaml('wrong types', 'an empty keyword', "topic: AI\nkeywords: ['']\n"),
  yaml('unknown fields', 'a misspelt key', 'topic: AI\nkeywrods: [ai]\n'),
  yaml(
    'unknown fields',
    'an unknown GitHub option',
    'topic: AI\nkeywords: [ai]\ngithub:\n  token: ghp_leak\n',
  ),
  yaml(
    'command injection',
    'a topic that is a workflow command',
    `topic: "\\n::error::${MARKER}"\nkeywords: [ai]\n`,
  ),
  yaml('bad YAML', 'YAML sources: a tab', 'sources:\n\t- id: a\n', 'source-config'),
  yaml(
    'bad YAML',
    'YAML sources: a mapping instead of a list',
    'id: a\nfeed_url: https://a.example/f\n',
    'source-config',
  ),
];

const urlCases: ConfigCase[] = [
  ['ftp:', 'ftp://news.example/feed'],
  ['javascript:', 'javascript:alert(1)'],
  ['file:', 'file:///etc/passwd'],
  ['data:', 'data:text/xml,<rss/>'],
  ['no scheme', 'news.example/feed'],
  ['a relative path', '/feed.xml'],
  ['spaces', 'https://news example/feed'],
  ['an unclosed IPv6 host', 'http://[::1/feed'],
  ['credentials', 'https://user:secret@news.example/feed'],
  ['a URL of 100 kB', `https://news.example/${'a'.repeat(100_000)}`],
  ['a newline and a command', `https://news.example/feed\n::error::${MARKER}`],
  ['an empty string', ''],
  ['a number', 42],
  ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
].map(([label, url]) => json('bad URL', `feed_url ${label}`, sources(source({ feed_url: url }))));

const fieldCases: ConfigCase[] = [
  ['an unknown field', { color: 'red' }],
  ['a prototype key', JSON.parse('{"__proto__": {"polluted": true}}')],
  ['interval_hours -1', { interval_hours: -1 }],
  ['interval_hours 0', { interval_hours: 0 }],
  ['interval_hours 1e308', { interval_hours: 1e308 }],
  ['interval_hours "168"', { interval_hours: '168' }],
  ['active "yes"', { active: 'yes' }],
  ['requests_per_minute 1e9', { requests_per_minute: 1e9 }],
  ['an id with ../', { id: '../../etc' }],
  ['an id of 1,000 characters', { id: 'a'.repeat(1000) }],
  ['an id with a command', { id: `::error::${MARKER}` }],
  ['a name with a command', { name: `x\n::error::${MARKER}` }],
].map(([label, over]) =>
  json(
    'wrong fields',
    `a source with ${label as string}`,
    sources(source(over as Record<string, unknown>)),
  ),
);
fieldCases.push(
  json('wrong fields', 'two sources with one id', sources(source(), source())),
  json('wrong fields', 'no sources at all', '[]'),
  json('wrong fields', 'an object instead of a list', JSON.stringify({ sources: [source()] })),
);

const state = (content: string, name: string): ConfigCase => ({
  group: 'scrape state',
  name,
  file: 'state',
  content,
  extension: 'json',
});
const stateCases: ConfigCase[] = [
  state(
    '{"schema_version":"scrape_state_v1","sources":{"news":{"last_scraped_at":"9999-12-31T23:59:59Z"}}}',
    'a last scrape in year 9999',
  ),
  state(
    '{"schema_version":"scrape_state_v1","sources":{"news":{"last_scraped_at":"0000-01-01T00:00:00Z"}}}',
    'a last scrape in year 0',
  ),
  state(
    '{"schema_version":"scrape_state_v1","sources":{"news":{"last_scraped_at":"yesterday"}}}',
    'a last scrape that is not a time',
  ),
  state(
    '{"schema_version":"scrape_state_v1","sources":{"news":{"last_scraped_at":"2026-02-30T00:00:00Z"}}}',
    'February 30',
  ),
  state('{"schema_version":"scrape_state_v2","sources":{}}', 'another schema version'),
  state('{"schema_version":"scrape_state_v1","sources":[]}', 'sources as a list'),
  state(
    '{"schema_version":"scrape_state_v1","sources":{"__proto__":{"last_scraped_at":"2026-06-01T00:00:00Z"}}}',
    'a __proto__ entry',
  ),
  state('{"schema_version":"scrape_state_v1","sources":{}', 'truncated'),
  state(
    `{"schema_version":"scrape_state_v1","sources":{${Array.from({ length: 50_000 }, (_, i) => `"s${i}":{"last_scraped_at":"2026-06-01T00:00:00Z"}`).join(',')}}}`,
    '50,000 entries',
  ),
];

const inputCases: ConfigCase[] = [
  ['week 2026-W54', { week: '2026-W54' }],
  ['week 0000-W01', { week: '0000-W01' }],
  ['now in year 275760', { now: '+275760-09-13T00:00:00Z' }],
  ['now with a command', { now: `::error::${MARKER}` }],
  ['week-offset 1e9', { 'week-offset': '1000000000' }],
  ['since after until', { since: '2026-06-08', until: '2026-06-01' }],
  ['github-shards with a command', { 'github-shards': `new_repos\n::error::${MARKER}` }],
  ['code-paths outside the workspace', { 'code-paths': '../../../etc/passwd' }],
].map(([label, inputs]) => ({
  group: 'inputs',
  name: label as string,
  file: 'source-config' as const,
  content: sources(source()),
  extension: 'json' as const,
  inputs: inputs as Record<string, string>,
}));

const topic = (name: string, content: string, message: string): ConfigCase => ({
  group: 'topic config',
  name,
  file: 'topic-config',
  content,
  extension: 'yml',
  check: says(message),
});

const planning: ConfigCase[] = [
  topic(
    'a YAML topic config nested 10,000 deep',
    `${TOPIC}extra: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`,
    'nesting deeper than',
  ),
  topic(
    'a YAML topic config of 10,000 nested flow maps',
    `${TOPIC}extra: ${'{k: '.repeat(10_000)}1${'}'.repeat(10_000)}\n`,
    'nesting deeper than',
  ),
  topic(
    'a query with an unknown placeholder',
    TOPIC.replace('pushed:>{last_week}', 'pushed:>{last_weak}'),
    'unknown placeholder "{last_weak}"',
  ),
  {
    group: 'inputs',
    name: 'code-paths through a symlink out of the workspace',
    file: 'source-config',
    content: sources(source()),
    extension: 'json',
    inputs: { 'code-paths': 'escape/passwd' },
    setup: (workspace) => symlink('/etc', join(workspace, 'escape')),
    check: says('leads outside the workspace (through a symlink)'),
  },
  {
    group: 'inputs',
    name: 'a GitHub shard ../../pwn',
    file: 'source-config',
    content: sources(source()),
    extension: 'json',
    inputs: { 'github-shards': '../../pwn' },
    check: says('unknown shard "../../pwn"'),
  },
];

export const CONFIG_CASES: ConfigCase[] = [
  ...syntax,
  ...yamlCases,
  ...urlCases,
  ...fieldCases,
  ...stateCases,
  ...inputCases,
  ...planning,
];
