import fc from 'fast-check';
import { childFrames, findFrame, legFrames } from './frames.js';

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

  it('keeps the fan id intact across three hops: a gathered leg re-emitted is its frame leg', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (expected, raw) => {
        const seq = raw % expected;
        // Hop 1: a leg of the inner fan, inside leg `seq` of the outer fan "claims".
        const outer = legFrames([], 'claims', { seq, expected }).frames;
        const inner = legFrames(outer, 'claims/a', { seq: 0, expected: 2 });
        expect(inner.inherited).toBe(false);
        // Hop 2: the inner gather's result carries the frames below the inner frame.
        const gathered = inner.frames.slice(0, -1);
        // Hop 3: emitted back into "claims", the leg is that frame's leg, not a new frame.
        const back = legFrames(gathered, 'claims', { seq: 0, expected: 1 });
        expect(back).toEqual({ frames: [{ fan_id: 'claims', seq, expected }], inherited: true });
        expect(findFrame(back.frames, 'claims')).toEqual({
          frame: { fan_id: 'claims', seq, expected },
          index: 0,
        });
      }),
    );
  });

  it('needs seq and expected only for a frame it pushes, and refuses a fan deeper in the stack', () => {
    const stack = [
      { fan_id: 'world', seq: 0, expected: 1 },
      { fan_id: 'region', seq: 1, expected: 2 },
    ];
    expect(legFrames(stack, 'region', {}).frames).toEqual(stack);
    expect(() => legFrames(stack, 'claims', {})).toThrow(/seq and expected are needed/);
    expect(() => legFrames(stack, 'world', { seq: 0, expected: 1 })).toThrow(
      /already on the frame stack/,
    );
  });

  it('refuses a seq outside the fan, an empty fan and a repeated fan id', () => {
    expect(() => childFrames([], 'f', 3, 3)).toThrow(/outside 0..2/);
    expect(() => childFrames([], 'f', -1, 3)).toThrow(/outside/);
    expect(() => childFrames([], 'f', 0, 0)).toThrow(/at least one/);
    expect(() => childFrames(childFrames([], 'f', 0, 1), 'f', 0, 1)).toThrow(/already/);
  });

  it('finds nothing for a foreign fan', () => {
    expect(findFrame([{ fan_id: 'a', seq: 0, expected: 1 }], 'b')).toBeUndefined();
  });
});
