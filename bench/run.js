// npm run bench: bundles the benchmarks with ncc (they import the TypeScript sources) and runs
// them on the project's Node 24, then prints the figures the README reports. Ratios are
// measured within one run, so machine load affects both sides alike.
//   npm run bench                 everything (fan-in: 256 legs x 2,000 articles, four writers)
//   npm run bench -- --quick      a smaller fan-in (64 x 500 per writer), for a fast look
//   npm run bench -- --only okf   the OKF figures alone (with --quick: 100,000 rows), the
//                                 artifacts store and ClickHouse (a server started on 127.0.0.1)
//   npm run bench -- --only fanin the fan-in figures alone (own and foreign legs)
//   npm run bench -- --only fanin --writers foreign-indented   one kind of legs
//   npm run bench -- --only nested  the outer fan-in of 4 partials against the flat fan-in
//   npm run bench -- --only rss   the RSS parse + extract figure alone
//   npm run bench -- --only gather  the transform kernel against append over 256 legs, and
//                                 the time a latent pull that loses a race takes
//   npm run bench -- --only artifacts   calls and wall time of reading a 256-leg fan through the
//                                 real artifact client at 50 ms a call, with and without faults
//   npm run bench -- --only cold-start   each bundle's cold start (OpenTelemetry off and on) and size;
//                                 with --baseline <dist dir>, another build's bundles in the same rounds
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
const quick = process.argv.includes('--quick');
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined;

function bundle(entry, out) {
  // Two levels below the root, like dist/<name>/: the runner emulation finds actions/ from there.
  rmSync(join(root, out), { recursive: true, force: true });
  const built = spawnSync(
    node,
    [ncc, 'build', entry, '-o', out, '-t', '-q', '--target', 'es2022'],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error(`ncc failed for ${entry}`);
}

function run(args) {
  const child = spawnSync(node, args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.status !== 0)
    throw new Error(`${args.join(' ')} exited ${child.status}\n${child.stdout}`);
  const lines = child.stdout.trim().split('\n');
  // The last JSON document on stdout is the result.
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i].startsWith('{')) {
      try {
        return JSON.parse(lines.slice(i).join('\n'));
      } catch {
        /* a line of a larger pretty-printed document: keep looking upward */
      }
    }
  }
  throw new Error(`no result from ${args.join(' ')}`);
}

function benchOkf() {
  bundle('bench/okf.ts', '.tmp/bench-okf');
  const { okf } = run([
    '--max-old-space-size=4096',
    '.tmp/bench-okf/index.js',
    String(quick ? 100_000 : 500_000),
  ]);
  console.log(JSON.stringify({ okf }, null, 2));
  console.log(
    `- okf ${okf.rows} news rows: write ${okf.writeRatio}x canonical JSON (${okf.writeOkfMs} vs ${okf.writeJsonMs} ms); 50-row slice ${okf.sliceSpeedup}x faster than parsing the JSON (${okf.sliceMs} vs ${okf.parseJsonMs} ms); stats of one column ${okf.statsSpeedup}x faster (${okf.statsMs} ms)`,
  );
  benchOkfRanges();
  benchOkfClickHouse();
}

/** The same rows in ClickHouse: publish throughput against the Parquet writer, and reads. */
function benchOkfClickHouse() {
  bundle('bench/okf-clickhouse.ts', '.tmp/bench-okf-clickhouse');
  const rows = quick ? '100000' : '5000000';
  const { okfClickHouse: r } = run([
    '--max-old-space-size=8192',
    '.tmp/bench-okf-clickhouse/index.js',
    rows,
  ]);
  console.log(JSON.stringify({ okfClickHouse: r }, null, 2));
  console.log(
    `- okf clickhouse, ${r.rows} rows: publish ${r.clickhouseRowsPerSecond} rows/s against the Parquet writer's ${r.parquetRowsPerSecond} rows/s; 50-row slice ${r.slice50Ms} ms; where + limit 20 ${r.where20Ms} ms; stats of one number ${r.statsScoreMs} ms (min and max only ${r.statsScoreMinMaxMs} ms)`,
  );
}

