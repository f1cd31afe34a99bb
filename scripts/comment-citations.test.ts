import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { outsideCitations } from './comment-citations.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Source trees whose comments must stand on their own, and the text files beside them. */
const SOURCE_DIRS = ['src', 'action-tests', 'bench', 'scripts', 'test-support'];
const SCRIPT_EXTENSIONS = new Set(['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs']);
const PROSE_EXTENSIONS = new Set(['.py', '.sh']);

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') out.push(...filesUnder(path, keep));
    else if (entry.isFile() && keep(path)) out.push(path);
  }
  return out;
}

function checkedFiles(): string[] {
  const sources = SOURCE_DIRS.flatMap((dir) =>
    filesUnder(
      join(ROOT, dir),
      (p) => SCRIPT_EXTENSIONS.has(extname(p)) || PROSE_EXTENSIONS.has(extname(p)),
    ),
  );
  const schemas = filesUnder(join(ROOT, 'schemas'), (p) => extname(p) === '.json');
  const actions = filesUnder(join(ROOT, 'actions'), (p) => /action\.ya?ml$/.test(p));
  return [...sources, ...schemas, ...actions];
}

function citationsIn(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  return outsideCitations(text, SCRIPT_EXTENSIONS.has(extname(path))).map(
    (c) => `${relative(ROOT, path)}:${c.line}: ${c.cited}`,
  );
}

describe('comments stand on their own', () => {
  it('no source comment, schema or action.yml cites a document outside the repository', () => {
    const files = checkedFiles();
    expect(files.length).toBeGreaterThan(50);
    // State the rule in place, or link into docs/ (docs/contracts.md holds the decisions).
    expect(files.flatMap(citationsIn)).toEqual([]);
  });
});

describe('outsideCitations', () => {
  it('finds each kind of outside citation in line and block comments, with its line', () => {
    const text = [
      '// see design §3 for the rule',
      'const a = 1; // seed 004 step 2',
      '/**',
      ' * Like HELPERS.md says, and reference/legacy-formats.md.',
      ' */',
      'export const b = 2; /* ../shared/run-setting.ts */',
      '# design section 5',
    ].join('\n');
    expect(outsideCitations(text, true)).toEqual([
      { line: 1, cited: 'design §3' },
      { line: 2, cited: 'seed 004' },
      { line: 4, cited: 'HELPERS.md' },
      { line: 4, cited: 'legacy-formats' },
      { line: 6, cited: '../shared/' },
    ]);
  });

  it('leaves code alone: strings, templates and regular expressions may name those paths', () => {
    const text = [
      "const corpora = resolve(root, '../shared/corpora');",
      'const t = `design §3 ${corpora} // seed 004`;',
      'const r = /\\/\\/ HELPERS\\.md/;',
      'const s = "/* legacy-formats */";',
      '// the corpora folder beside the repository',
    ].join('\n');
    expect(outsideCitations(text, true)).toEqual([]);
  });

  it('checks the whole text of a file that is not a script', () => {
    const json = '{ "description": "Exactly the fields of seed 000." }';
    expect(outsideCitations(json, false)).toEqual([{ line: 1, cited: 'seed 000' }]);
  });

  it('a citation is found in a comment and never in a string literal, wherever it sits', () => {
    const citation = fc.constantFrom(
      'design §7',
      'seed 003',
      'HELPERS.md',
      'legacy-formats',
      '../shared/x',
    );
    const words = fc.array(fc.constantFrom('x', 'the', 'rule', '1', '(', ')', ':'), {
      maxLength: 5,
    });
    fc.assert(
      fc.property(citation, words, words, fc.nat(4), (cited, before, after, blankLines) => {
        const prose = [...before, cited, ...after].join(' ');
        const code = `${'\n'.repeat(blankLines)}const v = ${JSON.stringify(prose)};\n`;
        expect(outsideCitations(code, true)).toEqual([]);
        const hits = outsideCitations(`${code}// ${prose}\n/* ${prose} */\n`, true);
        expect(hits.map((h) => h.line)).toEqual([blankLines + 2, blankLines + 3]);
      }),
    );
  });
});
