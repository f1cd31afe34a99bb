// Bundle entry of dist/cli/index.js. The same bundle, started again in worker threads,
// validates the legs of `squadscope fan-in`.
import { serveLegChecks } from '../fanin/index.js';
import { cli } from './index.js';

if (!serveLegChecks()) {
  process.exitCode = await cli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    legWorkerScript: new URL(import.meta.url),
  });
}
