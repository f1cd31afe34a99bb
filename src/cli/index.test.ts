import { readFileSync } from 'node:fs';
import { printed } from '../../test-support/printed.js';
import { cli } from './index.js';

/** What the CLI prints, and the io that keeps it. */
function capture() {
  const kept = printed();
  return { ...kept, io: { ...kept.sink, env: {} } };
}

test('no command prints the usage and exits 2; help exits 0', async () => {
  const a = capture();
  expect(await cli([], a.io)).toBe(2);
  expect(a.out.join('')).toMatch(/^Usage: squadscope <command>/);
  const b = capture();
  expect(await cli(['--help'], b.io)).toBe(0);
});

test('an unknown command is refused by name with exit 2', async () => {
  const c = capture();
  expect(await cli(['crawll'], c.io)).toBe(2);
  expect(c.err.join('')).toContain("unknown command 'crawll'");
});

test('fan-in help comes out as lines, one option a line', async () => {
  const c = capture();
  expect(await cli(['fan-in', '--help'], c.io)).toBe(0);
  const text = c.out.join('');
  expect(text.split('\n').filter((l) => l.trim().startsWith('--')).length).toBeGreaterThanOrEqual(
    6,
  );
  expect(text).toMatch(/--artifact-dir DIR[^\n]*\n/);
});

test('--version prints the version of package.json', async () => {
  const out: string[] = [];
  const code = await cli(['--version'], { stdout: (t) => out.push(t), stderr: () => {}, env: {} });
  expect(code).toBe(0);
  const { version } = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  expect(out).toEqual([`squadscope ${version}\n`]);
});
