// Bundle entry of make-run-context.
import { main } from './main.js';

await main();
