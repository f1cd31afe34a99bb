// npm run bench -- --only artifacts: what reading and publishing a 256-leg fan costs in
// round trips to the artifact service, through the real @actions/artifact client and the
// local service at 50 ms a call. For each download concurrency: the calls made, the wall
// time against the ideal (calls / concurrency x latency + bytes / bandwidth), and the same
// run under 2 % transient faults (same bytes required). Prints one JSON object.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ActionsArtifactStore } from '../src/artifacts/actions.js';
import { runPool } from '../src/runtime/pool.js';
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
  Object.assign(process.env, service.env(RUN, 'fan-in'));
  const silent = process.stdout.write.bind(process.stdout);
  process.stdout.write = (() => true) as typeof process.stdout.write;
  const result: Record<
    string,
    { perfect: Round; faults: Round; faultRatio: number; sameBytes: boolean }
  > = {};
  try {
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
  } finally {
    process.stdout.write = silent;
    await service.close();
    await rm(tempRoot, { recursive: true, force: true });
  }
  console.log(JSON.stringify({ artifacts: { legs: LEGS, callMs: CALL_MS, rounds: result } }));
}

await main();
