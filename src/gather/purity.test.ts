// The gather engine (this folder's modules), its collectors and its kernels reach, directly
// or through the modules they import, neither the artifact store nor the runtime: a gather
// is the same fold whether the emit/gather actions, the CLI or the crawl's fan-in drive it.
// What reads or writes artifacts lives in io/.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { modulesIn, reachableFrom, REPO_ROOT } from '../../test-support/imports.js';

const IMPURE = /^src\/(artifacts|runtime)\//;

/**
 * Modules of this folder that wire the engine to the world: the registry hands each kernel
 * its publish step, which writes to the run's artifacts.
 */
const WIRING = ['registry.ts'];

const here = join(REPO_ROOT, 'src/gather');
const modules = [here, join(here, 'collectors'), join(here, 'kernels')]
  .flatMap(modulesIn)
  .filter((file) => !WIRING.some((name) => file === join(here, name)));

describe('the gather engine, collectors and kernels', () => {
  it('has modules', () => {
    expect(modules.length).toBeGreaterThan(10);
  });

  it('names only modules that exist among the exceptions', () => {
    expect(WIRING.filter((name) => !existsSync(join(here, name)))).toEqual([]);
  });

  it.each(modules.map((file) => [file.slice(here.length + 1), file]))(
    '%s reaches neither the artifact store nor the runtime',
    (_name, file) => {
      expect(reachableFrom(file).filter((path) => IMPURE.test(path))).toEqual([]);
    },
  );
});
