// Bundle entry of fan-in. The same bundle, started again in worker threads, validates legs;
// the action itself is imported only on the main thread, so a worker loads little.
import { serveLegChecks } from '../../fanin/leg-checkers.js';

if (!serveLegChecks()) {
  const { main } = await import('./main.js');
  await main(new URL(import.meta.url));
}
