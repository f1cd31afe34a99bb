import fc from 'fast-check';
import { retryLoop, type Verdict } from './retry-loop.js';

type Kind = 'a' | 'b';

/** A plan whose failures name their class; waits are recorded, settle says how it ended. */
function plan(limits: Record<Kind, number>, deadlineMs?: number) {
  let now = 0;
  const waits: string[] = [];
  return {
    waits,
    plan: {
      sort: (error: unknown): Verdict<Kind> => ({
        kind: error === 'final' ? null : (error as Kind),
      }),
      retries: (v: { kind: Kind }) => limits[v.kind],
      waitMs: (v: { kind: Kind }, retry: number) => (v.kind === 'a' ? 10 : 100) * retry,
      ...(deadlineMs === undefined ? {} : { deadlineMs }),
      now: () => now,
      settle: (error: unknown, v: Verdict<Kind>, end: { attempts: number; exhausted: boolean }) =>
        `${String(error)}:${v.kind ?? 'final'}:${end.attempts}:${end.exhausted}`,
      pause: async (ms: number, v: { kind: Kind }, retry: number) => {
        waits.push(`${v.kind}${retry}=${ms}`);
        now += ms;
      },
    },
  };
}

/** A call that fails with each of `failures` in turn, then succeeds. */
const failing = (failures: string[]) => async (attempt: number) => {
  const failure = failures[attempt - 1];
  if (failure !== undefined) throw failure;
  return 'ok';
};

test('each class of failure spends its own retries, then the failure settles the loop', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.constantFrom<Kind>('a', 'b'), { maxLength: 8 }),
      fc.nat(4),
      fc.nat(4),
      async (failures, a, b) => {
        const { plan: p, waits } = plan({ a, b });
        const result = await retryLoop(failing(failures), p);
        // The first failure of a class past its retries ends the loop.
        const seen = { a: 0, b: 0 };
        const stop = failures.findIndex((k) => ++seen[k] > { a, b }[k]);
        if (stop === -1) {
          expect(result).toBe('ok');
          expect(waits).toHaveLength(failures.length);
        } else {
          expect(result).toBe(`${failures[stop]}:${failures[stop]}:${stop + 1}:true`);
          expect(waits).toHaveLength(stop);
        }
      },
    ),
  );
});

test('a final failure settles at once; the deadline ends the retries early', async () => {
  const final = plan({ a: 5, b: 5 });
  expect(await retryLoop(failing(['a', 'final']), final.plan)).toBe('final:final:2:false');
  expect(final.waits).toEqual(['a1=10']);
  // Waits of 10, 20, 30: the fourth (40) would start past 70 ms.
  const late = plan({ a: 9, b: 9 }, 70);
  expect(await retryLoop(failing(['a', 'a', 'a', 'a', 'a']), late.plan)).toBe('a:a:4:true');
  expect(late.waits).toEqual(['a1=10', 'a2=20', 'a3=30']);
});
