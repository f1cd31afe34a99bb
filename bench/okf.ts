/**
 * The OKF figures of `npm run bench` (through bench/run.js): N news articles written as OKF
 * against the same articles written as canonical JSON; a 50-row slice and the stats of one
 * numeric column against parsing the JSON news output (what a downstream job pays without
 * OKF). Medians of a few rounds; prints one JSON object. Usage: okf.js [rows] [rounds].
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson } from '../src/canonical/index.js';
import { localOkfStore, okfRead, okfStats, publishOkf } from '../src/okf/index.js';

const rows = Number(process.argv[2] ?? 500_000);
const rounds = Number(process.argv[3] ?? 3);

function article(n: number) {
  return {
    url: `https://news${n % 211}.example.com/2026/11/${n}-a-story-about-models`,
    title: `Story ${n}: a new open model for ${['agents', 'code', 'vision', 'speech'][n % 4]} (${n % 97})`,
    published: `2026-11-${String(23 + (n % 7)).padStart(2, '0')}T${String(n % 24).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}:00Z`,
    source: `source_${n % 256}`,
    relevance_score: ((n * 7919) % 1000) / 1000,
    github_urls: n % 3 === 0 ? [`https://github.com/org${n % 50}/repo${n}`] : [],
    entities: ['OpenAI', `Company${n % 113}`],
  };
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

const ratio = (a: number, b: number) => Number((a / b).toFixed(2));

const dir = await mkdtemp(join(tmpdir(), 'bench-okf-'));
try {
  const articles = Array.from({ length: rows }, (_, n) => article(n));
  const jsonPath = join(dir, 'news.json');
  const write = { json: [] as number[], okf: [] as number[] };
  let ref = '';
  for (let round = 0; round < rounds; round++) {
    write.json.push((await timed(() => writeFile(jsonPath, canonicalJson({ articles })))).ms);
    // A fresh store each round: a republication of the same rows would find them and skip the write.
    const store = localOkfStore(join(dir, `store-${round}`));
    const published = await timed(() => publishOkf(articles, store, { name: 'news' }));
    write.okf.push(published.ms);
    ref = published.value.ref;
  }
  const store = localOkfStore(join(dir, 'store-0'));
  const parse: number[] = [];
  const slice: number[] = [];
  const stats: number[] = [];
  for (let round = 0; round < rounds; round++) {
    parse.push(
      (await timed(async () => JSON.parse(await readFile(jsonPath, 'utf8')) as unknown)).ms,
    );
    const middle = Math.floor(rows / 2);
    slice.push(
      (await timed(() => okfRead(store, ref, { rows: { start: middle, end: middle + 50 } }))).ms,
    );
    stats.push((await timed(() => okfStats(store, ref, { field: 'relevance_score' }))).ms);
  }
  const [jsonMs, okfMs, parseMs, sliceMs, statsMs] = [
    write.json,
    write.okf,
    parse,
    slice,
    stats,
  ].map(median) as [number, number, number, number, number];
  const result = {
    okf: {
      rows,
      writeJsonMs: Math.round(jsonMs),
      writeOkfMs: Math.round(okfMs),
      writeRatio: ratio(okfMs, jsonMs),
      parseJsonMs: Math.round(parseMs),
      sliceMs: Number(sliceMs.toFixed(1)),
      sliceSpeedup: ratio(parseMs, sliceMs),
      statsMs: Number(statsMs.toFixed(1)),
      statsSpeedup: ratio(parseMs, statsMs),
    },
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
