// docs/gather.md shows the example workflow in full: it must stay the file the tests lint.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../src/local/step.js';

test.each(['gather-workflow.yml', 'gather-nested.yml', 'gather-history.yml'])(
  'the workflow in docs/gather.md is examples/%s, verbatim',
  (file) => {
    const doc = readFileSync(join(repoRoot, 'docs', 'gather.md'), 'utf8');
    const example = readFileSync(join(repoRoot, 'examples', file), 'utf8');
    const blocks = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(blocks).toContain(example);
  },
);
