import fc from 'fast-check';
import { canonicalJson } from '../canonical/index.js';
import type { Arrival } from './fold.js';
import { closeIncomplete, openGather, pull, type GatherSpec } from './engine.js';
import { missingSeqs } from './record.js';
import type { Kernel } from './kernel.js';
import { appendKernel } from './kernels/append.js';
import { windowKernel } from './kernels/window.js';
import type { GatherRecord } from './record.js';
import { GatherStateError, resumeGather } from './resume.js';

const FAN = 'run-1:claims';

function leg(
  seq: number,
  attempt = 1,
  expected = 4,
  item: unknown = `s${seq}a${attempt}`,
): Arrival<unknown> {
  return {
    frames: [{ fan_id: FAN, seq, expected }],
    attempt,
    name: `fan-x-${seq}-a${attempt}`,
    item,
  };
}

function spec(mode: 'perfect' | 'latent', extra: Partial<GatherSpec> = {}): GatherSpec {
  return { fan_id: FAN, collector: 'c', mode, kernel: 'append', options: {}, ...extra };
}

/** append, counting every fold in the state: a seq folded twice would show. */
const counting: Kernel<{ folds: number[] }, number[]> = {
  name: 'append',
  init: () => ({ folds: [] }),
  apply: (state, _item, origin) => ({ folds: [...state.folds, origin.seq] }),
  finalize: (state) => state.folds,
};

/** JSON round trip: what persisting and resuming a record does. */
function persisted(record: GatherRecord): GatherRecord {
  return JSON.parse(JSON.stringify(record)) as GatherRecord;
}

