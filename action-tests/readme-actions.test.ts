// The README's table of action inputs and outputs is generated from actions/*/action.yml
// (scripts/gen-readme-actions.js); this fails when README.md no longer matches them.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import {
  END,
  PIPELINE_ORDER,
  START,
  cell,
  generateReadme,
  loadActions,
  renderBlock,
  root,
  spliceReadme,
} from '../scripts/gen-readme-actions.js';

function between(text: string): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  return start >= 0 && end > start ? text.slice(start, end + END.length) : '';
}

describe('README actions table', () => {
  test('README.md holds the table generated from the action.yml files (run `npm run gen:readme` when this fails)', async () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain(START);
    const expected = await generateReadme(readme);
    // Compare the block itself first: a readable diff of what is stale.
    expect(between(readme)).toBe(between(expected));
    expect(readme).toBe(expected);
  });

  test('the table covers every action of the pipeline and every input and output', async () => {
    const actions = loadActions();
    expect(actions.map((a) => a.name).slice(0, PIPELINE_ORDER.length)).toEqual(PIPELINE_ORDER);
    const block = await renderBlock(actions);
    for (const { name, meta } of actions) {
      expect(block).toContain(`### \`${name}\``);
      for (const input of Object.keys(meta.inputs ?? {}))
        expect(block).toMatch(new RegExp(`\\| \`${input}\` +\\|`));
      for (const output of Object.keys(meta.outputs ?? {}))
        expect(block).toMatch(new RegExp(`\\| \`${output}\` +\\|`));
    }
  });

  test('Prettier leaves the generated block as it is (npm run format cannot make it stale)', async () => {
    const block = await renderBlock(loadActions());
    const formatted = await prettier.format(`# Title\n\nText.\n\n${block}\n`, {
      parser: 'markdown',
      singleQuote: true,
      printWidth: 100,
    });
    expect(between(formatted)).toBe(block);
  });
});

describe('generator', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'readme-actions-'));
    mkdirSync(join(dir, 'actions', 'fan-in'), { recursive: true });
    mkdirSync(join(dir, 'actions', 'make-run-context'), { recursive: true });
    writeFileSync(
      join(dir, 'actions', 'fan-in', 'action.yml'),
      [
        'name: fan-in',
        'description: Merges the legs.',
        'inputs:',
        '  output-dir:',
        '    description: Where the <week> files go | one folder',
        '    default: data/raw',
        '  run-context:',
        '    description: |',
        '      The run context.',
        '      Default: the artifact.',
        '    required: false',
        'outputs:',
        '  status:',
        '    description: complete, degraded or failed',
        'runs: { using: node24, main: ../../dist/fan-in/index.js }',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'actions', 'make-run-context', 'action.yml'),
      "name: make-run-context\ninputs:\n  source-config:\n    description: Path.\n    required: true\n  week-offset:\n    default: ''\nruns: { using: node24, main: x.js }\n",
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('renders pipeline order, required, defaults and escaped descriptions', async () => {
    const block = await renderBlock(loadActions(dir), dir);
    expect(block.indexOf('`make-run-context`')).toBeLessThan(block.indexOf('`fan-in`'));
    expect(block).toMatch(/\| `source-config` +\| yes +\| +\| Path\. +\|/);
    expect(block).toMatch(/\| `week-offset` +\| no +\| `''` +\|/);
    expect(block).toContain('Where the &lt;week&gt; files go \\| one folder');
    expect(block).toContain('The run context. Default: the artifact.');
    expect(block).toContain('`uses: squadscope/matrix-crawl/actions/fan-in@v1`');
    expect(block).toMatch(/\| `status` +\| complete, degraded or failed +\|/);
  });

  test('a changed action.yml makes the README stale', async () => {
    const readme = await generateReadme('# Suite\n', dir);
    expect(await generateReadme(readme, dir)).toBe(readme);
    const path = join(dir, 'actions', 'fan-in', 'action.yml');
    writeFileSync(path, readFileSync(path, 'utf8').replace('default: data/raw', 'default: out'));
    expect(await generateReadme(readme, dir)).not.toBe(readme);
  });

  test('splices between the markers, or appends a section with them', () => {
    const block = `${START}\nnew\n${END}`;
    expect(spliceReadme(`# A\n\n${START}\nold\n${END}\n\nafter\n`, block)).toBe(
      `# A\n\n${block}\n\nafter\n`,
    );
    expect(spliceReadme('# A\nintro', block)).toBe(`# A\nintro\n\n## Actions\n\n${block}\n`);
    expect(spliceReadme('', block)).toBe(`## Actions\n\n${block}\n`);
    expect(() => spliceReadme(`# A\n${START}\n`, block)).toThrow(/only one of the markers/);
  });

  test('cells are one line, pipes and HTML escaped, code spans kept', () => {
    expect(cell('a\n  b | c')).toBe('a b \\| c');
    expect(cell('use `<dir>/x` not <b>')).toBe('use `<dir>/x` not &lt;b&gt;');
    expect(cell(undefined)).toBe('');
  });
});
