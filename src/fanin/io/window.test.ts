/**
 * The run's window at fan-in: every article of a leg must be published in `[since, until)`
 * of the run context, on every path a leg takes through the check (text or bytes, articles
 * split out and reused or serialized again, the schema's fast article check or the whole
 * schema, a leg held in memory or read from its file). Worker threads run the same
 * checkLegTask as the file path below.
 */
import fc from 'fast-check';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalArtifactStore, ReadBuffer } from '../../artifacts/index.js';
import type { LocatedFile } from '../../base/located-file.js';
import { canonicalJson, compareStrings } from '../../canonical/index.js';
import { exampleArticle } from '../../../test-support/contracts-examples.js';
import type { Article, RssArtifact } from '../../contracts/index.js';
import { formatTimestamp } from '../../runcontext/time.js';
import type { LegSetting, LegVerdict } from '../leg-check.js';
import { checkLegTask } from './leg-files.js';
import { runFanIn } from './run.js';
import {
  MemoryArtifactStore,
  PLAN,
  RUN_CONTEXT,
  rssLeg,
  SOURCES,
  uploadRun,
  uploadLocatedLeg,
} from '../../../test-support/fanin.js';

const ID = SOURCES[0] as string;
const setting: LegSetting = {
  runContext: RUN_CONTEXT,
  plan: PLAN,
  maxBytes: 1 << 20,
  keepQueryParams: new Set(),
  hashSeed: 0x5eed,
};
const SINCE = Date.parse(RUN_CONTEXT.since);
const UNTIL = Date.parse(RUN_CONTEXT.until);
const SECOND = 1000;

/** Instants around the window, its edges most of all. */
const publishedArb = fc.oneof(
  fc.constantFrom(SINCE, SINCE - SECOND, UNTIL, UNTIL - SECOND).map(formatTimestamp),
  fc.integer({ min: SINCE - 9 * 86_400_000, max: UNTIL + 9 * 86_400_000 }).map(formatTimestamp),
  fc.constantFrom('2019-03-01T10:00:00Z', '2099-12-31T23:59:59Z'),
);

const inWindow = (published: string) => {
  const ms = Date.parse(published);
  return ms >= SINCE && ms < UNTIL;
};

function articlesOf(published: readonly string[]): Article[] {
  return published.map((p, i) =>
    exampleArticle({ url: `https://${ID}.example/post-${i}`, source: ID, published: p }),
  );
}

/** Every way a leg may be written: the check must see the same articles in each. */
const WRITERS: [string, (leg: RssArtifact) => string][] = [
  [
    'canonical, articles in url order',
    (leg) =>
      canonicalJson({
        ...leg,
        articles: [...leg.articles].sort((a, b) => compareStrings(a.url, b.url)),
      }),
  ],
  [
    'canonical, articles reversed',
    (leg) => canonicalJson({ ...leg, articles: [...leg.articles].reverse() }),
  ],
  ['indented', (leg) => JSON.stringify(leg, null, 2)],
];

let root: string;
let store: LocalArtifactStore;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'window-'));
  store = new LocalArtifactStore(join(root, 'artifacts'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

let uploads = 0;
/** The leg as a file of the local store (the path that leaves articles in their file). */
async function asFile(text: string): Promise<LocatedFile> {
  return uploadLocatedLeg(store, ID, ++uploads, text);
}

function expectWindowVerdict(verdict: LegVerdict, published: readonly string[], path: string) {
  const outside = published.flatMap((p, i) => (inWindow(p) ? [] : [i]));
  if (outside.length === 0) {
    expect([path, verdict.ok]).toEqual([path, true]);
    return;
  }
  if (verdict.ok) throw new Error(`${path}: accepted a leg with articles outside the window`);
  expect([path, verdict.problems[0]?.code]).toEqual([path, 'out_of_window']);
  // Each offending article is named by its place in the payload as written.
  expect(verdict.problems.filter((p) => p.code === 'out_of_window')).toHaveLength(outside.length);
}

describe('the fan-in window check', () => {
  it('rejects a leg with any article outside [since, until) on every path', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(publishedArb, { minLength: 1, maxLength: 5 }),
        async (published) => {
          const leg = rssLeg(0, { articles: articlesOf(published) });
          for (const [name, write] of WRITERS) {
            const text = write(leg);
            // Several articles take the fast article check, one article the whole schema.
            const schemaPath = published.length > 1 ? 'fast article check' : 'whole schema';
            const task = { name: `rss-${ID}-a1`, fan: 'rss' as const, id: ID };
            const buffer = new ReadBuffer();
            expectWindowVerdict(
              checkLegTask({ ...task, bytes: Buffer.from(text) }, setting, buffer),
              published,
              `${name}, bytes, ${schemaPath}`,
            );
            expectWindowVerdict(
              checkLegTask({ ...task, file: await asFile(text) }, setting, buffer),
              published,
              `${name}, file, ${schemaPath}`,
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('names the article and the window in the problem', () => {
    const leg = rssLeg(0, {
      articles: articlesOf(['2026-06-03T10:00:00Z', '2019-03-01T10:00:00Z']),
    });
    const verdict = checkLegTask(
      { name: `rss-${ID}-a1`, fan: 'rss', id: ID, bytes: Buffer.from(JSON.stringify(leg)) },
      setting,
      new ReadBuffer(),
    );
    if (verdict.ok) throw new Error('expected a rejection');
    expect(verdict.problems).toEqual([
      {
        code: 'out_of_window',
        pointer: '/articles/1/published',
        message: `published 2019-03-01T10:00:00Z is outside the run's window [${RUN_CONTEXT.since}, ${RUN_CONTEXT.until})`,
      },
    ]);
  });

  it('treats the leg as invalid: rejected in the diagnostics, the source failed', async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store, {
      rss: (seq) =>
        seq === 1
          ? rssLeg(1, {
              articles: [
                exampleArticle({
                  url: 'https://old.example/2019',
                  source: SOURCES[1] as string,
                  published: '2019-03-01T10:00:00Z',
                }),
              ],
            })
          : rssLeg(seq),
    });
    const outputDir = await mkdtemp(join(root, 'out-'));
    const result = await runFanIn(
      { outputDir },
      { store, now: () => Date.parse('2026-06-08T06:00:00Z') },
    );
    const record = result.diagnostics.artifacts.find((a) => a.id === SOURCES[1]);
    expect(record).toMatchObject({ verdict: 'rejected', reason: 'out_of_window' });
    expect(result.diagnostics.status).not.toBe('complete');
  });
});
