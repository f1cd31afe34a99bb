// Fixtures live in test-support/, outside src/: the action bundles are built from src/, so a
// production module that imported a fixture would ship it. These checks keep it that way.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'src');
const TEST_SUPPORT = join(ROOT, 'test-support');
const MODULE_EXTENSIONS = new Set(['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const isTest = (path: string) => /\.test\.[cm]?[jt]s$/.test(path);

/** The relative specifiers a module imports, static and dynamic, resolved to absolute paths. */
function relativeImports(path: string, text = readFileSync(path, 'utf8')): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .map((f) => f.fileName)
    .filter((name) => name.startsWith('./') || name.startsWith('../'))
    .map((name) => resolve(dirname(path), name));
}

const rel = (path: string) => relative(ROOT, path).split(sep).join('/');

test('no module under src/ other than a test imports from test-support/', () => {
  const production = filesUnder(SRC).filter((p) => MODULE_EXTENSIONS.has(extname(p)) && !isTest(p));
  expect(production.length).toBeGreaterThan(50);
  const offenders = production.flatMap((path) =>
    relativeImports(path)
      .filter((target) => target.startsWith(TEST_SUPPORT + sep))
      .map((target) => `${rel(path)} imports ${rel(target)}`),
  );
  expect(offenders).toEqual([]);
});

test('src/ holds no fixture modules or fixture directories (they belong in test-support/)', () => {
  const fixtureLike = filesUnder(SRC)
    .map(rel)
    .filter(
      (p) => /\/(?:testing|test-support|examples)\.[cm]?[jt]s$/.test(p) || /\/fixtures\//.test(p),
    );
  expect(fixtureLike).toEqual([]);
});

test('the boundary check sees imports the way the compiler does', () => {
  const probe = join(SRC, 'probe.ts');
  const text = [
    "import { a } from '../test-support/fanin.js';",
    "export { b } from './local.js';",
    "const c = await import('../test-support/okf.js');",
    "import d from 'node:fs';",
  ].join('\n');
  expect(relativeImports(probe, text).map(rel)).toEqual([
    'test-support/fanin.js',
    'src/local.js',
    'test-support/okf.js',
  ]);
});
