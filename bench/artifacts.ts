// npm run bench -- --only artifacts: what reading and publishing a 256-leg fan costs in
// round trips to the artifact service, through the real @actions/artifact client and the
// local service at 50 ms a call. For each download concurrency: the calls made, the wall
// time against the ideal (calls / concurrency x latency + bytes / bandwidth), and the same
// run under 2 % transient faults (same bytes required). Prints one JSON object.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ActionsArtifactStore } from '../src/artifacts/service/actions.js';
import { LocalArtifactStore } from '../src/artifacts/index.js';
import { runFanIn } from '../src/fanin/io/run.js';
import { emitLeg } from '../src/gather/io/emit.js';
import { runGather, LEG_DOWNLOAD_CONCURRENCY } from '../src/gather/io/gather-run.js';
import { kernelRegistry } from '../src/gather/registry.js';
import { generate } from './fanin-bench.js';
import { runPool } from '../src/base/pool.js';
import {
  craftZip,
  startArtifactService,
  type ArtifactService,
} from '../action-tests/artifact-service.js';
import { transientPlan } from '../action-tests/service-faults.js';

const LEGS = Number(process.argv[2] ?? 256);
const CALL_MS = 50;
const BYTES_PER_SECOND = 100e6;
const LEG_BYTES = 20_000;
const CONCURRENCIES = [4, 8, 16, 32];
const RUN = 4242;

function legPayload(seq: number): Buffer {
  return Buffer.from(JSON.stringify({ seq, text: 'x'.repeat(LEG_BYTES) }));
}

interface Round {
  calls: number;
  listings: number;
  perLeg: number;
  uploads: number;
  wallMs: number;
  idealMs: number;
  ratio: number;
  digest: string;
  faults: number;
}

/** One fan-in's traffic: list once, download every leg, publish two result artifacts. */
async function round(
  service: ArtifactService,
  concurrency: number,
  tempRoot: string,
): Promise<Round> {
  const before = service.calls().length;
  const store = new ActionsArtifactStore({ tempRoot });
  const started = performance.now();
  const names = (await store.list()).map((a) => a.name).filter((n) => n.startsWith('fan-'));
  const files = await runPool(names, concurrency, (n) => store.download(n));
  const hash = createHash('sha256');
  for (const f of files) for (const [name, bytes] of f) hash.update(name).update(bytes);
  const digest = hash.digest('hex');
  const uploadName = `result-c${concurrency}-${before}`;
  await store.upload(`${uploadName}-a1`, [{ name: 'result.json', data: digest }]);
  const wallMs = performance.now() - started;
  const calls = service.calls().slice(before);
  const listings = calls.filter((c) => c.op === 'ListArtifacts').length;
  const downloads = calls.filter((c) => c.op === 'GetSignedArtifactURL' || c.op === 'blob:get');
  const uploads = calls.length - listings - downloads.length;
  const bytes = names.length * (LEG_BYTES + 200);
  // The fewest calls: one listing, two a leg in `concurrency` lanes, the upload's calls in a row.
  const idealMs =
    ((2 * names.length) / concurrency) * CALL_MS +
    (1 + uploads) * CALL_MS +
    (bytes / BYTES_PER_SECOND) * 1000;
  return {
    calls: calls.length,
    listings,
    perLeg: Number((downloads.length / names.length).toFixed(2)),
    uploads,
    wallMs: Math.round(wallMs),
    idealMs: Math.round(idealMs),
    ratio: Number((wallMs / idealMs).toFixed(2)),
    digest,
    faults: calls.filter((c) => c.fault !== undefined).length,
  };
}

/** Copies every artifact of a local store directory into the service, as uploaded zips. */
async function injectAll(service: ArtifactService, run: number, dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const entries = [];
    for (const file of (await readdir(join(dir, name))).sort()) {
      entries.push({ name: file, data: await readFile(join(dir, name, file)) });
    }
    service.inject(run, name, craftZip(entries));
  }
}

interface ActionRound {
  calls: number;
  listings: number;
  downloads: number;
  uploads: number;
  wallMs: number;
  idealMs: number;
  ratio: number;
  faults: number;
}

function summarize(
  service: ArtifactService,
  before: number,
  wallMs: number,
  lanes: number,
  bytes: number,
): ActionRound {
  const calls = service.calls().slice(before);
  const listings = calls.filter((c) => c.op === 'ListArtifacts').length;
  const downloads = calls.filter(
    (c) => c.op === 'GetSignedArtifactURL' || c.op === 'blob:get',
  ).length;
  const uploads = calls.length - listings - downloads;
  const idealMs =
    (listings + uploads) * CALL_MS +
    (downloads / lanes) * CALL_MS +
    (bytes / BYTES_PER_SECOND) * 1000;
  return {
    calls: calls.length,
    listings,
    downloads,
    uploads,
    wallMs: Math.round(wallMs),
    idealMs: Math.round(idealMs),
    ratio: Number((wallMs / idealMs).toFixed(2)),
    faults: calls.filter((c) => c.fault !== undefined).length,
  };
}

