// The runner emulation lives in src/local/step.ts (the squadscope CLI runs the bundles with it too).
export * from '../src/local/step.js';
