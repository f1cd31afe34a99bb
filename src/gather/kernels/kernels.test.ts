import fc from 'fast-check';
import { canonicalJson } from '../../canonical/index.js';
import type { Kernel } from '../kernel.js';
import { statsSummarizer, type StatsDigest } from '../summarizer.js';
import { appendKernel } from './append.js';
import { emptyRlmRecord, foldRlmRecord, rlmKernel, type RlmRecord } from './rlm.js';
import { windowKernel } from './window.js';

const FRAME = { fan_id: 'f', seq: 0, expected: 1000 };

async function foldAll<S, R>(
  kernel: Kernel<S, R>,
  options: Record<string, unknown>,
  items: readonly { seq: number; item: unknown }[],
): Promise<R> {
  let state = kernel.init(options);
  for (const { seq, item } of items) {
    state = await kernel.apply(state, item, { seq, attempt: 1, frame: { ...FRAME, seq } });
    // The state is plain JSON: a round trip between folds changes nothing.
    state = JSON.parse(JSON.stringify(state)) as S;
  }
  return kernel.finalize(state);
}

/** Distinct seqs in random order, each with a record of a few numeric and other fields. */
const items = fc
  .uniqueArray(fc.integer({ min: 0, max: 999 }), { maxLength: 40 })
  .chain((seqs) =>
    fc.tuple(
      fc.constant(seqs),
      fc.array(
        fc.record({
          a: fc.integer({ min: -1000, max: 1000 }),
          // Items come from JSON, which has no -0.
          b: fc.oneof(
            fc
              .double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 })
              .map((x) => x + 0),
            fc.string(),
          ),
          c: fc.constant('text'),
        }),
        { minLength: seqs.length, maxLength: seqs.length },
      ),
    ),
  )
  .map(([seqs, records]) => seqs.map((seq, i) => ({ seq, item: records[i] as unknown })));

/** The naive stats of a list of items, computed in one go. */
function naiveStats(list: readonly unknown[]): StatsDigest {
  const fields: StatsDigest['fields'] = {};
  for (const item of list) {
    for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
      if (typeof value !== 'number') continue;
      const values = list
        .map((i) => (i as Record<string, unknown>)[key])
        .filter((v): v is number => typeof v === 'number');
      if (fields[key]) continue;
      const sum = values.reduce((a, b) => a + b, 0);
      fields[key] = {
        count: values.length,
        sum,
        min: Math.min(...values),
        max: Math.max(...values),
        mean: sum / values.length,
      };
    }
  }
  return { count: list.length, fields };
}

describe('append kernel', () => {
  it('gives the items in seq order, whatever the fold order (property, against sorting)', async () => {
    await fc.assert(
      fc.asyncProperty(items, async (list) => {
        const expected = [...list].sort((a, b) => a.seq - b.seq).map((e) => e.item);
        expect(await foldAll(appendKernel, {}, list)).toEqual(expected);
      }),
    );
  });

  it('refuses a seq folded twice and options it does not have', () => {
    const state = appendKernel.apply(appendKernel.init({}), 'x', {
      seq: 1,
      attempt: 1,
      frame: FRAME,
    });
    expect(() =>
      appendKernel.apply(state as never, 'y', { seq: 1, attempt: 1, frame: FRAME }),
    ).toThrow(/seq 1 folded twice/);
    expect(() => appendKernel.init({ size: 2 })).toThrow(/kernel 'append' has no option "size"/);
  });
});

describe('window kernel', () => {
  it('keeps the last size items and summarizes the others (property, against a naive reference)', async () => {
    await fc.assert(
      fc.asyncProperty(items, fc.integer({ min: 1, max: 10 }), async (list, size) => {
        const result = await foldAll(windowKernel, { size }, list);
        const kept = list.slice(Math.max(0, list.length - size)).map((e) => e.item);
        const evicted = list.slice(0, Math.max(0, list.length - size)).map((e) => e.item);
        expect(result.items).toEqual(kept);
        expect(result.evicted).toBe(evicted.length);
        expect(canonicalJson(result.digest)).toBe(canonicalJson(naiveStats(evicted)));
      }),
    );
  });

  it('refuses a size out of range, an unknown summarizer and unknown options', () => {
    expect(() => windowKernel.init({ size: 0 })).toThrow(
      "kernel option 'size' must be an integer between 1 and 10000, got 0",
    );
    expect(() => windowKernel.init({ size: 2.5 })).toThrow(/'size' must be an integer/);
    expect(() => windowKernel.init({})).toThrow("kernel option 'size' is required");
    expect(() => windowKernel.init({ size: 2, summarize: 'median' })).toThrow(
      /unknown summarizer "median"/,
    );
    expect(() => windowKernel.init({ size: 2, sise: 3 })).toThrow(/no option "sise"/);
  });
});

