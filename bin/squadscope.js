#!/usr/bin/env node
// The squadscope command: the same pipeline as the actions, on one machine. Source maps are
// turned on before the (minified) bundle loads, so that a stack trace names the sources.
process.setSourceMapsEnabled(true);
await import('../dist/cli/index.js');
