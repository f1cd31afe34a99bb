import { ConfigError } from '../../config/index.js';
import { RunContextError } from '../../runcontext/errors.js';
import { InputError } from '../../runtime/index.js';

/**
 * Runs fn, turning a problem with a file or value an input named into the InputError of that
 * input, so the action fails with one line that names it.
 */
export async function forInput<T>(input: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ConfigError) throw new InputError(input, error.message);
    if (error instanceof RunContextError) throw new InputError(error.input, error.problem);
    throw error;
  }
}
