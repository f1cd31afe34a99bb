// The grammar of an id that names a leg: an RSS source id or a packed leg's id (the
// schemas' `sourceId`). One constant so that every reader checks the same grammar.

/**
 * An id becomes part of artifact and file names, so nothing that could climb out of a
 * directory or hide. ASCII only, so the pattern reads the same with or without the `u` flag
 * Ajv compiles schema patterns with.
 */
export const LEG_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
