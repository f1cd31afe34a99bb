/**
 * The shape invariant: for the same legs, flat, packed, chunked, nested, nested with a rerun
 * of one chunk, and nested over any chunk size give byte-identical canonical outputs. And
 * 1,000 sources as 4 chunks of 250 give the bytes of the flat fan-in of the same 1,000 legs.
 */
import fc from 'fast-check';
import { type ArtifactFile } from '../../artifacts/index.js';
import { packArtifactName } from '../../contracts/artifact-names.js';
import type { RssArtifact } from '../../contracts/index.js';
import {
  canonicalOutputs,
  largeLeg,
  largePlan,
  runPartials,
  uploadLargeRun,
} from '../../../test-support/nested.js';
import { runPartialFanIn } from './partial-fanin.js';
import { chunkCount } from './partial-payload.js';
import {
  anyPacking,
  failedRssLeg,
  legUpload,
  MemoryArtifactStore,
  rssLeg,
  SOURCES,
  uploadRun,
} from '../../../test-support/fanin.js';

type Final = 'normal' | 'failed' | 'partial' | 'missing';
type Older = 'garbage' | 'tampered' | 'failed';

interface Leg {
  final: Final;
  /** Attempts before the final one. */
  older: Older[];
  /** Rejected attempts after the final one. */
  newer: ('garbage' | 'tampered')[];
}

const leg: fc.Arbitrary<Leg> = fc.record({
  final: fc.constantFrom<Final>('normal', 'failed', 'partial', 'missing'),
  older: fc.array(fc.constantFrom<Older>('garbage', 'tampered', 'failed'), { maxLength: 2 }),
  newer: fc.array(fc.constantFrom<'garbage' | 'tampered'>('garbage', 'tampered'), {
    maxLength: 1,
  }),
});

function finalPayload(seq: number, final: Final): RssArtifact | null {
  if (final === 'missing') return null;
  if (final === 'failed') return failedRssLeg(seq);
  if (final === 'partial') return rssLeg(seq, { status: 'partial' });
  return rssLeg(seq);
}

function olderPayload(seq: number, what: Older): unknown {
  if (what === 'garbage') return '{"schema_version": 2, "source_id": ';
  if (what === 'failed') return failedRssLeg(seq, 'http_status');
  return { ...rssLeg(seq), checksum: `sha256:${'1'.repeat(64)}` };
}

/** Every attempt of leg `seq`, oldest first (the final one null when missing). */
function attempts(seq: number, l: Leg): unknown[] {
  return [
    ...l.older.map((w) => olderPayload(seq, w)),
    finalPayload(seq, l.final),
    ...l.newer.map((w) => olderPayload(seq, w)),
  ];
}

/** Each attempt as the leg's own artifact, or packed: `packs` cuts the seqs into groups. */
async function upload(
  store: MemoryArtifactStore,
  legs: readonly Leg[],
  packs: number[][] | null,
): Promise<void> {
  await uploadRun(store, { rss: () => null });
  const text = (p: unknown) => (typeof p === 'string' ? p : JSON.stringify(p));
  if (packs === null) {
    for (const [seq, l] of legs.entries()) {
      for (const [a, payload] of attempts(seq, l).entries()) {
        if (payload !== null)
          await store.upload(...legUpload('rss', SOURCES[seq] as string, a + 1, payload));
      }
    }
    return;
  }
  // A pack's attempt a holds attempt a of each of its sources that has one.
  for (const [k, seqs] of packs.entries()) {
    const most = Math.max(...seqs.map((s) => attempts(s, legs[s] as Leg).length));
    for (let a = 0; a < most; a++) {
      const files: ArtifactFile[] = [];
      for (const seq of seqs) {
        const payload = attempts(seq, legs[seq] as Leg)[a];
        if (payload !== undefined && payload !== null)
          files.push({ name: `rss-${SOURCES[seq]}.json`, data: text(payload) });
      }
      if (files.length > 0) await store.upload(packArtifactName(`p${k}`, a + 1), files);
    }
  }
}

describe('every shape gives the flat bytes', () => {
  it('flat, packed, nested over any chunk size, and nested with a rerun of one chunk', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(leg, { minLength: SOURCES.length, maxLength: SOURCES.length }),
        fc.option(anyPacking, { nil: null }),
        fc.integer({ min: 1, max: SOURCES.length + 1 }),
        fc.nat(),
        async (legs, packs, chunkSize, rerunPick) => {
          const flatStore = new MemoryArtifactStore();
          await upload(flatStore, legs, null);
          const flat = await canonicalOutputs(flatStore);

          const store = new MemoryArtifactStore();
          await upload(store, legs, packs);
          const shaped = await canonicalOutputs(store);
          expect(shaped.files).toEqual(flat.files);

          await runPartials(store, chunkSize, SOURCES.length);
          const nested = await canonicalOutputs(store);
          expect(nested.files).toEqual(flat.files);
          expect(nested.result.exitCode).toBe(flat.result.exitCode);

          // A rerun of one chunk's partial fan-in (the legs unchanged) changes nothing.
          const chunk = rerunPick % chunkCount(SOURCES.length, chunkSize);
          await runPartialFanIn({ chunk, chunkSize, attempt: 2 }, { store });
          expect((await canonicalOutputs(store)).files).toEqual(flat.files);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('1,000 sources as 4 x 250 give the bytes of the flat fan-in of the same 1,000 legs', async () => {
    const n = 1000;
    const plan = largePlan(n);
    const store = new MemoryArtifactStore();
    // Every 50th source failed, every 101st missing: the policy counts each source alone.
    await uploadLargeRun(store, plan, (seq) =>
      seq % 101 === 50
        ? null
        : seq % 50 === 7
          ? largeLeg(seq, n, 0)
          : largeLeg(seq, n, 1 + (seq % 2)),
    );
    const flat = await canonicalOutputs(store);
    expect(flat.result.status).toBe('degraded');
    await runPartials(store, 250, n);
    expect([...store.artifacts.keys()].filter((k) => k.startsWith('partial-'))).toEqual([
      'partial-rss-c0-a1',
      'partial-rss-c1-a1',
      'partial-rss-c2-a1',
      'partial-rss-c3-a1',
    ]);
    const nested = await canonicalOutputs(store);
    expect(nested.files).toEqual(flat.files);
    expect(nested.result.validation.legs).toBe(flat.result.validation.legs);
  }, 60_000);
});
