// No function in src/ runs over 80 lines: a longer one is split into named steps that read
// at once (CONTRIBUTING.md, "Commands"). The check lives beside the sources, not in
// action-tests/, because it reads only them: it needs no bundle and runs with the unit
// tests. Tests and generated code are left out: a test reads top to bottom as a story,
// and generated code is not written by hand.
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const MAX_LINES = 80;
const srcDir = new URL('.', import.meta.url).pathname;

interface LongFunction {
  where: string;
  name: string;
  lines: number;
}

/** A name a reader can find the function by: its own, or the name it is bound to. */
function nameOf(node: ts.FunctionLikeDeclaration, sf: ts.SourceFile): string {
  if (node.name !== undefined) return node.name.getText(sf);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) &&
    parent.name !== undefined
  )
    return parent.name.getText(sf);
  return ts.isArrowFunction(node) ? '<arrow>' : '<function>';
}

/** Every function-like node with a body in one file whose lines exceed `max`. */
function longFunctionsIn(fileName: string, text: string, max: number): LongFunction[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && (node as ts.FunctionLikeDeclaration).body !== undefined) {
      const fn = node as ts.FunctionLikeDeclaration;
      const first = sf.getLineAndCharacterOfPosition(fn.getStart(sf)).line;
      const last = sf.getLineAndCharacterOfPosition(fn.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max)
        found.push({ where: `${fileName}:${first + 1}`, name: nameOf(fn, sf), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !relative(srcDir, path).startsWith(join('contracts', 'generated')))
    .sort();
}

/** A function of `bodyLines` lines between its braces, in one of the shapes we write. */
function functionText(shape: number, bodyLines: number): string {
  const body = Array.from({ length: bodyLines }, (_, i) => `  const v${i} = ${i};`).join('\n');
  const shapes = [
    `export function named() {\n${body}\n}\n`,
    `const bound = () => {\n${body}\n};\n`,
    `class C {\n  method() {\n${body}\n  }\n}\n`,
    `call(function () {\n${body}\n});\n`,
  ];
  return shapes[shape % shapes.length] as string;
}

test(`no function in src/ is over ${MAX_LINES} lines`, () => {
  const files = sourceFiles(srcDir);
  expect(files.length).toBeGreaterThan(100);
  const long = files.flatMap((path) =>
    longFunctionsIn(join('src', relative(srcDir, path)), readFileSync(path, 'utf8'), MAX_LINES),
  );
  expect(long.map((f) => `${f.where} ${f.name} (${f.lines} lines)`)).toEqual([]);
});

test('property: a function is reported exactly when its lines exceed the limit', () => {
  fc.assert(
    fc.property(fc.nat(3), fc.integer({ min: 1, max: 12 }), fc.nat(14), (shape, bodyLines, max) => {
      const found = longFunctionsIn('f.ts', functionText(shape, bodyLines), max);
      // The braces' lines count: a body of n lines is a function of n + 2.
      expect(found.map((f) => f.lines)).toEqual(bodyLines + 2 > max ? [bodyLines + 2] : []);
    }),
  );
});

test('names a function by its own name or the name it is bound to', () => {
  const names = [0, 1, 2, 3].map(
    (shape) => longFunctionsIn('f.ts', functionText(shape, 3), 1)[0]?.name,
  );
  expect(names).toEqual(['named', 'bound', 'method', '<function>']);
  expect(longFunctionsIn('f.ts', functionText(1, 3), 1)[0]?.where).toBe('f.ts:1');
});
