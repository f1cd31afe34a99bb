import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inputEnv, parseOutputFile, readActionMetadata, repoRoot } from './runner.js';

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

describe('inputs are checked against action.yml as the runner would', () => {
  test('an unknown input fails', () => {
    expect(() => inputEnv('fan-in', { 'output-directory': 'x' }, {})).toThrow(
      /unknown input 'output-directory'/,
    );
  });

  test('a missing required input fails', () => {
    expect(() => inputEnv('crawl-rss-leg', { 'source-id': 'a' }, {})).toThrow(
      /required input 'source-config' is missing/,
    );
  });

  test('defaults are applied and named INPUT_<NAME> with hyphens kept', () => {
    const env = inputEnv('crawl-github-shard', { 'shard-id': 'new_repos' }, { GITHUB_TOKEN: 't' });
    expect(env).toMatchObject({
      'INPUT_SHARD-ID': 'new_repos',
      'INPUT_GITHUB-TOKEN': 't',
      'INPUT_MAX-RESULTS': '250',
    });
    expect(env['INPUT_API-URL']).toBe('https://api.github.com');
  });
});
