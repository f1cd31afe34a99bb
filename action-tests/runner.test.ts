import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseOutputFile, readActionMetadata, repoRoot } from './runner.js';

describe('the runner emulation', () => {
  test('parses GITHUB_OUTPUT lines and heredoc blocks as @actions/core writes them', () => {
    const text = 'a=1\nb<<ghadelimiter_x\nline one\nline two\nghadelimiter_x\nc=\n';
    expect(parseOutputFile(text)).toEqual({ a: '1', b: 'line one\nline two', c: '' });
    expect(() => parseOutputFile('x<<EOF\nunterminated\n')).toThrow(/unterminated/);
  });

  test.each(readdirSync(join(repoRoot, 'actions')))(
    'actions/%s/action.yml documents every input and output',
    (action) => {
      const meta = readActionMetadata(action);
      expect(meta.runs).toEqual({ using: 'node24', main: `../../dist/${action}/index.js` });
      for (const [name, spec] of [
        ...Object.entries(meta.inputs),
        ...Object.entries(meta.outputs),
      ]) {
        expect([name, typeof spec.description]).toEqual([name, 'string']);
        expect(spec.description!.length).toBeGreaterThan(10);
      }
    },
  );
});
