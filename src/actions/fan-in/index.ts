// Bundle entry of fan-in. The same bundle, started again in worker threads, validates legs.
import { serveLegChecks } from '../../fanin/index.js';
import { main } from './main.js';

if (!serveLegChecks()) await main(new URL(import.meta.url));
