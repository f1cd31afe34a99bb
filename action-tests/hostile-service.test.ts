// Hostile artifact service (`npm run test:hostile`): 100 fixed-seed fault plans, each drawing
// every fault kind on every call kind, some that no retry clears. In each, three legs are
// uploaded, listed and downloaded through the real client. Every case ends before its
// deadline with either exactly the bytes uploaded or one clear error line naming the call,
// never other bytes and never a wrong error code.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ActionsArtifactStore } from '../src/artifacts/actions.js';
import { ArtifactError } from '../src/artifacts/errors.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';
import { seededRandom, type FaultKind, type FaultPlan } from './service-faults.js';

const KINDS: FaultKind[] = [
  'status-500',
  'status-502',
  'status-503',
  'status-429',
  'reset',
  'lost-answer',
  'reset-mid-blob',
  'cut-blob',
  'slow-blob',
];
const OPS = [
  'ListArtifacts',
  'CreateArtifact',
  'FinalizeArtifact',
  'GetSignedArtifactURL',
  'blob:get',
];
// The client waits 3 s and more on a 5xx of its own RPCs: those stay on our two calls.
const CLIENT_OPS = new Set(['ListArtifacts', 'CreateArtifact', 'FinalizeArtifact']);
const DEADLINE_MS = 15_000;

/** The plan of case `seed`: per call kind a rate and a few kinds, up to 1-4 faults in a row. */
function planOf(seed: number): FaultPlan {
  const random = seededRandom(seed);
  return {
    seed,
    maxConsecutive: 1 + Math.floor(random() * 4),
    rules: OPS.map((op) => ({
      op,
      rate: random() * 0.4,
      kinds: KINDS.filter(
        (k) => random() < 0.5 && !(CLIENT_OPS.has(op) && k.startsWith('status-')),
      ),
    })),
  };
}

let service: ArtifactService;
let tempRoot: string;

beforeAll(async () => {
  service = await startArtifactService();
  tempRoot = await mkdtemp(join(tmpdir(), 'hostile-service-'));
});
afterAll(async () => {
  await service.close();
  await rm(tempRoot, { recursive: true, force: true });
});

const store = () =>
  new ActionsArtifactStore({
    tempRoot,
    retry: { attempts: 5, baseMs: 10, capMs: 1100, deadlineMs: 8000 },
    callTimeoutMs: 2000,
  });

function payload(seed: number, i: number): Buffer {
  return Buffer.from(`{"seed":${seed},"leg":${i},"x":"${'é'.repeat(100 * (i + 1))}"}`);
}

async function playCase(seed: number): Promise<string[]> {
  const run = 70_000 + seed;
  Object.assign(process.env, service.env(run, `legs-${seed}`));
  service.setFaults(planOf(seed));
  const problems: string[] = [];
  const uploaded = new Map<string, Buffer>();
  for (let i = 0; i < 3; i++) {
    const name = `rss-h${i}-a1`;
    try {
      await store().upload(name, [{ name: 'leg.json', data: payload(seed, i) }]);
      uploaded.set(name, payload(seed, i));
    } catch (error) {
      problems.push(...clear(error, name));
    }
  }
  Object.assign(process.env, service.env(run, `reader-${seed}`));
  const reader = store();
  let names: string[];
  try {
    names = (await reader.list()).map((a) => a.name);
  } catch (error) {
    return [...problems, ...clear(error, 'Listing artifacts')];
  }
  for (const name of names) {
    try {
      const files = await reader.download(name);
      const expected = uploaded.get(name) ?? service.files(run, name).get('leg.json');
      if (!files.get('leg.json')?.equals(expected ?? Buffer.alloc(0))) {
        problems.push(`${name}: other bytes than uploaded`);
      }
    } catch (error) {
      problems.push(...clear(error, name));
    }
  }
  for (const name of uploaded.keys()) {
    if (!names.includes(name)) problems.push(`${name}: uploaded but not listed`);
  }
  return problems;
}

/** Problems of a failure: it must be a backend error, one line, naming what failed. */
function clear(error: unknown, subject: string): string[] {
  if (!(error instanceof ArtifactError))
    return [`${subject}: not an ArtifactError: ${String(error)}`];
  if (error.code !== 'backend') return [`${subject}: code ${error.code}: ${error.message}`];
  if (error.message.includes('\n')) return [`${subject}: more than one line`];
  if (!error.message.includes(subject))
    return [`${subject}: message does not name it: ${error.message}`];
  return [];
}

const SEEDS = Array.from({ length: 100 }, (_, i) => i + 1);

test.each(SEEDS)(
  'service fault plan %i: the bytes uploaded, or a clear error naming the call',
  async (seed) => {
    const write = process.stdout.write;
    process.stdout.write = (() => true) as typeof process.stdout.write;
    const started = Date.now();
    try {
      expect(await playCase(seed)).toEqual([]);
    } finally {
      process.stdout.write = write;
      service.setFaults(null);
    }
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS);
  },
  DEADLINE_MS + 5000,
);
