// Bundle entry of gather.
import { main } from './main.js';

await main();
