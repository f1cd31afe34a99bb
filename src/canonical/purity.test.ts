// Canonical JSON is a floor every layer stands on: its modules (the rules here and the
// fast recognizers in fast/) reach nothing of the project's but each other and src/base/.
import { join } from 'node:path';
import { modulesIn, reachableFrom, REPO_ROOT } from '../../test-support/imports.js';

const here = join(REPO_ROOT, 'src/canonical');
const modules = [...modulesIn(here), ...modulesIn(join(here, 'fast'))];

describe('src/canonical', () => {
  it('has modules', () => {
    expect(modules.length).toBeGreaterThan(5);
  });

  it.each(modules.map((file) => [file.slice(here.length + 1), file]))(
    '%s reaches only src/canonical/ and src/base/',
    (_name, file) => {
      const outside = reachableFrom(file).filter((path) => !/^src\/(canonical|base)\//.test(path));
      expect(outside).toEqual([]);
    },
  );
});
