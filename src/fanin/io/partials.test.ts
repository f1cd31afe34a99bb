/**
 * Nested fans: the partial fan-in of each chunk, then the outer fan-in of the partials,
 * give the flat fan-in's canonical bytes; fan_id survives three hops; bad partials are
 * refused with a clear error and nothing is written.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  packArtifactName,
  PARTIAL_FILE,
  partialArtifactName,
} from '../../contracts/artifact-names.js';
import { canonicalJson } from '../../canonical/index.js';
import { exampleRunContext } from '../../../test-support/contracts-examples.js';
import type { RssArtifact, RssPartial } from '../../contracts/index.js';
import {
  canonicalOutputs,
  EPOCH,
  largeFailedLeg,
  largeLeg,
  largePlan,
  runPartials,
  uploadLargeRun,
} from '../../../test-support/nested.js';
import { runPartialFanIn } from './partial-fanin.js';
import { chunksFanId } from './partial-payload.js';
import { parsePartial } from './partials.js';
import { FanInSetupError } from '../reasons.js';
import { runFanIn } from './run.js';
import { rejectedWith } from '../../../test-support/errors.js';
import {
  failedRssLeg,
  legUpload,
  MemoryArtifactStore,
  PLAN,
  rssLeg,
  SOURCES,
  uploadRun,
} from '../../../test-support/fanin.js';

/** The example run with a failed leg, a missing leg and a rejected newer attempt. */
async function exampleRun(): Promise<MemoryArtifactStore> {
  const store = new MemoryArtifactStore();
  await uploadRun(store, {
    rss: (seq) => (seq === 3 ? null : seq === 1 ? failedRssLeg(1) : rssLeg(seq)),
  });
  await store.upload(...legUpload('rss', SOURCES[2] as string, 2, '{"schema_version": 2,'));
  await store.upload(
    ...legUpload(
      'rss',
      SOURCES[3] as string,
      1,
      rssLeg(3, { checksum: `sha256:${'1'.repeat(64)}` }),
    ),
  );
  return store;
}

function partialOf(store: MemoryArtifactStore, name: string): RssPartial {
  const bytes = store.artifacts.get(name)?.get(PARTIAL_FILE);
  if (!bytes) throw new Error(`no ${name}`);
  return parsePartial(bytes, name);
}

/** Replaces the partial.json of `name` by `edit` of it. */
function editPartial(
  store: MemoryArtifactStore,
  name: string,
  edit: (p: RssPartial) => RssPartial,
): void {
  const files = store.artifacts.get(name) as Map<string, Buffer>;
  files.set(PARTIAL_FILE, Buffer.from(canonicalJson(edit(partialOf(store, name)))));
}

