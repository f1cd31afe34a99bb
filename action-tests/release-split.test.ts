// `npm run release:split` writes each action as a stand-alone repository tree; here every tree
// is written offline and its bundle is run through the runner emulation from the tree itself.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadActions, root } from '../scripts/gen-readme-actions.js';
import { importedFolders, loadSchemas, schemasFor, splitAll } from '../scripts/release-split.js';
import { codeSha, SUITE_MANIFEST_PATH, suiteDigestOf } from '../src/runcontext/index.js';
import { parse as parseYaml } from 'yaml';
import { readActionMetadata, runStep, type StepResult } from './runner.js';
import { withExampleConfigs } from './example-configs.js';

const actions = loadActions().map((a) => a.name);
let out: string;
let trees: { name: string; files: string[] }[];

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'release-split-'));
  trees = await splitAll({ out });
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

test('one tree for every directory of actions/, none listed by hand', () => {
  expect(actions.length).toBeGreaterThanOrEqual(4);
  expect(trees.map((t) => t.name)).toEqual(actions);
  expect(readdirSync(out).sort()).toEqual([...actions].sort());
});

describe.each(actions)('the %s tree', (name) => {
  const tree = () => join(out, name);

  test('action.yml at the root: the same interface, runs.main inside the tree', () => {
    const split = readActionMetadata(name, tree());
    const suite = readActionMetadata(name);
    expect(split.inputs).toEqual(suite.inputs);
    expect(split.outputs).toEqual(suite.outputs);
    expect(split.runs.using).toBe('node24');
    const main = resolve(tree(), split.runs.main);
    expect(main.startsWith(`${tree()}/`)).toBe(true);
    expect(sha256(main)).toBe(sha256(resolve(root, 'actions', name, suite.runs.main)));
  });

  // What the Marketplace checks that can be checked offline: one action, at the root, with
  // a name, a description under 125 characters and branding.
  test('the Marketplace rules: one action at the root, a short description, branding', () => {
    const { files } = trees.find((t) => t.name === name)!;
    expect(files.filter((f) => /(^|\/)action\.ya?ml$/.test(f))).toEqual(['action.yml']);
    const meta = parseYaml(readFileSync(join(tree(), 'action.yml'), 'utf8')) as {
      name?: unknown;
      description?: unknown;
      branding?: { icon?: unknown; color?: unknown };
    };
    expect(typeof meta.name).toBe('string');
    expect(typeof meta.description).toBe('string');
    expect((meta.description as string).length).toBeLessThan(125);
    expect(typeof meta.branding?.icon).toBe('string');
    expect(typeof meta.branding?.color).toBe('string');
  });

  test('its bundle byte for byte, README, LICENSE, and the schemas it embeds', () => {
    const { files } = trees.find((t) => t.name === name)!;
    const folder = readActionMetadata(name).runs.main.split('/').at(-2)!;
    // The entry, and the shared bundle it starts the action from.
    expect(importedFolders(folder)).toEqual(['suite']);
    const bundle = [folder, 'suite'].flatMap((dir) =>
      readdirSync(join(root, 'dist', dir)).map((f) => `dist/${dir}/${f}`),
    );
    expect(files.filter((f) => f.startsWith('dist/'))).toEqual(bundle.sort());
    for (const f of bundle) expect(sha256(join(tree(), f))).toBe(sha256(join(root, f)));
    expect(readFileSync(join(tree(), 'LICENSE'), 'utf8')).toBe(
      readFileSync(join(root, 'LICENSE'), 'utf8'),
    );
    const readme = readFileSync(join(tree(), 'README.md'), 'utf8');
    expect(readme.indexOf(`uses: squadscope/${name}@v1`)).toBeGreaterThan(0);
    expect(readme.indexOf(`uses: squadscope/${name}@v1`)).toBeLessThan(
      readme.indexOf(`uses: squadscope/matrix-crawl/actions/${name}@v1`),
    );
    const schemas = files.filter((f) => f.startsWith('schemas/'));
    // Every tree holds the shared bundle, so every tree has the schemas it embeds.
    expect(schemas).toContain('schemas/common.json');
    expect(schemas).toContain('schemas/run_context_v1.json');
    for (const f of schemas) expect(sha256(join(tree(), f))).toBe(sha256(join(root, f)));
    expect(files).toEqual(
      expect.arrayContaining(['action.yml', 'README.md', 'LICENSE', '.gitattributes']),
    );
  });

  // Every required input empty: each action stops at its first input error. The tree's bundle
  // must stop exactly where the suite's does, with the same exit code and error lines.
  test('its bundle runs from the tree as from the suite', async () => {
    const inputs = Object.fromEntries(
      Object.entries(readActionMetadata(name).inputs)
        .filter(([, spec]) => spec.required === true)
        .map(([input]) => [input, '']),
    );
    const errors = (step: StepResult) =>
      step.stdout.split('\n').filter((line) => line.startsWith('::error'));
    const suite = await runStep(name, inputs, { timeoutMs: 30_000 });
    const split = await runStep(name, inputs, { timeoutMs: 30_000, actionDir: tree() });
    expect(split.signal).toBeNull();
    expect(split.exitCode).toBe(1);
    expect(errors(split)).not.toEqual([]);
    expect(split.exitCode).toBe(suite.exitCode);
    expect(errors(split)).toEqual(errors(suite));
    expect(split.stderr).not.toMatch(/Cannot find module|ERR_MODULE_NOT_FOUND|ENOENT/);
  });
});

