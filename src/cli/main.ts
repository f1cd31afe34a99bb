// Bundle entry of dist/cli/index.js. The same bundle, started again in worker threads,
// validates the legs of `squadscope fan-in`; the command line itself is imported on the
// main thread only, so a worker loads little.
import { serveLegChecks } from '../fanin/leg-checkers.js';

if (!serveLegChecks()) {
  const { cli } = await import('./index.js');
  process.exitCode = await cli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    legWorkerScript: new URL(import.meta.url),
  });
}
