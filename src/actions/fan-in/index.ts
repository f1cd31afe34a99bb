// Bundle entry of fan-in.
import { main } from './main.js';

await main();
