// The canonical set is all or nothing: over random mixes of good, failed, missing and tampered
// legs, a fan-in that fails leaves the canonical files an earlier fan-in wrote exactly as
// they were and writes neither; one that does not fail writes both.
import fc from 'fast-check';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFanIn } from './run.js';
import {
  failedRssLeg,
  MemoryArtifactStore,
  rssLeg,
  RUN_CONTEXT,
  SHARDS,
  shardLeg,
  SOURCES,
  uploadRun,
} from '../../../test-support/fanin.js';

type LegCase = 'ok' | 'failed' | 'missing' | 'tampered';

const TAMPERED = `sha256:${'0'.repeat(64)}`;
const WEEK = RUN_CONTEXT.week;
// The star snapshot belongs to the canonical set: next week's stars_gained read it.
const CANONICAL = [`${WEEK}.json`, `${WEEK}-external-news.json`, `${WEEK}-stars.json`];
const EARLIER = '{"an earlier fan-in": true}\n';

function rssPayload(seq: number, leg: LegCase): unknown {
  if (leg === 'missing') return null;
  if (leg === 'failed') return failedRssLeg(seq);
  if (leg === 'tampered') return { ...rssLeg(seq), checksum: TAMPERED };
  return rssLeg(seq);
}

function shardPayload(seq: number, leg: LegCase): unknown {
  if (leg === 'missing') return null;
  if (leg === 'tampered') return { ...shardLeg(seq), checksum: TAMPERED };
  return shardLeg(seq);
}

const legCase = fc.constantFrom<LegCase>('ok', 'ok', 'failed', 'missing', 'tampered');
const shardCase = fc.constantFrom<LegCase>('ok', 'ok', 'ok', 'missing', 'tampered');
const legsOf = (arb: fc.Arbitrary<LegCase>, count: number) =>
  fc.array(arb, { minLength: count, maxLength: count });

/** Any mix of legs, or a run that mostly works (so both outcomes come up often). */
const scenario = fc.oneof(
  fc.tuple(legsOf(legCase, SOURCES.length), legsOf(shardCase, SHARDS.length)),
  fc.tuple(
    legsOf(legCase, SOURCES.length).map((legs) => legs.map((leg, i) => (i < 3 ? 'ok' : leg))),
    legsOf(fc.constant<LegCase>('ok'), SHARDS.length),
  ),
);

describe('the canonical set is all or nothing', () => {
  it('a failed fan-in writes no canonical file and leaves earlier ones as they were', async () => {
    const seen = { failed: 0, written: 0 };
    await fc.assert(
      fc.asyncProperty(scenario, fc.boolean(), async ([rss, github], earlier) => {
        const out = await mkdtemp(join(tmpdir(), 'all-or-nothing-'));
        try {
          if (earlier) {
            for (const name of CANONICAL) await writeFile(join(out, name), EARLIER);
          }
          const store = new MemoryArtifactStore();
          await uploadRun(store, {
            rss: (seq) => rssPayload(seq, rss[seq] as LegCase),
            github: (seq) => shardPayload(seq, github[seq] as LegCase),
          });
          const result = await runFanIn({ outputDir: out }, { store, now: () => 0 });
          const files = await readdir(out);
          if (result.status === 'failed') {
            seen.failed++;
            expect(result.paths).toMatchObject({ github: null, news: null, stars: null });
            expect(result.newsChecksum).toBeNull();
            expect(result.files.map((f) => f.path)).toEqual([result.paths.diagnostics]);
            if (!earlier) expect(files).toEqual([`${WEEK}-fan-in-diagnostics.json`]);
            for (const name of earlier ? CANONICAL : []) {
              expect(await readFile(join(out, name), 'utf8')).toBe(EARLIER);
            }
          } else {
            seen.written++;
            expect(result.paths.github).not.toBeNull();
            expect(result.paths.news).not.toBeNull();
            expect(result.paths.stars).not.toBeNull();
            expect(files).toEqual(expect.arrayContaining(CANONICAL));
          }
        } finally {
          await rm(out, { recursive: true, force: true });
        }
      }),
      { numRuns: 60 },
    );
    // Both kinds of outcome were tried, or the property says little.
    expect(seen.failed).toBeGreaterThan(0);
    expect(seen.written).toBeGreaterThan(0);
  });
});
