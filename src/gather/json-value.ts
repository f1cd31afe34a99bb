/**
 * What "plain JSON" means for a gather state (pure): null, booleans, finite numbers,
 * well-formed strings, arrays and plain objects, nothing else. A state that passes survives
 * being persisted and resumed unchanged.
 */

/** Why `value` is not plain JSON (with the JSON pointer of the first offence), or null. */
export function jsonProblem(value: unknown, pointer = '', depth = 0): string | null {
  if (depth > 200) return `${pointer || '/'} nests deeper than 200 levels`;
  if (value === null || typeof value === 'boolean') return null;
  if (typeof value === 'number') {
    return Number.isFinite(value)
      ? null
      : `${pointer || '/'} is ${String(value)}, not a JSON number`;
  }
  if (typeof value === 'string') {
    return value.isWellFormed() ? null : `${pointer || '/'} holds a lone surrogate`;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = jsonProblem(value[i], `${pointer}/${i}`, depth + 1);
      if (problem !== null) return problem;
    }
    return null;
  }
  if (typeof value === 'object') {
    // Object.prototype of any realm (a worker's value arrives from another one) has no prototype.
    const proto = Object.getPrototypeOf(value) as object | null;
    if (proto !== null && Object.getPrototypeOf(proto) !== null) {
      return `${pointer || '/'} is a ${value.constructor?.name ?? 'non-plain object'}, not a plain object`;
    }
    for (const [key, item] of Object.entries(value)) {
      const problem = jsonProblem(
        item,
        `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        depth + 1,
      );
      if (problem !== null) return problem;
    }
    return null;
  }
  return `${pointer || '/'} is ${typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`}, not JSON`;
}

/** True for a plain (non-array, non-null) JSON object. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
