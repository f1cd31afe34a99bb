// Hostile artifact service (`npm run test:hostile`): 100 fixed-seed fault plans, each drawing
// every fault kind on every call kind, some that no retry clears. In each, three legs are
// uploaded, listed and downloaded through the real client. Every case ends before its
// deadline with either exactly the bytes uploaded or one clear error line naming the call,
// never other bytes and never a wrong error code; a plan whose faults all clear within the
// retries must end with every leg uploaded and read.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ActionsArtifactStore } from '../src/artifacts/service/actions.js';
import { ArtifactError } from '../src/artifacts/errors.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';
import {
  CLIENT_RETRIED,
  seededRandom,
  type FaultKind,
  type FaultPlan,
  type ScriptedFault,
} from './service-faults.js';

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
// The client waits 3 s and more on a 5xx or 429 of its own RPCs: drawn faults of those kinds
// stay on our two calls, and every tenth case scripts one on an RPC of the client's.
const CLIENT_OPS = ['CreateArtifact', 'FinalizeArtifact', 'ListArtifacts'];
const DEADLINE_MS = 15_000;

/**
 * The plan of case `seed`: per call kind a rate and a few kinds, up to 1-4 faults a call.
 * Even seeds leave out the two faults no retry clears (see clearsWithinRetries), so half
 * the cases must read every leg.
 */
function planOf(seed: number): FaultPlan {
  const random = seededRandom(seed);
  const clearable = seed % 2 === 0;
  const allowed = (op: string, kind: FaultKind): boolean => {
    if (CLIENT_OPS.includes(op) && kind.startsWith('status-')) return false;
    if (!clearable) return true;
    if (op === 'CreateArtifact') return kind !== 'lost-answer';
    if (op === 'FinalizeArtifact') return kind === 'lost-answer';
    return true;
  };
  return {
    seed,
    script: clientStatus(seed),
    // A download attempt is two calls: 2 faults a call stay within the 5 attempts.
    maxPerCall: clearable ? 1 + Math.floor(random() * 2) : 1 + Math.floor(random() * 4),
    rules: OPS.map((op) => ({
      op,
      rate: random() * 0.4,
      kinds: KINDS.filter((k) => random() < 0.5 && allowed(op, k)),
    })),
  };
}

/**
 * Cases 10, 20 … 100: the first call of one of the client's RPCs answers 5xx or 429, which
 * the client retries itself (ten of the twelve pairs of RPC and answer).
 */
function clientStatus(seed: number): ScriptedFault[] {
  if (seed % 10 !== 0) return [];
  const k = seed / 10;
  const op = CLIENT_OPS[k % CLIENT_OPS.length] as string;
  return [{ op, nth: 1, kind: CLIENT_RETRIED[k % CLIENT_RETRIED.length] as FaultKind }];
}

/**
 * Whether every fault of the plan clears within the store's retries: at most 2 a call,
 * and none of the two that leave the name taken by an artifact that never completes (a
 * create carried out whose answer is lost; a finalize dropped before it is carried out,
 * which the service does for every fault but a status on that RPC).
 */
function clearsWithinRetries(plan: FaultPlan): boolean {
  const kindsOf = (op: string) => plan.rules?.find((r) => r.op === op && r.rate > 0)?.kinds ?? [];
  return (
    (plan.maxPerCall ?? 2) <= 2 &&
    !kindsOf('CreateArtifact').includes('lost-answer') &&
    !kindsOf('FinalizeArtifact').some((k) => k !== 'lost-answer' && !k.startsWith('status-'))
  );
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

async function playCase(seed: number): Promise<{ problems: string[]; failures: number }> {
  const run = 70_000 + seed;
  Object.assign(process.env, service.env(run, `legs-${seed}`));
  service.setFaults(planOf(seed));
  const problems: string[] = [];
  let failures = 0;
  const failed = (error: unknown, subject: string): void => {
    failures += 1;
    problems.push(...clear(error, subject));
  };
  const uploaded = new Map<string, Buffer>();
  for (let i = 0; i < 3; i++) {
    const name = `rss-h${i}-a1`;
    try {
      await store().upload(name, [{ name: 'leg.json', data: payload(seed, i) }]);
      uploaded.set(name, payload(seed, i));
    } catch (error) {
      failed(error, name);
    }
  }
  Object.assign(process.env, service.env(run, `reader-${seed}`));
  const reader = store();
  let names: string[];
  try {
    names = (await reader.list()).map((a) => a.name);
  } catch (error) {
    failed(error, 'Listing artifacts');
    return { problems, failures };
  }
  for (const name of names) {
    try {
      const files = await reader.download(name);
      const expected = uploaded.get(name) ?? service.files(run, name).get('leg.json');
      if (!files.get('leg.json')?.equals(expected ?? Buffer.alloc(0))) {
        problems.push(`${name}: other bytes than uploaded`);
      }
    } catch (error) {
      failed(error, name);
    }
  }
  for (const name of uploaded.keys()) {
    if (!names.includes(name)) problems.push(`${name}: uploaded but not listed`);
  }
  return { problems, failures };
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
    const before = service.calls().length;
    try {
      const { problems, failures } = await playCase(seed);
      expect(problems).toEqual([]);
      const scripted = clientStatus(seed).map((s) => `${s.op} ${s.kind}`);
      const met = service
        .calls()
        .slice(before)
        .filter((c) => c.fault?.startsWith('status-') && CLIENT_OPS.includes(c.op));
      expect(met.map((c) => `${c.op} ${c.fault}`)).toEqual(scripted);
      // A plan of faults that all clear within the retries must end with every leg read.
      if (clearsWithinRetries(planOf(seed))) expect(failures).toBe(0);
    } finally {
      process.stdout.write = write;
      service.setFaults(null);
    }
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS);
  },
  DEADLINE_MS + 5000,
);
