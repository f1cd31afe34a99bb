// Generates the README's table of every action's inputs and outputs from actions/*/action.yml,
// between the markers below (a section with the markers is appended when README.md has none).
// The action.yml files are the source of truth; action-tests/readme-actions.test.ts regenerates
// the table in memory and fails when README.md differs.
//   node scripts/gen-readme-actions.js          write README.md
//   node scripts/gen-readme-actions.js --check  exit 1 when the table is stale
// The block is formatted with Prettier, so `npm run format` never makes it stale.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { parse as parseYaml } from 'yaml';

export const START = '<!-- actions-table:start -->';
export const END = '<!-- actions-table:end -->';
export const REPOSITORY = 'squadscope/matrix-crawl';
/** The pipeline's order; any other action follows in name order. */
export const PIPELINE_ORDER = ['make-run-context', 'crawl-rss-leg', 'crawl-github-shard', 'fan-in'];

const NOTE =
  '<!-- Generated from actions/*/action.yml by `npm run gen:readme`; edit the action.yml files, not this table. -->';

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
      return { name: d.name, meta };
    })
    .sort((a, b) => rank(a.name) - rank(b.name) || byUtf16(a.name, b.name));
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

/** The unformatted markdown of every action's tables. */
export function renderActionsTable(actions) {
  const out = [NOTE, ''];
  for (const { name, meta } of actions) {
    out.push(`### \`${name}\``, '');
    if (meta.description) out.push(cell(meta.description), '');
    out.push(`\`uses: ${REPOSITORY}/actions/${name}@v1\``, '');
    const inputs = Object.entries(meta.inputs ?? {});
    if (inputs.length > 0) {
      out.push('| Input | Required | Default | Description |', '| --- | --- | --- | --- |');
      for (const [input, spec] of inputs) {
        const s = spec ?? {};
        out.push(
          `| ${code(input)} | ${s.required === true ? 'yes' : 'no'} | ${cell(defaultCell(s))} | ${cell(s.description)} |`,
        );
      }
      out.push('');
    } else {
      out.push('No inputs.', '');
    }
    const outputs = Object.entries(meta.outputs ?? {});
    if (outputs.length > 0) {
      out.push('| Output | Description |', '| --- | --- |');
      for (const [output, spec] of outputs)
        out.push(`| ${code(output)} | ${cell((spec ?? {}).description)} |`);
      out.push('');
    } else {
      out.push('No outputs.', '');
    }
  }
  return out.join('\n');
}

/** The block between (and including) the markers, formatted as Prettier formats README.md. */
export async function renderBlock(actions, repoRoot = root) {
  const options = (await prettier.resolveConfig(join(repoRoot, 'README.md'))) ?? {};
  const body = await prettier.format(renderActionsTable(actions), {
    ...options,
    parser: 'markdown',
  });
  return `${START}\n\n${body.trimEnd()}\n\n${END}`;
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

async function main(argv) {
  const path = join(root, 'README.md');
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const next = await generateReadme(current);
  if (argv.includes('--check')) {
    if (next !== current) {
      console.error('README.md: the actions table is stale; run `npm run gen:readme`.');
      process.exitCode = 1;
    }
    return;
  }
  if (next !== current) writeFileSync(path, next);
  console.log(
    next !== current ? 'README.md: actions table updated' : 'README.md: actions table up to date',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
