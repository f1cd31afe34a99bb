/**
 * `npm run bench -- --only rss` (through bench/run.js): the RSS leg's parse + extract against
 * the bare rss-parser parse, alone, so that it can be iterated on without the rest. Prints one
 * JSON object. `node .tmp/bench-rss/index.js [megabytes] [rounds]` runs the bundle directly
 * (for `--cpu-prof`).
 */
import { benchRss } from './rss.js';

const [megabytes, rounds] = process.argv.slice(2).map(Number);
const rss = await benchRss({
  ...(megabytes !== undefined && megabytes > 0 ? { megabytes } : {}),
  ...(rounds !== undefined && rounds > 0 ? { rounds } : {}),
});
console.log(JSON.stringify({ rss }, null, 2));
