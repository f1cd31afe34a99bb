// Writes every action as a stand-alone repository tree, so that `uses: squadscope/<name>@v1`
// resolves to a repository of its own (GitHub reads action.yml at a repository's root).
// Each tree holds:
//   action.yml        the action's metadata, with runs.main (and pre/post) pointing into the tree
//   dist/<bundle>/    its entry, byte for byte, and every dist/ folder the entry imports
//                     from (dist/suite/: the code all actions share), byte for byte
//   schemas/          the contracts those bundles embed (by $id), with the ones they $ref
//   README.md         its reference, generated from action.yml, stand-alone `uses:` first
//   LICENSE
// The bundles keep their dist/ places, so the entry finds dist/suite/ as it does in the suite.
// Every directory of actions/ with an action.yml is split; none is listed by hand.
//   node scripts/release-split.js [--out DIR]     default DIR: .tmp/release-split
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseDocument } from 'yaml';
import { generateActionReadme, loadActions, root } from './gen-readme-actions.js';

/** The runs.* keys that name a script of a JavaScript action. */
const SCRIPT_KEYS = ['main', 'pre', 'post'];

function byUtf16(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function fail(message) {
  throw new Error(`release:split: ${message}`);
}

/** `path` relative to `base`, '/'-separated; null when it leaves `base`. */
function inside(base, path) {
  const rel = relative(base, path);
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return null;
  return rel.split(sep).join('/');
}

/**
 * The bundle folder an action's scripts live in (dist/<bundle>/ of the suite), and each
 * script's path inside it. Every script must sit in one folder under dist/.
 */
export function bundleOf(name, meta, repoRoot = root) {
  const runs = meta.runs ?? {};
  if (runs.using !== 'node24') fail(`${name}: runs.using is ${runs.using}, expected node24`);
  const scripts = {};
  let folder = null;
  for (const key of SCRIPT_KEYS) {
    if (runs[key] === undefined) continue;
    const path = resolve(repoRoot, 'actions', name, String(runs[key]));
    const rel = inside(join(repoRoot, 'dist'), path);
    const parts = rel?.split('/') ?? [];
    if (parts.length !== 2) fail(`${name}: runs.${key} must name dist/<bundle>/<file>`);
    if (folder !== null && folder !== parts[0])
      fail(`${name}: runs.${key} is in dist/${parts[0]}, runs.main in dist/${folder}`);
    folder = parts[0];
    if (!existsSync(path)) fail(`${name}: dist/${rel} is missing: run \`npm run build\` first`);
    scripts[key] = parts[1];
  }
  if (folder === null) fail(`${name}: runs.main is missing`);
  return { folder, scripts };
}

/** Every $ref target name of a schema (`other#/$defs/x` → other). */
function refsOf(value, out = new Set()) {
  if (Array.isArray(value)) value.forEach((v) => refsOf(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && !v.startsWith('#')) out.add(v.split('#')[0]);
      else refsOf(v, out);
    }
  }
  return out;
}

/** The suite's schemas by $id: { id: { file, refs } }. */
export function loadSchemas(repoRoot = root) {
  const dir = join(repoRoot, 'schemas');
  const byId = new Map();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort(byUtf16)) {
    const schema = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (typeof schema.$id !== 'string') fail(`schemas/${file} has no $id`);
    byId.set(schema.$id, { file, refs: [...refsOf(schema)] });
  }
  return byId;
}

/**
 * The other dist/ folders the scripts of a bundle folder import (`'../<folder>/…'`), and
 * theirs in turn: what the bundle needs besides itself, sorted.
 */
