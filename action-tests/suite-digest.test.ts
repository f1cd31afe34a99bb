// The committed bundles carry the suite digest (scripts/build.js stamps it): the code_sha of
// dist/*/*.js and schemas/*.json with the digest slots reset. The build's computation
// (scripts/suite-digest.js) and the one make-run-context falls back to when it runs from the
// sources (suiteDigestOf) must agree, or the two install forms would not.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../scripts/gen-readme-actions.js';
import { digestPaths, suiteDigest } from '../scripts/suite-digest.js';
import { suiteDigestOf } from '../src/runcontext/index.js';

const slot = /squadscope-suite-digest:([0-9a-fx]{64})/g;

function slotsIn(paths: string[]): string[] {
  return paths.flatMap((path) =>
    [...readFileSync(join(root, path), 'latin1').matchAll(slot)].map((m) => m[1]!),
  );
}

test('every digest slot in dist/ holds the digest of dist/ and schemas/', async () => {
  const digest = suiteDigest(root);
  expect(await suiteDigestOf(root)).toBe(digest);
  const slots = slotsIn(digestPaths(root).filter((p) => p.endsWith('.js')));
  expect(slots.length).toBeGreaterThan(0);
  expect(new Set(slots)).toEqual(new Set([digest]));
});

test('the digest covers every bundle and schema, and only those', () => {
  const paths = digestPaths(root);
  expect(paths).toContain('dist/suite/index.js');
  expect(paths).toContain('dist/make-run-context/index.js');
  expect(paths).toContain('schemas/run_context_v1.json');
  expect(paths.filter((p) => !/^(dist\/[^/]+\/[^/]+\.js|schemas\/[^/]+\.json)$/.test(p))).toEqual(
    [],
  );
  const schemas = readdirSync(join(root, 'schemas')).filter((f) => f.endsWith('.json'));
  expect(paths.filter((p) => p.startsWith('schemas/'))).toHaveLength(schemas.length);
});

test('the minified bundles keep source maps: a stack trace names the TypeScript source', () => {
  const script = [
    'process.setSourceMapsEnabled(true);',
    `const { start } = await import(${JSON.stringify(join(root, 'dist', 'suite', 'index.js'))});`,
    "try { await start('no-such-action'); } catch (error) { console.log(error.stack); }",
  ].join('\n');
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.stdout).toContain('No action named "no-such-action"');
  expect(run.stdout).toMatch(/src\/actions\/suite\.ts:\d+:\d+/);
  // Every action's entry turns the source maps on under debug logging (when the runtime logs
  // a stack), before the shared bundle loads.
  const enable = "if (process.env.RUNNER_DEBUG === '1') process.setSourceMapsEnabled(true);";
  for (const name of readdirSync(join(root, 'actions'))) {
    const entry = readFileSync(join(root, 'dist', name, 'index.js'), 'utf8');
    expect(entry.indexOf(enable)).toBeGreaterThanOrEqual(0);
    expect(entry.indexOf(enable)).toBeLessThan(entry.indexOf("import('../suite/index.js')"));
  }
});
