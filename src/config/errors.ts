import { oneLineSafe } from '../base/untrusted.js';

/**
 * A configuration file that cannot be used: missing, too large, not UTF-8, not JSON/YAML,
 * or not valid against its contract. The message is one line naming the file and the
 * problem; an action maps it to an InputError naming the input that gave the path.
 */
export class ConfigError extends Error {
  readonly file: string;
  readonly problem: string;
  /** Where in the file the problem is (1-based), when the parser knows. */
  readonly position?: TextPosition;

  constructor(file: string, problem: string, position?: TextPosition) {
    super(`${quotePath(file)}: ${oneLineSafe(problem)}`);
    this.name = 'ConfigError';
    this.file = file;
    this.problem = problem;
    if (position) this.position = position;
  }
}

/** A place in a text file, 1-based as editors and GitHub annotations count. */
export interface TextPosition {
  line: number;
  column: number;
}

/** The 1-based line and column of a UTF-16 index into `text` (pure). */
export function positionAt(text: string, offset: number): TextPosition {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** JSON-quoted and cut: a path from a workflow input may hold anything, newlines included. */
export function quotePath(path: string, max = 200): string {
  return JSON.stringify(path.length > max ? `${path.slice(0, max)}…` : path);
}
