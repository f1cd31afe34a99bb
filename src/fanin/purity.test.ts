// The fan-in's rules (this folder's modules) and its speed machinery (fast/) are pure: they
// reach, directly or through the modules they import, neither the artifact store, the
// runtime nor the fan-in's own I/O (io/). What touches files, artifacts or threads lives in
// io/, which may use them all.
import { describeLayer } from '../../test-support/imports.js';

describeLayer('the fan-in rules and fast/', {
  folder: 'src/fanin',
  subfolders: ['fast'],
  // index.ts is the fan-in's front door and exports the I/O too: it is not a rule.
  exceptions: ['index.ts'],
  forbidden: /^src\/(artifacts|runtime|fanin\/io)\//,
  claim: 'reaches neither the artifact store, the runtime nor io/',
  minModules: 10,
});
