/**
 * Hostile leg artifacts for the fan-in: broken JSON, duplicate keys, NaN and huge numbers,
 * wrong schema versions and checksums, foreign runs and frames, oversize legs, odd artifact
 * names and files, untrusted text meant to inject workflow commands, articles outside the
 * window, repository fields the contracts bound, inconsistent run contexts, and (through the
 * artifact service and the real @actions/artifact client) corrupt and malicious zips.
 * Each row is a whole run (the examples' plan: five RSS sources, four GitHub shards) in
 * which one leg is hostile.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { LocalArtifactStore } from '../../src/artifacts/index.js';
import { canonicalJson } from '../../src/canonical/index.js';
import { exampleArticle } from '../../test-support/contracts-examples.js';
import type { Repository } from '../../src/contracts/index.js';
import {
  PLAN,
  RUN_CONTEXT,
  rssLeg,
  shardLeg,
  SHARDS,
  SOURCES,
  failedRssLeg,
} from '../../test-support/fanin.js';
import { craftZip, type ArtifactService, type CraftedEntry } from '../artifact-service.js';
import type { StepResult } from '../../src/local/step.js';
import { MARKER, says } from './harness.js';

export type Fan = 'rss' | 'github';

/** What one artifact case puts where a leg's file should be. */
export type LegContent = string | Buffer | object;

export interface ArtifactCase {
  group: string;
  name: string;
  /** Writes the run into a local artifact directory (the default store of the case). */
  build?: (dir: string) => Promise<void>;
  /** Instead: a run in the artifact service, read through the real client. */
  service?: (service: ArtifactService, runId: string) => void;
  /** Inputs of the fan-in beyond the defaults. */
  inputs?: Record<string, string>;
  /** Deadline of the case (default DEFAULT_DEADLINE_MS). */
  deadlineMs?: number;
  /** The case's specific outcome (problems found, empty when fine). */
  check?: (result: StepResult) => string[];
}

const text = (value: unknown) => JSON.stringify(value);
const fileOf = (fan: Fan, id: string) => `${fan}-${id}.json`;
const idOf = (fan: Fan, seq: number) => (fan === 'rss' ? SOURCES[seq]! : SHARDS[seq]!);
const validLeg = (fan: Fan, seq: number): object => (fan === 'rss' ? rssLeg(seq) : shardLeg(seq));

async function put(dir: string, artifact: string, files: Record<string, string | Buffer>) {
  await mkdir(join(dir, artifact), { recursive: true });
  for (const [name, data] of Object.entries(files))
    await writeFile(join(dir, artifact, name), data);
}

/** The run context artifact and every leg, `hostile` replacing leg 0 of `fan` (null: left out). */
export async function writeRun(
  dir: string,
  fan: Fan,
  hostile: LegContent | null,
  extra?: (dir: string) => Promise<void>,
): Promise<void> {
  const store = new LocalArtifactStore(dir);
  await store.upload('run-context-a1', [
    { name: 'run_context.json', data: text(RUN_CONTEXT) },
    { name: 'fan_plan.json', data: text(PLAN) },
  ]);
  for (const f of ['rss', 'github'] as const) {
    const count = f === 'rss' ? SOURCES.length : SHARDS.length;
    for (let seq = 0; seq < count; seq++) {
      const content = f === fan && seq === 0 ? hostile : validLeg(f, seq);
      if (content === null) continue;
      const data =
        typeof content === 'string' || Buffer.isBuffer(content) ? content : text(content);
      await put(dir, `${f}-${idOf(f, seq)}-a1`, { [fileOf(f, idOf(f, seq))]: data });
    }
  }
  await extra?.(dir);
}

const leg = (fan: Fan, content: LegContent | null, extra?: (dir: string) => Promise<void>) => ({
  build: (dir: string) => writeRun(dir, fan, content, extra),
});

// --- Text that is not (strict) JSON, applied to a leg of each fan ------------------------------

