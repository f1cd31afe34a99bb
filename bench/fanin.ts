/**
 * Entry of the fan-in benchmark bundle (bench/fanin-bench.ts). Like dist/fan-in, the bundle
 * also serves as the fan-in's leg-check workers, so the benchmark is imported on the main
 * thread only and a worker loads what a worker of the action loads.
 */
import { serveLegChecks } from '../src/fanin/io/leg-checkers.js';

if (!serveLegChecks()) {
  const { main } = await import('./fanin-bench.js');
  await main(new URL(import.meta.url));
}
