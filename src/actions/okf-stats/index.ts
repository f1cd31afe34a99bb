// Bundle entry of okf-stats.
import { main } from './main.js';

await main();
