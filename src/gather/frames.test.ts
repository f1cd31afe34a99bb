import fc from 'fast-check';
import { carryFrames, childFrames, findFrame, type FanFrame } from './frames.js';

describe('fan frames', () => {
  it('inherits the parent frames unchanged and pushes one frame on top', () => {
    const outer = childFrames([], 'run:rss', 2, 5);
    const inner = childFrames(outer, 'run:rss#2', 0, 3);
    expect(inner).toEqual([
      { fan_id: 'run:rss', seq: 2, expected: 5 },
      { fan_id: 'run:rss#2', seq: 0, expected: 3 },
    ]);
    // The parent stack is not touched (frames are never rewritten).
    expect(outer).toEqual([{ fan_id: 'run:rss', seq: 2, expected: 5 }]);
  });

  it('keeps the fan id intact across three hops', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (expected, raw) => {
        const seq = raw % expected;
        let frames = childFrames([], 'claims', seq, expected);
        frames = childFrames(frames, 'claims/a', 0, 2);
        frames = carryFrames(frames, { fan: [] }).fan;
        frames = childFrames(frames, 'claims/a/b', 1, 2);
        expect(findFrame(frames, 'claims')).toEqual({
          frame: { fan_id: 'claims', seq, expected },
          index: 0,
        });
      }),
    );
  });

  it('refuses a seq outside the fan, an empty fan and a repeated fan id', () => {
    expect(() => childFrames([], 'f', 3, 3)).toThrow(/outside 0..2/);
    expect(() => childFrames([], 'f', -1, 3)).toThrow(/outside/);
    expect(() => childFrames([], 'f', 0, 0)).toThrow(/at least one/);
    expect(() => childFrames(childFrames([], 'f', 0, 1), 'f', 0, 1)).toThrow(/already/);
  });

  it('finds nothing for a foreign fan and carries frames only onto a payload without any', () => {
    expect(findFrame([{ fan_id: 'a', seq: 0, expected: 1 }], 'b')).toBeUndefined();
    const own = { fan: [{ fan_id: 'own', seq: 0, expected: 1 }] };
    expect(carryFrames([{ fan_id: 'x', seq: 0, expected: 1 }], own)).toBe(own);
    const bare: { fan?: FanFrame[] } = {};
    expect(carryFrames([{ fan_id: 'x', seq: 0, expected: 1 }], bare).fan).toEqual([
      { fan_id: 'x', seq: 0, expected: 1 },
    ]);
  });
});
