/**
 * Fields of a thrown error, read duck-typed, not with `instanceof Error`: errors from node:fs
 * or a client library may come from another realm (a vm context such as jest's), where
 * instanceof is false. Deliberately free of @actions/core so pure-ish modules can use it.
 */

/** The `code` of a Node system error (ENOENT, EEXIST ...). */
export function errnoCode(error: unknown): string | undefined {
  return stringField(error, 'code');
}

/** The `name` of an error (a client library's ArtifactNotFoundError, say). */
export function errorName(error: unknown): string | undefined {
  return stringField(error, 'name');
}

function stringField(error: unknown, key: 'code' | 'name'): string | undefined {
  if (typeof error !== 'object' || error === null || !(key in error)) return undefined;
  const value = (error as Record<typeof key, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}
