import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ArtifactError, LocalArtifactStore } from '../../artifacts/index.js';
import { CancelledError } from '../../runtime/signals.js';
import type { GatherSpec } from '../index.js';
import { emitLeg } from './emit.js';
import { GatherError, GatherFailure, runGather, type GatherRunOptions } from './gather-run.js';
import { kernelRegistry } from '../registry.js';
import { fanHash, fanLegArtifactName, MAX_STATE_VERSION } from '../../contracts/artifact-names.js';
import { publishState } from './state-store.js';

const FAN = '12345:claims';
let dir: string;
let store: LocalArtifactStore;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gather-run-'));
  store = new LocalArtifactStore(join(dir, 'artifacts'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const emit = (seq: number, attempt = 1, payload: unknown = { seq, amount: seq * 10 }) =>
  emitLeg(store, { fanId: FAN, seq, expected: 8, attempt, payload });

/** A latent gather of `collector` over a window of `size`. */
function latentWindow(collector: string, size: number) {
  return { collector, mode: 'latent' as const, kernel: 'window', options: { size } };
}

function options(
  spec: Partial<GatherSpec>,
  extra: Partial<GatherRunOptions> = {},
): GatherRunOptions {
  let clock = 0;
  return {
    spec: {
      fan_id: FAN,
      collector: 'all',
      mode: 'perfect',
      kernel: 'append',
      options: {},
      ...spec,
    },
    store,
    registry: kernelRegistry(dir),
    workspace: dir,
    runId: '12345',
    pollMs: 1000,
    onIncomplete: 'fail',
    now: () => clock,
    sleep: async (ms) => {
      clock += ms;
    },
    log: () => {},
    ...extra,
  };
}

/** A latent gather of collector kpi that has pulled legs 0 and 1; leg 2 is emitted since. */
async function latentAfterTwoLegs(): Promise<{ collector: string; mode: 'latent' }> {
  const latent = { collector: 'kpi', mode: 'latent' as const };
  for (const seq of [0, 1]) await emit(seq);
  await runGather(options(latent));
  await emit(2);
  return latent;
}

/** The store, except that its first upload of a state s2 lets another pull (`rival`) run first. */
function racingStore(rival: () => Promise<unknown>): {
  racing: LocalArtifactStore;
  raced: () => boolean;
} {
  let raced = false;
  const racing = Object.create(store) as LocalArtifactStore;
  racing.upload = async (name, files) => {
    if (!raced && name.endsWith('-s2')) {
      raced = true;
      await rival();
    }
    return store.upload(name, files);
  };
  return { racing, raced: () => raced };
}

describe('runGather', () => {
  it('perfect: waits for the whole fan and appends in seq order', async () => {
    for (const seq of [7, 3, 0, 1, 2, 4, 5, 6]) await emit(seq);
    const out = await runGather(options({}));
    expect(out).toMatchObject({ status: 'complete', seen: 8, expected: 8, missing: [] });
    expect((out.result as { seq: number }[]).map((r) => r.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('perfect: fails or closes incomplete after the timeout, naming the missing seqs', async () => {
    for (const seq of [0, 1, 2, 4, 5, 6]) await emit(seq);
    await expect(runGather(options({}, { timeoutMs: 5000 }))).rejects.toThrow(
      'gather all of fan "12345:claims" is incomplete after 5 s: seqs 3 and 7 are missing',
    );
    const closed = await runGather(options({}, { timeoutMs: 5000, onIncomplete: 'close' }));
    expect(closed).toMatchObject({ status: 'incomplete', seen: 6, missing: [3, 7] });
  });

  it('a failing gather answers what it saw: incomplete, or failed on a refused leg', async () => {
    for (const seq of [0, 1, 2, 4, 5, 6]) await emit(seq);
    const incomplete = await runGather(options({})).catch((e: unknown) => e);
    expect(incomplete).toBeInstanceOf(GatherFailure);
    const failure = incomplete as GatherFailure;
    expect(failure.reason).toBeInstanceOf(GatherError);
    expect(failure.reason.message).toMatch(/seqs 3 and 7 are missing$/);
    expect(failure.outcome).toMatchObject({
      status: 'incomplete',
      seen: 6,
      expected: 8,
      missing: [3, 7],
      result: null,
      frames: [],
    });
    // Seq 3 carries other enclosing frames than the rest of the fan: refused, nothing folded.
    await emitLeg(store, {
      fanId: FAN,
      seq: 3,
      expected: 8,
      attempt: 1,
      payload: {},
      frames: [{ fan_id: 'elsewhere', seq: 0, expected: 1 }],
    });
    const refused = (await runGather(options({})).catch((e: unknown) => e)) as GatherFailure;
    expect(refused.outcome).toMatchObject({ status: 'failed', seen: 0, missing: [] });
    expect(refused.reason.message).toMatch(/1 leg artifact refused .*enclosing frames/);
  });

  it('perfect: the outcome carries the frames enclosing the fan', async () => {
    const region = [{ fan_id: 'regions', seq: 2, expected: 4 }];
    for (const seq of [0, 1, 2, 3, 4, 5, 6, 7]) {
      await emitLeg(store, {
        fanId: FAN,
        seq,
        expected: 8,
        attempt: 1,
        payload: seq,
        frames: region,
      });
    }
    const out = await runGather(options({}));
    expect(out).toMatchObject({ status: 'complete', frames: region });
  });

  it('perfect: a leg that arrives while it waits is folded; the newest attempt wins', async () => {
    for (const seq of [0, 1, 2, 3, 4, 5, 6]) await emit(seq);
    await emit(2, 2, { seq: 2, amount: 999 });
    let clock = 0;
    const out = await runGather(
      options(
        {},
        {
          timeoutMs: 60_000,
          now: () => clock,
          sleep: async (ms) => {
            clock += ms;
            if (clock === 3000) await emit(7);
          },
        },
      ),
    );
    expect(out.status).toBe('complete');
    expect((out.result as { amount: number }[])[2]!.amount).toBe(999);
    expect(out.record.passed).toEqual([
      { seq: 2, attempt: 1, name: fanLegArtifactName(FAN, 2, 1), outcome: 'superseded' },
    ]);
  });

  it('latent: each pull folds what is there, publishes a new state version, and never double counts', async () => {
    const latent = latentWindow('kpi', 3);
    for (const seq of [0, 1, 2]) await emit(seq);
    const first = await runGather(options(latent));
    expect(first).toMatchObject({
      status: 'open',
      seen: 3,
      expected: 8,
      stateArtifact: `gather-kpi-${fanHash(FAN)}-s1`,
    });
    const again = await runGather(options(latent));
    expect(again.stateArtifact).toBe(`gather-kpi-${fanHash(FAN)}-s1`);
    for (const seq of [3, 4, 5, 6, 7]) await emit(seq);
    await emit(0, 2, { seq: 0, amount: -1 });
    const full = await runGather(options(latent));
    expect(full).toMatchObject({
      status: 'complete',
      seen: 8,
      stateArtifact: `gather-kpi-${fanHash(FAN)}-s2`,
    });
    expect(full.result).toMatchObject({
      evicted: 5,
      digest: { count: 5, fields: { amount: { sum: 100 } } },
    });
    expect(full.record.passed).toEqual([
      { seq: 0, attempt: 2, name: fanLegArtifactName(FAN, 0, 2), outcome: 'late_attempt' },
    ]);
    // Another collector on the same fan starts from nothing and does not touch kpi's state.
    const other = await runGather(options({ collector: 'all' }));
    expect(other.status).toBe('complete');
    expect((await store.list()).map((a) => a.name).filter((n) => n.startsWith('gather-'))).toEqual([
      `gather-kpi-${fanHash(FAN)}-s1`,
      `gather-kpi-${fanHash(FAN)}-s2`,
    ]);
  });

  it('latent with a watch time keeps pulling until the fan is complete', async () => {
    let clock = 0;
    let next = 0;
    await emit(next++);
    const out = await runGather(
      options(
        { mode: 'latent' },
        {
          watchMs: 60_000,
          now: () => clock,
          sleep: async (ms) => {
            clock += ms;
            await emit(next++);
          },
        },
      ),
    );
    expect(out).toMatchObject({ status: 'complete', seen: 8 });
  });

  it('refuses a corrupt or foreign state and a bad leg, leaving the newest state as it was', async () => {
    const latent = { collector: 'kpi', mode: 'latent' as const };
    await emit(0);
    await runGather(options(latent));
    const s2 = join(dir, 'artifacts', `gather-kpi-${fanHash(FAN)}-s2`);
    await mkdir(s2);
    await writeFile(join(s2, 'state.json'), '{"format":"squadscope-gather/1",');
    await expect(runGather(options(latent))).rejects.toThrow(
      /gather state "gather-kpi-\w+-s2" is corrupt/,
    );
    await rm(s2, { recursive: true });
    await mkdir(s2);
    const foreign = (await runGather(options({ ...latent, collector: 'x', fan_id: 'other' })))
      .record;
    await writeFile(join(s2, 'state.json'), JSON.stringify({ ...foreign, collector: 'kpi' }));
    await expect(runGather(options(latent))).rejects.toThrow(
      /belongs to another gather: its fan_id is "other"/,
    );
    await rm(s2, { recursive: true });

    const bad = join(dir, 'artifacts', fanLegArtifactName(FAN, 1, 1));
    await mkdir(bad);
    await writeFile(
      join(bad, 'leg.json'),
      JSON.stringify({
        format: 'squadscope-leg/1',
        fan: [{ fan_id: FAN, seq: 1, expected: 9 }],
        payload: 1,
      }),
    );
    await expect(runGather(options(latent))).rejects.toThrow(
      `1 leg artifact refused (nothing was folded or published): ${fanLegArtifactName(FAN, 1, 1)}: its frame expects 9 legs, the fan 8`,
    );
    await writeFile(join(bad, 'leg.json'), '{"format":"squadscope-leg/1","fan":[],"fan":[]}');
    await expect(runGather(options(latent))).rejects.toThrow(/refused.*duplicate/i);
    expect(
      (await store.list()).map((a) => a.name).filter((n) => n.startsWith('gather-kpi')),
    ).toEqual([`gather-kpi-${fanHash(FAN)}-s1`]);
  });

  it.each([
    [
      'passed',
      { passed: [null] },
      'passed holds an entry that is not {seq, attempt, name, outcome}',
    ],
    [
      'passed',
      { passed: [{ seq: 'x', attempt: 1, name: 'n', outcome: 'duplicate' }] },
      'passed holds an entry',
    ],
    ['rejected', { rejected: [null] }, 'rejected holds an entry that is not {name, detail}'],
    ['state', { state: null }, 'its append state is not an object'],
    ['state', { state: { items: 5 } }, 'its append state items is not an array'],
    [
      'state',
      {
        state: {
          items: [
            { seq: 1, item: 1 },
            { seq: 0, item: 0 },
          ],
        },
      },
      'its append state items is not in ascending seq order',
    ],
    ['expected', { expected: 2 ** 53 - 1 }, 'expected is not null or an integer from 1 to 1000000'],
  ])(
    'refuses a state whose %s is corrupt, blaming the state and not the next leg',
    async (_, patch, why) => {
      const latent = { collector: 'kpi', mode: 'latent' as const };
      await emit(0);
      const first = await runGather(options(latent));
      await publishState(store, { ...first.record, ...patch } as typeof first.record, 2);
      await emit(1);
      await expect(runGather(options(latent))).rejects.toThrow(
        `gather state "gather-kpi-${fanHash(FAN)}-s2" is corrupt: ${why}`,
      );
    },
  );

  it("window: refuses a state whose digest is not the summarizer's", async () => {
    const latent = latentWindow('w', 1);
    for (const seq of [0, 1]) await emit(seq);
    const first = await runGather(options(latent));
    const state = { ...(first.record.state as object), digest: { count: 1 } };
    await publishState(store, { ...first.record, state }, 2);
    await emit(2);
    await expect(runGather(options(latent))).rejects.toThrow(
      'is corrupt: its window state digest is not {count, fields}',
    );
  });

  it('refuses a leg whose frame claims more seqs than a fan may have, naming it', async () => {
    const name = fanLegArtifactName(FAN, 0, 1);
    await mkdir(join(dir, 'artifacts', name), { recursive: true });
    const fan = [{ fan_id: FAN, seq: 0, expected: 2 ** 53 - 1 }];
    const leg = { format: 'squadscope-leg/1', fan, payload: 1 };
    await writeFile(join(dir, 'artifacts', name, 'leg.json'), JSON.stringify(leg));
    await expect(runGather(options({ mode: 'latent' }))).rejects.toThrow(
      `1 leg artifact refused (nothing was folded or published): ${name}:`,
    );
  });

  it('latent: n holds for a state published before any leg told the fan size', async () => {
    const latent = { collector: 'kpi', mode: 'latent' as const };
    expect((await runGather(options(latent))).record.expected).toBeNull();
    await emit(0);
    await expect(runGather(options({ ...latent, expected: 3 }))).rejects.toThrow(
      /frame expects 8 legs, the fan 3/,
    );
  });

  it('latent: a collector at its last state version fails clearly, keeping that state', async () => {
    const latent = { collector: 'kpi', mode: 'latent' as const };
    await emit(0);
    const first = await runGather(options(latent));
    await publishState(store, first.record, MAX_STATE_VERSION);
    await emit(1);
    await expect(runGather(options(latent))).rejects.toThrow(
      `collector kpi has published its last state version (999999999, gather-kpi-${fanHash(FAN)}-s999999999): gather into another collector`,
    );
  });

  it('refuses an unknown kernel and options out of range before reading a leg', async () => {
    await expect(runGather(options({ kernel: 'median' }))).rejects.toThrow(
      /unknown kernel "median" \(kernels: append, window, transform, rlm, okf\)/,
    );
    await expect(runGather(options({ kernel: 'window', options: { size: -1 } }))).rejects.toThrow(
      /'size' must be an integer/,
    );
  });

  it('refuses an in-memory kernel, whose state a saved pull could not hold', async () => {
    const registry = kernelRegistry(dir);
    const inMemory = { ...registry.kernels.append, inMemory: true as const };
    const kernels = { ...registry.kernels, append: inMemory };
    await expect(runGather(options({}, { registry: { ...registry, kernels } }))).rejects.toThrow(
      "kernel 'append' keeps its state in memory: a gather of it is never saved nor resumed",
    );
    expect(Object.values(registry.kernels).filter((k) => k.inMemory)).toEqual([]);
  });

  it('latent: a pull that loses the race to publish a version pulls again from the winner', async () => {
    const latent = await latentAfterTwoLegs();
    // Another pull publishes s2 (with seq 3 too) just before this one uploads its own s2.
    const { racing, raced } = racingStore(async () => {
      await emit(3);
      await runGather(options(latent));
    });
    const out = await runGather({ ...options(latent), store: racing });
    // The winner's s2 already holds every leg: nothing is left to publish.
    expect(raced()).toBe(true);
    expect(out).toMatchObject({ seen: 4, stateArtifact: `gather-kpi-${fanHash(FAN)}-s2` });
    expect(Object.keys(out.record.seen)).toEqual(['0', '1', '2', '3']);
    expect(
      (await store.list()).filter((a) => a.name.startsWith('gather-')).map((a) => a.name),
    ).toEqual([`gather-kpi-${fanHash(FAN)}-s1`, `gather-kpi-${fanHash(FAN)}-s2`]);
  });

  it('perfect: a cancelled job stops waiting for a missing leg with the cancellation error', async () => {
    for (const seq of [0, 1, 2, 3, 4, 5, 6]) await emit(seq);
    const controller = new AbortController();
    let clock = 0;
    let lists = 0;
    const counting = Object.create(store) as LocalArtifactStore;
    counting.list = async () => {
      lists += 1;
      return store.list();
    };
    const run = runGather(
      options(
        {},
        {
          store: counting,
          timeoutMs: 3_600_000,
          now: () => clock,
          // Like the runtime's sleep: cancellation ends the wait early and does not reject.
          sleep: async (ms) => {
            clock += ms;
            if (clock === 3000) controller.abort(new CancelledError('SIGTERM'));
          },
          signal: controller.signal,
        },
      ),
    );
    await expect(run).rejects.toBeInstanceOf(CancelledError);
    await expect(run).rejects.toThrow('cancelled by SIGTERM');
    expect(lists).toBe(3);
  });

  it('reports a leg over the size a leg may have as refused, naming it', async () => {
    for (const seq of [0, 1, 2, 3, 4, 5, 6, 7]) await emit(seq);
    const big = fanLegArtifactName(FAN, 5, 1);
    const limited = Object.create(store) as LocalArtifactStore;
    limited.download = async (name, limits) => {
      if (name === big) throw new ArtifactError('too_large', 'over 67108864 bytes');
      return store.download(name, limits);
    };
    await expect(runGather({ ...options({}), store: limited })).rejects.toThrow(
      `1 leg artifact refused (nothing was folded or published): ${big}: too large: over 67108864 bytes`,
    );
  });

  it('refuses to publish a state above the size a gather reads back', async () => {
    await emit(0);
    const { record } = await runGather(options({ collector: 'kpi', mode: 'latent' }));
    await expect(publishState(store, record, 2, 100)).rejects.toThrow(
      new RegExp(
        `gather state gather-kpi-${fanHash(FAN)}-s2 \\(state.json\\) is \\d+ bytes, above the 100 bytes a gather reads: not uploaded`,
      ),
    );
    expect((await store.list()).map((a) => a.name)).not.toContain(`gather-kpi-${fanHash(FAN)}-s2`);
  });

  it('latent: after losing the race it looks again at once, then waits briefly for a winner listed late', async () => {
    const latent = await latentAfterTwoLegs();
    const s2 = `gather-kpi-${fanHash(FAN)}-s2`;
    // The winner's s2 exists (the upload conflicts) but the listing shows it only after a wait.
    let hidden = false;
    const waits: number[] = [];
    const lagging = Object.create(store) as LocalArtifactStore;
    lagging.upload = async (name, files) => {
      if (name === s2 && !(await store.list()).some((a) => a.name === s2)) {
        await emit(3);
        await runGather(options(latent));
        hidden = true;
      }
      return store.upload(name, files);
    };
    lagging.list = async () => (await store.list()).filter((a) => !(hidden && a.name === s2));
    const out = await runGather({
      ...options(latent),
      store: lagging,
      random: () => 0.999,
      sleep: async (ms) => {
        waits.push(ms);
        if (waits.length === 3) hidden = false;
      },
    });
    // Full jitter below 100, 200, 400 ms: never the poll interval (1000 ms here).
    expect(waits).toEqual([99, 199, 399]);
    expect(out).toMatchObject({ seen: 4, stateArtifact: s2 });
  });

  it('latent: a winner that is already listed is pulled from without any wait', async () => {
    const latent = await latentAfterTwoLegs();
    const { racing, raced } = racingStore(() => runGather(options(latent)));
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const out = await runGather({ ...options(latent), store: racing, sleep });
    expect(raced()).toBe(true);
    expect(waits).toEqual([]);
    expect(out).toMatchObject({ seen: 3, stateArtifact: `gather-kpi-${fanHash(FAN)}-s2` });
  });

  it('latent: a winner never listed fails the pull after a bounded wait, saying so', async () => {
    const latent = { collector: 'kpi', mode: 'latent' as const };
    await emit(0);
    const s1 = `gather-kpi-${fanHash(FAN)}-s1`;
    // Another pull holds s1 (the upload conflicts), and the listing never shows it.
    const ghost = Object.create(store) as LocalArtifactStore;
    ghost.upload = async (name, files) => {
      if (name === s1) throw new ArtifactError('exists', 'taken');
      return store.upload(name, files);
    };
    let clock = 0;
    const waits: number[] = [];
    await expect(
      runGather({
        ...options(latent),
        store: ghost,
        now: () => clock,
        sleep: async (ms) => {
          waits.push(ms);
          clock += ms;
        },
      }),
    ).rejects.toThrow(
      `state version 1 of collector kpi was published by another pull but is not listed after 60 s`,
    );
    expect(clock).toBe(60_000);
    expect(Math.max(...waits)).toBeLessThan(1000);
  });

  it('rlm: refuses a record file that is not a regular file instead of waiting on it', async () => {
    for (const seq of [0, 1, 2, 3, 4, 5, 6, 7]) await emit(seq);
    execFileSync('mkfifo', [join(dir, 'rlm.json')]);
    await expect(
      runGather(options({ kernel: 'rlm', options: { record: 'rlm.json' } })),
    ).rejects.toThrow(/rlm\.json.*is not a regular file/);
  });
});

describe('progress while waiting', () => {
  const REGIONS = ['eu-west', 'us-east', 'ap-south'];
  const emit3 = (seq: number) =>
    emitLeg(store, { fanId: FAN, seq, expected: 3, attempt: 1, payload: { seq } });

  it('a 60 s wait polling every 10 s logs at most 3 progress lines, naming missing legs by matrix value', async () => {
    await emit3(0);
    const lines: string[] = [];
    const outcome = await runGather(
      options(
        {},
        {
          timeoutMs: 60_000,
          pollMs: 10_000,
          onIncomplete: 'close',
          legLabels: REGIONS,
          log: (line) => lines.push(line),
        },
      ),
    );
    expect(outcome.status).toBe('incomplete');
    const progress = lines.filter((l) => l.startsWith('Waiting'));
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.length).toBeLessThanOrEqual(3);
    for (const line of progress) {
      expect(line).toMatch(
        /^Waiting for 2 of 3 legs: us-east, ap-south \(1 arrived, \d+ s left\)$/,
      );
    }
    expect(progress[0]).toContain('60 s left');
    expect(lines).toContain('Closing incomplete: us-east, ap-south are missing');
  });

  it('logs again at once when a leg arrives, and each listing goes through quiet', async () => {
    await emit3(0);
    const lines: string[] = [];
    let listings = 0;
    let polls = 0;
    await runGather(
      options(
        {},
        {
          timeoutMs: 60_000,
          pollMs: 10_000,
          legLabels: REGIONS,
          log: (line) => lines.push(line),
          quiet: async (fn) => {
            listings += 1;
            return fn();
          },
          sleep: async () => {
            polls += 1;
            if (polls === 1) await emit3(2);
            if (polls === 2) await emit3(1);
          },
        },
      ),
    );
    expect(lines.filter((l) => l.startsWith('Waiting'))).toEqual([
      'Waiting for 2 of 3 legs: us-east, ap-south (1 arrived, 60 s left)',
      'Waiting for 1 of 3 legs: us-east (2 arrived, 60 s left)',
    ]);
    expect(listings).toBe(3);
  });

  it('without labels names the missing legs by seq', async () => {
    await emit3(1);
    const lines: string[] = [];
    await runGather(
      options(
        {},
        { timeoutMs: 20_000, pollMs: 10_000, onIncomplete: 'close', log: (l) => lines.push(l) },
      ),
    );
    expect(lines[0]).toMatch(/^Folded seqs 1/);
    expect(lines).toContain('Waiting for 2 of 3 legs: seqs 0 and 2 (1 arrived, 20 s left)');
  });
});

describe('a gather that finds no leg of its fan', () => {
  it('lists the fans that have legs in the run, in its reason and its hint', async () => {
    await emitLeg(store, { fanId: 'week:scores', seq: 0, expected: 2, attempt: 1, payload: 1 });
    const failure = await runGather(options({ fan_id: 'week:score' })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatherFailure);
    const reason = (failure as GatherFailure).reason as GatherError;
    expect(reason.message).toContain(
      `no leg of the fan has arrived (fans with legs in the run: week_scores (${fanHash('week:scores')}))`,
    );
    expect(reason.hint).toMatch(/^Check the fan-id: .*week_scores/);
  });
});

describe('a fold that fails', () => {
  it('keeps what the failing pull saw: a key-by collision of two present legs is 2 of 2', async () => {
    for (const seq of [0, 1])
      await emitLeg(store, { fanId: FAN, seq, expected: 2, attempt: 1, payload: { region: 'eu' } });
    const failure = await runGather(
      options({ options: { 'key-by': 'payload.region' } }, { timeoutMs: 0 }),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(GatherFailure);
    const { outcome, reason } = failure as GatherFailure;
    expect(reason.message).toMatch(/seqs 0 and 1 both have the key "eu"/);
    expect(outcome.status).toBe('failed');
    expect({ seen: outcome.seen, expected: outcome.expected, missing: outcome.missing }).toEqual({
      seen: 2,
      expected: 2,
      missing: [],
    });
  });
});
