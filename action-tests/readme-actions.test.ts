// Each action's reference (actions/<name>/README.md) and the README's list of actions are
// generated from actions/*/action.yml (scripts/gen-readme-actions.js); this fails when a
// generated file no longer matches them.
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import {
  END,
  PIPELINE_ORDER,
  START,
  USAGE_KEYS,
  cell,
  generateActionReadme,
  generateAll,
  generateReadme,
  loadActions,
  renderBlock,
  root,
  spliceReadme,
  summaryOf,
} from '../scripts/gen-readme-actions.js';
import { lintLines } from './actionlint.js';
import { privilegeProblems } from './least-privilege.js';
import { checkWorkflow } from './workflow-check.js';

function between(text: string): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  return start >= 0 && end > start ? text.slice(start, end + END.length) : '';
}

function current(rel: string): string | null {
  const path = join(root, ...rel.split('/'));
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

describe('generated READMEs (run `npm run gen:readme` when these fail)', () => {
  test('README.md holds the list generated from the action.yml files', async () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain(START);
    const expected = await generateReadme(readme);
    // Compare the block itself first: a readable diff of what is stale.
    expect(between(readme)).toBe(between(expected));
    expect(readme).toBe(expected);
  });

  test('every action directory has its README, as generated from its action.yml', async () => {
    const files = await generateAll();
    const actionFiles = files.filter(([rel]) => rel.startsWith('actions/')).map(([rel]) => rel);
    expect(actionFiles).toEqual(loadActions().map((a) => `actions/${a.name}/README.md`));
    for (const [rel, text] of files) expect({ rel, text: current(rel) }).toEqual({ rel, text });
  });

  test('each action README covers every input and output; the list links every action', async () => {
    const actions = loadActions();
    expect(actions.map((a) => a.name).slice(0, PIPELINE_ORDER.length)).toEqual(PIPELINE_ORDER);
    const block = await renderBlock(actions);
    for (const action of actions) {
      const { name, meta } = action;
      expect(block).toContain(`[\`${name}\`](actions/${name}/README.md)`);
      const text = await generateActionReadme(action);
      expect(text).toContain(`uses: squadscope/matrix-crawl/actions/${name}@v1`);
      expect(text).toContain(`uses: squadscope/${name}@v1`);
      for (const input of Object.keys(meta.inputs ?? {}))
        expect(text).toMatch(new RegExp(`\\| \`${input}\` +\\|`));
      for (const output of Object.keys(meta.outputs ?? {}))
        expect(text).toMatch(new RegExp(`\\| \`${output}\` +\\|`));
    }
  });

  test('Prettier leaves the generated list as it is (npm run format cannot make it stale)', async () => {
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
    const [runContext, fanIn] = loadActions(dir);
    expect([runContext!.name, fanIn!.name]).toEqual(['make-run-context', 'fan-in']);
    const block = await renderBlock(loadActions(dir), dir);
    expect(block.indexOf('`make-run-context`')).toBeLessThan(block.indexOf('`fan-in`'));
    expect(block).toContain('- [`fan-in`](actions/fan-in/README.md): Merges the legs');
    const plan = await generateActionReadme(runContext!, dir);
    expect(plan).toMatch(/\| `source-config` +\| yes +\| +\| Path\. +\|/);
    expect(plan).toMatch(/\| `week-offset` +\| no +\| `''` +\|/);
    expect(plan).toContain('No outputs.');
    const text = await generateActionReadme(fanIn!, dir);
    expect(text).toContain('Where the &lt;week&gt; files go \\| one folder');
    expect(text).toContain('The run context. Default: the artifact.');
    expect(text.indexOf('uses: squadscope/matrix-crawl/actions/fan-in@v1')).toBeLessThan(
      text.indexOf('uses: squadscope/fan-in@v1'),
    );
    expect(text).toMatch(/\| `status` +\| complete, degraded or failed +\|/);
    expect(text).toContain('](../../README.md)');
  });

  test('the stand-alone form puts its own `uses:` first and links to the suite', async () => {
    const text = await generateActionReadme(loadActions(dir)[1]!, dir, { standalone: true });
    expect(text.indexOf('uses: squadscope/fan-in@v1')).toBeLessThan(
      text.indexOf('uses: squadscope/matrix-crawl/actions/fan-in@v1'),
    );
    expect(text).not.toContain('../../README.md');
    expect(text).toContain('(https://github.com/squadscope/matrix-crawl)');
  });

  test('a new action directory gets its README without being listed anywhere', async () => {
    mkdirSync(join(dir, 'actions', 'emit'));
    writeFileSync(
      join(dir, 'actions', 'emit', 'action.yml'),
      'name: emit\ndescription: Publishes a leg.\nruns: { using: node24, main: x.js }\n',
    );
    const rels = (await generateAll(dir)).map(([rel]) => rel);
    expect(rels).toEqual([
      'README.md',
      'actions/make-run-context/README.md',
      'actions/fan-in/README.md',
      'actions/emit/README.md',
    ]);
  });

  test('a changed action.yml makes its README stale', async () => {
    const before = await generateAll(dir);
    expect(await generateAll(dir)).toEqual(before);
    const path = join(dir, 'actions', 'fan-in', 'action.yml');
    writeFileSync(path, readFileSync(path, 'utf8').replace('default: data/raw', 'default: out'));
    const after = new Map(await generateAll(dir));
    expect(after.get('actions/fan-in/README.md')).not.toBe(
      new Map(before).get('actions/fan-in/README.md'),
    );
    expect(after.get('actions/fan-in/README.md')).toContain('`out`');
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

  test('the list shows the first clause of a description', () => {
    expect(summaryOf('Plans a crawl: computes it. More.')).toBe('Plans a crawl');
    expect(summaryOf('One leg. Then more: x')).toBe('One leg');
    expect(summaryOf('Reads 1.5 MB at most')).toBe('Reads 1.5 MB at most');
  });
});

describe('Marketplace listing and the opening of each README', () => {
  const actions = loadActions();

  test.each(actions.map((a) => [a.name, a] as const))(
    '%s: a description under 125 characters, branding, a usage.yml with every part',
    (_name, { meta, usage }) => {
      // The Marketplace refuses a description of 125 characters or more.
      expect(typeof meta.description).toBe('string');
      expect(meta.description!.length).toBeLessThan(125);
      expect(meta.description!.trim()).toBe(meta.description);
      const branding = (meta as { branding?: { icon?: string; color?: string } }).branding;
      expect(typeof branding?.icon).toBe('string');
      expect(typeof branding?.color).toBe('string');
      expect(usage).toBeTruthy();
      for (const key of USAGE_KEYS) expect(usage).toHaveProperty(key);
    },
  );

  test.each(actions.map((a) => [a.name, a] as const))(
    '%s: the README opens with a minimal step, the permissions, then a realistic workflow',
    async (name, action) => {
      const text = await generateActionReadme(action);
      const order = ['## Usage', '## Permissions', '## Example', '## What it does', '## Inputs'];
      const at = order.map((heading) => text.indexOf(`\n${heading}\n`));
      expect(at.every((i) => i > 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      const usageBlock = text.slice(at[0]!, at[1]!);
      expect(usageBlock).toContain(`uses: squadscope/matrix-crawl/actions/${name}@v1`);
      const standalone = await generateActionReadme(action, root, { standalone: true });
      const standaloneUsage = standalone.slice(standalone.indexOf('\n## Usage\n'));
      expect(standaloneUsage).toContain(`uses: squadscope/${name}@v1`);
      expect(standalone).not.toContain('](../../');
    },
  );

  // A minimal step runs in a job of its own; the realistic workflow is a whole file.
  const examples = actions.flatMap(({ name, usage }) => {
    const minimal = {
      on: 'workflow_dispatch',
      permissions: usage!.permissions ?? {},
      jobs: {
        minimal: {
          'runs-on': 'ubuntu-latest',
          'timeout-minutes': 5,
          steps: parseYaml(usage!.minimal),
        },
      },
    };
    return [
      [`${name} minimal`, stringifyYaml(minimal)],
      [`${name} example`, usage!.example],
    ] as const;
  });

  test.each(examples)(
    '%s: actionlint clean, declared inputs, least privilege',
    async (what, text) => {
      const file = `${what.replace(' ', '-')}.yml`;
      expect(await lintLines(text, file)).toEqual([]);
      expect(checkWorkflow(parseYaml(text), file, root)).toEqual([]);
      expect(privilegeProblems(parseYaml(text), file)).toEqual([]);
    },
  );
});
