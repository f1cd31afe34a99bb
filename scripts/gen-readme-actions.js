// Generates each action's reference, actions/<name>/README.md, from its action.yml and its
// usage.yml (what it does, the permissions its job needs, a minimal step and a realistic
// workflow: the README opens with them), and the README's list of actions between the markers
// below (a section with the markers is appended when README.md has none). Those files are the
// source of truth: every directory of actions/ that holds an action.yml gets a README, none is
// listed by hand.
// action-tests/readme-actions.test.ts regenerates everything in memory and fails when a file
// differs.
//   node scripts/gen-readme-actions.js          write the READMEs
//   node scripts/gen-readme-actions.js --check  exit 1 when one is stale
// Everything is formatted with Prettier, so `npm run format` never makes it stale.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';

export const START = '<!-- actions-table:start -->';
export const END = '<!-- actions-table:end -->';
export const REPOSITORY = 'squadscope/matrix-crawl';
/** The GitHub owner of the stand-alone repositories (`squadscope/<name>`) the release pushes. */
export const OWNER = 'squadscope';
/** The pipeline's order; any other action follows in name order. */
export const PIPELINE_ORDER = ['make-run-context', 'crawl-rss-leg', 'crawl-github-shard', 'fan-in'];

const NOTE =
  '<!-- Generated from actions/*/action.yml by `npm run gen:readme`; edit the action.yml files, not this list. -->';
const ACTION_NOTE =
  '<!-- Generated from action.yml and usage.yml by `npm run gen:readme`; edit those, not this file. -->';
/** The keys every actions/<name>/usage.yml holds. */
export const USAGE_KEYS = ['about', 'permissions', 'permissions-note', 'minimal', 'example'];

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function byUtf16(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function rank(name) {
  const i = PIPELINE_ORDER.indexOf(name);
  return i < 0 ? PIPELINE_ORDER.length : i;
}

/** Every action's metadata, in pipeline order. Inputs and outputs keep their action.yml order. */
export function loadActions(repoRoot = root) {
  const dir = join(repoRoot, 'actions');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'action.yml')))
    .map((d) => {
      const meta = parseYaml(readFileSync(join(dir, d.name, 'action.yml'), 'utf8')) ?? {};
      return { name: d.name, meta, usage: loadUsage(join(dir, d.name, 'usage.yml')) };
    })
    .sort((a, b) => rank(a.name) - rank(b.name) || byUtf16(a.name, b.name));
}

/** An action's usage.yml, checked for its keys; null when the action has none. */
export function loadUsage(path) {
  if (!existsSync(path)) return null;
  const usage = parseYaml(readFileSync(path, 'utf8'));
  const missing = USAGE_KEYS.filter((key) => usage?.[key] === undefined);
  if (missing.length > 0) throw new Error(`${path}: missing ${missing.join(', ')}`);
  return usage;
}

/** Workflow text with every `uses:` of a suite action in the stand-alone form. */
export function standaloneText(text) {
  return text.replaceAll(`${REPOSITORY}/actions/`, `${OWNER}/`);
}

/** Escapes `<`, `>` outside code spans (they would open HTML on GitHub). */
function escapeAngles(text) {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('');
}

/** One table cell: a single line, pipes escaped (GitHub honours `\|` inside code spans too). */
export function cell(text) {
  return escapeAngles(
    String(text ?? '')
      .trim()
      .replace(/\s*\r?\n\s*/g, ' '),
  ).replace(/\|/g, '\\|');
}