export function importedFolders(folder, repoRoot = root) {
  const found = new Set();
  const visit = (name) => {
    const dir = join(repoRoot, 'dist', name);
    if (!existsSync(dir)) fail(`dist/${name}/ is missing: run \`npm run build\` first`);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const [, other] of text.matchAll(/['"]\.\.\/([A-Za-z0-9._-]+)\//g)) {
        if (other === folder || found.has(other)) continue;
        found.add(other);
        visit(other);
      }
    }
  };
  visit(folder);
  return [...found].sort(byUtf16);
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The schema files a bundle needs: those whose `"$id": "<id>"` the bundle's scripts embed
 * (the compiled validators carry their schema), then every schema those $ref, sorted.
 */
export function schemasFor(bundleTexts, schemas) {
  const needed = new Set();
  for (const id of schemas.keys()) {
    const embedded = new RegExp(`["']?\\$id["']?\\s*:\\s*["']${escapeRegExp(id)}["']`);
    if (bundleTexts.some((text) => embedded.test(text))) needed.add(id);
  }
  for (const id of needed) {
    for (const ref of schemas.get(id).refs) {
      if (!schemas.has(ref)) fail(`schema ${id} refers to ${ref}, which schemas/ does not hold`);
      needed.add(ref);
    }
  }
  return [...needed].map((id) => schemas.get(id).file).sort(byUtf16);
}

/**
 * action.yml text with runs.<script> pointing at dist/<folder>/<file> inside the tree. Only
 * those values change: every other byte (comments, folded descriptions) stays as written.
 */
export function standaloneActionYml(text, folder, scripts) {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) fail(`action.yml: ${doc.errors[0].message}`);
  const edits = Object.entries(scripts).map(([key, file]) => {
    const node = doc.getIn(['runs', key], true);
    if (!node?.range) fail(`action.yml: runs.${key} is not a plain value`);
    return { key, start: node.range[0], end: node.range[1], value: `dist/${folder}/${file}` };
  });
  let out = text;
  for (const { start, end, value } of edits.sort((a, b) => b.start - a.start))
    out = `${out.slice(0, start)}'${value}'${out.slice(end)}`;
  const check = parseDocument(out).toJS();
  for (const { key, value } of edits) {
    if (check?.runs?.[key] !== value) fail(`action.yml: runs.${key} could not be rewritten`);
  }
  return out;
}

/** Writes one action's tree into `out/<name>/`; returns the files written, sorted. */
export async function splitAction(action, { repoRoot = root, out }) {
  const { name, meta } = action;
  const { folder, scripts } = bundleOf(name, meta, repoRoot);
  const tree = join(out, name);
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(join(tree, 'dist', folder), { recursive: true });
  const written = [];
  const put = (rel, text) => {
    mkdirSync(dirname(join(tree, rel)), { recursive: true });
    writeFileSync(join(tree, rel), text);
    written.push(rel);
  };
  const copy = (from, rel) => {
    mkdirSync(dirname(join(tree, rel)), { recursive: true });
    copyFileSync(from, join(tree, rel));
    written.push(rel);
  };

  const actionYml = readFileSync(join(repoRoot, 'actions', name, 'action.yml'), 'utf8');
  put('action.yml', standaloneActionYml(actionYml, folder, scripts));
  const bundleTexts = [];
  for (const name of [folder, ...importedFolders(folder, repoRoot)]) {
    const bundleDir = join(repoRoot, 'dist', name);
    for (const file of readdirSync(bundleDir).sort(byUtf16)) {
      copy(join(bundleDir, file), `dist/${name}/${file}`);
      if (file.endsWith('.js')) bundleTexts.push(readFileSync(join(bundleDir, file), 'utf8'));
    }
  }
  for (const file of schemasFor(bundleTexts, loadSchemas(repoRoot)))
    copy(join(repoRoot, 'schemas', file), `schemas/${file}`);
  put('README.md', await generateActionReadme(action, repoRoot, { standalone: true }));
  copy(join(repoRoot, 'LICENSE'), 'LICENSE');
  put('.gitattributes', 'dist/** -diff linguist-generated=true\n');
  return written.sort(byUtf16);
}

/** Splits every action of `repoRoot/actions/`; returns [{ name, files }]. */
export async function splitAll({ repoRoot = root, out }) {
  if (!existsSync(join(repoRoot, 'LICENSE'))) fail('LICENSE is missing');
  const actions = loadActions(repoRoot);
  if (actions.length === 0) fail('no action under actions/');
  const trees = [];
  for (const action of actions)
    trees.push({ name: action.name, files: await splitAction(action, { repoRoot, out }) });
  return trees;
}

function parseArgs(argv) {
  let out = join(root, '.tmp', 'release-split');
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out' && argv[i + 1]) out = resolve(argv[++i]);
    else fail(`unknown argument ${JSON.stringify(argv[i])} (usage: release:split [--out DIR])`);
  }
  return { out };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { out } = parseArgs(process.argv.slice(2));
    for (const { name, files } of await splitAll({ out }))
      console.log(`${join(out, name)}: ${files.length} files`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