/** Ranged reads through the real client and the local artifact service, per dataset size. */
function benchOkfRanges() {
  bundle('bench/okf-ranges.ts', '.tmp/bench-okf-ranges');
  const sizes = quick ? '10000,100000' : '10000,500000,5000000';
  const { okfRanges } = run(['--max-old-space-size=6144', '.tmp/bench-okf-ranges/index.js', sizes]);
  console.log(JSON.stringify({ okfRanges }, null, 2));
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  for (const r of okfRanges) {
    const line = (what, m) =>
      `${what} ${kb(m.bytes)} (${m.bytesShare} %) in ${m.ms} ms (${m.timeShare}x the download)`;
    console.log(
      `- okf ranged, ${r.rows} rows, ${kb(r.datasetBytes)} downloaded whole in ${r.wholeDownload.ms} ms: ` +
        [
          line('50-row slice', r.slice50),
          line('where + limit 20', r.where20),
          line('stats of one number', r.statsScore),
          line('min and max of one number (footer only)', r.statsScoreFooter),
        ].join('; '),
    );
  }
}
if (only === 'okf') {
  benchOkf();
  process.exit(0);
}

function benchArtifacts() {
  bundle('bench/artifacts.ts', '.tmp/bench-artifacts');
  const { artifacts } = run(['.tmp/bench-artifacts/index.js', String(quick ? 64 : 256)]);
  console.log(JSON.stringify({ artifacts }, null, 2));
  for (const [concurrency, r] of Object.entries(artifacts.rounds)) {
    console.log(
      `- artifacts, ${artifacts.legs} legs at ${artifacts.callMs} ms a call, ${concurrency} downloads in flight: ${r.perfect.calls} calls (${r.perfect.listings} listing, ${r.perfect.perLeg} a leg, ${r.perfect.uploads} for the upload); ${r.perfect.ratio}x the ideal (${r.perfect.wallMs} vs ${r.perfect.idealMs} ms); under 2 % faults (${r.faults.faults} met) ${r.faultRatio}x the fault-free time, same bytes: ${r.sameBytes}`,
    );
  }
  for (const [what, r] of Object.entries(artifacts.actions)) {
    console.log(
      `- ${what}: ${r.calls} calls (${r.listings} listings, ${r.downloads} download calls, ${r.uploads} other); ${r.ratio}x the ideal (${r.wallMs} vs ${r.idealMs} ms); ${r.faults} faults met; result ${(r.news ?? r.result).slice(0, 12)}`,
    );
  }
}
if (only === 'artifacts') {
  benchArtifacts();
  process.exit(0);
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

/** The fan-in on legs of every writer (own; foreign canonical, indented and escaped). */
function benchFanIn() {
  bundle('bench/fanin.ts', '.tmp/bench-fanin');
  const [legs, perLeg] = quick ? [64, 500] : [256, 2000];
  const writers = process.argv.includes('--writers')
    ? process.argv[process.argv.indexOf('--writers') + 1]
    : '';
  const fanIn = run([
    '--expose-gc',
    '.tmp/bench-fanin/index.js',
    String(legs),
    String(perLeg),
    writers,
  ]);
  console.log(JSON.stringify({ fanIn }, null, 2));
  for (const [writer, f] of Object.entries(fanIn)) {
    console.log(
      `- fan-in, ${writer} legs, ${legs} x ${perLeg} articles (${mb(f.inputBytes)} in, ${f.totalArticlesOut} out, ${f.status}): ${f.timeRatio}x the floor in wall time (${f.fanInMs} vs ${f.floorMs} ms; median of rounds ${f.timeRatios.join(', ')}), ${f.cpuRatio}x in CPU time; peak memory ${f.memoryRatio}x the input bytes (largest of ${f.memoryRatios.join(', ')})`,
    );
  }
}
if (only === 'fanin') {
  benchFanIn();
  process.exit(0);
}

function benchNested() {
  bundle('bench/nested.ts', '.tmp/bench-nested');
  const [legs, perLeg] = quick ? [64, 500] : [256, 2000];
  const nested = run(['--expose-gc', '.tmp/bench-nested/index.js', String(legs), String(perLeg)]);
  console.log(JSON.stringify({ nested }, null, 2));
  console.log(
    `- nested: outer fan-in of ${nested.chunks} partials ${nested.ratio}x the flat fan-in of the same ${legs} legs x ${perLeg} articles (${nested.outerMs} vs ${nested.flatMs} ms; rounds ${nested.ratios.join(', ')}; target <= 1.2); same news bytes: ${nested.sameNews}`,
  );
}
if (only === 'nested') {
  benchNested();
  process.exit(0);
}

function benchGather() {
  bundle('bench/gather.ts', '.tmp/bench-gather');
  const { gather } = run(['.tmp/bench-gather/index.js', String(quick ? 64 : 256)]);
  console.log(JSON.stringify({ gather }, null, 2));
  const r = gather.race;
  for (const [where, k] of Object.entries({
    artifacts: gather.artifacts,
    directory: gather.directory,
  })) {
    console.log(
      `- gather, ${gather.legs} legs (${where}): transform ${k.ratio}x append (${k.transformMs} vs ${k.appendMs} ms; rounds ${k.ratios.join(', ')}; target <= 1.5)`,
    );
  }
  console.log(
    `- gather, a latent pull that lost the race: ${r.loserMs} ms against ${r.aloneMs} ms alone (+${r.extraMs} ms with poll-seconds ${r.pollMs / 1000}; target < 1000 ms; lost: ${r.lost})`,
  );
}
if (only === 'gather') {
  benchGather();
  process.exit(0);
}

function rssSummary(rss) {
  const shapes = Object.entries(rss.shapes)
    .map(([shape, s]) => `${shape} ${s.ratio}x`)
    .join(', ');
  return `- rss parse+extract of ${(rss.feedBytes / 1e6).toFixed(1)} MB (${rss.feeds} feeds, ${rss.items} items): ${rss.ratio}x the bare rss-parser parse (median of rounds ${rss.roundRatios.join(', ')}; CPU time ${rss.cpuRatio}x; fastest rounds ${rss.bestRatio}x; ${rss.legParseAndExtractMs} vs ${rss.bareParseMs} ms; ${shapes})`;
}
if (only === 'rss') {
  bundle('bench/rss-main.ts', '.tmp/bench-rss');
  const { rss } = run(['.tmp/bench-rss/index.js']);
  console.log(JSON.stringify({ rss }, null, 2));
  console.log(rssSummary(rss));
  process.exit(0);
}

const kb = (bytes) => `${Math.round(bytes / 1e3)} KB`;

function printColdStart(coldStart) {
  console.log(
    `- cold start, median of ${coldStart.rounds} rounds; bare node ${coldStart.bareNodeMs} ms to its first line, ${coldStart.bareNodeCpuMs} ms CPU:`,
  );
  for (const [name, f] of Object.entries(coldStart.bundles)) {
    console.log(
      `  - ${name}: ${f.ratioToBareNode}x bare node (${f.firstLineMs} ms; ${f.firstCpuMs} ms CPU)${f.baseline ? `, baseline ${f.baseline.firstLineMs} ms (${f.baseline.firstCpuMs} ms CPU)` : ''}; a short run with OpenTelemetry off ${f.runMs.otelOff} ms (${f.runCpuMs.otelOff} ms CPU), on ${f.runMs.otelOn} ms (${f.runCpuMs.otelOn} ms CPU); bundle ${kb(f.entryBytes)} + ${kb(f.chunkBytes)} in the shared chunks`,
    );
  }
}
if (!existsSync(join(root, 'dist', 'fan-in', 'index.js')))
  throw new Error('dist/ is missing: run npm run build first');
bundle('bench/main.ts', '.tmp/bench-main');
// The fake GitHub API reads its recorded fixtures next to itself (ncc resolves them beside the bundle).
cpSync(join(root, 'action-tests', 'fixtures', 'github'), join(root, '.tmp', 'bench-main'), {
  recursive: true,
});
if (only === 'cold-start') {
  const baseline = process.argv.includes('--baseline')
    ? ['--baseline', process.argv[process.argv.indexOf('--baseline') + 1]]
    : [];
  const { coldStart } = run(['.tmp/bench-main/index.js', 'cold-start', ...baseline]);
  console.log(JSON.stringify({ coldStart }, null, 2));
  printColdStart(coldStart);
  process.exit(0);
}
if (only !== undefined)
  throw new Error(`--only takes okf, fanin, nested, gather, rss or cold-start, not ${only}`);

const rest = run(['.tmp/bench-main/index.js']);
console.log(
  `\n## npm run bench (${new Date().toISOString().slice(0, 10)}, node ${process.version})\n`,
);
console.log(JSON.stringify(rest, null, 2));
console.log('\nSummary:');
benchFanIn();
console.log(rssSummary(rest.rss));
printColdStart(rest.coldStart);
for (const [shard, f] of Object.entries(rest.github.shards)) {
  console.log(
    `- github ${shard}: cold ${f.cold.searchCalls} calls (least ${f.cold.leastCalls}), warm ${f.warm.searchCalls} calls; limit waits ${f.cold.limitWaitMs} ms, spacing ${f.cold.spacingWaitMs} ms`,
  );
}
benchNested();
benchGather();
benchOkf();