describe('nested fan-in', () => {
  it.each([1, 2, 3, 5])('chunks of %i give the flat bytes', async (size) => {
    const store = await exampleRun();
    const flat = await canonicalOutputs(store);
    expect(flat.result.warnings.length).toBeGreaterThan(0);
    await runPartials(store, size, SOURCES.length);
    const nested = await canonicalOutputs(store);
    expect(nested.files).toEqual(flat.files);
    expect(nested.result.status).toBe(flat.result.status);
    // The outer fan-in read the partials, not the legs' own artifacts.
    const read = nested.result.diagnostics.artifacts.filter(
      (a) => a.fan === 'rss' && a.verdict === 'accepted',
    );
    expect(read.length).toBeGreaterThan(0);
    expect(read.every((a) => a.name.startsWith('partial-rss-c'))).toBe(true);
  });

  it('keeps fan_id intact at three hops: plan -> leg -> partial -> outer fan-in', async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store);
    const planned = PLAN.fans.rss?.fan_id as string;
    const leg = JSON.parse(
      String(store.artifacts.get(`rss-${SOURCES[4]}-a1`)?.get(`rss-${SOURCES[4]}.json`)),
    ) as RssArtifact;
    expect(leg.fan?.map((f) => f.fan_id)).toEqual([planned]);
    const made = await runPartialFanIn({ chunk: 2, chunkSize: 2, attempt: 1 }, { store });
    expect(made.partial.fan_id).toBe(planned);
    expect(made.partial.fan).toEqual([
      { fan_id: chunksFanId(exampleRunContext().run_id), seq: 2, expected: 3 },
    ]);
    expect(made.partial.legs.map((l) => l.fan)).toEqual([
      [{ fan_id: planned, seq: 4, expected: 5 }],
    ]);
    await runPartials(store, 2, SOURCES.length);
    const outer = await canonicalOutputs(store);
    expect(outer.result.diagnostics.fans['rss']?.fan_id).toBe(planned);
    expect(outer.result.diagnostics.fans['rss']?.legs.map((l) => l.artifact)).toContain(
      `${partialArtifactName(2, 1)}/rss-${SOURCES[4]}.json`,
    );
  });

  it('a rerun of one chunk (a newer partial attempt) gives the same bytes', async () => {
    const store = await exampleRun();
    const flat = await canonicalOutputs(store);
    await runPartials(store, 2, SOURCES.length);
    // The rerun crawled chunk 1's legs again (attempt 2, same payloads) and gathered them.
    for (const seq of [2, 3])
      await store.upload(...legUpload('rss', SOURCES[seq] as string, 3, rssLeg(seq)));
    await runPartialFanIn({ chunk: 1, chunkSize: 2, attempt: 2 }, { store });
    const rerun = await canonicalOutputs(store);
    // Not the same as flat: the rerun repaired two legs. Equal to a flat fan-in of the same legs.
    const flatAgain = await canonicalOutputs(withoutPartials(store));
    expect(rerun.files).toEqual(flatAgain.files);
    expect(rerun.files).not.toEqual(flat.files);
    expect(
      rerun.result.diagnostics.artifacts.find((a) => a.name === partialArtifactName(1, 1))?.verdict,
    ).toBe('superseded');
  });

  it("a chunk's partial fan-in opens only its own packs of a nested plan", async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store, { rss: () => null });
    const file = (seq: number) => ({
      name: `rss-${SOURCES[seq]}.json`,
      data: JSON.stringify(rssLeg(seq)),
    });
    await store.upload(packArtifactName('c0p0', 1), [file(0), file(1)]);
    await store.upload(packArtifactName('c1p0', 1), [file(2), file(3)]);
    await store.upload(packArtifactName('c2p0', 1), [file(4)]);
    const before = store.downloads;
    const made = await runPartialFanIn({ chunk: 1, chunkSize: 2, attempt: 1 }, { store });
    // The run context, then the chunk's own pack: not the packs of chunks 0 and 2.
    expect(store.downloads - before).toBe(2);
    expect(made.held).toBe(2);
    await runPartials(store, 2, SOURCES.length);
    const flat = new MemoryArtifactStore();
    await uploadRun(flat);
    expect((await canonicalOutputs(store)).files).toEqual((await canonicalOutputs(flat)).files);
  });

  it('a partial fan-in run twice for one attempt uploads once', async () => {
    const store = await exampleRun();
    const first = await runPartialFanIn({ chunk: 0, chunkSize: 3, attempt: 1 }, { store });
    const again = await runPartialFanIn({ chunk: 0, chunkSize: 3, attempt: 1 }, { store });
    expect([first.outcome, again.outcome]).toEqual(['uploaded', 'same']);
    expect(first.held + first.missing).toBe(3);
  });
});

function withoutPartials(store: MemoryArtifactStore): MemoryArtifactStore {
  const copy = new MemoryArtifactStore();
  for (const [name, files] of store.artifacts)
    if (!name.startsWith('partial-')) copy.artifacts.set(name, files);
  return copy;
}