// The run id is the idempotency key: switching between `squadscope/make-run-context@v1` and
// `squadscope/matrix-crawl/actions/make-run-context@v1` must not change it.
test('make-run-context: the same run context from its tree as from the suite', async () => {
  const tree = join(out, 'make-run-context');
  const inputs = {
    'source-config': 'examples/sources.json',
    'topic-config': 'examples/squadscope.topic.yml',
    now: '2026-06-05T12:00:00Z',
  };
  await withExampleConfigs(out);
  const split = await runStep(
    'make-run-context',
    { ...inputs, 'artifact-dir': join(out, 'artifacts-split') },
    { actionDir: tree, cwd: out },
  );
  const suite = await runStep(
    'make-run-context',
    { ...inputs, 'artifact-dir': join(out, 'artifacts-suite') },
    { cwd: out },
  );
  for (const step of [split, suite]) {
    expect(step.stderr).toBe('');
    expect(step.exitCode).toBe(0);
    expect(step.outputs.week).toBe('2026-W23');
  }
  const context = (step: StepResult) => {
    const { created_at: _created, ...rest } = JSON.parse(step.outputs['run-context']!);
    return rest as Record<string, unknown>;
  };
  expect(context(split)).toEqual(context(suite));
  expect(split.outputs['run-id']).toBe(suite.outputs['run-id']);
  // code_sha is the suite's line alone: the digest stamped into the bundles, which is the
  // digest of the suite's dist/ and schemas/ (the tree holds only part of them).
  const digest = suiteDigestOf(root);
  expect(JSON.parse(split.outputs['run-context']!).code_sha).toBe(
    codeSha([{ path: SUITE_MANIFEST_PATH, sha256: await digest }]),
  );
  expect(await suiteDigestOf(tree)).not.toBe(await digest);
});

describe('the split script refuses what it cannot serve', () => {
  let repo: string;
  beforeEach(async () => {
    repo = mkdtempSync(join(tmpdir(), 'release-split-repo-'));
    await mkdir(join(repo, 'actions', 'emit'), { recursive: true });
    await mkdir(join(repo, 'schemas'));
    await writeFile(join(repo, 'LICENSE'), 'MIT\n');
    await writeFile(join(repo, 'schemas', 'common.json'), '{"$id":"common"}');
    await writeFile(
      join(repo, 'schemas', 'leg_v1.json'),
      '{"$id":"leg_v1","properties":{"a":{"$ref":"common#/$defs/x"}}}',
    );
    await writeFile(join(repo, 'schemas', 'other_v1.json'), '{"$id":"other_v1"}');
    await writeFile(
      join(repo, 'actions', 'emit', 'action.yml'),
      "name: emit\n# kept\nruns:\n  using: 'node24'\n  main: '../../dist/emit/index.js'\n",
    );
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  test('a missing bundle names the build command', async () => {
    await expect(splitAll({ repoRoot: repo, out: join(repo, 'out') })).rejects.toThrow(
      /dist\/emit\/index\.js is missing: run `npm run build`/,
    );
  });

  test('a new action is split with the schemas its bundle embeds and what they $ref', async () => {
    await mkdir(join(repo, 'dist', 'emit'), { recursive: true });
    await writeFile(join(repo, 'dist', 'emit', 'index.js'), 'const s = { "$id": "leg_v1" };\n');
    const [tree] = await splitAll({ repoRoot: repo, out: join(repo, 'out') });
    expect(tree!.files).toEqual([
      '.gitattributes',
      'LICENSE',
      'README.md',
      'action.yml',
      'dist/emit/index.js',
      'schemas/common.json',
      'schemas/leg_v1.json',
    ]);
    const yml = readFileSync(join(repo, 'out', 'emit', 'action.yml'), 'utf8');
    expect(yml).toBe(
      "name: emit\n# kept\nruns:\n  using: 'node24'\n  main: 'dist/emit/index.js'\n",
    );
    expect(existsSync(join(repo, 'out', 'emit', 'dist', 'emit', 'index.js'))).toBe(true);
  });

  test('runs.main outside dist/<bundle>/, node versions other than node24', async () => {
    const action = join(repo, 'actions', 'emit', 'action.yml');
    const split = () => splitAll({ repoRoot: repo, out: join(repo, 'out') });
    await writeFile(action, 'runs: { using: node20, main: ../../dist/emit/index.js }\n');
    await expect(split()).rejects.toThrow(/runs.using is node20, expected node24/);
    await writeFile(action, 'runs: { using: node24, main: index.js }\n');
    await expect(split()).rejects.toThrow(/runs.main must name dist\/<bundle>\/<file>/);
    await writeFile(action, 'runs: { using: node24 }\n');
    await expect(split()).rejects.toThrow(/runs.main is missing/);
  });

  test('schemas are matched by their whole $id, not by a substring', () => {
    const schemas = loadSchemas(repo);
    expect(schemasFor(['x = {"$id":"leg_v1"}'], schemas)).toEqual(['common.json', 'leg_v1.json']);
    expect(schemasFor(['x = {"$id":"leg_v10"}, other_v1'], schemas)).toEqual([]);
    expect(schemasFor(["x = { $id: 'other_v1' }"], schemas)).toEqual(['other_v1.json']);
  });
});
