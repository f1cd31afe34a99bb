/**
 * An error that carries a machine-readable `code`, so callers (diagnostics, the CLI, tests)
 * branch on the code instead of parsing the message. A subclass names its own codes and
 * sets its own `name`.
 */
export class CodedError<Code extends string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
