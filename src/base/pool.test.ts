import fc from 'fast-check';
import { runPool } from './pool.js';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('runPool', () => {
  test('never runs more than `concurrency` tasks at once, and runs them all', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(5), { maxLength: 20 }),
        fc.integer({ min: 1, max: 6 }),
        async (delays, concurrency) => {
          let running = 0;
          let peak = 0;
          const done: number[] = [];
          const results = await runPool(
            delays,
            concurrency,
            async (delay, i) => {
              running++;
              peak = Math.max(peak, running);
              for (let k = 0; k < delay; k++) await Promise.resolve();
              running--;
              return i * 10;
            },
            { onDone: (_r, i) => done.push(i) },
          );
          expect(results).toEqual(delays.map((_d, i) => i * 10));
          expect(peak).toBeLessThanOrEqual(concurrency);
          expect([...done].sort((a, b) => a - b)).toEqual(delays.map((_d, i) => i));
        },
      ),
    );
  });

  test('reports each result as it finishes, not in input order', async () => {
    const gates = [deferred(), deferred()];
    const order: string[] = [];
    const run = runPool(
      ['slow', 'fast'],
      2,
      async (name, i) => {
        await gates[i]!.promise;
        return name;
      },
      { onDone: (name) => order.push(name) },
    );
    gates[1]!.resolve();
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual(['fast']);
    gates[0]!.resolve();
    expect(await run).toEqual(['slow', 'fast']);
    expect(order).toEqual(['fast', 'slow']);
  });

  test('refuses a concurrency below 1 and propagates a task failure', async () => {
    await expect(runPool([1], 0, async () => 1)).rejects.toThrow(RangeError);
    await expect(
      runPool([1, 2], 2, async (n) => {
        if (n === 2) throw new Error('boom');
        return n;
      }),
    ).rejects.toThrow('boom');
  });

  test('by default every item is attempted, and the first failure in item order is thrown', async () => {
    const started: number[] = [];
    const run = runPool([0, 1, 2, 3], 2, async (n) => {
      started.push(n);
      await Promise.resolve();
      if (n === 1 || n === 3) throw new Error(`fail ${n}`);
      return n;
    });
    await expect(run).rejects.toThrow('fail 1');
    expect([...started].sort()).toEqual([0, 1, 2, 3]);
  });

  test('stopOnError: nothing starts after a failure; the tasks in flight finish', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const gate = deferred();
    const run = runPool(
      [0, 1, 2, 3],
      2,
      async (n) => {
        started.push(n);
        if (n === 0) throw new Error('fail 0');
        await gate.promise;
        finished.push(n);
        return n;
      },
      { stopOnError: true },
    );
    await new Promise((r) => setImmediate(r));
    gate.resolve();
    await expect(run).rejects.toThrow('fail 0');
    expect(started).toEqual([0, 1]);
    expect(finished).toEqual([1]);
  });
});
