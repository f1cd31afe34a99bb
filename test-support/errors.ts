/**
 * What a test expects to fail: the error itself, to check its code and message. Another kind
 * of error than the one expected propagates as it is (its own message explains the failure);
 * no error at all fails the test.
 */

type ErrorClass<E> = abstract new (...args: never[]) => E;

/** What `promise` rejects with; a promise that fulfils fails the test instead. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/** The `type` error `promise` rejects with. */
export async function rejectedWith<E>(type: ErrorClass<E>, promise: Promise<unknown>): Promise<E> {
  const error = await rejection(promise);
  if (error instanceof type) return error;
  throw error;
}

/** The `type` error `fn` throws. */
export function thrownBy<E>(type: ErrorClass<E>, fn: () => unknown): E {
  try {
    fn();
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected a ${type.name}`);
}
