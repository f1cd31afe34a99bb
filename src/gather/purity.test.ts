// The gather engine (this folder's modules), its collectors and its kernels reach, directly
// or through the modules they import, neither the artifact store nor the runtime: a gather
// is the same fold whether the emit/gather actions, the CLI or the crawl's fan-in drive it.
// What reads or writes artifacts lives in io/.
import { describeLayer } from '../../test-support/imports.js';

describeLayer('the gather engine, collectors and kernels', {
  folder: 'src/gather',
  subfolders: ['collectors', 'kernels'],
  // The registry wires the engine to the world: it hands each kernel its publish step,
  // which writes to the run's artifacts.
  exceptions: ['registry.ts'],
  forbidden: /^src\/(artifacts|runtime)\//,
  claim: 'reaches neither the artifact store nor the runtime',
  minModules: 10,
});

// The gather engine is below the crawl's fan-in: the fan-in drives gathers (its kernel is
// src/fanin/kernel.ts), and nothing of gather/, its I/O and registry included, reaches back.
describeLayer('all of gather/', {
  folder: 'src/gather',
  subfolders: ['collectors', 'kernels', 'io'],
  forbidden: /^src\/fanin\//,
  claim: 'reaches nothing of the fan-in',
  minModules: 20,
});
