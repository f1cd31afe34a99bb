// A cancelled job while crawl-github-shard waits on a GitHub request that never answers: the
// committed bundle, run as the runner runs it, must end the request at once, upload its leg
// diagnostics through the real @actions/artifact client, and exit within 2 s of the signal
// (the runner sends SIGKILL 7.5–10 s after the first signal).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseStrict } from '../src/canonical/index.js';
import { exampleFanPlan, exampleRunContext } from '../test-support/contracts-examples.js';
import { inputEnv, node24, readActionMetadata, repoRoot } from '../src/local/step.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';
import { startGithubApiServer, type GithubApiServer } from './github-api-server.js';

/** The exit deadline after the signal the contract promises. */
const EXIT_WITHIN_MS = 2000;

let artifacts: ArtifactService;
let api: GithubApiServer;
let dir: string;

beforeAll(async () => {
  [artifacts, api] = await Promise.all([
    startArtifactService(),
    startGithubApiServer({ faults: [{ kind: 'hang', times: Infinity }] }),
  ]);
  dir = await mkdtemp(join(tmpdir(), 'shard-signal-'));
  await mkdir(join(dir, 'runner-temp'));
});

afterAll(async () => {
  await Promise.all([artifacts?.close(), api?.close()]);
  await rm(dir, { recursive: true, force: true });
});

/** The step's process, so that the test sends the signal once the request is in flight. */
function startStep(runId: string): {
  child: ChildProcess;
  stdout: () => string;
  closed: Promise<number | null>;
} {
  const action = 'crawl-github-shard';
  const meta = readActionMetadata(action);
  const runnerTemp = join(dir, 'runner-temp');
  const base: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: dir,
    TZ: 'UTC',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_RUN_ID: runId,
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: runnerTemp,
    GITHUB_TOKEN: 'ghs_signalTestToken0123456789',
    ...artifacts.env(runId, 'github-new_repos'),
  };
  const inputs = inputEnv(
    action,
    {
      'shard-id': 'new_repos',
      'run-context': JSON.stringify(exampleRunContext()),
      'fan-plan': JSON.stringify(exampleFanPlan()),
      'api-url': api.url,
      'run-immediately': 'true',
    },
    base,
  );
  const child = spawn(node24, [resolve(repoRoot, 'actions', action, meta.runs.main)], {
    cwd: dir,
    env: { ...base, ...inputs },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const closed = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  return { child, stdout: () => out, closed };
}

async function until(condition: () => boolean, what: string, ms = 30_000): Promise<void> {
  const stop = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > stop) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

test.each(['SIGINT', 'SIGTERM'] as const)(
  '%s during a hung search request: diagnostics uploaded, exit within 2 s of the signal',
  async (signal) => {
    const runId = `signal-${signal}`;
    const before = api.searchRequests().length;
    const step = startStep(runId);
    const killer = setTimeout(() => step.child.kill('SIGKILL'), 60_000);
    try {
      // The server has the request and will never answer it; give the client time to wait on it.
      await until(() => api.searchRequests().length > before, 'the search request');
      await new Promise((r) => setTimeout(r, 300));
      const signalledAt = Date.now();
      step.child.kill(signal);
      const code = await step.closed;
      const afterSignal = Date.now() - signalledAt;
      // A measurement for the log; the assertion below is the contract's 2 s.
      console.log(`crawl-github-shard exited ${afterSignal} ms after ${signal}`);

      const stdout = step.stdout();
      expect(
        api
          .searchRequests()
          .slice(before)
          .map((r) => r.status),
      ).toEqual([0]);
      expect(code).toBe(1);
      expect(stdout).toContain(`Received ${signal}`);
      expect(stdout).toMatch(/::error::GitHub shard new_repos failed \(cancelled\)/);
      const files = artifacts.files(runId, 'github-new_repos-diagnostics-a1');
      const diagnostics = parseStrict(files.get('github-new_repos-diagnostics.json')!) as {
        status: string;
        error: { code: string };
        api_metrics: { calls_made: number };
      };
      expect(diagnostics).toMatchObject({
        status: 'failed',
        error: { code: 'cancelled' },
        api_metrics: { calls_made: 1 },
      });
      expect(afterSignal).toBeLessThan(EXIT_WITHIN_MS);
    } finally {
      clearTimeout(killer);
      step.child.kill('SIGKILL');
    }
  },
  90_000,
);
