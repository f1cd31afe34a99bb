import { validate, type ContractName } from '../contracts/index.js';
import { ConfigError } from './errors.js';

const MAX_LISTED = 3;

/**
 * Where a person finds the problem: a missing property is missing from the object that
 * should hold it (`/0 must have required property 'feed_url'`, not `/0/feed_url`, which
 * points at nothing).
 */
function at(pointer: string, message: string): string {
  const missing = /^must have required property '([^']*)'$/.exec(message)?.[1];
  if (missing === undefined) return pointer;
  const tail = `/${missing.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  return pointer.endsWith(tail) ? pointer.slice(0, -tail.length) : pointer;
}

/**
 * Validates a parsed config against its contract; on failure one ConfigError listing the
 * first few violations by JSON pointer (`/2/feed_url must match pattern ...`).
 */
export function checkContract<T>(
  file: string,
  contract: ContractName,
  what: string,
  value: unknown,
  explain: (pointer: string, message: string) => string = (_p, m) => m,
): T {
  const result = validate(contract, value);
  if (result.ok) return value as T;
  const listed = result.errors
    .slice(0, MAX_LISTED)
    .map((e) => `${at(e.pointer, e.message) || '/'} ${explain(e.pointer, e.message)}`);
  const more = result.errors.length - MAX_LISTED;
  throw new ConfigError(
    file,
    `is not a valid ${what}: ${listed.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`,
  );
}
