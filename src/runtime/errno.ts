/**
 * The `code` of a Node system error (ENOENT, EEXIST ...). Duck-typed, not `instanceof Error`:
 * errors from node:fs may come from another realm (a vm context such as jest's), where
 * instanceof is false. Deliberately free of @actions/core so pure-ish modules can use it.
 */
export function errnoCode(error: unknown): string | undefined {
  return typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
    ? error.code
    : undefined;
}
