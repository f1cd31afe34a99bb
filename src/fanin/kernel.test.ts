import fc from 'fast-check';
import { openGather, resumeGather, type Arrival } from '../gather/index.js';
import { foldKernel, gatherFan, heldItems, heldLeg, isComplete } from './kernel.js';

const FAN = { fan_id: 'run:rss', expected: 4 };

/** A merge that remembers the order of its folds. */
const kernel = () =>
  foldKernel<string, string[]>(
    'test-fold',
    () => [],
    (merged, item) => void merged.push(item),
  );

function arrival(
  seq: number,
  attempt: number,
  tag: string,
  expected = FAN.expected,
): Arrival<string> {
  return {
    frames: [{ fan_id: FAN.fan_id, seq, expected }],
    attempt,
    name: `leg-${seq}-a${attempt}-${tag}`,
    item: `s${seq}a${attempt}${tag}`,
  };
}

/** Arrivals with distinct names: some seqs missing, some with several attempts or copies. */
const arrivalsArb = fc
  .uniqueArray(
    fc.record({
      seq: fc.integer({ min: 0, max: FAN.expected - 1 }),
      attempt: fc.integer({ min: 1, max: 3 }),
      tag: fc.constantFrom('x', 'y'),
    }),
    { selector: (a) => `${a.seq}/${a.attempt}/${a.tag}`, maxLength: 12 },
  )
  .map((list) => list.map((a) => arrival(a.seq, a.attempt, a.tag)));

/** The plain rule: per seq the newest attempt, then the smaller name. */
function expectedHeld(arrivals: readonly Arrival<string>[]): Map<number, Arrival<string>> {
  const held = new Map<number, Arrival<string>>();
  for (const a of arrivals) {
    const seq = a.frames[0]!.seq;
    const h = held.get(seq);
    if (!h || a.attempt > h.attempt || (a.attempt === h.attempt && a.name < h.name)) {
      held.set(seq, a);
    }
  }
  return held;
}

describe('the fan-in gathers on the gather engine', () => {
  it('keeps the newest attempt of each seq, folds the kept legs in seq order, in any arrival order', async () => {
    await fc.assert(
      fc.asyncProperty(arrivalsArb, fc.infiniteStream(fc.nat()), async (arrivals, seeds) => {
        const shuffled = [...arrivals]
          .map((a) => ({ a, key: seeds.next().value as number }))
          .sort((x, y) => x.key - y.key)
          .map(({ a }) => a);
        const gathered = await gatherFan(FAN, shuffled, kernel());
        const held = expectedHeld(arrivals);
        const seqs = [...held.keys()].sort((a, b) => a - b);
        for (let seq = 0; seq < FAN.expected; seq++) {
          const want = held.get(seq);
          const got = heldLeg(gathered, seq);
          expect(got && { name: got.name, attempt: got.attempt, item: got.item }).toEqual(
            want && { name: want.name, attempt: want.attempt, item: want.item },
          );
        }
        expect(gathered.folded.merged).toEqual(seqs.map((seq) => held.get(seq)!.item));
        expect(heldItems(gathered)).toEqual(gathered.folded.merged);
        expect(isComplete(gathered)).toBe(seqs.length === FAN.expected);
        expect(gathered.record.closed).toBe(true);
        // Every arrival not kept is reported once: a copy of the kept attempt or an older one.
        const passed = gathered.record.passed.map((p) => [p.name, p.outcome] as const);
        const notKept = arrivals.filter((a) => held.get(a.frames[0]!.seq) !== a);
        expect(new Map(passed)).toEqual(
          new Map(
            notKept.map((a) => [
              a.name,
              a.attempt === held.get(a.frames[0]!.seq)!.attempt ? 'duplicate' : 'superseded',
            ]),
          ),
        );
        expect(passed).toHaveLength(notKept.length);
      }),
    );
  });

  it('closes a fan with missing seqs as incomplete, with the legs present folded', async () => {
    const gathered = await gatherFan(FAN, [arrival(2, 1, 'x'), arrival(0, 2, 'x')], kernel());
    expect(gathered.record.status).toBe('incomplete');
    expect(isComplete(gathered)).toBe(false);
    expect(gathered.folded.merged).toEqual(['s0a2x', 's2a1x']);
    expect(heldLeg(gathered, 1)).toBeUndefined();
  });

  it('throws on an arrival validation should have refused (a bug, not a bad leg)', async () => {
    await expect(gatherFan(FAN, [arrival(0, 1, 'x', 5)], kernel())).rejects.toThrow(
      /gather run:rss refused a leg that validation accepted \(leg-0-a1-x: its frame expects 5 legs, the fan 4\)/,
    );
    const foreign = { ...arrival(0, 1, 'x'), frames: [{ fan_id: 'other', seq: 0, expected: 4 }] };
    await expect(gatherFan(FAN, [foreign], kernel())).rejects.toThrow(
      /refused a leg that validation accepted \(an arrival without its frame\)/,
    );
  });

  it('is an in-memory kernel: the engine refuses to resume a gather of it', () => {
    const fold = kernel();
    const spec = { ...FAN, collector: 'fan-in', mode: 'perfect' as const, kernel: fold.name };
    const record = openGather({ ...spec, options: {} }, fold);
    expect(() => resumeGather(record, { ...spec, options: {} }, 'x', fold)).toThrow(
      "kernel 'test-fold' keeps its state in memory: a gather of it is never saved nor resumed",
    );
  });
});
