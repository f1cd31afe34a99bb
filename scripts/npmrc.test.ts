// A newcomer's `npm ci` on the Node their machine has (often 20) prints no wall of
// EBADENGINE warnings, and still prints an error. npm is run on a throwaway project that asks
// for a Node no machine has, with the repository's .npmrc and without it.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'npmrc-'));
  const pkg = {
    name: 'engines-probe',
    version: '1.0.0',
    private: true,
    engines: { node: '>=999' },
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** npm with the arguments, in the throwaway project, offline: what it printed, and its status. */
function npm(...args: string[]): { output: string; status: number | null } {
  const run = spawnSync('npm', [...args, '--offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    encoding: 'utf8',
    // This repository's own npm settings must not leak in through the test's environment.
    env: Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)),
    ) as NodeJS.ProcessEnv,
    timeout: 60_000,
  });
  return { output: `${run.stdout}${run.stderr}`, status: run.status };
}

test('without the .npmrc npm warns of the engine (the probe works)', () => {
  const { output, status } = npm('install', '--ignore-scripts');
  expect(status).toBe(0);
  expect(output).toContain('EBADENGINE');
});

test("with the repository's .npmrc the install prints no engine warning", () => {
  copyFileSync(join(ROOT, '.npmrc'), join(dir, '.npmrc'));
  const { output, status } = npm('install', '--ignore-scripts');
  expect(status).toBe(0);
  expect(output).not.toMatch(/EBADENGINE|npm warn/i);
});

test("with the repository's .npmrc an error still prints", () => {
  copyFileSync(join(ROOT, '.npmrc'), join(dir, '.npmrc'));
  const { output, status } = npm('run', 'no-such-script');
  expect(status).not.toBe(0);
  expect(output).toMatch(/npm error Missing script: "no-such-script"/);
});
