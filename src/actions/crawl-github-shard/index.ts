// Bundle entry of crawl-github-shard.
import { main } from './main.js';

await main();