describe('gather engine, perfect mode', () => {
  it('holds legs until every seq is present, then folds them in seq order and closes', async () => {
    let record = openGather(spec('perfect'), appendKernel);
    ({ record } = await pull(record, [leg(2), leg(0)], appendKernel));
    expect(record).toMatchObject({ expected: 4, closed: false, status: 'open', result: null });
    expect(missingSeqs(record)).toEqual([1, 3]);
    ({ record } = await pull(persisted(record), [leg(3), leg(1)], appendKernel));
    expect(record).toMatchObject({ closed: true, status: 'complete' });
    expect(record.result).toEqual(['s0a1', 's1a1', 's2a1', 's3a1']);
    expect(record.pending).toEqual([]);
    expect(record.seen['3']).toEqual({ attempt: 1, name: 'fan-x-3-a1' });
  });

  it('takes n from the first frame, refuses frames that disagree with it, and lets foreign legs pass', async () => {
    let record = openGather(spec('perfect', { expected: 4 }), appendKernel);
    const report = await pull(
      record,
      [
        leg(4),
        leg(0, 1, 5),
        { frames: [{ fan_id: 'other', seq: 0, expected: 4 }], attempt: 1, name: 'o', item: 1 },
      ],
      appendKernel,
    );
    record = report.record;
    expect(report.report.foreign).toBe(1);
    expect(record.rejected).toEqual([
      { name: 'fan-x-0-a1', detail: 'its frame expects 5 legs, the fan 4' },
      { name: 'fan-x-4-a1', detail: 'seq 4 is outside 0..3' },
    ]);
    expect(record.pending).toEqual([]);
  });

  it('keeps the newest attempt of a seq, in any order', async () => {
    const { record } = await pull(
      openGather(spec('perfect', { expected: 2 }), appendKernel),
      [leg(0, 2, 2), leg(0, 1, 2), leg(1, 1, 2), leg(1, 1, 2), { ...leg(1, 1, 2), name: 'z-copy' }],
      appendKernel,
    );
    expect(record.result).toEqual(['s0a2', 's1a1']);
    // The same artifact listed twice is one delivery; a copy under another name is a duplicate.
    expect(record.passed.map((p) => [p.seq, p.attempt, p.name, p.outcome])).toEqual([
      [0, 1, 'fan-x-0-a1', 'superseded'],
      [1, 1, 'z-copy', 'duplicate'],
    ]);
  });

  it('closes incomplete with the seqs present when its time is up', async () => {
    let { record } = await pull(
      openGather(spec('perfect'), appendKernel),
      [leg(3), leg(1)],
      appendKernel,
    );
    record = await closeIncomplete(record, appendKernel);
    expect(record).toMatchObject({ closed: true, status: 'incomplete', result: ['s1a1', 's3a1'] });
    expect(missingSeqs(record)).toEqual([0, 2]);
  });

  const arrivals = fc.array(
    fc.record({ seq: fc.integer({ min: 0, max: 5 }), attempt: fc.integer({ min: 1, max: 3 }) }),
    { maxLength: 30 },
  );

  it('gives the same bytes whatever the arrival order and however the pulls are split before it closes (property)', async () => {
    const s = spec('perfect', { kernel: 'window', options: { size: 2 } });
    const make = (a: { seq: number; attempt: number }) =>
      leg(a.seq, a.attempt, 6, { seq: a.seq, v: a.attempt });
    await fc.assert(
      fc.asyncProperty(
        arrivals,
        fc.nat(),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (list, seed, cuts) => {
          const straight = await pull(openGather(s, windowKernel), list.map(make), windowKernel);
          const [shuffled] = fc.sample(
            fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
            { seed, numRuns: 1 },
          );
          // A closed perfect record looks at nothing more: cut only where the fan is not yet whole.
          const whole = (n: number) => new Set(shuffled!.slice(0, n).map((a) => a.seq)).size === 6;
          const at = cuts
            .map((c) => c % (shuffled!.length + 1))
            .filter((c) => !whole(c))
            .sort((a, b) => a - b);
          let record = openGather(s, windowKernel);
          let from = 0;
          for (const cut of [...at, shuffled!.length]) {
            ({ record } = await pull(
              resumeGather(persisted(record), s, 'test', windowKernel),
              shuffled!.slice(from, cut).map(make),
              windowKernel,
            ));
            from = cut;
          }
          expect(canonicalJson(record)).toBe(canonicalJson(straight.record));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('folds each seq exactly once, reruns included (property)', async () => {
    await fc.assert(
      fc.asyncProperty(arrivals, async (list) => {
        const { record } = await pull(
          openGather(spec('perfect', { expected: 6 }), counting),
          list.map((a) => leg(a.seq, a.attempt, 6)),
          counting,
        );
        const distinct = new Set(list.map((a) => a.seq));
        if (distinct.size === 6) expect(record.result).toEqual([0, 1, 2, 3, 4, 5]);
        else expect(record.result).toBeNull();
      }),
    );
  });
});

describe('gather engine, latent mode', () => {
  it('folds what is there at each pull, says k of n, and never closes', async () => {
    let { record } = await pull(
      openGather(spec('latent'), appendKernel),
      [leg(1), leg(3)],
      appendKernel,
    );
    expect(record).toMatchObject({ closed: false, status: 'open', result: ['s1a1', 's3a1'] });
    expect(Object.keys(record.seen)).toHaveLength(2);
    ({ record } = await pull(persisted(record), [leg(1), leg(3), leg(0), leg(2)], appendKernel));
    expect(record).toMatchObject({ closed: false, status: 'complete' });
    expect(record.result).toEqual(['s0a1', 's1a1', 's2a1', 's3a1']);
    // Being listed again by a later pull is not a redelivery worth recording.
    expect(record.passed).toEqual([]);
  });

  it('reports a newer attempt of a seq already folded as late_attempt and does not fold it', async () => {
    let { record } = await pull(openGather(spec('latent'), counting), [leg(0, 1)], counting);
    ({ record } = await pull(
      record,
      [leg(0, 2), leg(0, 1), { ...leg(0, 1), name: 'copy' }],
      counting,
    ));
    expect(record.result).toEqual([0]);
    expect(record.passed).toEqual([
      { seq: 0, attempt: 1, name: 'copy', outcome: 'duplicate' },
      { seq: 0, attempt: 2, name: 'fan-x-0-a2', outcome: 'late_attempt' },
    ]);
    ({ record } = await pull(record, [leg(0, 2)], counting));
    expect(record.passed).toHaveLength(2);
  });

  const stream = fc.array(
    fc.record({
      seq: fc.integer({ min: 0, max: 7 }),
      attempt: fc.integer({ min: 1, max: 2 }),
      v: fc.integer({ min: -100, max: 100 }),
    }),
    { maxLength: 30 },
  );

  it('a state split across any number of pulls equals one pull (property)', async () => {
    const options = { size: 3 };
    await fc.assert(
      fc.asyncProperty(stream, fc.array(fc.nat(), { maxLength: 6 }), async (list, cuts) => {
        const make = (a: { seq: number; attempt: number; v: number }) =>
          leg(a.seq, a.attempt, 8, { v: a.v });
        const s = spec('latent', { kernel: 'window', options });
        const one = await pull(openGather(s, windowKernel), list.map(make), windowKernel);
        let record = openGather(s, windowKernel);
        let from = 0;
        for (const cut of [
          ...cuts.map((c) => c % (list.length + 1)).sort((a, b) => a - b),
          list.length,
        ]) {
          const resumed = resumeGather(persisted(record), s, 'test', windowKernel);
          ({ record } = await pull(
            resumed,
            list.slice(from, Math.max(from, cut)).map(make),
            windowKernel,
          ));
          from = Math.max(from, cut);
        }
        expect(canonicalJson(record)).toBe(canonicalJson(one.record));
      }),
      { numRuns: 200 },
    );
  });

  it('reruns never double count (property)', async () => {
    await fc.assert(
      fc.asyncProperty(stream, fc.integer({ min: 1, max: 4 }), async (list, repeats) => {
        let record = openGather(spec('latent'), counting);
        for (let i = 0; i < repeats; i++) {
          ({ record } = await pull(
            persisted(record),
            list.map((a) => leg(a.seq, a.attempt, 8)),
            counting,
          ));
        }
        const folds = (record.state as { folds: number[] }).folds;
        expect(new Set(folds).size).toBe(folds.length);
        expect(new Set(folds)).toEqual(new Set(list.map((a) => a.seq)));
      }),
    );
  });

  it('leaves the record given untouched when a kernel throws, and names the seq', async () => {
    const failing: Kernel<unknown[], unknown[]> = {
      name: 'append',
      init: () => [],
      apply: (state, item) => {
        if (item === 'bad') throw new Error('cannot take it');
        return [...state, item];
      },
      finalize: (state) => state,
    };
    const { record } = await pull(openGather(spec('latent'), failing), [leg(0)], failing);
    const before = canonicalJson(record);
    await expect(pull(record, [leg(1, 1, 4, 'bad')], failing)).rejects.toThrow(
      "kernel 'append' failed on seq 1 (fan-x-1-a1): cannot take it",
    );
    expect(canonicalJson(record)).toBe(before);
  });
});

describe('resuming a gather record', () => {
  it('refuses a record of another fan, collector, kernel or options, and a corrupt one', async () => {
    const s = spec('latent');
    const { record } = await pull(openGather(s, appendKernel), [leg(0)], appendKernel);
    const json = persisted(record);
    expect(resumeGather(json, s, 'x', appendKernel)).toEqual(record);
    expect(() =>
      resumeGather(json, { ...s, fan_id: 'other' }, '"gather-c-s1"', appendKernel),
    ).toThrow(/gather state "gather-c-s1" belongs to another gather: its fan_id is "run-1:claims"/);
    expect(() => resumeGather(json, { ...s, collector: 'd' }, 'x', appendKernel)).toThrow(
      /its collector/,
    );
    expect(() => resumeGather(json, { ...s, options: { a: 1 } }, 'x', appendKernel)).toThrow(
      /other kernel options/,
    );
    expect(() => resumeGather([], s, 'x', appendKernel)).toThrow(GatherStateError);
    expect(() => resumeGather({ ...json, format: 'x' }, s, 'x', appendKernel)).toThrow(
      /is not a squadscope-gather\/1/,
    );
    expect(() =>
      resumeGather({ ...json, seen: { 9: { attempt: 1, name: 'n' } } }, s, 'x', appendKernel),
    ).toThrow(/seq 9, outside/);
    expect(() =>
      resumeGather({ ...json, seen: { '01': { attempt: 1, name: 'n' } } }, s, 'x', appendKernel),
    ).toThrow(/corrupt/);
    expect(() => resumeGather({ ...json, status: 'done' }, s, 'x', appendKernel)).toThrow(/status/);
    const slot = { seq: 1, attempt: 1, name: 'n', item: '' };
    expect(() => resumeGather({ ...json, pending: [slot, slot] }, s, 'x', appendKernel)).toThrow(
      /pending holds seq 1 twice/,
    );
  });

  it('refuses a forged kernel state whose size or summarizer differs from the options', async () => {
    const s = spec('latent', { kernel: 'window', options: { size: 2 } });
    const { record } = await pull(openGather(s, windowKernel), [leg(0)], windowKernel);
    const json = persisted(record) as { state: Record<string, unknown> };
    expect(resumeGather(json, s, 'x', windowKernel)).toEqual(record);
    const forged = (state: Record<string, unknown>) => ({
      ...json,
      state: { ...json.state, ...state },
    });
    expect(() => resumeGather(forged({ size: 1e9 }), s, 'x', windowKernel)).toThrow(
      /gather state x does not match its kernel options: its kernel state's size is 1000000000, the options of this gather give 2/,
    );
    expect(() =>
      resumeGather(forged({ summarize: 'gather/evil.mjs' }), s, 'x', windowKernel),
    ).toThrow(/kernel state's summarize is "gather\/evil.mjs"/);
    expect(() => resumeGather({ ...json, state: [] }, s, 'x', windowKernel)).toThrow(
      /is corrupt: its window state is not an object/,
    );
  });

  it('refuses a bad collector name, an empty fan and an impossible n', () => {
    expect(() => openGather(spec('latent', { collector: '../x' }), appendKernel)).toThrow(
      /collector name/,
    );
    expect(() => openGather(spec('latent', { fan_id: '' }), appendKernel)).toThrow(/fan id/);
    for (const expected of [0, 1_000_001, 2 ** 53 - 1]) {
      expect(() => openGather(spec('latent', { expected }), appendKernel)).toThrow(
        `a gather expects 1 to 1000000 seqs, got ${expected}`,
      );
    }
  });
});
