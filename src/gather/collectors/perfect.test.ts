import fc from 'fast-check';
import { closeIncomplete, openGather, pull } from '../engine.js';
import type { Arrival } from '../fold.js';
import { appendKernel } from '../kernels/append.js';
import type { GatherRecord } from '../record.js';

const FAN = 'run:rss';

function arrival(seq: number, attempt: number, expected = 3): Arrival<string> {
  return {
    frames: [{ fan_id: FAN, seq, expected }],
    attempt,
    name: `leg-${seq}-a${attempt}`,
    item: `s${seq}a${attempt}`,
  };
}

function open(expected: number, fanId = FAN): GatherRecord {
  const spec = { fan_id: fanId, collector: 'c', mode: 'perfect' as const, kernel: 'append' };
  return openGather({ ...spec, options: {}, expected }, appendKernel);
}

async function held(arrivals: readonly Arrival<string>[], expected = 3): Promise<GatherRecord> {
  return (await pull(open(expected), arrivals, appendKernel)).record;
}

describe('the perfect collector', () => {
  it('judges a passed delivery against the slot finally held: an older attempt is superseded, another copy of it a duplicate', async () => {
    const record = await held([arrival(1, 1), arrival(1, 2), arrival(1, 1), arrival(0, 1)]);
    expect(record.pending.map((s) => [s.seq, s.attempt])).toEqual([
      [0, 1],
      [1, 2],
    ]);
    // attempt 1 was held, then displaced, then offered again: one delivery, superseded.
    expect(record.passed).toEqual([
      { seq: 1, attempt: 1, name: 'leg-1-a1', outcome: 'superseded' },
    ]);
    const copy = { ...arrival(0, 1), name: 'leg-0-a1-copy' };
    const again = (await pull(record, [copy, arrival(0, 1)], appendKernel)).record;
    // The held delivery listed again is not a copy; the other name under its attempt is.
    expect(again.passed.map((p) => [p.name, p.outcome])).toEqual([
      ['leg-0-a1-copy', 'duplicate'],
      ['leg-1-a1', 'superseded'],
    ]);
  });

  it('finds its frame in a nested stack and keeps the whole stack for the kernel', async () => {
    const frames = [
      { fan_id: 'outer', seq: 7, expected: 9 },
      { fan_id: FAN, seq: 1, expected: 2 },
    ];
    const record = await held([{ frames, attempt: 1, name: 'n', item: 'x' }], 2);
    expect(record.pending).toEqual([{ seq: 1, attempt: 1, name: 'n', item: 'x', frames }]);
    expect(record.frames).toEqual([frames[0]]);
  });

  // Arrivals: (seq, attempt) with repeats; whatever their order, each seq holds its newest
  // attempt and every other distinct delivery is passed exactly once.
  const arrivals = fc.array(
    fc.record({ seq: fc.integer({ min: 0, max: 4 }), attempt: fc.integer({ min: 1, max: 3 }) }),
    { maxLength: 20 },
  );

  it('holds the newest attempt of each seq and passes every other delivery once (property)', async () => {
    await fc.assert(
      fc.asyncProperty(arrivals, async (list) => {
        const record = await closeIncomplete(
          await held(
            list.map((a) => arrival(a.seq, a.attempt, 5)),
            5,
          ),
          appendKernel,
        );
        for (const [seq, delivery] of Object.entries(record.seen)) {
          const newest = Math.max(
            ...list.filter((a) => a.seq === Number(seq)).map((a) => a.attempt),
          );
          expect(delivery.attempt).toBe(newest);
        }
        const distinct = new Set(list.map((a) => `${a.seq}/${a.attempt}`));
        expect(Object.keys(record.seen).length + record.passed.length).toBe(distinct.size);
        expect(record.passed.every((p) => p.outcome === 'superseded')).toBe(true);
      }),
    );
  });
});
