// Bundle entry of dist/cli/index.js.
import { cli } from './index.js';

process.exitCode = await cli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
});
