import fc from 'fast-check';
import { PerfectCollector, type Arrival } from './collector.js';

const FAN = 'run:rss';

function arrival(
  seq: number,
  attempt: number,
  item = `s${seq}a${attempt}`,
  expected = 3,
): Arrival<string> {
  return {
    frames: [{ fan_id: FAN, seq, expected }],
    attempt,
    name: `leg-${seq}-a${attempt}`,
    item,
  };
}

describe('PerfectCollector', () => {
  it('closes when every expected seq is present and appends in seq order', () => {
    const c = new PerfectCollector<string>(FAN, 3);
    expect(c.offer(arrival(2, 1)).outcome).toBe('accepted');
    expect(c.offer(arrival(0, 1)).outcome).toBe('accepted');
    expect(c.closed).toBe(false);
    expect(c.missing()).toEqual([1]);
    expect(() => c.result()).toThrow(/not closed: seq 1 is missing/);
    expect(c.offer(arrival(1, 1)).outcome).toBe('accepted');
    expect(c.closed).toBe(true);
    expect(c.result()).toEqual(['s0a1', 's1a1', 's2a1']);
  });

  it('keeps the newest attempt of a seq and reports the older one as superseded', () => {
    const c = new PerfectCollector<string>(FAN, 3);
    c.offer(arrival(1, 1));
    const replaced = c.offer(arrival(1, 2));
    expect(replaced.outcome).toBe('accepted');
    expect(replaced.displaced?.attempt).toBe(1);
    expect(c.offer(arrival(1, 1, 'late redelivery of attempt 1')).outcome).toBe('superseded');
    expect(c.get(1)?.item).toBe('s1a2');
    expect(c.passed()).toEqual([
      { seq: 1, attempt: 1, name: 'leg-1-a1', outcome: 'superseded' },
      { seq: 1, attempt: 1, name: 'leg-1-a1', outcome: 'superseded' },
    ]);
  });

  it('counts a redelivery of the same attempt once (dedup by seq)', () => {
    const c = new PerfectCollector<string>(FAN, 3);
    c.offer(arrival(0, 1));
    expect(c.offer(arrival(0, 1)).outcome).toBe('duplicate');
    expect(c.slots()).toHaveLength(1);
    expect(c.passed()).toEqual([{ seq: 0, attempt: 1, name: 'leg-0-a1', outcome: 'duplicate' }]);
  });

  it('passes foreign payloads through and refuses frames that disagree with the fan', () => {
    const c = new PerfectCollector<string>(FAN, 3);
    expect(
      c.offer({
        frames: [{ fan_id: 'other', seq: 0, expected: 3 }],
        attempt: 1,
        name: 'x',
        item: '',
      }).outcome,
    ).toBe('foreign');
    expect(c.offer(arrival(3, 1)).outcome).toBe('invalid');
    expect(c.offer(arrival(0, 1, 'x', 4))).toEqual({
      outcome: 'invalid',
      detail: 'frame expects 4 legs, the fan 3',
    });
    expect(c.offer(arrival(0, 0)).outcome).toBe('invalid');
    expect(c.slots()).toEqual([]);
  });

  it('finds its frame in a nested stack', () => {
    const c = new PerfectCollector<string>('inner', 2);
    const outcome = c.offer({
      frames: [
        { fan_id: 'outer', seq: 7, expected: 9 },
        { fan_id: 'inner', seq: 1, expected: 2 },
      ],
      attempt: 1,
      name: 'n',
      item: 'x',
    });
    expect(outcome.outcome).toBe('accepted');
    expect(c.get(1)?.item).toBe('x');
  });

  it('refuses to be built or resumed with an impossible state', () => {
    expect(() => new PerfectCollector('', 1)).toThrow(/fan id/);
    expect(() => new PerfectCollector('f', 0)).toThrow(/at least one/);
    const state = new PerfectCollector<string>('f', 2).toJSON();
    expect(() =>
      PerfectCollector.fromJSON({ ...state, slots: [{ seq: 2, attempt: 1, name: 'n', item: '' }] }),
    ).toThrow(/outside/);
    const slot = { seq: 0, attempt: 1, name: 'n', item: '' };
    expect(() => PerfectCollector.fromJSON({ ...state, slots: [slot, slot] })).toThrow(/twice/);
    expect(() => PerfectCollector.fromJSON({ ...state, mode: 'latent' as 'perfect' })).toThrow(
      /cannot resume/,
    );
  });

  // Arrivals: (seq, attempt, payload tag) with a few duplicates; the final state must not
  // depend on their order nor on a JSON round trip of the state half-way.
  const arrivals = fc.array(
    fc.record({
      seq: fc.integer({ min: 0, max: 4 }),
      attempt: fc.integer({ min: 1, max: 3 }),
    }),
    { maxLength: 20 },
  );

  it('ends in the same state whatever the arrival order, and survives being resumed', () => {
    fc.assert(
      fc.property(arrivals, fc.nat(), fc.nat(), (list, seed, cut) => {
        const make = (a: { seq: number; attempt: number }) =>
          arrival(a.seq, a.attempt, `s${a.seq}a${a.attempt}`, 5);
        const straight = new PerfectCollector<string>(FAN, 5);
        for (const a of list) straight.offer(make(a));

        const shuffled = [...list];
        let s = seed;
        for (let i = shuffled.length - 1; i > 0; i--) {
          s = (s * 1103515245 + 12345) % 2147483648;
          const j = s % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        const at = list.length === 0 ? 0 : cut % (list.length + 1);
        let resumed = new PerfectCollector<string>(FAN, 5);
        for (const a of shuffled.slice(0, at)) resumed.offer(make(a));
        resumed = PerfectCollector.fromJSON(JSON.parse(JSON.stringify(resumed.toJSON())));
        for (const a of shuffled.slice(at)) resumed.offer(make(a));

        expect(resumed.toJSON()).toEqual(straight.toJSON());
        // Each seq holds its newest attempt; nothing is counted twice.
        for (const slot of straight.slots()) {
          const newest = Math.max(...list.filter((a) => a.seq === slot.seq).map((a) => a.attempt));
          expect(slot.attempt).toBe(newest);
        }
        expect(straight.slots().length + straight.passed().length).toBe(list.length);
      }),
    );
  });
});