function rawVariants(fan: Fan): [string, LegContent][] {
  const good = text(validLeg(fan, 0));
  const numberKey = fan === 'rss' ? '"fetch_duration_ms":100' : '"calls_made":2';
  return [
    ['truncated in half', good.slice(0, good.length >> 1)],
    ['trailing garbage', `${good} trailing`],
    ['a UTF-8 BOM first', `\ufeff${good}`],
    [
      'invalid UTF-8 bytes in a string',
      Buffer.concat([
        Buffer.from(good.slice(0, 40)),
        Buffer.from([0xff, 0xc3, 0x28]),
        Buffer.from(good.slice(40)),
      ]),
    ],
    ['NaN for a number', good.replace(numberKey, numberKey.replace(/\d+$/, 'NaN'))],
    ['Infinity for a number', good.replace(numberKey, numberKey.replace(/\d+$/, 'Infinity'))],
    ['1e400 for a number', good.replace(numberKey, numberKey.replace(/\d+$/, '1e400'))],
    [
      '2^63 for an integer',
      good.replace(numberKey, numberKey.replace(/\d+$/, '9223372036854775808')),
    ],
    ['-1 for a count', good.replace(numberKey, numberKey.replace(/\d+$/, '-1'))],
    [
      'a duplicate top-level key',
      good.replace(/^\{/, '{"checksum":"sha256:' + '0'.repeat(64) + '",'),
    ],
    ['a lone surrogate escape', good.replace(/"checksum"/, '"x\\ud800":1,"checksum"')],
    [
      '200,000 nested arrays',
      `{"deep":${'['.repeat(200_000)}${']'.repeat(200_000)},${good.slice(1)}`,
    ],
    ['an empty file', ''],
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"rss"'],
    ['8 MiB of whitespace around it', `${' '.repeat(4 << 20)}${good}${' '.repeat(4 << 20)}`],
    ['comments', `// leg\n${good}`],
    ['single quotes', good.replace(/"/g, "'")],
    [
      'a number too precise for a double',
      good.replace(numberKey, numberKey.replace(/\d+$/, '0.' + '1'.repeat(400))),
    ],
  ];
}

const raw: ArtifactCase[] = (['rss', 'github'] as const).flatMap((fan) =>
  // Every variant for the RSS leg; the first ten for a GitHub shard (one parser reads both).
  rawVariants(fan)
    .slice(0, fan === 'rss' ? undefined : 10)
    .map(([name, content]) => ({
      group: 'broken JSON',
      name: `${fan === 'rss' ? 'RSS leg' : 'GitHub shard'}: ${name}`,
      ...leg(fan, content),
    })),
);

// --- Valid JSON that breaks the contract ---------------------------------------------------------

const article = (over: object) =>
  exampleArticle({ url: 'https://news.example/2026/06/03/a', ...over });
const rssContract: [string, LegContent][] = [
  ['schema_version 1', { ...rssLeg(0), schema_version: 1 }],
  ['schema_version 3', { ...rssLeg(0), schema_version: 3 }],
  ['schema_version "2" (a string)', { ...rssLeg(0), schema_version: '2' }],
  ['no checksum', (({ checksum: _c, ...rest }) => rest)(rssLeg(0))],
  ['a wrong checksum', rssLeg(0, { checksum: 'sha256:' + 'f'.repeat(64) })],
  ['a checksum that is not sha256', rssLeg(0, { checksum: 'md5:abc' })],
  ['the run id of another run', { ...rssLeg(0), run_id: '2026-W23-ffffffffffff' }],
  [
    'another source config checksum',
    { ...rssLeg(0), source_config_checksum: 'sha256:' + 'c'.repeat(64) },
  ],
  [
    'a fan frame with seq 99',
    rssLeg(0, { fan: [{ fan_id: PLAN.fans.rss!.fan_id, seq: 99, expected: 5 }] }),
  ],
  [
    'a fan frame of another fan',
    rssLeg(0, { fan: [{ fan_id: 'other:rss', seq: 0, expected: 5 }] }),
  ],
  [
    'a fan frame expecting 6 legs',
    rssLeg(0, { fan: [{ fan_id: PLAN.fans.rss!.fan_id, seq: 0, expected: 6 }] }),
  ],
  ['no fan frame', rssLeg(0, { fan: [] })],
  ['the source id of another leg', rssLeg(0, { source_id: SOURCES[1]! })],
  ['an unknown status', { ...rssLeg(0), status: 'exploded' }],
  ['an unknown top-level field', { ...rssLeg(0), injected: true }],
  [
    'an article published "not a date"',
    rssLeg(0, { articles: [article({ published: 'not a date' })] }),
  ],
  ['an article with relevance 2', rssLeg(0, { articles: [article({ relevance_score: 2 })] })],
  ['an article with relevance -1', rssLeg(0, { articles: [article({ relevance_score: -1 })] })],
  [
    'an article URL javascript:',
    rssLeg(0, { articles: [article({ url: 'javascript:alert(1)' })] }),
  ],
  ['an article URL file:', rssLeg(0, { articles: [article({ url: 'file:///etc/passwd' })] })],
  ['an article title of 4 MiB', rssLeg(0, { articles: [article({ title: 'A'.repeat(4 << 20) })] })],
  ['the same article twice', rssLeg(0, { articles: [article({}), article({})] })],
  [
    '20,000 articles',
    rssLeg(0, {
      articles: Array.from({ length: 20_000 }, (_, i) =>
        article({ url: `https://news.example/2026/06/03/a${i}`, title: `AI ${i}` }),
      ),
    }),
  ],
  [
    '100,000 entities on one article',
    rssLeg(0, {
      articles: [article({ entities: Array.from({ length: 100_000 }, (_, i) => `E${i}`) })],
    }),
  ],
  [
    'a failed leg with an unknown error code',
    { ...failedRssLeg(0), error: { code: 'teapot', message: 'x' } },
  ],
  ['a failed leg whose error is a string', { ...failedRssLeg(0), error: 'boom' }],
];

const githubContract: [string, LegContent][] = [
  ['schema_version of another contract', { ...shardLeg(0), schema_version: 'github_raw_v2' }],
  ['a wrong checksum', shardLeg(0, { checksum: 'sha256:' + 'e'.repeat(64) })],
  ['the shard id of another shard', shardLeg(0, { shard_id: SHARDS[1] as 'trending_repos' })],
  [
    'a repository full_name with ../',
    shardLeg(0, {
      repositories: [{ ...shardLeg(0).repositories[0]!, full_name: '../../etc/passwd' }],
    }),
  ],
  ['stars of -5', shardLeg(0, { repositories: [{ ...shardLeg(0).repositories[0]!, stars: -5 }] })],
  [
    'stars_gained 1.5',
    shardLeg(0, { repositories: [{ ...shardLeg(0).repositories[0]!, stars_gained: 1.5 }] }),
  ],
  [
    'a repository without full_name',
    shardLeg(0, {
      repositories: [(({ full_name: _f, ...r }) => r)(shardLeg(0).repositories[0]!) as never],
    }),
  ],
  [
    '5,000 repositories',
    shardLeg(0, {
      repositories: Array.from({ length: 5000 }, (_, i) => ({
        ...shardLeg(0).repositories[1]!,
        id: 10_000 + i,
        node_id: `R_${i}`,
        name: `r${i}`,
        full_name: `acme/r${i}`,
        url: `https://github.com/acme/r${i}`,
        api_url: `https://api.github.com/repos/acme/r${i}`,
      })),
    }),
  ],
  ['an unknown top-level field', { ...shardLeg(0), injected: 1 }],
];

const contract: ArtifactCase[] = [
  ...rssContract.map(([name, content]) => ({
    group: 'contract',
    name: `RSS leg: ${name}`,
    ...leg('rss', content),
  })),
  ...githubContract.map(([name, content]) => ({
    group: 'contract',
    name: `GitHub shard: ${name}`,
    ...leg('github', content),
  })),
];

// --- Untrusted text meant for the log ------------------------------------------------------

const injections: [string, string][] = [
  ['::error:: at the start', `::error::${MARKER}`],
  ['a newline then ::warning::', `x\n::warning::${MARKER}`],
  ['CR then set-output', `x\r::set-output name=status::${MARKER}`],
  ['stop-commands', `x\n::stop-commands::${MARKER}`],
  ['U+2028', `x\u2028::error::${MARKER}`],
];
const injection: ArtifactCase[] = injections.flatMap(([label, payload]) => [
  {
    group: 'command injection',
    name: `RSS article title: ${label}`,
    ...leg('rss', rssLeg(0, { articles: [article({ title: payload })] })),
  },
  {
    group: 'command injection',
    name: `failed leg error message: ${label}`,
    ...leg('rss', { ...failedRssLeg(0), error: { code: 'timeout', message: payload } }),
  },
  {
    group: 'command injection',
    name: `repository description: ${label}`,
    ...leg(
      'github',
      shardLeg(0, { repositories: [{ ...shardLeg(0).repositories[0]!, description: payload }] }),
    ),
  },
]);

// --- The run around the legs: names, files, plan ------------------------------------------------

const around: ArtifactCase[] = [
  {
    group: 'artifact layout',
    name: 'a leg artifact with no file',
    ...leg('rss', null, (d) =>
      mkdir(join(d, `rss-${SOURCES[0]}-a1`), { recursive: true }).then(() => undefined),
    ),
  },
  {
    group: 'artifact layout',
    name: 'a leg file under another name',
    ...leg('rss', null, (d) => put(d, `rss-${SOURCES[0]}-a1`, { 'other.json': text(rssLeg(0)) })),
  },
  {
    group: 'artifact layout',
    name: 'a leg file beside 50 other files',
    ...leg('rss', rssLeg(0), (d) =>
      put(
        d,
        `rss-${SOURCES[0]}-a2`,
        Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`junk${i}.json`, '{}'])),
      ),
    ),
  },
  {
    group: 'artifact layout',
    name: 'the leg file is a symlink to /etc/passwd',
    ...leg('rss', null, async (d) => {
      await mkdir(join(d, `rss-${SOURCES[0]}-a1`), { recursive: true });
      await symlink('/etc/passwd', join(d, `rss-${SOURCES[0]}-a1`, fileOf('rss', SOURCES[0]!)));
    }),
  },
  {
    group: 'artifact layout',
    name: 'the leg file is a directory',
    ...leg('rss', null, (d) =>
      mkdir(join(d, `rss-${SOURCES[0]}-a1`, fileOf('rss', SOURCES[0]!)), { recursive: true }).then(
        () => undefined,
      ),
    ),
  },
  {
    group: 'artifact layout',
    name: 'attempt numbers 0, 10^20 and -1',
    ...leg('rss', rssLeg(0), async (d) => {
      for (const a of ['a0', 'a100000000000000000000', 'a-1'])
        await put(d, `rss-${SOURCES[0]}-${a}`, { [fileOf('rss', SOURCES[0]!)]: '{' });
    }),
  },
  {
    group: 'artifact layout',
    name: 'artifacts of unplanned legs and odd names',
    ...leg('rss', rssLeg(0), async (d) => {
      for (const n of [
        'rss-unplanned-a1',
        'rss--a1',
        'github-new_repos-aX',
        `rss-${'x'.repeat(200)}-a1`,
        'RSS-TECHCRUNCH-A1',
      ])
        await put(d, n, { 'x.json': '{}' });
    }),
  },
  {
    group: 'artifact layout',
    name: 'a leg over 64 MiB',
    ...leg('rss', null, (d) =>
      put(d, `rss-${SOURCES[0]}-a1`, {
        [fileOf('rss', SOURCES[0]!)]: Buffer.concat([
          Buffer.from(text(rssLeg(0))),
          Buffer.alloc(65 << 20, 32),
        ]),
      }),
    ),
  },
  {
    group: 'run context',
    name: 'no run-context artifact',
    build: async (d) => {
      await writeRun(d, 'rss', rssLeg(0));
      await import('node:fs/promises').then((fs) =>
        fs.rm(join(d, 'run-context-a1'), { recursive: true }),
      );
    },
  },
  {
    group: 'run context',
    name: 'a run context that is not JSON',
    build: async (d) => {
      await writeRun(d, 'rss', rssLeg(0));
      await writeFile(join(d, 'run-context-a1', 'run_context.json'), '{"run');
    },
  },
  {
    group: 'run context',
    name: 'a plan with a leg id ../../pwn',
    check: says('"../../pwn" is not a leg id'),
    build: async (d) => {
      await writeRun(d, 'rss', rssLeg(0));
      const plan = structuredClone(PLAN);
      plan.fans.rss!.legs[0]!.id = '../../pwn';
      await writeFile(join(d, 'run-context-a1', 'fan_plan.json'), text(plan));
    },
  },
  {
    group: 'run context',
    name: 'a plan of another run',
    build: async (d) => {
      await writeRun(d, 'rss', rssLeg(0));
      await writeFile(
        join(d, 'run-context-a1', 'fan_plan.json'),
        text({ ...PLAN, run_id: '2026-W23-ffffffffffff' }),
      );
    },
  },
  {
    group: 'run context',
    name: 'a plan expecting 10^6 legs',
    build: async (d) => {
      await writeRun(d, 'rss', rssLeg(0));
      const plan = structuredClone(PLAN);
      plan.fans.rss!.expected = 1_000_000;
      await writeFile(join(d, 'run-context-a1', 'fan_plan.json'), text(plan));
    },
  },
  {
    group: 'run context',
    name: 'a run-context input that is not JSON',
    ...leg('rss', rssLeg(0)),
    inputs: { 'run-context': '{not json', 'fan-plan': text(PLAN) },
  },
  {
    group: 'run context',
    name: 'a run-context input with a duplicate key',
    ...leg('rss', rssLeg(0)),
    inputs: {
      'run-context': `{"week":"2026-W01",${canonicalJson(RUN_CONTEXT).slice(1)}`,
      'fan-plan': text(PLAN),
    },
  },
];

