/**
 * The demo's source config: the example sources with their feed URLs pointed at the local
 * demo server. Pure: the caller reads the template and writes the result.
 */

export interface SourceEntryLike {
  id: string;
  feed_url: string;
  [key: string]: unknown;
}

export function isSourceList(value: unknown): value is SourceEntryLike[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (e) =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as SourceEntryLike).id === 'string' &&
        typeof (e as SourceEntryLike).feed_url === 'string',
    )
  );
}

/**
 * Each entry keeps its id, name and options; only `feed_url` changes. Entries without a
 * bundled feed are left out (a demo feed that does not exist would only show a 404).
 */
export function demoSourceConfig(
  template: readonly SourceEntryLike[],
  feeds: readonly string[],
  feedUrl: (id: string) => string,
): SourceEntryLike[] {
  const known = new Set(feeds);
  return template.filter((e) => known.has(e.id)).map((e) => ({ ...e, feed_url: feedUrl(e.id) }));
}
