// Keys named like a JavaScript object's prototype machinery (`__proto__`, `constructor`,
// `prototype`) in untrusted data: the one rule for them. Reading such a key from a plain
// object gives what the object inherits when it has no own field of that name (a function,
// Object.prototype), and assigning `__proto__` sets the prototype instead of a field. So a
// key named by untrusted input is read as an own field only (`ownField`), an option that
// names a key refuses them (`prototypeKeyProblem`), and a record of fixed fields refuses any
// other key (`extraKeys`). Pure.

/** The key whose assignment sets an object's prototype rather than a field. */
export const PROTO_KEY = '__proto__';

/** The prototype-named keys. */
export const PROTOTYPE_KEYS: readonly string[] = [PROTO_KEY, 'constructor', 'prototype'];

/** Whether `key` is one of {@link PROTOTYPE_KEYS}. */
export function isPrototypeKey(key: string): boolean {
  return PROTOTYPE_KEYS.includes(key);
}

/** Why `key`, named by an option `what`, is refused, or null when it is an ordinary key. */
export function prototypeKeyProblem(what: string, key: string): string | null {
  return isPrototypeKey(key)
    ? `${what} must not be ${JSON.stringify(key)}: a prototype-named key (${PROTOTYPE_KEYS.join(', ')}) is refused`
    : null;
}

/** The own field `key` of `value` (an object), never an inherited one; undefined otherwise. */
export function ownField(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/** The own keys of `value` outside `allowed` (a record of fixed fields), in order. */
export function extraKeys(value: object, allowed: readonly string[]): string[] {
  return Object.keys(value).filter((key) => !allowed.includes(key));
}