// --- Fields bounded by the contracts, the window, consistent run contexts -----------------

const OUT_OF_WINDOW = [
  ['a week before the window', '2026-05-25T10:00:00Z'],
  ["at the window's until", RUN_CONTEXT.until],
] as const;

const withRepo = (over: Partial<Repository>) =>
  shardLeg(0, { repositories: [{ ...shardLeg(0).repositories[0]!, ...over }] });

const bounded: ArtifactCase[] = [
  ...OUT_OF_WINDOW.map(([when, published]) => ({
    group: 'window',
    name: `an article published ${when}`,
    ...leg('rss', rssLeg(0, { articles: [{ ...rssLeg(0).articles[0]!, published }] })),
    check: says('rejected (out_of_window)'),
  })),
  ...(
    [
      ['url', 'javascript:alert(1)'],
      ['api_url', 'file:///etc/passwd'],
    ] as const
  ).map(([field, value]) => ({
    group: 'URL field',
    name: `a repository ${field} ${value}`,
    ...leg('github', withRepo({ [field]: value })),
    check: says('rejected (schema)'),
  })),
  {
    group: 'URL field',
    name: 'a repository with 10,000 topics',
    ...leg('github', withRepo({ topics: Array.from({ length: 10_000 }, (_, i) => `t${i}`) })),
    check: says('rejected (schema)'),
  },
  {
    group: 'URL field',
    name: 'a repository description of 1 MB',
    ...leg('github', withRepo({ description: 'a'.repeat(1 << 20) })),
    check: says('rejected (schema)'),
  },
  ...(
    [
      ['since not before until', { since: RUN_CONTEXT.until }, 'is not before its until'],
      ['a week that is not the week of since', { week: '2026-W30' }, 'does not match its window'],
      [
        'a run_id that is not its content address',
        { run_id: '2026-W23-ffffffffffff' },
        'is not its content address',
      ],
    ] as const
  ).map(([what, over, message]) => ({
    group: 'run context',
    name: `a run context with ${what}`,
    ...leg('rss', rssLeg(0)),
    inputs: { 'run-context': text({ ...RUN_CONTEXT, ...over }), 'fan-plan': text(PLAN) },
    check: says(message),
  })),
];

