// Bundles the actions and the CLI with ncc, minifies them with terser and stamps the suite
// digest into them. Type checking is `npm run typecheck`'s job, so ncc runs with -t.
//
//   dist/suite/     one bundle of every action (src/actions/suite.ts): the code they share
//                   is on disk once, and each action's own code is a chunk loaded on demand
//   dist/<name>/    each action's entry (index.js): turns source maps on under debug
//                   logging, then starts its action from dist/suite/
//   dist/cli/       the squadscope command (src/cli/main.ts)
//
// Every .js keeps a source map of the suite's own code (without the sources' text or the
// dependencies' mappings), so that a stack trace names the TypeScript file and line. Last,
// every bundle gets the suite digest (see src/runcontext/suite-digest.ts): the code_sha of
// dist/*/*.js and schemas/*.json, with the digest slots reset, so that it does not depend
// on itself.
// The output is committed; CI rebuilds it and fails when it differs.
//   node scripts/build.js [suite|cli|<action> ...]   default: everything (an action: the suite)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { minify } from 'terser';
import { stampSuiteDigest } from './suite-digest.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');

const actions = readdirSync(join(root, 'src', 'actions'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(root, 'src', 'actions', d.name, 'index.ts')))
  .map((d) => d.name)
  .sort();
const bundles = [
  { name: 'suite', input: join('src', 'actions', 'suite.ts') },
  { name: 'cli', input: join('src', 'cli', 'main.ts') },
];

function selected(argv) {
  if (argv.length === 0) return bundles;
  const names = new Set(argv.map((a) => (actions.includes(a) ? 'suite' : a)));
  for (const name of names) {
    if (!bundles.some((b) => b.name === name))
      throw new Error(`build: no bundle or action named ${JSON.stringify(name)}`);
  }
  return bundles.filter((b) => names.has(b.name));
}

function runNcc({ name, input }) {
  const out = join(root, 'dist', name);
  rmSync(out, { recursive: true, force: true });
  const args = [ncc, 'build', input, '-o', out, '-t', '-q', '-s', '--no-source-map-register'];
  args.push('--target', 'es2022', '--license', 'licenses.txt');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`ncc failed for ${name} (exit ${code})`)),
    );
  });
}

/**
 * A source map that maps only into the suite's own sources: segments into node_modules/ (most
 * of a bundle's bytes) are dropped, and so is the sources' text. A stack trace then names
 * the TypeScript file and line of every frame of ours; a frame inside a dependency keeps its
 * bundle position. The maps of the dependencies would more than double what a job downloads.
 */
function ownSourcesOnly(map) {
  const own = map.sources.map((source) => !/(^|\/)node_modules\//.test(source));
  const sources = [];
  const names = [];
  const sourceAt = new Map();
  const nameAt = new Map();
  const indexIn = (list, at, value) => {
    if (!at.has(value)) at.set(value, list.push(value) - 1);
    return at.get(value);
  };
  const lines = decode(map.mappings).map((line) =>
    line
      .filter((segment) => segment.length >= 4 && own[segment[1]])
      .map(([column, source, line, sourceColumn, name]) => {
        const kept = [column, indexIn(sources, sourceAt, map.sources[source]), line, sourceColumn];
        return name === undefined ? kept : [...kept, indexIn(names, nameAt, map.names[name])];
      }),
  );
  return {
    version: 3,
    file: map.file,
    sourceRoot: map.sourceRoot,
    sources,
    names,
    mappings: encode(lines),
  };
}

/**
 * Minifies every .js of a bundle folder in place, its source map carried through. Names of
 * classes and functions are kept (errors are told apart by them) and nothing is rewritten
 * beyond renaming locals and dropping whitespace and comments, as ncc's own -m does.
 */
async function minifyFolder(dir) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(join(dir, file), 'utf8');
    const mapPath = join(dir, `${file}.map`);
    const content = existsSync(mapPath) ? readFileSync(mapPath, 'utf8') : undefined;
    const result = await minify(
      { [file]: code },
      {
        module: true,
        ecma: 2022,
        compress: false,
        mangle: { keep_classnames: true, keep_fnames: true },
        format: { comments: false },
        sourceMap: { content, filename: file, url: `${file}.map`, includeSources: false },
      },
    );
    writeFileSync(join(dir, file), result.code);
    writeFileSync(mapPath, JSON.stringify(ownSourcesOnly(JSON.parse(result.map))));
  }
}

/**
 * dist/<action>/index.js: with debug logging (the only time a stack is logged), source maps on
 * before any bundle code loads; then the action. Parsing the maps costs every start a little.
 */
function writeActionEntries() {
  for (const entry of readdirSync(join(root, 'dist'), { withFileTypes: true })) {
    const isAction = entry.isDirectory() && !bundles.some((b) => b.name === entry.name);
    if (isAction) rmSync(join(root, 'dist', entry.name), { recursive: true, force: true });
  }
  for (const name of actions) {
    const dir = join(root, 'dist', name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{\n  "type": "module"\n}\n');
    writeFileSync(
      join(dir, 'index.js'),
      [
        `// The entry of the ${name} action, written by scripts/build.js: its code is in dist/suite/.`,
        '// Stack traces are logged with debug logging only: then they name the TypeScript sources.',
        "if (process.env.RUNNER_DEBUG === '1') process.setSourceMapsEnabled(true);",
        "const { start } = await import('../suite/index.js');",
        `await start(${JSON.stringify(name)});`,
        '',
      ].join('\n'),
    );
  }
}

async function main(argv) {
  const queue = [...selected(argv)];
  // Two at a time: the machines this runs on have two cores.
  const workers = Array.from({ length: 2 }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const started = Date.now();
      await runNcc(next);
      await minifyFolder(join(root, 'dist', next.name));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`built dist/${next.name}/ in ${seconds} s`);
    }
  });
  await Promise.all(workers);
  writeActionEntries();
  console.log(`suite digest ${stampSuiteDigest(root)}`);
}

await main(process.argv.slice(2));
