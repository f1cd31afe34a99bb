/** Entry of the gather benchmark bundle (bench/gather-bench.ts): `node index.js [legs]`. */
import { main } from './gather-bench.js';

await main(Number(process.argv[2] ?? 256));
