/**
 * Packed legs: the same payloads uploaded one artifact per source, or packed several to an
 * artifact (pack-rss-<leg>-a<N>, one file per source), give byte-identical canonical outputs,
 * whatever the packing. Each file of a pack is checked alone.
 */
import fc from 'fast-check';
import {
  LocalArtifactStore,
  type ArtifactFile,
  type ArtifactStore,
} from '../../artifacts/index.js';
import { packArtifactName } from '../../contracts/artifact-names.js';
import type { RssArtifact } from '../../contracts/index.js';
import { runFanIn } from './run.js';
import {
  anyPacking,
  failedRssLeg,
  MemoryArtifactStore,
  rssLeg,
  SOURCES,
  uploadRun,
} from '../../../test-support/fanin.js';
import { canonicalOutputs, EPOCH } from '../../../test-support/nested.js';
import { tempDirs } from '../../../test-support/temp-dirs.js';

const tempDir = tempDirs('fanin-packs-');

/** The canonical outputs (diagnostics name the artifacts, so they differ by shape). */
const fanIn = canonicalOutputs;

function file(payload: RssArtifact | string, id: string): ArtifactFile {
  return {
    name: `rss-${id}.json`,
    data: typeof payload === 'string' ? payload : JSON.stringify(payload),
  };
}

/** Uploads the RSS payloads as packs: `groups` lists the seqs of each pack. */
async function uploadPacked(
  store: ArtifactStore,
  groups: readonly number[][],
  payload: (seq: number) => RssArtifact | string,
  attempt = 1,
): Promise<void> {
  await uploadRun(store, { rss: () => null });
  for (const [k, seqs] of groups.entries()) {
    await store.upload(
      packArtifactName(`p${k}`, attempt),
      seqs.map((seq) => file(payload(seq), SOURCES[seq] as string)),
    );
  }
}

const payloadOf = (failed: readonly boolean[]) => (seq: number) =>
  failed[seq] ? failedRssLeg(seq) : rssLeg(seq);

