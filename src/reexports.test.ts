// One home for each exported name, and one import path to it: a module exports what it
// defines and passes on nothing of another module. The one exception is a folder's front
// door, its index.ts, which may re-export the modules of its own folder (and subfolders);
// a name from outside the folder is imported from its home.
import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { modulesUnder, reexportsOf, REPO_ROOT } from '../test-support/imports.js';

describe('re-exports in src/', () => {
  const modules = modulesUnder(join(REPO_ROOT, 'src'));

  it('has modules', () => {
    expect(modules.length).toBeGreaterThan(100);
  });

  it('none but a folder index.ts passes on a name, and an index only of its own folder', () => {
    const strays = modules.flatMap((file) =>
      reexportsOf(readFileSync(file, 'utf8'))
        .filter(
          ({ from }) =>
            basename(file) !== 'index.ts' ||
            !resolve(dirname(file), from).startsWith(`${dirname(file)}/`),
        )
        .map(({ name, from }) => `${relative(REPO_ROOT, file)}: ${name} from ${from}`),
    );
    expect(strays).toEqual([]);
  });
});

describe('reexportsOf', () => {
  it('finds export-from, export *, and an imported name exported again, types included', () => {
    const source = [
      "import { a, b as c } from './one.js';",
      "import type { T } from './two.js';",
      "import d, { e } from './three.js';",
      "export { x, y as z } from './four.js';",
      "export type { U } from './five.js';",
      "export * from './six.js';",
      'export { c, local };',
      'export type { T };',
      'const local = 1;',
      'export const own = a + e;',
    ].join('\n');
    expect(reexportsOf(source)).toEqual([
      { name: 'x', from: './four.js' },
      { name: 'z', from: './four.js' },
      { name: 'U', from: './five.js' },
      { name: '*', from: './six.js' },
      { name: 'c', from: './one.js' },
      { name: 'T', from: './two.js' },
    ]);
  });

  it('finds nothing in a module that exports only what it defines', () => {
    const source =
      "import { a } from './one.js';\nconst b = a;\nexport { b };\nexport function f() {}";
    expect(reexportsOf(source)).toEqual([]);
  });
});
