// Bundle entry of crawl-rss-leg.
import { main } from './main.js';

await main();