function code(text) {
  const value = String(text);
  // A backtick inside needs a longer fence; action defaults never hold one, but be exact.
  const fence = value.includes('`') ? '``' : '`';
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

function defaultCell(input) {
  if (input.default === undefined || input.default === null) return '';
  const value = String(input.default);
  return value === '' ? code("''") : code(value);
}

/** `uses:` of an action from the monorepo (`owner/repo/actions/<name>`). */
export function monorepoUses(name) {
  return `${REPOSITORY}/actions/${name}@v1`;
}

/** `uses:` of an action from its stand-alone repository (`owner/<name>`). */
export function standaloneUses(name) {
  return `${OWNER}/${name}@v1`;
}

/** The inputs and outputs tables of one action. */
function renderTables(meta) {
  const out = [];
  const inputs = Object.entries(meta.inputs ?? {});
  if (inputs.length > 0) {
    out.push('## Inputs', '', '| Input | Required | Default | Description |');
    out.push('| --- | --- | --- | --- |');
    for (const [input, spec] of inputs) {
      const s = spec ?? {};
      out.push(
        `| ${code(input)} | ${s.required === true ? 'yes' : 'no'} | ${cell(defaultCell(s))} | ${cell(s.description)} |`,
      );
    }
    out.push('');
  } else {
    out.push('## Inputs', '', 'No inputs.', '');
  }
  const outputs = Object.entries(meta.outputs ?? {});
  out.push('## Outputs', '');
  if (outputs.length > 0) {
    out.push('| Output | Description |', '| --- | --- |');
    for (const [output, spec] of outputs)
      out.push(`| ${code(output)} | ${cell((spec ?? {}).description)} |`);
  } else {
    out.push('No outputs.');
  }
  out.push('');
  return out;
}

function yamlBlock(text, standalone) {
  const body = String(text).trimEnd();
  return ['```yaml', standalone ? standaloneText(body) : body, '```', ''];
}

/** The opening sections: a minimal step, the permissions of its job, a realistic workflow. */
function renderUsage(usage, standalone) {
  const permissions = stringifyYaml({ permissions: usage.permissions ?? {} });
  return [
    '## Usage',
    '',
    ...yamlBlock(usage.minimal, standalone),
    '## Permissions',
    '',
    ...yamlBlock(permissions, false),
    String(usage['permissions-note']).trim(),
    '',
    '## Example',
    '',
    ...yamlBlock(usage.example, standalone),
  ];
}

/**
 * The unformatted markdown of one action's README. `standalone` is for the tree the release
 * pushes to the action's own repository: its `uses:` comes first and links point back to the
 * suite.
 */
export function renderActionReadme({ name, meta, usage = null }, { standalone = false } = {}) {
  const suite = `https://github.com/${REPOSITORY}`;
  const out = [ACTION_NOTE, '', `# \`${name}\``, ''];
  if (meta.description) out.push(cell(meta.description), '');
  if (usage) out.push(...renderUsage(usage, standalone));
  const forms = standalone
    ? [standaloneUses(name), monorepoUses(name)]
    : [monorepoUses(name), standaloneUses(name)];
  out.push(
    usage ? '## Install forms' : '',
    '',
    'Use it from the suite or from its stand-alone repository (the same bundle; see',
    `[Releases](${suite}#releases); pin both by a release tag or commit, see`,
    `[Pinning](${suite}#pinning)):`,
    '',
    '```text',
    `uses: ${forms[0]}`,
    `uses: ${forms[1]}`,
    '```',
    '',
  );
  if (usage) {
    const about = usage.about.trim();
    // Links into the suite's docs resolve from actions/<name>/; a stand-alone tree has no docs.
    out.push(
      '## What it does',
      '',
      standalone ? about.replaceAll('](../../', `](${suite}/blob/v1/`) : about,
      '',
    );
  }
  out.push(...renderTables(meta));
  out.push(
    standalone
      ? `Part of the [SquadScope matrix crawl](${suite}): the pipeline, the reusable workflow and the contracts are documented there.`
      : 'Part of the [SquadScope matrix crawl](../../README.md): the pipeline, the reusable workflow and the contracts are documented there.',
    '',
  );
  return out.join('\n');
}

/** The first clause of a description: up to its first colon or full stop. */
export function summaryOf(description) {
  const text = cell(description);
  const stop = text.search(/[:.](\s|$)/);
  return stop < 0 ? text : text.slice(0, stop);
}

/** The unformatted markdown of the README's list of actions, one line each. */
export function renderActionsTable(actions) {
  const out = [NOTE, ''];
  for (const { name, meta } of actions) {
    const summary = meta.description ? `: ${summaryOf(meta.description)}` : '';
    out.push(`- [\`${name}\`](actions/${name}/README.md)${summary}`);
  }
  out.push('');
  return out.join('\n');
}

/** Markdown formatted as Prettier formats the file at `path` (its configuration applies). */
export async function formatMarkdown(text, path) {
  const options = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(text, { ...options, parser: 'markdown' });
}

/** The block between (and including) the markers, formatted as Prettier formats README.md. */
export async function renderBlock(actions, repoRoot = root) {
  const body = await formatMarkdown(renderActionsTable(actions), join(repoRoot, 'README.md'));
  return `${START}\n\n${body.trimEnd()}\n\n${END}`;
}

/** One action's README.md as it should be, formatted. */
export async function generateActionReadme(action, repoRoot = root, options = {}) {
  return formatMarkdown(
    renderActionReadme(action, options),
    join(repoRoot, 'actions', action.name, 'README.md'),
  );
}

/** README text with the block replaced, or appended in its own section when the markers are missing. */
export function spliceReadme(readme, block) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start >= 0 && end > start)
    return readme.slice(0, start) + block + readme.slice(end + END.length);
  if (start >= 0 || end >= 0)
    throw new Error(`README.md has only one of the markers ${START} / ${END}`);
  const base = readme === '' || readme.endsWith('\n') ? readme : `${readme}\n`;
  return `${base}${base === '' ? '' : '\n'}## Actions\n\n${block}\n`;
}

/** README.md as it should be, from README.md as it is. */
export async function generateReadme(readme, repoRoot = root) {
  return spliceReadme(readme, await renderBlock(loadActions(repoRoot), repoRoot));
}

/** Every generated file as it should be: [relative path, text], README.md first. */
export async function generateAll(repoRoot = root) {
  const path = join(repoRoot, 'README.md');
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const files = [['README.md', await generateReadme(current, repoRoot)]];
  for (const action of loadActions(repoRoot)) {
    files.push([`actions/${action.name}/README.md`, await generateActionReadme(action, repoRoot)]);
  }
  return files;
}

function read(path) {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

async function main(argv) {
  const stale = [];
  for (const [rel, text] of await generateAll()) {
    const path = join(root, ...rel.split('/'));
    if (read(path) === text) continue;
    stale.push(rel);
    if (!argv.includes('--check')) writeFileSync(path, text);
  }
  if (argv.includes('--check')) {
    for (const rel of stale) console.error(`${rel}: stale; run \`npm run gen:readme\`.`);
    if (stale.length > 0) process.exitCode = 1;
    return;
  }
  console.log(stale.length > 0 ? `updated: ${stale.join(', ')}` : 'READMEs up to date');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
