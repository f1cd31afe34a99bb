#!/usr/bin/env node
// The squadscope command: the same pipeline as the actions, on one machine.
import '../dist/cli/index.js';