/** The crawl's fan-in (runFanIn, as the action runs it) over 252 RSS legs and 4 shards. */
async function fanInRound(
  service: ArtifactService,
  run: number,
  tempRoot: string,
  concurrency: number,
  bytes: number,
): Promise<ActionRound & { news: string }> {
  Object.assign(process.env, service.env(run, `fan-in-${service.calls().length}`));
  const out = await mkdtemp(join(tempRoot, 'out-'));
  const before = service.calls().length;
  const started = performance.now();
  const result = await runFanIn(
    { outputDir: out, concurrency, workers: 0 },
    {
      store: new ActionsArtifactStore({ tempRoot }),
      now: () => Date.parse('2026-06-08T06:00:00Z'),
    },
  );
  const wallMs = performance.now() - started;
  const news = result.paths.news ? await readFile(result.paths.news, 'utf8') : '';
  return {
    ...summarize(service, before, wallMs, concurrency, bytes),
    news: createHash('sha256').update(news).digest('hex'),
  };
}

/** A perfect gather (runGather, as the action runs it) of 256 emitted legs. */
async function gatherRound(
  service: ArtifactService,
  run: number,
  tempRoot: string,
  bytes: number,
): Promise<ActionRound & { result: string }> {
  Object.assign(process.env, service.env(run, 'collect'));
  const before = service.calls().length;
  const started = performance.now();
  const outcome = await runGather({
    spec: {
      fan_id: `${run}:bench`,
      collector: 'all',
      mode: 'perfect',
      kernel: 'append',
      options: {},
    },
    store: new ActionsArtifactStore({ tempRoot }),
    registry: kernelRegistry(tempRoot),
    workspace: tempRoot,
    runId: String(run),
    pollMs: 1000,
    onIncomplete: 'fail',
    now: () => Date.now(),
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    log: () => {},
  });
  const wallMs = performance.now() - started;
  return {
    ...summarize(service, before, wallMs, LEG_DOWNLOAD_CONCURRENCY, bytes),
    result: createHash('sha256').update(JSON.stringify(outcome.result)).digest('hex'),
  };
}

async function actionRounds(service: ArtifactService, tempRoot: string) {
  const fanRun = RUN + 1;
  const local = await mkdtemp(join(tempRoot, 'fan-in-legs-'));
  await generate(local, LEGS - 4, 20, 10);
  await injectAll(service, fanRun, local);
  const gatherRun = RUN + 2;
  const emitted = await mkdtemp(join(tempRoot, 'gather-legs-'));
  const emitStore = new LocalArtifactStore(emitted);
  for (let seq = 0; seq < LEGS; seq++) {
    await emitLeg(emitStore, {
      fanId: `${gatherRun}:bench`,
      seq,
      expected: LEGS,
      attempt: 1,
      payload: { seq, text: 'x'.repeat(LEG_BYTES) },
    });
  }
  await injectAll(service, gatherRun, emitted);
  const sizeOf = (run: number) =>
    service
      .artifacts()
      .filter((a) => a.runId === String(run))
      .reduce((n, a) => n + a.size, 0);
  const rounds: Record<string, unknown> = {};
  for (const faults of [false, true]) {
    service.setFaults(faults ? transientPlan(7, 0.02) : null);
    service.setLatency({ callMs: CALL_MS, bytesPerSecond: BYTES_PER_SECOND });
    for (const concurrency of [4, 8]) {
      rounds[`fanIn-c${concurrency}${faults ? '-faults' : ''}`] = await fanInRound(
        service,
        fanRun,
        tempRoot,
        concurrency,
        sizeOf(fanRun),
      );
    }
    rounds[`gather${faults ? '-faults' : ''}`] = await gatherRound(
      service,
      gatherRun,
      tempRoot,
      sizeOf(gatherRun),
    );
    service.setLatency(null);
  }
  return rounds;
}

async function main(): Promise<void> {
  const service = await startArtifactService();
  const tempRoot = await mkdtemp(join(tmpdir(), 'bench-artifacts-'));
  for (let seq = 0; seq < LEGS; seq++) {
    service.inject(
      RUN,
      `fan-0123456789ab-${seq}-a1`,
      craftZip([{ name: 'leg.json', data: legPayload(seq) }]),
    );
  }
  const silent = process.stdout.write.bind(process.stdout);
  process.stdout.write = (() => true) as typeof process.stdout.write;
  const result: Record<
    string,
    { perfect: Round; faults: Round; faultRatio: number; sameBytes: boolean }
  > = {};
  let actions: Record<string, unknown> = {};
  try {
    Object.assign(process.env, service.env(RUN, 'fan-in'));
    for (const concurrency of CONCURRENCIES) {
      service.setFaults(null);
      service.setLatency({ callMs: CALL_MS, bytesPerSecond: BYTES_PER_SECOND });
      const perfect = await round(service, concurrency, tempRoot);
      service.setFaults(transientPlan(concurrency, 0.02));
      const faults = await round(service, concurrency, tempRoot);
      result[String(concurrency)] = {
        perfect,
        faults,
        faultRatio: Number((faults.wallMs / perfect.wallMs).toFixed(2)),
        sameBytes: faults.digest === perfect.digest,
      };
    }
    service.setFaults(null);
    service.setLatency(null);
    actions = await actionRounds(service, tempRoot);
  } finally {
    process.stdout.write = silent;
    await service.close();
    await rm(tempRoot, { recursive: true, force: true });
  }
  console.log(
    JSON.stringify({ artifacts: { legs: LEGS, callMs: CALL_MS, rounds: result, actions } }),
  );
}

await main();
