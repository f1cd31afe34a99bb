// `squadscope crawl --chunk-size 2` (chunked: the RSS legs chunk by chunk, one fan-in) and
// `--chunk-size 2 --nested` (a partial fan-in per chunk, then the fan-in of the partials),
// packed or not, give the same canonical bytes as one process per source (demo.test.ts).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkDemoOutputs, crawlDemo, WEEK, type DemoRun } from './demo-support.js';

let flat: DemoRun;
let chunked: DemoRun;
let nested: DemoRun;
let nestedPacked: DemoRun;
beforeAll(async () => {
  flat = await crawlDemo([]);
  chunked = await crawlDemo(['--chunk-size', '2']);
  nested = await crawlDemo(['--chunk-size', '2', '--nested']);
  nestedPacked = await crawlDemo(['--chunk-size', '3', '--nested', '--sources-per-leg', '2']);
}, 480_000);
afterAll(() => {
  for (const run of [flat, chunked, nested, nestedPacked])
    if (run) rmSync(run.dir, { recursive: true, force: true });
});

const OUTPUTS = [`${WEEK}.json`, `${WEEK}-external-news.json`];

function sameBytes(run: DemoRun): void {
  for (const name of OUTPUTS)
    expect(readFileSync(join(run.out, name), 'utf8')).toBe(
      readFileSync(join(flat.out, name), 'utf8'),
    );
}

test('chunked: one fan-in over the chunks gives the flat bytes', async () => {
  expect({ exitCode: chunked.exitCode, stderr: chunked.stderr }).toEqual({
    exitCode: 0,
    stderr: '',
  });
  expect(readdirSync(chunked.artifacts).filter((n) => n.startsWith('partial-'))).toEqual([]);
  await checkDemoOutputs(chunked.out);
  sameBytes(chunked);
});

test('nested: a partial fan-in per chunk, then the fan-in of the partials, gives the flat bytes', async () => {
  expect({ exitCode: nested.exitCode, stderr: nested.stderr }).toEqual({ exitCode: 0, stderr: '' });
  expect(nested.stdout).toMatch(/^partial c0 +partial/m);
  expect(
    readdirSync(nested.artifacts)
      .filter((n) => n.startsWith('partial-'))
      .sort(),
  ).toEqual(['partial-rss-c0-a1', 'partial-rss-c1-a1', 'partial-rss-c2-a1']);
  await checkDemoOutputs(nested.out);
  sameBytes(nested);
  const diagnostics = JSON.parse(
    readFileSync(join(nested.out, `${WEEK}-fan-in-diagnostics.json`), 'utf8'),
  ) as { fans: { rss: { legs: { artifact: string | null }[] } } };
  for (const leg of diagnostics.fans.rss.legs)
    expect(leg.artifact).toMatch(/^partial-rss-c\d-a1\//);
});

test('nested over packed legs gives the flat bytes', async () => {
  expect({ exitCode: nestedPacked.exitCode, stderr: nestedPacked.stderr }).toEqual({
    exitCode: 0,
    stderr: '',
  });
  const names = readdirSync(nestedPacked.artifacts);
  expect(names.filter((n) => n.startsWith('partial-')).sort()).toEqual([
    'partial-rss-c0-a1',
    'partial-rss-c1-a1',
  ]);
  expect(names.filter((n) => n.startsWith('pack-rss-')).length).toBe(3);
  sameBytes(nestedPacked);
});
