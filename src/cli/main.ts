// Bundle entry of dist/cli/index.js. The same bundle, started again in worker threads,
// validates the legs of `squadscope fan-in`; the command line itself is imported on the
// main thread only, so a worker loads little, and the main thread loads no leg checker.
import { isMainThread } from 'node:worker_threads';

// The leg checkers are loaded in worker threads only: the main thread's command may not need them.
const serving = !isMainThread && (await import('../fanin/io/leg-checkers.js')).serveLegChecks();
if (!serving) {
  // A reader that stops early (`squadscope … | head`) closes the pipe: what is left to print
  // has nowhere to go, which is no failure of the command. It runs to its end, with its own
  // exit status; any other error of the output stream is thrown as before.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  const { cli } = await import('./index.js');
  process.exitCode = await cli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    legWorkerScript: new URL(import.meta.url),
  });
}
