// The artifact store against the local service as GitHub's really is: latency, transient
// faults from a seeded plan, a service that stays down and the documented limits, through
// the REAL @actions/artifact client.

import fc from 'fast-check';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ActionsArtifactStore } from '../src/artifacts/service/actions.js';
import { ArtifactError } from '../src/artifacts/errors.js';
import type { ArtifactRetryPolicy } from '../src/artifacts/service/retry.js';
import { byteRange, startArtifactService, type ArtifactService } from './artifact-service.js';
import { faultDecider, transientPlan, type FaultKind, type FaultRule } from './service-faults.js';
import { rejection } from '../test-support/errors.js';

const CLIENT_ENV_KEYS = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'GITHUB_RUN_ID',
  'GITHUB_SERVER_URL',
];

async function asJob<T>(env: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const saved = new Map(CLIENT_ENV_KEYS.map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  const write = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
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

// Short waits keep the suite fast; the attempts are the store's defaults.
const FAST: ArtifactRetryPolicy = { attempts: 5, baseMs: 20, capMs: 1000, deadlineMs: 10_000 };

let service: ArtifactService;
let tempRoot: string;
let runCounter = 5000;

beforeAll(async () => {
  service = await startArtifactService();
  tempRoot = await mkdtemp(join(tmpdir(), 'artifact-faults-test-'));
});

afterEach(() => {
  service.setFaults(null);
  service.setDown(null);
  service.setLatency(null);
});

afterAll(async () => {
  await service.close();
  await rm(tempRoot, { recursive: true, force: true });
});

const store = () => new ActionsArtifactStore({ tempRoot, retry: FAST, callTimeoutMs: 2000 });
const nextRun = () => ++runCounter;
const payload = (i: number) =>
  Buffer.from(Array.from({ length: 5000 + i }, (_, k) => (k * 31 + i) % 256));

async function seed(run: number, count: number): Promise<void> {
  await asJob(service.env(run, 'legs'), async () => {
    for (let i = 0; i < count; i++) {
      await store().upload(`rss-s${i}-a1`, [{ name: `rss-s${i}.json`, data: payload(i) }]);
    }
  });
}

test('byteRange reads single RFC 9110 ranges and ignores what it may ignore', () => {
  expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
  expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
  expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  expect(byteRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
  expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable');
  expect(byteRange('bytes=-0', 100)).toBe('unsatisfiable');
  expect(byteRange('bytes=0-1,5-6', 100)).toBeNull();
  expect(byteRange('bytes=9-2', 100)).toBeNull();
  expect(byteRange(undefined, 100)).toBeNull();
});

test('the blob GET answers a range with 206 and Content-Range, and 416 past the end', async () => {
  const run = nextRun();
  await seed(run, 1);
  const blob = service.blob(run, 'rss-s0-a1')!;
  const url = await asJob(service.env(run, 'reader'), async () => {
    const { resultsEndpoint, signedArtifactUrl } =
      await import('../src/artifacts/service/signed-url.js');
    return signedArtifactUrl(resultsEndpoint(process.env)!, 'rss-s0-a1', { timeoutMs: 2000 });
  });
  const ranged = await fetch(url, { headers: { range: 'bytes=10-19' } });
  expect(ranged.status).toBe(206);
  expect(ranged.headers.get('content-range')).toBe(`bytes 10-19/${blob.length}`);
  expect(Buffer.from(await ranged.arrayBuffer()).equals(blob.subarray(10, 20))).toBe(true);
  const past = await fetch(url, { headers: { range: `bytes=${blob.length}-` } });
  expect(past.status).toBe(416);
  expect(past.headers.get('content-range')).toBe(`bytes */${blob.length}`);
});

test('a fault plan is reproducible from its seed and faults one call at most twice', () => {
  const draw = (seed: number) => {
    const decide = faultDecider(transientPlan(seed, 0.9));
    return Array.from({ length: 40 }, (_, i) => decide.next('blob:get', `rss-s${i % 3}-a1`));
  };
  expect(draw(7)).toEqual(draw(7));
  expect(draw(7)).not.toEqual(draw(8));
  const decide = faultDecider(transientPlan(3, 1));
  const runs = Array.from({ length: 9 }, () => decide.next('blob:get', 'one'));
  expect(runs.map((f) => f !== null)).toEqual([
    true,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
  ]);
});

test("a second rule for a call kind leaves the first one's draws as they were, and the cap holds", () => {
  const first = { op: 'ListArtifacts', kinds: ['reset'] as FaultKind[] };
  fc.assert(
    fc.property(
      fc.integer(),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.integer({ min: 1, max: 5 }),
      (seed, rate, secondRate, maxPerCall) => {
        const draws = (rules: FaultRule[]) => {
          const decide = faultDecider({ seed, rules, maxPerCall });
          return Array.from({ length: 30 }, (_, i) => decide.next('ListArtifacts', `n${i % 3}`));
        };
        const alone = draws([{ ...first, rate }]);
        const both = draws([
          { ...first, rate },
          { op: 'ListArtifacts', rate: secondRate, kinds: ['status-503'] },
        ]);
        // Where the first rule hit on its own it hits still; the second only adds faults.
        both.forEach((kind, i) => {
          if (alone[i] === 'reset' && !both.slice(0, i).includes('status-503')) {
            expect(kind).toBe('reset');
          }
        });
        for (const name of ['n0', 'n1', 'n2']) {
          const faults = both.filter((k, i) => k !== null && `n${i % 3}` === name);
          expect(faults.length).toBeLessThanOrEqual(maxPerCall);
        }
      },
    ),
  );
});

const BODY_FAULTS: FaultKind[] = [
  'status-500',
  'status-502',
  'status-503',
  'status-429',
  'reset',
  'reset-mid-blob',
  'cut-blob',
  'slow-blob',
];

test.each(BODY_FAULTS)(
  'a %s on the blob is retried: the same bytes, one more call',
  async (kind) => {
    const run = nextRun();
    await seed(run, 1);
    service.setFaults({ seed: 1, script: [{ op: 'blob:get', name: 'rss-s0-a1', nth: 1, kind }] });
    const before = service.calls().length;
    const files = await asJob(service.env(run, 'reader'), () => store().download('rss-s0-a1'));
    expect(files.get('rss-s0.json')?.equals(payload(0))).toBe(true);
    const gets = service
      .calls()
      .slice(before)
      .filter((c) => c.op === 'blob:get');
    expect(gets.length).toBe(kind === 'slow-blob' ? 1 : 2);
  },
);

test.each(['status-503', 'status-429', 'reset'] as FaultKind[])(
  'a %s on GetSignedArtifactURL is retried',
  async (kind) => {
    const run = nextRun();
    await seed(run, 1);
    service.setFaults({ seed: 1, script: [{ op: 'GetSignedArtifactURL', nth: 1, kind }] });
    const files = await asJob(service.env(run, 'reader'), () => store().download('rss-s0-a1'));
    expect(files.get('rss-s0.json')?.equals(payload(0))).toBe(true);
  },
);

// The client waits 3 s before its first retry of an RPC: a few cases only.
test.each([
  ['CreateArtifact', 'status-500'],
  ['FinalizeArtifact', 'status-502'],
  ['ListArtifacts', 'status-503'],
  ['CreateArtifact', 'status-429'],
] as [string, FaultKind][])(
  'a %s answering %s is retried by the client: uploaded and listed once, the same bytes',
  async (op, kind) => {
    const run = nextRun();
    service.setFaults({ seed: 1, script: [{ op, nth: 1, kind }] });
    const before = service.calls().length;
    const listed = await asJob(service.env(run, 'leg'), async () => {
      await store().upload('rss-rpc-a1', [{ name: 'rss-rpc.json', data: payload(2) }]);
      return store().list();
    });
    expect(listed.map((a) => a.name)).toEqual(['rss-rpc-a1']);
    expect(service.files(run, 'rss-rpc-a1').get('rss-rpc.json')?.equals(payload(2))).toBe(true);
    const calls = service.calls().slice(before);
    expect(calls.filter((c) => c.fault === kind).map((c) => c.op)).toEqual([op]);
    expect(calls.filter((c) => c.op === op && c.status === 200)).toHaveLength(1);
  },
  15_000,
);

test('a reset of the listing is retried (the client throws at once on it)', async () => {
  const run = nextRun();
  await seed(run, 2);
  service.setFaults({ seed: 1, script: [{ op: 'ListArtifacts', nth: 1, kind: 'reset' }] });
  const listed = await asJob(service.env(run, 'reader'), () => store().list());
  expect(listed.map((a) => a.name)).toEqual(['rss-s0-a1', 'rss-s1-a1']);
});

test('a finalize whose answer is lost: the retry meets 409, finds its own bytes and succeeds', async () => {
  const run = nextRun();
  service.setFaults({ seed: 1, script: [{ op: 'FinalizeArtifact', nth: 1, kind: 'lost-answer' }] });
  await asJob(service.env(run, 'leg'), () =>
    store().upload('rss-lost-a1', [{ name: 'rss-lost.json', data: payload(1) }]),
  );
  const mine = service.artifacts().filter((a) => a.runId === String(run));
  expect(mine.map((a) => [a.name, a.finalized])).toEqual([['rss-lost-a1', true]]);
  expect(service.files(run, 'rss-lost-a1').get('rss-lost.json')?.equals(payload(1))).toBe(true);
  const ops = service
    .calls()
    .filter((c) => c.name === 'rss-lost-a1')
    .map((c) => `${c.op} ${c.status}`);
  expect(ops).toContain('CreateArtifact 409');
});

test('a lost answer after a 409 with OTHER bytes stays an exists error', async () => {
  const run = nextRun();
  await asJob(service.env(run, 'leg'), () =>
    store().upload('rss-x-a1', [{ name: 'rss-x.json', data: 'first' }]),
  );
  service.setFaults({ seed: 1, script: [{ op: 'CreateArtifact', nth: 1, kind: 'reset' }] });
  const error = await rejection(
    asJob(service.env(run, 'leg'), () =>
      store().upload('rss-x-a1', [{ name: 'rss-x.json', data: 'second' }]),
    ),
  );
  expect(error).toBeInstanceOf(ArtifactError);
  expect((error as ArtifactError).code).toBe('exists');
});

test('a create whose answer is lost leaves a name the service keeps: a clear backend error', async () => {
  const run = nextRun();
  service.setFaults({ seed: 1, script: [{ op: 'CreateArtifact', nth: 1, kind: 'lost-answer' }] });
  const error = await rejection(
    asJob(service.env(run, 'leg'), () =>
      store().upload('rss-half-a1', [{ name: 'rss-half.json', data: 'x' }]),
    ),
  );
  expect((error as ArtifactError).code).toBe('backend');
  expect((error as Error).message).toMatch(/"rss-half-a1".*earlier attempt created it/u);
});

test('a service that stays down fails the download in bounded time, one line naming the artifact and the call', async () => {
  const run = nextRun();
  await seed(run, 1);
  const reader = store();
  await asJob(service.env(run, 'reader'), () => reader.list());
  service.setDown('status-503');
  const started = Date.now();
  const error = await rejection(
    asJob(service.env(run, 'reader'), () => reader.download('rss-s0-a1')),
  );
  expect(Date.now() - started).toBeLessThan(FAST.deadlineMs);
  expect((error as ArtifactError).code).toBe('backend');
  expect((error as Error).message).toMatch(
    /^Download of artifact "rss-s0-a1" failed: .*GetSignedArtifactURL for artifact .*rss-s0-a1.* answered 503 \(5 attempts in [\d.]+ s\)"?$/u,
  );
  expect((error as Error).message).not.toContain('\n');
  expect(await readdir(tempRoot)).toEqual([]);
});

test('a listing that stays down (resets) fails in bounded time naming the call', async () => {
  const run = nextRun();
  service.setDown('reset');
  const started = Date.now();
  const error = await rejection(asJob(service.env(run, 'reader'), () => store().list()));
  expect(Date.now() - started).toBeLessThan(FAST.deadlineMs);
  expect((error as Error).message).toMatch(
    /^Listing artifacts failed: .*ListArtifacts.*ECONNRESET.*5 attempts/u,
  );
  expect((error as Error).message).not.toContain('\n');
});

test("a listing that stays down (503) fails after the client's own retries, not five times that", async () => {
  const run = nextRun();
  service.setDown('status-503');
  const before = service.calls().length;
  const started = Date.now();
  const error = await rejection(asJob(service.env(run, 'reader'), () => store().list()));
  const took = Date.now() - started;
  // The client's five tries wait 3 s, then 1.5 times longer each (at most 33.8 s in all).
  expect(took).toBeGreaterThanOrEqual(3000 + 4500 + 6750 + 10_125);
  expect(took).toBeLessThan(40_000);
  expect((error as Error).message).toMatch(
    /^Listing artifacts failed: .*Failed to make request after 5 attempts: Failed request: \(503\)/u,
  );
  expect((error as Error).message).not.toContain('\n');
  const answered = service.calls().slice(before);
  expect(answered.filter((c) => c.op === 'ListArtifacts' && c.status === 503)).toHaveLength(5);
}, 60_000);

test('a job may create at most 500 artifacts: the 501st is refused as GitHub refuses it', async () => {
  const limited = await startArtifactService({ limits: { maxArtifactsPerJob: 2 } });
  try {
    const run = nextRun();
    const error = await rejection(
      asJob(limited.env(run, 'leg'), async () => {
        for (let i = 0; i < 3; i++)
          await store().upload(`rss-l${i}-a1`, [{ name: 'a.json', data: 'x' }]);
      }),
    );
    expect((error as ArtifactError).code).toBe('backend');
    expect((error as Error).message).toMatch(/"rss-l2-a1".*\(400\).*at most 2 artifacts/u);
  } finally {
    await limited.close();
  }
});

test('latency: every call waits its round trip', async () => {
  const run = nextRun();
  await seed(run, 1);
  service.setLatency({ callMs: 60 });
  const reader = store();
  const started = Date.now();
  await asJob(service.env(run, 'reader'), async () => {
    await reader.list();
    await reader.download('rss-s0-a1');
  });
  // Three calls (list, signed URL, blob) of at least 60 ms each.
  expect(Date.now() - started).toBeGreaterThanOrEqual(180);
});

test('under a 30 % transient plan, many downloads give exactly the bytes of a perfect service', async () => {
  const run = nextRun();
  await seed(run, 12);
  service.setFaults(transientPlan(26, 0.3));
  const before = service.calls().length;
  const got = await asJob(service.env(run, 'reader'), async () => {
    const reader = store();
    const names = (await reader.list()).map((a) => a.name);
    return Promise.all(names.map(async (n) => [n, await reader.download(n)] as const));
  });
  expect(got).toHaveLength(12);
  for (const [name, files] of got) {
    const i = Number(/^rss-s(\d+)-a1$/u.exec(name)?.[1]);
    expect(files.get(`rss-s${i}.json`)?.equals(payload(i))).toBe(true);
  }
  expect(
    service
      .calls()
      .slice(before)
      .filter((c) => c.fault !== undefined).length,
  ).toBeGreaterThan(3);
});

test('a blob whose bytes changed after upload is refused by its listed digest, not retried', async () => {
  const run = nextRun();
  await seed(run, 1);
  const blob = service.blob(run, 'rss-s0-a1')!;
  const at = blob.length - 30;
  blob.writeUInt8(blob.readUInt8(at) ^ 0xff, at); // the stored bytes change; the listed digest does not
  const before = service.calls().length;
  const error = await rejection(
    asJob(service.env(run, 'reader'), () => store().download('rss-s0-a1')),
  );
  expect((error as ArtifactError).code).toBe('unsafe');
  expect((error as Error).message).toMatch(/"rss-s0-a1" refused: its digest does not match/u);
  expect(
    service
      .calls()
      .slice(before)
      .filter((c) => c.op === 'blob:get'),
  ).toHaveLength(1);
});
