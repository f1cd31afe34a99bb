// The frames a gather carries on, and the leg each kernel fold sees: the enclosing frames
// of a fan are the same for all its legs, and every fold sees its leg's whole stack.
import fc from 'fast-check';
import type { FanFrame } from '../contracts/index.js';
import type { Arrival } from './fold.js';
import { openGather, pull, type GatherSpec } from './engine.js';
import type { ItemOrigin, Kernel } from './kernel.js';
import { GATHER_SCHEMA_VERSION, type GatherRecord } from './record.js';
import { resumeGather } from './resume.js';

const FAN = 'region-eu';
const WORLD: FanFrame = { fan_id: 'world', seq: 0, expected: 1 };
const REGION: FanFrame = { fan_id: 'regions', seq: 1, expected: 3 };

function leg(seq: number, enclosing: FanFrame[] = [WORLD, REGION]): Arrival<unknown> {
  return {
    frames: [...enclosing, { fan_id: FAN, seq, expected: 3 }],
    attempt: 1,
    name: `fan-x-${seq}-a1`,
    item: seq,
    matrix: { city: `c${seq}` },
  };
}

/** Records what each fold was told about its leg. */
const seeing: Kernel<{ seen: ItemOrigin[] }, ItemOrigin[]> = {
  name: 'append',
  init: () => ({ seen: [] }),
  apply: (state, _item, origin) => ({ seen: [...state.seen, origin] }),
  finalize: (state) => state.seen,
};

function spec(mode: 'perfect' | 'latent'): GatherSpec {
  return { fan_id: FAN, collector: 'c', mode, kernel: 'append', options: {} };
}

describe.each(['perfect', 'latent'] as const)('a gather in %s mode', (mode) => {
  it('keeps the frames enclosing its fan, and each fold sees its leg whole', async () => {
    const { record } = await pull(
      openGather(spec(mode), seeing),
      [2, 0, 1].map((s) => leg(s)),
      seeing,
    );
    expect(record.frames).toEqual([WORLD, REGION]);
    const seen = record.result as ItemOrigin[];
    expect(seen).toHaveLength(3);
    for (const origin of seen) {
      expect(origin.frames).toEqual(leg(origin.seq).frames);
      expect(origin.matrix).toEqual({ city: `c${origin.seq}` });
      expect(origin.frame).toEqual({ fan_id: FAN, seq: origin.seq, expected: 3 });
    }
  });

  it('rejects a leg whose enclosing frames differ from the first leg offered (property)', async () => {
    const other = fc.constantFrom<FanFrame[]>(
      [],
      [WORLD],
      [REGION],
      [WORLD, { ...REGION, seq: 2 }],
    );
    await fc.assert(
      fc.asyncProperty(other, fc.boolean(), async (enclosing, oddFirst) => {
        const arrivals = oddFirst ? [leg(1, enclosing), leg(0)] : [leg(0), leg(1, enclosing)];
        const { record } = await pull(openGather(spec(mode), seeing), arrivals, seeing);
        const first = oddFirst ? enclosing : [WORLD, REGION];
        expect(record.frames).toEqual(first);
        expect(record.rejected).toEqual([
          {
            name: arrivals[1]!.name,
            detail: expect.stringMatching(/^its enclosing frames .* differ from the fan's/),
          },
        ]);
      }),
    );
  });
});

describe('resuming a record of an earlier version', () => {
  it('reads a record without schema_version as one whose frames are not known yet', async () => {
    const { record } = await pull(openGather(spec('latent'), seeing), [leg(0)], seeing);
    const json = JSON.parse(JSON.stringify(record)) as Partial<GatherRecord>;
    delete json.schema_version;
    delete json.frames;
    const resumed = resumeGather(json, spec('latent'), 'old', seeing);
    expect(resumed).toMatchObject({ schema_version: GATHER_SCHEMA_VERSION, frames: null });
    // The next leg tells the frames.
    const next = await pull(resumed, [leg(1)], seeing);
    expect(next.record.frames).toEqual([WORLD, REGION]);
  });

  it('refuses a record of another schema_version and frames that are not a stack', async () => {
    const { record } = await pull(openGather(spec('latent'), seeing), [leg(0)], seeing);
    const json = JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
    expect(() => resumeGather({ ...json, schema_version: 3 }, spec('latent'), 's', seeing)).toThrow(
      'gather state s has schema_version 3, not 2: it was written by another version of gather',
    );
    expect(() =>
      resumeGather({ ...json, frames: [{ fan_id: '' }] }, spec('latent'), 's', seeing),
    ).toThrow(/is corrupt: frames is not null or a stack/);
  });
});
