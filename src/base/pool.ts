/**
 * Runs tasks with at most `concurrency` in flight, started in item order (pure: no I/O, no
 * clock). Results come back in item order whatever the finishing order, and `onDone` hears
 * of each result as it finishes.
 *
 * A failing task: by default every other item is still attempted (a leg that crawled is
 * uploaded even when another leg failed) and the first failure in item order is thrown once
 * all have settled. With `stopOnError`, no item starts after a failure; the ones in flight
 * finish, then the first failure is thrown.
 */
export interface PoolOptions<R> {
  onDone?: (result: R, index: number) => void;
  stopOnError?: boolean;
}

export async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
  options: PoolOptions<R> = {},
): Promise<R[]> {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  }
  const results = new Array<R>(items.length);
  const failures = new Map<number, unknown>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length && !(options.stopOnError && failures.size > 0)) {
      const index = next++;
      try {
        results[index] = await task(items[index]!, index);
      } catch (error) {
        failures.set(index, error);
        continue;
      }
      options.onDone?.(results[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  if (failures.size > 0) throw failures.get(Math.min(...failures.keys()));
  return results;
}
