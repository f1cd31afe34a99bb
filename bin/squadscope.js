#!/usr/bin/env node
// The squadscope command: the same pipeline as the actions, on one machine. With
// `node --enable-source-maps` (or NODE_OPTIONS) a stack trace names the TypeScript sources.
import '../dist/cli/index.js';
