// Canonical JSON is a floor every layer stands on: its modules (the rules here and the
// fast recognizers in fast/) reach nothing of the project's but each other and src/base/.
import { describeLayer } from '../../test-support/imports.js';

describeLayer('src/canonical', {
  folder: 'src/canonical',
  subfolders: ['fast'],
  forbidden: /^(?!src\/(canonical|base)\/)/,
  claim: 'reaches only src/canonical/ and src/base/',
  minModules: 5,
});