describe('bad partials: a clear error, nothing written', () => {
  async function refused(store: MemoryArtifactStore): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'fanin-bad-partial-'));
    try {
      const run = runFanIn({ outputDir: dir }, { store, now: () => 0, sourceDateEpoch: EPOCH });
      const error = await rejectedWith(FanInSetupError, run);
      expect(await readdir(dir)).toEqual([]);
      return error.message;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function nestedRun(): Promise<MemoryArtifactStore> {
    const store = await exampleRun();
    await runPartials(store, 2, SOURCES.length);
    return store;
  }

  it('refuses a partial from another run', async () => {
    const store = await nestedRun();
    editPartial(store, partialArtifactName(1, 1), (p) => ({
      ...p,
      run_id: '2026-W23-000000000000',
    }));
    expect(await refused(store)).toMatch(
      /partial "partial-rss-c1-a1" is from another run \(2026-W23-000000000000/,
    );
  });

  it('refuses two partials claiming the same leg', async () => {
    // Chunk 0 of chunks of 3 (seqs 0..2) beside chunk 1 of chunks of 2 (seqs 2..3): each is
    // a valid partial of the plan, and both claim seq 2.
    const store = await exampleRun();
    await runPartialFanIn({ chunk: 0, chunkSize: 3, attempt: 1 }, { store });
    await runPartialFanIn({ chunk: 1, chunkSize: 2, attempt: 1 }, { store });
    expect(await refused(store)).toMatch(
      /two partials claim leg "hugging_face_blog" \(seq 2\): "partial-rss-c0-a1" and "partial-rss-c1-a1"/,
    );
  });

  it('refuses a partial named past the chunks a fan may hold, before reading one', async () => {
    const store = await nestedRun();
    store.artifacts.set('partial-rss-c1000000-a1', new Map());
    expect(await refused(store)).toBe(
      'partial partial-rss-c1000000-a1 names a chunk past the 1000000 a fan may hold',
    );
  });

  it('refuses partials that disagree on the chunk size', async () => {
    const store = await exampleRun();
    await runPartialFanIn({ chunk: 0, chunkSize: 2, attempt: 1 }, { store });
    await runPartialFanIn({ chunk: 1, chunkSize: 3, attempt: 1 }, { store });
    expect(await refused(store)).toMatch(/the partials disagree on the chunk size \(2, 3\)/);
  });

  it('refuses a partial whose inner legs disagree with the plan', async () => {
    const store = await nestedRun();
    editPartial(store, partialArtifactName(0, 1), (p) => ({
      ...p,
      legs: [p.legs[1] as RssPartial['legs'][0], p.legs[0] as RssPartial['legs'][0]],
    }));
    expect(await refused(store)).toMatch(
      /leg 0 is "nvidia_blog" \(seq 1\); the plan has "techcrunch" at seq 0/,
    );
  });

  it('refuses a partial whose held leg carries a frame of another seat', async () => {
    const store = await nestedRun();
    editPartial(store, partialArtifactName(2, 1), (p) => ({
      ...p,
      legs: p.legs.map((l) => ({
        ...l,
        fan: [{ fan_id: PLAN.fans.rss?.fan_id as string, seq: 3, expected: 5 }],
      })),
    }));
    expect(await refused(store)).toMatch(/leg "github_blog" has no frame of seq 4 of 5/);
  });

  it('refuses a run with a chunk missing', async () => {
    const store = await nestedRun();
    store.artifacts.delete(partialArtifactName(1, 1));
    expect(await refused(store)).toMatch(
      /chunk 1 of 3 is missing: no partial-rss-c1-a<N> artifact \(legs 2\.\.3\)/,
    );
  });

  it('refuses a frame stack deeper than 32', async () => {
    const store = await nestedRun();
    const outer = (i: number) => ({ fan_id: `outer-${i}`, seq: 0, expected: 1 });
    editPartial(store, partialArtifactName(2, 1), (p) => ({
      ...p,
      fan: [...Array.from({ length: 31 }, (_, i) => outer(i)), ...p.fan],
    }));
    expect(await refused(store)).toMatch(
      /would sit 33 frames deep \(32 of the partial \+ 1 of the leg\), over the limit of 32/,
    );
  });

  it('refuses a partial that is not rss_partial_v1, or holds a file it does not list', async () => {
    const store = await nestedRun();
    editPartial(store, partialArtifactName(0, 1), (p) => ({ ...p, chunk_size: 0 }));
    expect(await refused(store)).toMatch(
      /partial-rss-c0-a1\/partial.json is not a valid rss_partial_v1: \/chunk_size/,
    );
    const again = await nestedRun();
    again.artifacts.get(partialArtifactName(0, 1))?.set('rss-extra.json', Buffer.from('{}'));
    expect(await refused(again)).toMatch(
      /holds rss-extra.json, which its partial.json does not list/,
    );
  });
});

describe('the failure policy of a nested run: once, over all sources', () => {
  const n = 12;
  const plan = largePlan(n);

  async function both(payload: (seq: number) => RssArtifact | null) {
    const store = new MemoryArtifactStore();
    await uploadLargeRun(store, plan, payload);
    const flat = await canonicalOutputs(store);
    await runPartials(store, 4, n);
    const nested = await canonicalOutputs(store);
    return { flat, nested };
  }

  it('each source counts alone toward min-source-ratio, not per chunk', async () => {
    // Two failed sources in each of chunks 0 and 1 (half of each chunk), none in chunk 2:
    // 8 of 12 succeed (0.67), so the run degrades although two chunks are at 0.5.
    const failed = new Set([1, 2, 5, 6]);
    const leg = (seq: number) => (failed.has(seq) ? largeFailedLeg(seq, n) : largeLeg(seq, n));
    const { flat, nested } = await both(leg);
    expect(nested.result.status).toBe('degraded');
    expect(nested.files).toEqual(flat.files);
    // One more failure anywhere: 7 of 12 (0.58) fails the whole run, flat and nested alike.
    failed.add(9);
    const worse = await both(leg);
    expect([worse.nested.result.status, worse.nested.result.reason]).toEqual([
      worse.flat.result.status,
      worse.flat.result.reason,
    ]);
    expect(worse.nested.result.status).toBe('failed');
    expect(worse.nested.files).toEqual({});
  });

  it('a required source missing in any chunk fails the run closed', async () => {
    // seq 0 is required in largePlan; it is missing from chunk 0.
    expect(plan.fans.rss?.legs[0]?.required).toBe(true);
    const { flat, nested } = await both((seq) => (seq === 0 ? null : largeLeg(seq, n)));
    expect(nested.result.status).toBe('failed');
    expect(nested.result.exitCode).toBe(1);
    expect(nested.result.reason).toBe(flat.result.reason);
    expect(nested.result.reason).toMatch(/s0000/);
    expect(nested.files).toEqual({});
  });
});
