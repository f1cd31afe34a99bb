// The artifact store's GitHub backend against the local artifact service, through
// the REAL @actions/artifact client (no mocks): this is what a runner does.

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ActionsArtifactStore } from '../src/artifacts/service/actions.js';
import { ArtifactError } from '../src/artifacts/errors.js';
import { craftZip, startArtifactService, type ArtifactService } from './artifact-service.js';
import { rejection } from '../test-support/errors.js';

// The client reads process.env at call time; every test sets exactly what a
// runner sets for one job and restores the previous values afterwards.
const CLIENT_ENV_KEYS = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'GITHUB_RUN_ID',
  'GITHUB_RUN_ATTEMPT',
  'GITHUB_SERVER_URL',
  'GITHUB_WORKSPACE',
  'GITHUB_RETENTION_DAYS',
];

// The client logs through @actions/core (workflow commands on stdout): captured
// here to keep the test output readable, and checked where it matters.
let clientOutput: string[] = [];

async function asJob<T>(env: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const saved = new Map(CLIENT_ENV_KEYS.map((k) => [k, process.env[k]]));
  for (const key of CLIENT_ENV_KEYS) delete process.env[key];
  Object.assign(process.env, env);
  const write = process.stdout.write;
  clientOutput = [];
  process.stdout.write = ((chunk: string | Uint8Array) => {
    clientOutput.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof process.stdout.write;
  try {
    return await fn();
  } finally {
    process.stdout.write = write;
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

let service: ArtifactService;
let tempRoot: string;
let runCounter = 1000;

beforeAll(async () => {
  service = await startArtifactService();
  tempRoot = await mkdtemp(join(tmpdir(), 'artifact-service-test-'));
});

afterAll(async () => {
  await service.close();
  await rm(tempRoot, { recursive: true, force: true });
});

function store(): ActionsArtifactStore {
  return new ActionsArtifactStore({ tempRoot });
}

function nextRun(): number {
  runCounter += 1;
  return runCounter;
}

test('upload, list and download round-trip the exact bytes through the real client', async () => {
  const run = nextRun();
  const binary = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
  const files = [
    { name: 'run_context.json', data: '{"schema_version":"run_context_v1","é":"ü"}\n' },
    { name: 'fan_plan.json', data: '{"fans":{}}' },
    { name: 'blob.bin', data: binary },
  ];

  await asJob(service.env(run, 'plan'), () => store().upload('run-context-a1', files));
  // Another job of the same run sees it, as download-artifact does on GitHub.
  const { listed, downloaded } = await asJob(service.env(run, 'fan-in'), async () => ({
    listed: await store().list(),
    downloaded: await store().download('run-context-a1'),
  }));

  const [artifact] = service.artifacts().filter((a) => a.runId === String(run));
  expect(artifact).toMatchObject({ name: 'run-context-a1', jobId: 'plan', finalized: true });
  expect(artifact?.digest).toMatch(/^sha256:[0-9a-f]{64}$/u);
  expect(listed).toEqual([{ name: 'run-context-a1', size: artifact?.size }]);
  expect([...downloaded.keys()]).toEqual(['blob.bin', 'fan_plan.json', 'run_context.json']);
  expect(downloaded.get('blob.bin')?.equals(binary)).toBe(true);
  expect(downloaded.get('run_context.json')?.toString('utf8')).toBe(files[0]?.data);
  expect(downloaded.get('fan_plan.json')?.toString('utf8')).toBe('{"fans":{}}');
  // The blob went up in blocks and came down with a plain GET.
  const ops = service
    .calls()
    .filter((c) => c.name === 'run-context-a1')
    .map((c) => c.op);
  expect(ops).toEqual(
    expect.arrayContaining([
      'CreateArtifact',
      'blob:block',
      'blob:blocklist',
      'FinalizeArtifact',
      'blob:get',
    ]),
  );
  // Staging directories are removed.
  expect(await readdir(tempRoot)).toEqual([]);
});

test('a download after a listing takes two calls: the signed URL and the blob, by the listed id', async () => {
  const run = nextRun();
  await asJob(service.env(run, 'leg'), async () => {
    await store().upload('rss-one-a1', [{ name: 'a.json', data: '[1]' }]);
    await store().upload('rss-two-a1', [{ name: 'b.json', data: '[2]' }]);
  });
  const before = service.calls().length;
  const got = await asJob(service.env(run, 'fan-in'), async () => {
    const reader = store();
    await reader.list();
    return [await reader.download('rss-one-a1'), await reader.download('rss-two-a1')];
  });
  expect(got.map((files) => [...files.keys()])).toEqual([['a.json'], ['b.json']]);
  expect(
    service
      .calls()
      .slice(before)
      .map((c) => `${c.op} ${c.name ?? ''}`.trim()),
  ).toEqual([
    'ListArtifacts',
    'GetSignedArtifactURL rss-one-a1',
    'blob:get rss-one-a1',
    'GetSignedArtifactURL rss-two-a1',
    'blob:get rss-two-a1',
  ]);
});

test('a download of a name the store has not listed looks it up once by name first', async () => {
  const run = nextRun();
  await asJob(service.env(run, 'leg'), () =>
    store().upload('rss-raw-a1', [{ name: 'a.json', data: '[]' }]),
  );
  const before = service.calls().length;
  await asJob(service.env(run, 'fan-in'), () => store().download('rss-raw-a1'));
  expect(
    service
      .calls()
      .slice(before)
      .map((c) => c.op),
  ).toEqual(['ListArtifacts', 'GetSignedArtifactURL', 'blob:get']);
});

test('through the client, downloads are not extracted: the archive is saved raw and read by the strict reader', async () => {
  const run = nextRun();
  await asJob(service.env(run, 'leg'), () =>
    store().upload('rss-raw-a1', [{ name: 'a.json', data: '[]' }]),
  );
  const viaClient = new ActionsArtifactStore({ tempRoot, endpoint: () => null });
  const files = await asJob(service.env(run, 'fan-in'), () => viaClient.download('rss-raw-a1'));
  expect(files.get('a.json')?.toString('utf8')).toBe('[]');
  expect(clientOutput.join('')).toMatch(/skipDecompress: true/u);
  expect(clientOutput.join('')).toMatch(/Downloading raw file \(non-zip\)/u);
});

test('a second upload under the same name in the run is a clear 409 error, even from another job', async () => {
  const run = nextRun();
  await asJob(service.env(run, 'rss-a'), () =>
    store().upload('rss-a-a1', [{ name: 'artifact.json', data: '{}' }]),
  );
  const error = await asJob(service.env(run, 'rss-a-rerun', { attempt: 2 }), () =>
    rejection(store().upload('rss-a-a1', [{ name: 'artifact.json', data: '{"x":1}' }])),
  );
  expect(error).toBeInstanceOf(ArtifactError);
  expect(error).toMatchObject({ code: 'exists' });
  expect((error as Error).message).toMatch(/"rss-a-a1" already exists \(409 Conflict\)/u);
  expect(service.calls()).toContainEqual({ op: 'CreateArtifact', status: 409, name: 'rss-a-a1' });
  // The first artifact is untouched.
  expect(service.files(run, 'rss-a-a1').get('artifact.json')?.toString()).toBe('{}');
});

test('runs are isolated and list reports the artifacts of the own run only', async () => {
  const runA = nextRun();
  const runB = nextRun();
  await asJob(service.env(runA, 'job'), () =>
    store().upload('github-new_repos-a1', [{ name: 'shard.json', data: 'A' }]),
  );
  await asJob(service.env(runB, 'job'), () =>
    store().upload('github-new_repos-a1', [{ name: 'shard.json', data: 'B' }]),
  );
  const listed = await asJob(service.env(runB, 'other'), () => store().list());
  expect(listed.map((a) => a.name)).toEqual(['github-new_repos-a1']);
  const files = await asJob(service.env(runB, 'other'), () =>
    store().download('github-new_repos-a1'),
  );
  expect(files.get('shard.json')?.toString()).toBe('B');
});

test('a missing artifact is not_found', async () => {
  const run = nextRun();
  const error = await asJob(service.env(run, 'job'), () =>
    rejection(store().download('rss-nope-a1')),
  );
  expect(error).toMatchObject({ code: 'not_found' });
});

test('an archive with a ../evil entry is refused and nothing is written outside the staging dir', async () => {
  const run = nextRun();
  service.inject(
    run,
    'rss-evil-a1',
    craftZip([
      { name: 'ok.json', data: '{}' },
      { name: '../evil', data: 'pwned' },
    ]),
  );
  const error = await asJob(service.env(run, 'fan-in'), () =>
    rejection(store().download('rss-evil-a1')),
  );
  expect(error).toMatchObject({ code: 'unsafe' });
  expect((error as Error).message).toMatch(/"\.\.\/evil"/u);
  expect(await readdir(tempRoot)).toEqual([]);
});

test('symlink and nested-directory entries are refused', async () => {
  const run = nextRun();
  service.inject(
    run,
    'rss-link-a1',
    craftZip([{ name: 'link.json', data: '/etc/passwd', mode: 0o120777 }]),
  );
  service.inject(run, 'rss-dir-a1', craftZip([{ name: 'sub/file.json', data: '{}' }]));
  await asJob(service.env(run, 'fan-in'), async () => {
    expect(await rejection(store().download('rss-link-a1'))).toMatchObject({
      code: 'unsafe',
      message: expect.stringMatching(/symlink/u),
    });
    expect(await rejection(store().download('rss-dir-a1'))).toMatchObject({ code: 'unsafe' });
  });
});

test('an artifact whose listed size is over the limit is refused before it is downloaded', async () => {
  const run = nextRun();
  const big = Buffer.alloc(200_000, 1);
  await asJob(service.env(run, 'leg'), () =>
    store().upload('rss-big-a1', [{ name: 'a.bin', data: big }]),
  );
  const before = service
    .calls()
    .filter((c) => c.op === 'blob:get' && c.name === 'rss-big-a1').length;
  // A 200 kB run of one byte compresses to a tiny archive: the size check before
  // download cannot see it, the declared-size check of the reader must.
  const error = await asJob(service.env(run, 'fan-in'), () =>
    rejection(store().download('rss-big-a1', { maxBytes: 100_000 })),
  );
  expect(error).toMatchObject({ code: 'too_large' });

  // An incompressible archive larger than the budget is refused from its listed size.
  const noise = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 2654435761) >>> 24));
  service.inject(run, 'rss-noise-a1', craftZip([{ name: 'n.bin', data: noise, method: 'store' }]));
  const refused = await asJob(service.env(run, 'fan-in'), () =>
    rejection(store().download('rss-noise-a1', { maxBytes: 10_000, maxFiles: 1 })),
  );
  expect(refused).toMatchObject({ code: 'too_large', message: expect.stringMatching(/archive/u) });
  const gets = service.calls().filter((c) => c.op === 'blob:get');
  expect(gets.filter((c) => c.name === 'rss-noise-a1')).toEqual([]);
  expect(gets.filter((c) => c.name === 'rss-big-a1').length).toBe(before + 1);
});

test('the service answers errors with Twirp JSON bodies (the client retries anything else)', async () => {
  const url = `${service.url}/twirp/github.actions.results.api.v1.ArtifactService/ListArtifacts`;
  const noToken = await fetch(url, {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });
  expect(noToken.status).toBe(401);
  expect(await noToken.json()).toMatchObject({ code: 'unauthenticated' });

  const { ACTIONS_RUNTIME_TOKEN: token } = service.env(1, 'job');
  const badRoute = await fetch(
    `${service.url}/twirp/github.actions.results.api.v1.ArtifactService/Nope`,
    {
      method: 'POST',
      body: '{}',
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(badRoute.status).toBe(404);
  expect(await badRoute.json()).toMatchObject({ code: 'bad_route' });

  const otherRun = await fetch(url, {
    method: 'POST',
    body: JSON.stringify({
      workflow_run_backend_id: 'someone-else',
      workflow_job_run_backend_id: 'x',
    }),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(otherRun.status).toBe(403);
  expect(await otherRun.json()).toMatchObject({ code: 'permission_denied' });
});

test('env() gives what the client needs and never a GHES server URL', () => {
  const env = service.env(42, 'job', { attempt: 3 });
  expect(env).toMatchObject({
    GITHUB_RUN_ID: '42',
    GITHUB_RUN_ATTEMPT: '3',
    ACTIONS_RESULTS_URL: `${service.url}/`,
  });
  expect(env['GITHUB_SERVER_URL']).toBe('https://github.com');
  const payload = JSON.parse(
    Buffer.from(env['ACTIONS_RUNTIME_TOKEN']?.split('.')[1] ?? '', 'base64url').toString(),
  ) as { scp: string };
  expect(payload.scp).toMatch(/(^| )Actions\.Results:[0-9a-f-]{36}:[0-9a-f-]{36}( |$)/u);
});
