/**
 * A pack or a partial the artifact service does not hand over (still failing after the
 * store's retries) is never a verdict on its contents: the legs it may hold are
 * `unreadable`, not missing or invalid, and a partial (every chunk is required) fails the
 * fan-in closed saying so.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ArtifactError } from '../../artifacts/index.js';
import {
  packArtifactName,
  PARTIAL_FILE,
  partialArtifactName,
} from '../../contracts/artifact-names.js';
import { MemoryArtifactStore, rssLeg, SOURCES, uploadRun } from '../../../test-support/fanin.js';
import { canonicalOutputs, EPOCH, runPartials } from '../../../test-support/nested.js';
import { rejectedWith } from '../../../test-support/errors.js';
import { runPartialFanIn } from './partial-fanin.js';
import { parsePartial } from './partials.js';
import { FanInSetupError } from '../reasons.js';
import { runFanIn } from './run.js';

const UNREADABLE = 'unreadable (the artifact service did not hand it over)';

/** `store`, its service failing for `names` from now on as it does after the retries. */
function failing(store: MemoryArtifactStore, names: readonly string[]): MemoryArtifactStore {
  const download = store.download.bind(store);
  store.download = async (artifact, opts) => {
    if (names.includes(artifact)) {
      throw new ArtifactError(
        'backend',
        `Download of artifact "${artifact}" failed: "GetSignedArtifactURL answered 503 (5 attempts in 3.1 s)"`,
      );
    }
    return download(artifact, opts);
  };
  return store;
}

/** The run with sources 0-1 in pack p0 and 2-4 in pack p1 (the GitHub shards their own). */
async function packedRun(): Promise<MemoryArtifactStore> {
  const store = new MemoryArtifactStore();
  await uploadRun(store, { rss: () => null });
  for (const [k, seqs] of [
    [0, 1],
    [2, 3, 4],
  ].entries()) {
    await store.upload(
      packArtifactName(`p${k}`, 1),
      seqs.map((seq) => ({
        name: `rss-${SOURCES[seq]}.json`,
        data: JSON.stringify(rssLeg(seq)),
      })),
    );
  }
  return store;
}

describe('a pack the artifact service does not hand over', () => {
  it('makes every source no other artifact holds unreadable, and the run degrades', async () => {
    const store = failing(await packedRun(), [packArtifactName('p0', 1)]);
    const { result } = await canonicalOutputs(store);
    expect(result).toMatchObject({ status: 'degraded', exitCode: 0 });
    expect(result.diagnostics.artifacts.find((a) => a.name === 'pack-rss-p0-a1')).toMatchObject({
      verdict: 'rejected',
      reason: 'unreadable',
      errors: [{ code: 'unreadable', message: expect.stringContaining('503') }],
    });
    expect(result.warnings).toEqual(
      expect.arrayContaining([`${SOURCES[0]}: ${UNREADABLE}`, `${SOURCES[1]}: ${UNREADABLE}`]),
    );
    expect(result.warnings.join('\n')).not.toMatch(/no artifact/u);
  });

  it('leaves a source that simply has no artifact missing when every pack was read', async () => {
    const store = await packedRun();
    store.artifacts.delete(packArtifactName('p0', 1));
    const { result } = await canonicalOutputs(store);
    expect(result.warnings).toContain(`${SOURCES[0]}: missing (no artifact)`);
  });

  it('in a partial fan-in, records the unreadable pack against each leg of the chunk it may hold', async () => {
    const store = failing(await packedRun(), [packArtifactName('p1', 1)]);
    const made = await runPartialFanIn({ chunk: 1, chunkSize: 3, attempt: 1 }, { store });
    expect(made.partial.legs.map((l) => [l.id, l.rejected.map((r) => r.reason)])).toEqual([
      [SOURCES[3], ['unreadable']],
      [SOURCES[4], ['unreadable']],
    ]);
  });
});

describe('a partial, or a leg behind one, the artifact service does not hand over', () => {
  it('an unreadable leg is recorded in its partial, and the outer fan-in says unreadable', async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store);
    failing(store, [`rss-${SOURCES[1]}-a1`]);
    await runPartials(store, 2, SOURCES.length);
    const manifest = store.artifacts.get(partialArtifactName(0, 1))?.get(PARTIAL_FILE);
    const partial = parsePartial(manifest as Buffer, 'partial');
    expect(partial.legs[1]).toMatchObject({ file: null, rejected: [{ reason: 'unreadable' }] });
    const { result } = await canonicalOutputs(store);
    expect(result.status).toBe('degraded');
    expect(result.warnings).toContain(`${SOURCES[1]}: ${UNREADABLE}`);
  });

  it('an unreadable partial fails the outer fan-in closed with that reason, writing nothing', async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store);
    await runPartials(store, 2, SOURCES.length);
    failing(store, [partialArtifactName(1, 1)]);
    const dir = await mkdtemp(join(tmpdir(), 'fanin-unreadable-'));
    try {
      const error = await rejectedWith(
        FanInSetupError,
        runFanIn({ outputDir: dir }, { store, now: () => 0, sourceDateEpoch: EPOCH }),
      );
      expect(error.message).toMatch(
        /^partial partial-rss-c1-a1 unreadable \(the artifact service did not hand it over\): .*503/u,
      );
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
