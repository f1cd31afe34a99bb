/**
 * The message of anything thrown, for a log line or a diagnostic. Duck-typed, not
 * `instanceof Error`: errors may come from another realm (a vm context such as jest's, or a
 * client library's), where instanceof is false. An error with an empty message gives its
 * name. Free of @actions/core, so pure modules can use it.
 */
export function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown; name?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    const name = (error as { name?: unknown }).name;
    if (typeof message === 'string' && typeof name === 'string' && name !== '') return name;
  }
  return String(error);
}
