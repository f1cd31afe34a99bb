// The committed command-line bundle, its standard output a pipe the reader has already
// closed (`squadscope … | head`): the command still does its work and exits with its own
// status, and no stack trace of the lost output reaches standard error.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalArtifactStore } from '../src/artifacts/index.js';
import { repoRoot } from '../src/local/step.js';
import { uploadRun } from '../test-support/fanin.js';

const CLI = join(repoRoot, 'dist', 'cli', 'index.js');

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cli-pipe-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Runs the bundle with `args`, its stdout closed by the reader at once; exit code and stderr. */
function runWithClosedStdout(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stderr }));
  });
}

describe('squadscope with its output piped into a reader that stopped', () => {
  it('finishes the fan-in and exits 0 without an EPIPE trace', async () => {
    const artifacts = join(root, 'artifacts');
    await uploadRun(new LocalArtifactStore(artifacts));
    const out = join(root, 'out');
    const result = await runWithClosedStdout([
      'fan-in',
      '--artifact-dir',
      artifacts,
      '--output-dir',
      out,
      '--workers',
      '0',
    ]);
    expect(result).toEqual({ code: 0, stderr: '' });
    expect((await readdir(out)).sort()).toEqual([
      '2026-W23-external-news.json',
      '2026-W23-fan-in-diagnostics.json',
      // The run ledger, written beside the outputs as the fan-in action writes it.
      '2026-W23-metrics.json',
      '2026-W23-stars.json',
      '2026-W23.json',
    ]);
  });

  it('still exits with the usage status for a usage error', async () => {
    const result = await runWithClosedStdout(['fan-in', '--bogus']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^squadscope fan-in: Unknown option '--bogus'/);
    expect(result.stderr).not.toMatch(/EPIPE/);
  });
});
