// The ground floor: every layer may import these helpers, so they import nothing of the
// project's but each other (and Node's own modules). A helper that needs more belongs
// to a layer above.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importsOf } from '../../test-support/imports.js';

const here = dirname(fileURLToPath(import.meta.url));

describe('src/base', () => {
  const modules = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('has modules', () => {
    expect(modules.length).toBeGreaterThan(0);
  });

  it.each(modules)('%s imports only node: modules and its neighbours', (file) => {
    const outside = importsOf(readFileSync(join(here, file), 'utf8')).filter(
      (spec) => !spec.startsWith('node:') && !/^\.\/[^/]+\.js$/.test(spec),
    );
    expect(outside).toEqual([]);
  });
});
