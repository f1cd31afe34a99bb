import fc from 'fast-check';
import { canonicalJson } from '../../canonical/index.js';
import type { ItemOrigin } from '../kernel.js';
import { appendKernel, type AppendState } from './append.js';
import { parseKeyBy, resultKey } from './result-key.js';

function origin(seq: number, matrix: Record<string, unknown> | null): ItemOrigin {
  const frame = { fan_id: 'f', seq, expected: 100 };
  return { seq, attempt: 1, frame, frames: [frame], matrix };
}

async function foldAll(
  keyBy: string,
  legs: { seq: number; item: unknown; matrix: Record<string, unknown> | null }[],
): Promise<unknown> {
  let state: AppendState = appendKernel.init({ 'key-by': keyBy });
  for (const l of legs) state = await appendKernel.apply(state, l.item, origin(l.seq, l.matrix));
  return appendKernel.finalize(state);
}

describe('result keys', () => {
  it('one dimension gives its value; several their values by dimension name, joined with /', () => {
    expect(resultKey('matrix', null, origin(0, { region: 'eu' }))).toBe('eu');
    expect(resultKey('matrix', null, origin(0, { node: 20 }))).toBe('20');
    expect(resultKey('matrix', null, origin(0, { os: 'linux', node: 20, arm: true }))).toBe(
      'true/20/linux',
    );
    expect(resultKey('matrix', null, origin(0, { cfg: { b: 1, a: 'x' } }))).toBe('{"a":"x","b":1}');
    expect(resultKey('matrix.os', null, origin(0, { os: 'linux', node: 20 }))).toBe('linux');
    expect(resultKey('payload.id', { id: 'c7' }, origin(0, null))).toBe('c7');
  });

  it('names the seq when a leg has no key', () => {
    expect(() => resultKey('matrix', null, origin(3, null))).toThrow(
      'seq 3: the leg records no matrix combination (emit records it in a matrix job) (key-by matrix)',
    );
    expect(() => resultKey('matrix', null, origin(3, {}))).toThrow(
      /seq 3: the leg records no matrix/,
    );
    expect(() => resultKey('matrix.os', null, origin(4, { node: 20 }))).toThrow(
      'seq 4: the matrix has no dimension "os" (key-by matrix.os)',
    );
    expect(() => resultKey('payload.id', [1], origin(5, null))).toThrow(
      'seq 5: the payload has no field "id" (key-by payload.id)',
    );
  });

  it('refuses a key-by that is none of the three forms', () => {
    for (const bad of ['', 'seq', 'matrix.', 'payload', 'payload.a b', 3]) {
      expect(() => parseKeyBy(bad)).toThrow(/kernel option 'key-by' must be matrix/);
    }
    expect(() => appendKernel.init({ 'key-by': 'rows' })).toThrow(/'key-by' must be matrix/);
    expect(() => appendKernel.init({ keyby: 'matrix' })).toThrow(/no option "keyby"/);
  });

  it('keys the result the same whatever the fold order, and refuses two seqs of one key (property)', async () => {
    const regions = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), {
      minLength: 1,
      maxLength: 12,
    });
    await fc.assert(
      fc.asyncProperty(regions, fc.nat(), async (names, shuffle) => {
        const legs = names.map((region, seq) => ({ seq, item: { n: seq }, matrix: { region } }));
        const order = [...legs].sort(
          (a, b) => ((a.seq * 7 + shuffle) % 13) - ((b.seq * 7 + shuffle) % 13) || a.seq - b.seq,
        );
        const expected = Object.fromEntries(legs.map((l) => [l.matrix.region, l.item]));
        expect(canonicalJson(await foldAll('matrix', order))).toBe(canonicalJson(expected));
        const twice = [...legs, { seq: legs.length, item: {}, matrix: { region: names[0]! } }];
        await expect(foldAll('matrix', twice)).rejects.toThrow(
          `seqs 0 and ${legs.length} both have the key ${JSON.stringify(names[0])} (key-by matrix)`,
        );
      }),
    );
  });

  it('keeps the list result when no key-by is set', async () => {
    expect(await foldAll('matrix', [{ seq: 0, item: 'a', matrix: { r: 'x' } }])).toEqual({
      x: 'a',
    });
    let state = appendKernel.init({});
    state = await appendKernel.apply(state, 'a', origin(0, { r: 'x' }));
    expect(appendKernel.finalize(state)).toEqual(['a']);
  });
});
