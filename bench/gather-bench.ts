/**
 * Gather benchmark, two figures:
 * - the transform kernel over `legs` legs against append over the same legs (perfect mode;
 *   target: at most 1.5x), on the run's artifacts as an action reads them (the real
 *   @actions/artifact client against the local artifact service of the action tests) and on
 *   a local artifact directory (no network: the worker's start is the whole difference). The
 *   rounds alternate append and transform; the round with the median ratio is reported,
 *   every round's ratio beside it.
 * - the time a latent pull that loses the race for a state version takes, against the same
 *   pull alone (target: under 1 s more). Two pulls start together and both list the store
 *   before either uploads, so both fold the same legs and race for one version; poll-seconds
 *   is the default 10 s, which the loser used to sleep before it looked again.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startArtifactService } from '../action-tests/artifact-service.js';
import {
  LocalArtifactStore,
  openArtifactStore,
  type ArtifactStore,
} from '../src/artifacts/index.js';
import { emitLeg } from '../src/gather/io/emit.js';
import { runGather, type GatherRunOptions } from '../src/gather/io/gather-run.js';
import { kernelRegistry } from '../src/gather/registry.js';
import type { GatherSpec } from '../src/gather/index.js';

const FAN = 'bench:claims';
const ROUNDS = 5;
const POLL_MS = 10_000;

export interface KernelFigures {
  appendMs: number;
  transformMs: number;
  /** transformMs / appendMs of the median round (target <= 1.5). */
  ratio: number;
  ratios: number[];
}

export interface GatherBenchResult {
  legs: number;
  /** Through the real artifact client and the local artifact service. */
  artifacts: KernelFigures;
  /** On a local artifact directory. */
  directory: KernelFigures;
  /** The race loser's pull, the same pull alone, and the difference (target < 1000 ms). */
  race: { loserMs: number; aloneMs: number; extraMs: number; pollMs: number; lost: boolean };
}

const TRANSFORM = `export function step(state, claim) {
  return { total: state.total + claim.amount, high: state.high + (claim.risk > 0.5 ? 1 : 0) };
}
export function finish(state) { return state; }
`;

function payload(seq: number) {
  return {
    claim: `c${seq}`,
    branch: ['north', 'south', 'east'][seq % 3],
    amount: seq * 10,
    risk: (seq % 10) / 10,
  };
}

function runOptions(
  workspace: string,
  store: ArtifactStore,
  spec: Partial<GatherSpec>,
): GatherRunOptions {
  return {
    spec: { fan_id: FAN, collector: 'c', mode: 'perfect', kernel: 'append', options: {}, ...spec },
    store,
    registry: kernelRegistry(workspace),
    workspace,
    runId: 'bench',
    pollMs: POLL_MS,
    onIncomplete: 'fail',
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    log: () => {},
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

async function kernels(workspace: string, store: ArtifactStore): Promise<KernelFigures> {
  const transform = {
    kernel: 'transform',
    options: { module: 'transform.mjs', initial: { total: 0, high: 0 } },
  };
  const rounds: { appendMs: number; transformMs: number; ratio: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const appendMs = await timed(() => runGather(runOptions(workspace, store, {})));
    const transformMs = await timed(() => runGather(runOptions(workspace, store, transform)));
    rounds.push({ appendMs, transformMs, ratio: transformMs / appendMs });
  }
  const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)]!;
  return {
    appendMs: round1(median.appendMs),
    transformMs: round1(median.transformMs),
    ratio: round2(median.ratio),
    ratios: rounds.map((r) => round2(r.ratio)),
  };
}

/** A view of `store` whose first list waits until `parties` views have listed. */
function listingTogether(store: ArtifactStore, parties: number): () => ArtifactStore {
  let waiting: (() => void)[] = [];
  return () => {
    let first = true;
    const view = Object.create(store) as ArtifactStore;
    view.list = async () => {
      if (first) {
        first = false;
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length === parties) {
            for (const release of waiting) release();
            waiting = [];
          }
        });
      }
      return store.list();
    };
    return view;
  };
}

async function race(workspace: string) {
  const latent = { mode: 'latent' as const, collector: 'kpi' };
  // The same pull alone: from a state of half the legs, fold the other half and publish.
  const alone = new LocalArtifactStore(join(workspace, 'alone'));
  const raced = new LocalArtifactStore(join(workspace, 'raced'));
  for (const store of [alone, raced]) await emitLegs(store, 0, 128);
  for (const store of [alone, raced]) await runGather(runOptions(workspace, store, latent));
  for (const store of [alone, raced]) await emitLegs(store, 128, 256);
  const aloneMs = await timed(() => runGather(runOptions(workspace, alone, latent)));
  const view = listingTogether(raced, 2);
  const pulls = [0, 1].map(async () => {
    const lines: string[] = [];
    const ms = await timed(() =>
      runGather({ ...runOptions(workspace, view(), latent), log: (line) => lines.push(line) }),
    );
    return { ms, lost: lines.some((line) => line.includes('published by another pull')) };
  });
  const [a, b] = await Promise.all(pulls);
  const loser = a!.lost ? a! : b!;
  return {
    loserMs: round1(loser.ms),
    aloneMs: round1(aloneMs),
    extraMs: round1(loser.ms - aloneMs),
    pollMs: POLL_MS,
    lost: loser.lost,
  };
}

async function emitLegs(store: ArtifactStore, from: number, to: number): Promise<void> {
  for (let seq = from; seq < to; seq++) {
    await emitLeg(store, { fanId: FAN, seq, expected: 256, attempt: 1, payload: payload(seq) });
  }
}

/** The run's artifacts as a job sees them: the real client against the local service. */
async function serviceStore(workspace: string) {
  const service = await startArtifactService();
  Object.assign(process.env, service.env('4242', 'bench'), { RUNNER_TEMP: workspace });
  return { service, store: openArtifactStore({ env: process.env }) };
}

async function emitAll(store: ArtifactStore, legs: number): Promise<void> {
  for (let seq = 0; seq < legs; seq++) {
    await emitLeg(store, { fanId: FAN, seq, expected: legs, attempt: 1, payload: payload(seq) });
  }
}

export async function main(legs: number): Promise<void> {
  const workspace = await mkdtemp(join(tmpdir(), 'bench-gather-'));
  const { service, store: artifacts } = await serviceStore(workspace);
  try {
    await writeFile(join(workspace, 'transform.mjs'), TRANSFORM);
    const directory = new LocalArtifactStore(join(workspace, 'artifacts'));
    await mkdir(join(workspace, 'artifacts'));
    await emitAll(directory, legs);
    await emitAll(artifacts, legs);
    const result: GatherBenchResult = {
      legs,
      artifacts: await kernels(workspace, artifacts),
      directory: await kernels(workspace, directory),
      race: await race(workspace),
    };
    console.log(JSON.stringify({ gather: result }));
  } finally {
    await service.close();
    await rm(workspace, { recursive: true, force: true });
  }
}