describe('stats summarizer', () => {
  it('counts every item and sums only finite numeric top-level fields', () => {
    let d = statsSummarizer.init();
    for (const item of [
      { x: 1, y: 'a' },
      { x: 3, z: true },
      'plain',
      [1, 2],
      { x: -2, n: { deep: 1 } },
    ]) {
      d = statsSummarizer.add(d, item, null) as StatsDigest;
    }
    expect(d).toEqual({
      count: 5,
      fields: { x: { count: 3, sum: 2, min: -2, max: 3, mean: 2 / 3 } },
    });
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'counts a field named %s like any other, also in a digest read back from JSON',
    (key) => {
      const item = JSON.parse(`{"${key}":5,"x":1}`) as unknown;
      let d = statsSummarizer.add(statsSummarizer.init(), item, null) as StatsDigest;
      d = statsSummarizer.add(
        JSON.parse(JSON.stringify(d)) as StatsDigest,
        item,
        null,
      ) as StatsDigest;
      expect(Object.keys(d.fields)).toEqual([key, 'x']);
      expect(Object.getOwnPropertyDescriptor(d.fields, key)?.value).toEqual({
        count: 2,
        sum: 10,
        min: 5,
        max: 5,
        mean: 5,
      });
      expect(JSON.parse(JSON.stringify(d))).toEqual(d);
    },
  );
});

describe('rlm record', () => {
  const entry = fc.record({
    run_id: fc.constantFrom('r1', 'r2', 'r3', 'r4', 'r5', 'r6'),
    result: fc.array(fc.record({ v: fc.integer({ min: 0, max: 9 }) }), { maxLength: 3 }),
  });

  async function foldEntries(
    list: readonly { run_id: string; result: unknown }[],
    max: number,
  ): Promise<RlmRecord> {
    let record = emptyRlmRecord(statsSummarizer);
    for (const e of list) ({ record } = await foldRlmRecord(record, e, max, statsSummarizer));
    return record;
  }

  it('is idempotent by run id: folding an entry again changes nothing (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.nat(),
        async (list, max, pick) => {
          const once = await foldEntries(list, max);
          if (list.length === 0) return;
          const again = list[pick % list.length]!;
          // Folding the newest entry of a run again (a rerun with the same result) changes nothing.
          const newest = [...list].reverse().find((e) => e.run_id === again.run_id)!;
          const twice = await foldRlmRecord(once, newest, max, statsSummarizer);
          expect(canonicalJson(twice.record)).toBe(canonicalJson(once));
          // Every run is counted once: in the entries or in the digest, never both.
          const inEntries = once.entries.map((e) => e.run_id);
          expect(new Set(inEntries).size).toBe(inEntries.length);
          expect(inEntries.filter((r) => once.compacted.includes(r))).toEqual([]);
          const runs = new Set(list.map((e) => e.run_id));
          expect(inEntries.length + once.compacted.length).toBe(runs.size);
          expect(once.entries.length).toBeLessThanOrEqual(max);
        },
      ),
    );
  });

  it('replaces the entry of a rerun in place and compacts the oldest into the digest', async () => {
    let record = await foldEntries(
      [
        { run_id: 'w1', result: [{ v: 1 }] },
        { run_id: 'w2', result: [{ v: 2 }] },
      ],
      2,
    );
    const rerun = await foldRlmRecord(
      record,
      { run_id: 'w1', result: [{ v: 5 }] },
      2,
      statsSummarizer,
    );
    expect(rerun.outcome).toBe('replaced');
    expect(rerun.record.entries.map((e) => e.run_id)).toEqual(['w1', 'w2']);
    ({ record } = await foldRlmRecord(
      rerun.record,
      { run_id: 'w3', result: [{ v: 3 }] },
      2,
      statsSummarizer,
    ));
    expect(record.entries.map((e) => e.run_id)).toEqual(['w2', 'w3']);
    expect(record.compacted).toEqual(['w1']);
    expect(record.digest).toEqual({
      count: 1,
      fields: { v: { count: 1, sum: 5, min: 5, max: 5, mean: 5 } },
    });
    const late = await foldRlmRecord(
      record,
      { run_id: 'w1', result: [{ v: 9 }] },
      2,
      statsSummarizer,
    );
    expect(late.outcome).toBe('already-compacted');
    expect(late.record).toBe(record);
  });

  it('the kernel collects items like append and checks its options', async () => {
    expect(
      await foldAll(rlmKernel, { record: 'history.json' }, [
        { seq: 1, item: 'b' },
        { seq: 0, item: 'a' },
      ]),
    ).toEqual(['a', 'b']);
    expect(() => rlmKernel.init({})).toThrow("kernel option 'record' is required");
    expect(() => rlmKernel.init({ record: 'h.json', 'max-entries': 0 })).toThrow(
      /'max-entries' must be an integer between 1 and 10000/,
    );
  });
});
