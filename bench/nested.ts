/**
 * Entry of the nested fan-in benchmark bundle (bench/nested-bench.ts). Like dist/fan-in, the
 * bundle also serves as the fan-in's leg-check workers.
 */
import { serveLegChecks } from '../src/fanin/io/leg-checkers.js';

if (!serveLegChecks()) {
  const { main } = await import('./nested-bench.js');
  await main(new URL(import.meta.url));
}
