// Bundles every action (src/actions/<name>/index.ts) and the CLI (src/cli/main.ts) with ncc
// into dist/<name>/index.js. Type checking is `npm run typecheck`'s job, so ncc runs with -t.
// The output is committed; CI rebuilds it and fails when it differs.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');

const entries = readdirSync(join(root, 'src', 'actions'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(root, 'src', 'actions', d.name, 'index.ts')))
  .map((d) => ({ name: d.name, input: join('src', 'actions', d.name, 'index.ts') }));
if (existsSync(join(root, 'src', 'cli', 'main.ts')))
  entries.push({ name: 'cli', input: join('src', 'cli', 'main.ts') });

const only = process.argv.slice(2);
const selected = only.length ? entries.filter((e) => only.includes(e.name)) : entries;

function build({ name, input }) {
  const out = join(root, 'dist', name);
  rmSync(out, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ncc,
        'build',
        input,
        '-o',
        out,
        '-t',
        '-q',
        '--target',
        'es2022',
        '--license',
        'licenses.txt',
      ],
      { cwd: root, stdio: 'inherit' },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`ncc failed for ${name} (exit ${code})`)),
    );
  });
}

// Two at a time: the machines this runs on have two cores.
const queue = [...selected];
const workers = Array.from({ length: 2 }, async () => {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const started = Date.now();
    await build(next);
    console.log(
      `built dist/${next.name}/index.js in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
});
await Promise.all(workers);
