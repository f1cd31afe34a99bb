/**
 * Test support for nested fans: run the partial fan-in of every chunk into a store, run a
 * fan-in and read its canonical outputs, and build a plan of any number of sources. Not
 * used by production code.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ArtifactStore } from '../src/artifacts/index.js';
import { FAN_PLAN_FILE, legFileName, RUN_CONTEXT_FILE } from '../src/contracts/artifact-names.js';
import { canonicalJson } from '../src/canonical/index.js';
import { exampleArticle, exampleRssArtifact, exampleRunContext } from './contracts-examples.js';
import type { FanPlan, RssArtifact } from '../src/contracts/index.js';
import { runPartialFanIn } from '../src/fanin/io/partial-fanin.js';
import { chunkCount } from '../src/fanin/io/partial-payload.js';
import { runFanIn, type FanInResult } from '../src/fanin/io/run.js';

export const EPOCH = '1780900000';

/** Runs the partial fan-in of every chunk of `chunkSize` legs (attempt 1). */
export async function runPartials(
  store: ArtifactStore,
  chunkSize: number,
  expected: number,
  attempt = 1,
): Promise<void> {
  for (let chunk = 0; chunk < chunkCount(expected, chunkSize); chunk++) {
    await runPartialFanIn({ chunk, chunkSize, attempt }, { store });
  }
}

/** A fan-in into a fresh directory: its result and canonical outputs (no diagnostics). */
export async function canonicalOutputs(
  store: ArtifactStore,
): Promise<{ files: Record<string, string>; result: FanInResult }> {
  const dir = await mkdtemp(join(tmpdir(), 'fanin-nested-'));
  try {
    const result = await runFanIn(
      { outputDir: dir, concurrency: 4 },
      { store, now: () => 0, sourceDateEpoch: EPOCH },
    );
    const files: Record<string, string> = {};
    for (const name of (await readdir(dir)).sort()) {
      if (!name.endsWith('-fan-in-diagnostics.json'))
        files[name] = await readFile(join(dir, name), 'utf8');
    }
    return { files, result };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Source ids s0000 … of a plan of `n` RSS sources (no GitHub fan). */
export function sourceIds(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `s${String(i).padStart(4, '0')}`);
}

/** A plan of `n` RSS sources for the example run context. */
export function largePlan(n: number): FanPlan {
  const runId = exampleRunContext().run_id;
  return {
    schema_version: 'fan_plan_v1',
    run_id: runId,
    fans: {
      rss: {
        fan_id: `${runId}:rss`,
        expected: n,
        legs: sourceIds(n).map((id, seq) => ({ seq, id, required: seq % 97 === 0 })),
      },
    },
    skipped: [],
  };
}

/** Source `seq` of a large plan: `articles` own articles and one shared with its neighbour. */
export function largeLeg(seq: number, n: number, articles = 2): RssArtifact {
  const id = sourceIds(n)[seq] as string;
  const list = Array.from({ length: articles }, (_, i) =>
    exampleArticle({
      url: `https://${id}.example/post-${i}`,
      title: `${id} post ${i}`,
      source: id,
      relevance_score: (seq + i) % 3 === 0 ? 0.9 : 0.1,
      entities: [],
      github_urls: [],
    }),
  );
  list.push(
    exampleArticle({
      url: `https://shared.example/story-${Math.floor(seq / 2)}?utm=${id}`,
      title: `shared ${Math.floor(seq / 2)} by ${id}`,
      source: id,
    }),
  );
  return exampleRssArtifact({
    source_id: id,
    fan: [{ fan_id: `${exampleRunContext().run_id}:rss`, seq, expected: n }],
    articles: list,
    metrics: {
      articles_fetched: list.length,
      articles_relevant: 0,
      fetch_duration_ms: seq,
      retries: 0,
    },
  });
}

/** Uploads run-context-a1 with `plan` and one leg artifact per source (canonical JSON). */
export async function uploadLargeRun(
  store: ArtifactStore,
  plan: FanPlan,
  payload: (seq: number) => RssArtifact | null,
): Promise<void> {
  await store.upload('run-context-a1', [
    { name: RUN_CONTEXT_FILE, data: JSON.stringify(exampleRunContext()) },
    { name: FAN_PLAN_FILE, data: JSON.stringify(plan) },
  ]);
  for (const leg of plan.fans.rss?.legs ?? []) {
    const p = payload(leg.seq);
    if (p === null) continue;
    await store.upload(`rss-${leg.id}-a1`, [
      { name: legFileName('rss', leg.id), data: canonicalJson(p) },
    ]);
  }
}

/** Source `seq` of a large plan, failed: no articles, a timeout. */
export function largeFailedLeg(seq: number, n: number): RssArtifact {
  return exampleRssArtifact({
    source_id: sourceIds(n)[seq] as string,
    fan: [{ fan_id: `${exampleRunContext().run_id}:rss`, seq, expected: n }],
    status: 'failed',
    articles: [],
    metrics: { articles_fetched: 0, articles_relevant: 0, fetch_duration_ms: seq, retries: 2 },
    error: { code: 'timeout', message: 'no answer after 15 s' },
  });
}
