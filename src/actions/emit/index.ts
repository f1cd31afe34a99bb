// Bundle entry of emit.
import { main } from './main.js';

await main();
