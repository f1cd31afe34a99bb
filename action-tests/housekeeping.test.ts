// The files an open-source repository is expected to have, and what they must say.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { loadActions, root } from '../scripts/gen-readme-actions.js';

const read = (rel: string) => readFileSync(join(root, rel), 'utf8');

test('LICENSE is the MIT license package.json declares', () => {
  expect(JSON.parse(read('package.json')).license).toBe('MIT');
  expect(read('LICENSE')).toMatch(/^MIT License\n/);
});

test('SECURITY.md, CONTRIBUTING.md and CHANGELOG.md say what they must', () => {
  expect(read('SECURITY.md')).toMatch(/## Reporting a vulnerability[\s\S]*## In scope/);
  const contributing = read('CONTRIBUTING.md');
  for (const heading of [
    '## Layout',
    '## Commands',
    '## Adding a source type',
    '## Adding a gather kernel',
    '## Releasing',
  ])
    expect(contributing).toContain(heading);
  expect(read('CHANGELOG.md')).toMatch(/^## \[Unreleased\]$/m);
});

test('.node-version is the Node the actions run on', () => {
  expect(read('.node-version').trim()).toBe('24');
  const using = ['make-run-context', 'fan-in'].map(
    (name) =>
      (parseYaml(read(`actions/${name}/action.yml`)) as { runs: { using: string } }).runs.using,
  );
  expect(using).toEqual(['node24', 'node24']);
});

test('Dependabot updates npm and the workflow actions, grouped', () => {
  const config = parseYaml(read('.github/dependabot.yml')) as {
    version: number;
    updates: { 'package-ecosystem': string; groups?: Record<string, unknown> }[];
  };
  expect(config.version).toBe(2);
  expect(config.updates.map((u) => u['package-ecosystem']).sort()).toEqual([
    'github-actions',
    'npm',
  ]);
  for (const update of config.updates)
    expect(Object.keys(update.groups ?? {}).length).toBeGreaterThan(0);
});

test('git marks dist/ as generated', () => {
  if (!existsSync(join(root, '.git'))) return;
  const attrs = execFileSync(
    'git',
    ['check-attr', 'linguist-generated', '--', 'dist/fan-in/index.js', 'src/fanin/io/run.ts'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  expect(attrs).toBe(
    'dist/fan-in/index.js: linguist-generated: true\nsrc/fanin/io/run.ts: linguist-generated: unspecified\n',
  );
});

describe('README.md for users first', () => {
  const readme = read('README.md');
  const lines = readme.split('\n');

  test('its first screen shows what to write in a workflow, then install, demo and test', () => {
    const first = (text: string) => lines.findIndex((line) => line.includes(text));
    expect(first('uses: squadscope/')).toBeGreaterThan(0);
    expect(first('uses: squadscope/')).toBeLessThan(40);
    expect(first('npm ci')).toBeLessThan(first('npm run demo'));
    expect(first('npm run demo')).toBeLessThan(first('npm test'));
  });

  test('a Guides list other guides can join, and the performance log in docs/', () => {
    expect(readme).toMatch(/^## Guides\n\n(- .+\n)+/m);
    expect(readme).toContain('(docs/performance.md)');
    expect(readme).not.toContain('## Performance');
    expect(read('docs/performance.md')).toContain('## How the fan-in gets there');
  });
});

test('every relative link of the documentation points at a file that exists', () => {
  const docs = [
    'README.md',
    'CONTRIBUTING.md',
    'SECURITY.md',
    'CHANGELOG.md',
    'docs/performance.md',
    ...loadActions().map((a) => `actions/${a.name}/README.md`),
  ];
  const broken: string[] = [];
  for (const doc of docs) {
    for (const [, target] of read(doc).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target!)) continue;
      const path = target!.split('#')[0]!;
      if (!existsSync(join(root, dirname(doc), path))) broken.push(`${doc}: ${target}`);
    }
  }
  expect(broken).toEqual([]);
});
