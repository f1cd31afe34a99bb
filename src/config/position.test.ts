// Config errors know where in the file they are: the line and column an annotation points at.
import fc from 'fast-check';
import { ConfigError, parseConfigBytes } from './index.js';
import { positionAt } from './errors.js';
import { thrownBy } from '../../test-support/errors.js';

const bytes = (text: string) => new TextEncoder().encode(text);

function errorOf(file: string, text: string): ConfigError {
  return thrownBy(ConfigError, () => parseConfigBytes(file, bytes(text)));
}

describe('positionAt', () => {
  test('1-based lines and columns; \\r\\n, \\r and \\n each end a line', () => {
    expect(positionAt('abc', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(positionAt('a\r\nb\rc', 5)).toEqual({ line: 3, column: 1 });
    expect(positionAt('ab', 99)).toEqual({ line: 1, column: 3 });
  });

  test('property: the line is the line breaks before the offset plus one', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z ]{0,8}$/)), fc.nat(), (lines, n) => {
        const text = lines.join('\n');
        const offset = text.length === 0 ? 0 : n % (text.length + 1);
        const before = text.slice(0, offset);
        const { line, column } = positionAt(text, offset);
        expect(line).toBe(before.split('\n').length);
        expect(column).toBe(offset - (before.lastIndexOf('\n') + 1) + 1);
      }),
    );
  });
});

describe('config errors carry their position', () => {
  test('YAML syntax: the line and column of the message', () => {
    const error = errorOf('sources.yml', '- id: a\n  feed_url: [x\n');
    expect(error.message).toMatch(/line (\d+), column (\d+)/);
    const [, line, column] = /line (\d+), column (\d+)/.exec(error.message)!;
    expect(error.position).toEqual({ line: Number(line), column: Number(column) });
  });

  test('a YAML key that is not a scalar', () => {
    const error = errorOf('topic.yml', 'keywords: [a]\n? [x, y]\n: 1\n');
    expect(error.message).toContain('line 2, column 3: map keys must be plain scalars');
    expect(error.position).toEqual({ line: 2, column: 3 });
  });

  test('JSON syntax: the place of the offset', () => {
    const error = errorOf('sources.json', '[\n  {"id": "a",}\n]');
    expect(error.message).toContain('is not valid JSON');
    // Column 14 is the '}' where a key was expected.
    expect(error.position).toEqual({ line: 2, column: 14 });
  });

  test('no position where the parser knows none', () => {
    expect(errorOf('sources.json', '   ').position).toBeUndefined();
  });
});
