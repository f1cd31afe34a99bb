// Reading the configs is below every source type: src/github/ and src/rss/ read the topic
// and source configs, so nothing of config/ reaches them (a template's grammar, which the
// config checks while planning, lives here: query-template.ts).
import { describeLayer } from '../../test-support/imports.js';

describeLayer('the configs', {
  folder: 'src/config',
  forbidden: /^src\/(github|rss)\//,
  claim: 'reaches neither src/github nor src/rss',
  minModules: 5,
});
