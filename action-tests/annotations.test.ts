// Errors in a config file annotate that file at the line and column where they are, as the
// runner shows them on the file in a pull request: the bundle run as the runner runs it.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAMPLE_TOPIC, withExampleConfigs } from './example-configs.js';
import { runStep } from './runner.js';

let workspace: string;
beforeAll(async () => {
  workspace = mkdtempSync(join(tmpdir(), 'annotations-'));
  await withExampleConfigs(workspace);
  mkdirSync(join(workspace, 'config'));
  writeFileSync(join(workspace, 'config', 'sources.yml'), '- id: a\n  feed_url: [x\n');
  writeFileSync(join(workspace, 'config', 'sources.json'), '[\n  {"id": "a",}\n]\n');
  writeFileSync(join(workspace, 'config', 'empty.json'), '[]\n');
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const plan = (sourceConfig: string) =>
  runStep(
    'make-run-context',
    {
      'source-config': sourceConfig,
      'topic-config': EXAMPLE_TOPIC,
      'artifact-dir': join(workspace, 'artifacts'),
    },
    { cwd: workspace },
  );

const errors = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::error'));

test('a YAML syntax error: the file, its line and column', async () => {
  const step = await plan('config/sources.yml');
  expect(step.exitCode).toBe(1);
  const [line] = errors(step.stdout);
  const place = /line (\d+), column (\d+)/.exec(line ?? '');
  expect(place).not.toBeNull();
  expect(line).toMatch(
    new RegExp(
      `^::error file=config/sources.yml,line=${place![1]},col=${place![2]}::Input 'source-config': `,
    ),
  );
});

test('a JSON syntax error: the place of the offending character', async () => {
  const step = await plan('./config/sources.json');
  expect(errors(step.stdout)).toEqual([
    expect.stringMatching(
      /^::error file=config\/sources.json,line=2,col=14::Input 'source-config': /,
    ),
  ]);
});

test('a config without a known place annotates the file alone; outside the workspace, no file', async () => {
  const empty = await plan('config/empty.json');
  expect(errors(empty.stdout)).toEqual([
    expect.stringMatching(/^::error file=config\/empty.json::Input 'source-config': /),
  ]);
  const outside = await plan(join(workspace, 'config', 'sources.json'));
  expect(errors(outside.stdout)).toEqual([
    expect.stringMatching(/^::error::Input 'source-config': /),
  ]);
});
