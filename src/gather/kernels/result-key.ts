/**
 * The key of a gathered item (pure), for a result keyed by the matrix (`key-by`):
 * - `matrix`: the leg's matrix combination; one dimension gives its value, several give
 *   their values in the order of the dimension names (sorted), joined with "/";
 * - `matrix.<name>`: the value of one dimension;
 * - `payload.<name>`: the value of a top-level field of the payload.
 * A string value is the key as it is; any other JSON value is its canonical JSON (3, true,
 * {"os":"linux"}). docs/gather.md, "Results keyed by the matrix".
 */
import { canonicalJson, compareStrings } from '../../canonical/index.js';
import type { ItemOrigin } from '../kernel.js';
import { isPlainObject } from '../json-value.js';

/** `matrix`, `matrix.<name>` or `payload.<name>`. */
export type KeyBy = string;

const KEY_BY = /^(matrix|matrix\.[^\s]{1,200}|payload\.[^\s]{1,200})$/u;
/** Longest key: keys end up in outputs and messages. */
export const MAX_KEY_CHARS = 1000;

/** The `key-by` option, checked (RangeError naming the option). */
export function parseKeyBy(value: unknown): KeyBy {
  if (typeof value !== 'string' || !KEY_BY.test(value)) {
    throw new RangeError(
      `kernel option 'key-by' must be matrix, matrix.<dimension> or payload.<field>, got ${JSON.stringify(value)?.slice(0, 60) ?? String(value)}`,
    );
  }
  return value;
}

function keyText(value: unknown): string {
  return typeof value === 'string' ? value : canonicalJson(value);
}

export function combinationKey(matrix: Readonly<Record<string, unknown>>): string {
  return Object.keys(matrix)
    .sort(compareStrings)
    .map((name) => keyText(matrix[name]))
    .join('/');
}

function rawKey(keyBy: KeyBy, item: unknown, origin: ItemOrigin): string {
  const where = `seq ${origin.seq}`;
  if (keyBy.startsWith('payload.')) {
    const field = keyBy.slice('payload.'.length);
    if (!isPlainObject(item) || !Object.hasOwn(item, field)) {
      throw new Error(
        `${where}: the payload has no field ${JSON.stringify(field)} (key-by ${keyBy})`,
      );
    }
    return keyText(item[field]);
  }
  const matrix = origin.matrix ?? null;
  if (matrix === null || Object.keys(matrix).length === 0) {
    throw new Error(
      `${where}: the leg records no matrix combination (emit records it in a matrix job) (key-by ${keyBy})`,
    );
  }
  if (keyBy === 'matrix') return combinationKey(matrix);
  const name = keyBy.slice('matrix.'.length);
  if (!Object.hasOwn(matrix, name)) {
    throw new Error(
      `${where}: the matrix has no dimension ${JSON.stringify(name)} (key-by ${keyBy})`,
    );
  }
  return keyText(matrix[name]);
}

/** The key of `item` (from the leg `origin`) under `keyBy`; an Error naming the seq if none. */
export function resultKey(keyBy: KeyBy, item: unknown, origin: ItemOrigin): string {
  const key = rawKey(keyBy, item, origin);
  if (key.length > MAX_KEY_CHARS) {
    throw new Error(
      `seq ${origin.seq}: its key is ${key.length} characters, above ${MAX_KEY_CHARS}`,
    );
  }
  return key;
}
