// The fan-in's rules (this folder's modules) and its speed machinery (fast/) are pure: they
// reach, directly or through the modules they import, neither the artifact store, the
// runtime nor the fan-in's own I/O (io/). What touches files, artifacts or threads lives in
// io/, which may use them all.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { modulesIn, reachableFrom, REPO_ROOT } from '../../test-support/imports.js';

const IMPURE = /^src\/(artifacts|runtime|fanin\/io)\//;

/** Modules of this folder that are not rules: index.ts is the fan-in's front door and exports the I/O too. */
const NOT_RULES = ['index.ts'];

const here = join(REPO_ROOT, 'src/fanin');
const modules = [...modulesIn(here), ...modulesIn(join(here, 'fast'))].filter(
  (file) => !NOT_RULES.some((name) => file === join(here, name)),
);

describe('the fan-in rules and fast/', () => {
  it('has modules', () => {
    expect(modules.length).toBeGreaterThan(10);
  });

  it('names only modules that exist among the exceptions', () => {
    expect(NOT_RULES.filter((name) => !existsSync(join(here, name)))).toEqual([]);
  });

  it.each(modules.map((file) => [file.slice(here.length + 1), file]))(
    '%s reaches neither the artifact store, the runtime nor io/',
    (_name, file) => {
      expect(reachableFrom(file).filter((path) => IMPURE.test(path))).toEqual([]);
    },
  );
});
