/**
 * Checks of kernel states read back from artifacts (pure): the shapes the kernels' `apply`
 * relies on, so that a corrupt state is refused as such instead of failing on the next
 * leg's fold, which would blame that leg.
 */
import { isPlainObject } from '../json-value.js';
import { isCount } from '../../base/count.js';

/**
 * Why `value` (the state's `field`) is not a list of {seq, item} entries, ascending by
 * seq when `ascending`; null when it is one.
 */
export function seqEntriesProblem(
  value: unknown,
  field: string,
  ascending: boolean,
): string | null {
  if (!Array.isArray(value)) return `${field} is not an array`;
  let previous = -1;
  for (const entry of value as unknown[]) {
    if (!isPlainObject(entry) || !isCount(entry['seq']) || !Object.hasOwn(entry, 'item')) {
      return `${field} holds an entry that is not {seq, item}`;
    }
    if (ascending && entry['seq'] <= previous) return `${field} is not in ascending seq order`;
    previous = entry['seq'];
  }
  return null;
}

/** Why `state` is not an object whose `items` are {seq, item} entries in seq order, or null. */
export function itemsProblem(state: unknown): string | null {
  if (!isPlainObject(state)) return 'is not an object';
  return seqEntriesProblem(state['items'], 'items', true);
}
