// Bundle entry of okf-read.
import { main } from './main.js';

await main();