describe('packed RSS legs', () => {
  it('give the canonical bytes of one artifact per source, for any packing', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyPacking,
        fc.array(fc.boolean(), { minLength: SOURCES.length, maxLength: SOURCES.length }),
        async (groups, failed) => {
          const flat = new MemoryArtifactStore();
          await uploadRun(flat, { rss: payloadOf(failed) });
          const packed = new MemoryArtifactStore();
          await uploadPacked(packed, groups, payloadOf(failed));
          const a = await fanIn(flat);
          const b = await fanIn(packed);
          expect(b.files).toEqual(a.files);
          expect(b.result.status).toBe(a.result.status);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('reads packs from a local directory (files located, not held) with the same bytes', async () => {
    const flat = new LocalArtifactStore(await tempDir());
    await uploadRun(flat);
    const packed = new LocalArtifactStore(await tempDir());
    await uploadPacked(
      packed,
      [
        [0, 1, 2],
        [3, 4],
      ],
      (seq) => rssLeg(seq),
    );
    expect((await fanIn(packed)).files).toEqual((await fanIn(flat)).files);
  });

  it('checks each file alone: a tampered source is rejected, its pack mates are kept', async () => {
    const store = new MemoryArtifactStore();
    await uploadPacked(store, [[0, 1, 2, 3, 4]], (seq) =>
      seq === 2
        ? JSON.stringify({ ...rssLeg(seq), checksum: `sha256:${'0'.repeat(64)}` })
        : rssLeg(seq),
    );
    const { result } = await fanIn(store);
    const records = result.diagnostics.artifacts.filter((r) => r.name.startsWith('pack-rss-'));
    const verdicts = Object.fromEntries(records.map((r) => [r.id, r.verdict]));
    expect(verdicts).toEqual({
      [SOURCES[0] as string]: 'accepted',
      [SOURCES[1] as string]: 'accepted',
      [SOURCES[2] as string]: 'rejected',
      [SOURCES[3] as string]: 'accepted',
      [SOURCES[4] as string]: 'accepted',
    });
    expect(records.find((r) => r.id === SOURCES[2])?.name).toBe(
      `pack-rss-p0-a1/rss-${SOURCES[2]}.json`,
    );
    const legs = result.diagnostics.fans['rss']?.legs ?? [];
    expect(legs.filter((l) => l.status === 'missing').map((l) => l.id)).toEqual([SOURCES[2]]);
  });

  it('a rerun of a pack supersedes the older attempt per source', async () => {
    const flat = new MemoryArtifactStore();
    await uploadRun(flat);
    const packed = new MemoryArtifactStore();
    await uploadPacked(
      packed,
      [
        [0, 1],
        [2, 3, 4],
      ],
      (seq) => failedRssLeg(seq),
    );
    await packed.upload(
      packArtifactName('p0', 2),
      [0, 1].map((seq) => file(rssLeg(seq), SOURCES[seq] as string)),
    );
    await packed.upload(
      packArtifactName('p1', 2),
      [2, 3, 4].map((seq) => file(rssLeg(seq), SOURCES[seq] as string)),
    );
    const { files, result } = await fanIn(packed);
    expect(files).toEqual((await fanIn(flat)).files);
    const superseded = result.diagnostics.artifacts.filter((r) => r.verdict === 'superseded');
    expect(superseded.map((r) => r.name).sort()).toEqual(
      SOURCES.map((id, seq) => `pack-rss-p${seq < 2 ? 0 : 1}-a1/rss-${id}.json`).sort(),
    );
  });

  it('records files of a pack that are no planned leg as ignored', async () => {
    const store = new MemoryArtifactStore();
    await uploadPacked(store, [[0, 1, 2, 3, 4]], (seq) => rssLeg(seq));
    await store.upload(packArtifactName('stray', 1), [
      { name: 'rss-not_planned.json', data: '{}' },
      { name: 'notes.txt', data: 'x' },
    ]);
    const { result } = await fanIn(store);
    const ignored = result.diagnostics.artifacts.filter((r) => r.verdict === 'ignored');
    expect(ignored.map((r) => [r.name, r.reason])).toEqual([
      ['pack-rss-stray-a1/notes.txt', 'name'],
      ['pack-rss-stray-a1/rss-not_planned.json', 'unknown_leg'],
    ]);
    expect(result.status).toBe('complete');
  });
});

describe('pack limits', () => {
  it('applies the per-leg limit to each file of a pack, not to the pack as a whole', async () => {
    const store = new MemoryArtifactStore();
    await uploadPacked(store, [[0, 1, 2, 3, 4]], (seq) => rssLeg(seq));
    const dir = await tempDir();
    // Just above the largest file: the pack as a whole is far larger than that.
    const big = Math.max(...SOURCES.map((_, seq) => JSON.stringify(rssLeg(seq)).length)) + 1;
    const result = await runFanIn(
      { outputDir: dir, maxArtifactBytes: big },
      { store, now: () => 0, sourceDateEpoch: EPOCH },
    );
    // (The GitHub shards are larger than that: only the RSS records matter here.)
    const rss = result.diagnostics.artifacts.filter((r) => r.fan === 'rss');
    expect(rss.map((r) => r.verdict)).toEqual(SOURCES.map(() => 'accepted'));
    const tiny = await runFanIn(
      { outputDir: await tempDir(), maxArtifactBytes: 64 },
      { store, now: () => 0, sourceDateEpoch: EPOCH },
    );
    const rejected = tiny.diagnostics.artifacts.filter(
      (r) => r.fan === 'rss' && r.verdict === 'rejected',
    );
    expect(rejected.map((r) => [r.id, r.reason]).sort()).toEqual(
      SOURCES.map((id) => [id, 'too_large']).sort(),
    );
  });
});
