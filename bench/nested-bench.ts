/**
 * Nested fan-in benchmark: the outer fan-in of the partials of 4 chunks against the flat
 * fan-in of the same legs (`legs` RSS legs of `articlesPerLeg` articles, plus the four
 * GitHub shards, generated as bench/fanin-bench.ts does). Target: the outer fan-in within
 * 1.2x the flat one. Each fan-in runs in a fresh child process (same flags), flat and outer
 * alternating for `rounds` rounds; the round with the median ratio is reported with every
 * round's ratio beside it. The partial fan-ins are timed once, for information.
 */
import { cp, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LocalArtifactStore } from '../src/artifacts/index.js';
import { runFanIn, runPartialFanIn } from '../src/fanin/index.js';
import { generate, inChild } from './fanin-bench.js';

const CHILD_FLAG = '--squadscope-nested-child';
const CHUNKS = 4;

export interface NestedBenchResult {
  legs: number;
  articles: number;
  chunks: number;
  /** The partial fan-ins of the chunks, one after another (once). */
  partialsMs: number;
  flatMs: number;
  outerMs: number;
  /** outerMs / flatMs of the median round (target <= 1.2). */
  ratio: number;
  ratios: number[];
  /** The two fan-ins wrote the same canonical bytes (checked by checksum). */
  sameNews: boolean;
}

interface Measure {
  ms: number;
  status: string;
  newsChecksum: string | null;
}

/** One fan-in over `artifacts`, timed (in the child process). */
async function measure(artifacts: string, output: string, entry: URL): Promise<Measure> {
  (globalThis as { gc?: () => void }).gc?.();
  const started = performance.now();
  const result = await runFanIn(
    { outputDir: output },
    {
      store: new LocalArtifactStore(artifacts),
      now: () => Date.parse('2026-06-08T06:00:00Z'),
      sourceDateEpoch: '1780900000',
      legWorkerScript: entry,
    },
  );
  return {
    ms: performance.now() - started,
    status: result.status,
    newsChecksum: result.newsChecksum,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function benchNested(options: {
  dir: string;
  entry: URL;
  legs: number;
  articlesPerLeg: number;
  rounds?: number;
}): Promise<NestedBenchResult> {
  const { dir, entry, legs, articlesPerLeg } = options;
  const flat = join(dir, 'flat');
  const nested = join(dir, 'nested');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  try {
    await generate(flat, legs, articlesPerLeg, 500);
    await cp(flat, nested, { recursive: true });
    const chunkSize = Math.ceil(legs / CHUNKS);
    const store = new LocalArtifactStore(nested);
    const partialsStart = performance.now();
    for (let chunk = 0; chunk < CHUNKS; chunk++)
      await runPartialFanIn({ chunk, chunkSize, attempt: 1 }, { store });
    const partialsMs = performance.now() - partialsStart;

    const rounds: { flat: Measure; outer: Measure; ratio: number }[] = [];
    for (let r = 0; r < (options.rounds ?? 5); r++) {
      const out = (name: string) => join(dir, `out-${name}-${r}`);
      const f = await inChild<Measure>(entry, [CHILD_FLAG, flat, out('flat')]);
      const o = await inChild<Measure>(entry, [CHILD_FLAG, nested, out('outer')]);
      rounds.push({ flat: f, outer: o, ratio: o.ms / f.ms });
    }
    const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[
      Math.floor((rounds.length - 1) / 2)
    ] as (typeof rounds)[number];
    return {
      legs,
      articles: legs * articlesPerLeg,
      chunks: CHUNKS,
      partialsMs: Math.round(partialsMs),
      flatMs: Math.round(median.flat.ms),
      outerMs: Math.round(median.outer.ms),
      ratio: round2(median.ratio),
      ratios: rounds.map((r) => round2(r.ratio)),
      sameNews: rounds.every(
        (r) => r.flat.newsChecksum !== null && r.flat.newsChecksum === r.outer.newsChecksum,
      ),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `node --expose-gc <bundle of bench/nested.ts> [legs] [articlesPerLeg]`; `entry` is the bundle. */
export async function main(entry: URL): Promise<void> {
  if (process.argv[2] === CHILD_FLAG) {
    const [artifacts, output] = process.argv.slice(3) as [string, string];
    process.stdout.write(`\n${JSON.stringify(await measure(artifacts, output, entry))}\n`);
    return;
  }
  const [legs, perLeg] = process.argv.slice(2).map(Number);
  const dir = join(process.env['TMPDIR'] ?? '/tmp', `squadscope-bench-nested-${process.pid}`);
  const result = await benchNested({
    dir,
    entry,
    legs: legs || 256,
    articlesPerLeg: perLeg || 2000,
  });
  console.log(JSON.stringify(result, null, 2));
}
