// The entry of the okf-stats action, written by scripts/build.js: its code is in dist/suite/.
// Stack traces are logged with debug logging only: then they name the TypeScript sources.
if (process.env.RUNNER_DEBUG === '1') process.setSourceMapsEnabled(true);
const { start } = await import('../suite/index.js');
await start("okf-stats");
