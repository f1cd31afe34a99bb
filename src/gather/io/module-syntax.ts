/**
 * Where a user module's syntax error is. An ES module that does not parse fails to import
 * with a message and no position; Node's own syntax check (`node --check`, which compiles
 * the file without running it) prints the file, the line and a caret under the column.
 * Run only once a module has failed to load with a syntax error.
 */
import { execFile } from 'node:child_process';

const CHECK_TIMEOUT_MS = 10_000;
const MAX_CHECK_OUTPUT = 64 * 1024;

export interface SyntaxPosition {
  line: number;
  column: number;
  message: string;
}

/**
 * The position of the error in Node's report (`<file>:<line>`, the source line, a caret
 * under the column, then `SyntaxError: <message>`), or null when the report shows none.
 * An error at the end of the input has no caret: it is at column 1 of the line after the
 * last.
 */
export function parseSyntaxReport(report: string): SyntaxPosition | null {
  const lines = report.split(/\r?\n/u);
  const line = /:(\d+)$/u.exec(lines[0] ?? '')?.[1];
  const message = lines.find((text) => text.startsWith('SyntaxError: '));
  if (line === undefined || message === undefined) return null;
  const caret = lines[2] ?? '';
  return {
    line: Number(line),
    column: /^\s*\^+\s*$/u.test(caret) ? caret.indexOf('^') + 1 : 1,
    message: message.slice('SyntaxError: '.length),
  };
}

/**
 * `<module>:<line>:<column>: <message>` for the syntax error of the file at `path`, shown as
 * `module`; null when the check finds none or cannot tell where it is.
 */
export function syntaxErrorAt(path: string, module: string): Promise<string | null> {
  // The user's NODE_OPTIONS could load code into the check; it needs none of them.
  const env = { ...process.env };
  delete env['NODE_OPTIONS'];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--check', path],
      { env, timeout: CHECK_TIMEOUT_MS, maxBuffer: MAX_CHECK_OUTPUT, windowsHide: true },
      (error, _stdout, stderr) => {
        const found = error === null ? null : parseSyntaxReport(String(stderr));
        resolve(found && `${module}:${found.line}:${found.column}: ${found.message}`);
      },
    );
  });
}
