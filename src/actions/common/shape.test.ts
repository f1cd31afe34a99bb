// Every action has the same rooms: index.ts (the bundle entry, one line), inputs.ts (reads
// and checks the inputs), main.ts (the action's definition and its run), and summary.ts when
// it writes a job summary. This test walks every action directory, so a new action that
// drifts from the shape fails here.
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import type { ActionDefinition, ActionDeps } from './action.js';

const ACTIONS = join(process.cwd(), 'src', 'actions');

/** The input readers of the runtime's Inputs: only inputs.ts may call them. */
const READS_INPUTS = /\binputs\.(?:string|optional|int|number|bool|list|json|oneOf)\(|\bgetInput\(/;
/** Writes a job summary (JobSummary's heading starts every summary). */
const WRITES_SUMMARY = /\.heading\(/;

/**
 * What an action may not load before its inputs are checked: a bad input fails fast, and a
 * run with OpenTelemetry off never loads its SDK. Each is imported with `await import()`.
 */
const HEAVY = [
  '@actions/artifact',
  // Its module graph holds the HTTP client and proxy agents; the runtime writes its
  // workflow commands itself (src/runtime/workflow-commands.ts).
  '@actions/core',
  '@actions/github',
  '@octokit/',
  '@opentelemetry/',
  'hyparquet',
  'rss-parser',
  'yaml',
];

/** The module specifiers a source file imports for their values (not `import type`, not `import()`). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const out: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.every((e) => e.isTypeOnly)));
      if (!onlyTypes) out.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      out.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return out;
}

/** Every package and source file that loading `entry` loads (its static import graph). */
function staticGraph(entry: string): { packages: Set<string>; files: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const todo = [entry];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.')) {
        const source = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'));
        todo.push(existsSync(source) ? source : resolve(dirname(file), specifier));
      } else if (!specifier.startsWith('node:')) {
        packages.add(specifier);
      }
    }
  }
  return { packages, files };
}

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

async function actionNames(): Promise<string[]> {
  const entries = await readdir(ACTIONS, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && e.name !== 'common')
    .map((e) => e.name)
    .sort();
}

/** The non-test sources of an action directory, by file name. */
async function sources(name: string): Promise<Map<string, string>> {
  const files = (await readdir(join(ACTIONS, name))).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  const texts = await Promise.all(files.map((f) => readFile(join(ACTIONS, name, f), 'utf8')));
  return new Map(files.map((f, i) => [f, texts[i]!]));
}

describe('the shape of every action', () => {
  it('finds every action that has a bundle (actions/<name>/action.yml)', async () => {
    const names = await actionNames();
    const ymls = (await readdir(join(process.cwd(), 'actions'), { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(names).toEqual(ymls);
  });

  it.each([
    'crawl-github-shard',
    'crawl-rss-leg',
    'emit',
    'fan-in',
    'gather',
    'make-run-context',
    'okf-read',
    'okf-stats',
  ])('%s is listed (the walk sees every known action)', async (name) => {
    expect(await actionNames()).toContain(name);
  });

  it('index.ts of each is the one-line bundle entry', async () => {
    for (const name of await actionNames()) {
      const text = await readFile(join(ACTIONS, name, 'index.ts'), 'utf8');
      expect({ name, text }).toEqual({
        name,
        text: `// Bundle entry of ${name}.\nimport { main } from './main.js';\n\nawait main();\n`,
      });
    }
  });

  it('inputs.ts of each is the only file that reads inputs, through one read…Inputs', async () => {
    for (const name of await actionNames()) {
      const files = await sources(name);
      const inputs = files.get('inputs.ts');
      expect({ name, inputs: inputs !== undefined }).toEqual({ name, inputs: true });
      expect({ name, reader: /export function read\w+Inputs\(/.test(inputs!) }).toEqual({
        name,
        reader: true,
      });
      const readers = [...files].filter(([, text]) => READS_INPUTS.test(text)).map(([f]) => f);
      expect({ name, readers }).toEqual({ name, readers: ['inputs.ts'] });
    }
  });

  it('only summary.ts writes the job summary', async () => {
    for (const name of await actionNames()) {
      const files = await sources(name);
      const writers = [...files].filter(([, text]) => WRITES_SUMMARY.test(text)).map(([f]) => f);
      expect({ name, writers }).toEqual({
        name,
        writers: files.has('summary.ts') ? ['summary.ts'] : [],
      });
    }
  });

  it('main.ts of each defines the action (its name, inputs and run) and a main() without arguments', async () => {
    for (const name of await actionNames()) {
      const main = (await import(join(ACTIONS, name, 'main.ts'))) as Record<string, unknown>;
      const definition = main[`${camel(name)}Action`] as
        ActionDefinition<unknown, ActionDeps> | undefined;
      expect({ name, ACTION_NAME: main['ACTION_NAME'], defined: definition?.name }).toEqual({
        name,
        ACTION_NAME: name,
        defined: name,
      });
      expect(typeof definition?.readInputs).toBe('function');
      expect(typeof definition?.run).toBe('function');
      expect(typeof main['main']).toBe('function');
      expect((main['main'] as () => unknown).length).toBe(0);
    }
  });

  it('the bundle entry of each loads none of the heavy packages before its inputs are checked', async () => {
    for (const name of await actionNames()) {
      const { packages } = staticGraph(join(ACTIONS, name, 'index.ts'));
      const heavy = [...packages].filter((p) => HEAVY.some((h) => p === h || p.startsWith(h)));
      expect({ name, heavy }).toEqual({ name, heavy: [] });
    }
  });

  it('the fan-in entry loads neither the Actions toolkit nor the fan-in: its bundle is also the leg-check worker', () => {
    const { packages, files } = staticGraph(join(ACTIONS, 'fan-in', 'index.ts'));
    expect([...packages].filter((p) => p.startsWith('@actions/'))).toEqual([]);
    const root = process.cwd();
    const loaded = [...files].map((f) => relative(root, f));
    expect(loaded.filter((f) => f.startsWith(join('src', 'fanin')))).toEqual([]);
    expect(loaded).not.toContain(join('src', 'runtime', 'lifecycle.ts'));
  });

  it('the import walk sees through value imports and skips type-only ones', () => {
    // The walk itself: crawl-rss-leg reaches a package through the runtime's input reader
    // (strict JSON inputs), and the fan-in's type-only import of src/fanin/index.ts does not count.
    expect(staticGraph(join(ACTIONS, 'crawl-rss-leg', 'index.ts')).packages).toContain(
      'canonicalize',
    );
    const fanIn = [...staticGraph(join(ACTIONS, 'fan-in', 'index.ts')).files];
    expect(fanIn).toContain(join(ACTIONS, 'fan-in', 'inputs.ts'));
    expect(fanIn).not.toContain(resolve(ACTIONS, '..', 'fanin', 'index.ts'));
  });
});