// --- Zips through the artifact service -------------------------------------------------------

function zipRun(hostile: Buffer): (service: ArtifactService, runId: string) => void {
  return (service, runId) => {
    for (const f of ['rss', 'github'] as const) {
      const count = f === 'rss' ? SOURCES.length : SHARDS.length;
      for (let seq = 0; seq < count; seq++) {
        const id = idOf(f, seq);
        const blob =
          f === 'rss' && seq === 0
            ? hostile
            : craftZip([{ name: fileOf(f, id), data: text(validLeg(f, seq)) }]);
        service.inject(runId, `${f}-${id}-a1`, blob);
      }
    }
  };
}
const first = fileOf('rss', SOURCES[0]!);
const zipOf = (entries: CraftedEntry[]) => craftZip(entries);
const zips: [string, () => Buffer][] = [
  ['random bytes', () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
  ['an empty file', () => Buffer.alloc(0)],
  [
    'a gzip file, not a zip',
    () => Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  ],
  [
    'an entry named ../../evil.json',
    () =>
      zipOf([
        { name: '../../evil.json', data: '{}' },
        { name: first, data: text(rssLeg(0)) },
      ]),
  ],
  ['an entry with an absolute path', () => zipOf([{ name: '/tmp/evil.json', data: '{}' }])],
  [
    'a symlink entry to /etc/passwd',
    () => zipOf([{ name: first, data: '/etc/passwd', mode: 0o120777 }]),
  ],
  ['a zip bomb (128 MiB of zeros, 100 bytes declared)', bomb],
  [
    'the same entry twice',
    () =>
      zipOf([
        { name: first, data: text(rssLeg(0)) },
        { name: first, data: text(failedRssLeg(0)) },
      ]),
  ],
  ['a wrong CRC-32', () => zipOf([{ name: first, data: text(rssLeg(0)), crc: 0xdeadbeef }])],
  ['a size that lies', () => zipOf([{ name: first, data: text(rssLeg(0)), declaredSize: 10 }])],
  [
    'local and central names that differ',
    () => zipOf([{ name: first, localName: '../x.json', data: text(rssLeg(0)) }]),
  ],
  ['an entry name with NUL', () => zipOf([{ name: `${first}\u0000.txt`, data: text(rssLeg(0)) }])],
  [
    '10,000 empty entries',
    () =>
      zipOf(
        Array.from({ length: 10_000 }, (_, i) => ({
          name: `e${i}.json`,
          data: '',
          method: 'store' as const,
        })),
      ),
  ],
];

/** A deflate stream of 128 MiB of zeros in an entry that declares 100 bytes. */
function bomb(): Buffer {
  return craftDeflated(first, deflateRawSync(Buffer.alloc(128 << 20), { level: 9 }), 100);
}

/** A zip of one deflated entry whose compressed body is given as is. */
function craftDeflated(name: string, body: Buffer, declaredSize: number): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0x0800, 6);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(0, 14);
  local.writeUInt32LE(body.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE((3 << 8) | 20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(0, 16);
  central.writeUInt32LE(body.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE((0o100644 << 16) >>> 0, 38);
  central.writeUInt32LE(0, 42);
  const localPart = Buffer.concat([local, nameBytes, body]);
  const centralPart = Buffer.concat([central, nameBytes]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

const zipCases: ArtifactCase[] = zips.map(([name, make]) => ({
  group: 'zip',
  name: `RSS leg artifact: ${name}`,
  service: (service, runId) => zipRun(make())(service, runId),
  inputs: { 'run-context': text(RUN_CONTEXT), 'fan-plan': text(PLAN) },
  // The artifact client retries a download that fails with backoff (about 20 s in all).
  deadlineMs: 60_000,
}));

export const ARTIFACT_CASES: ArtifactCase[] = [
  ...raw,
  ...contract,
  ...injection,
  ...around,
  ...bounded,
  ...zipCases,
];
