// A config file's problem becomes the InputError of the input that named the file, annotated
// on that file (workspace-relative) at the line and column the parser found.
import { ConfigError } from '../../config/index.js';
import { InputError } from '../../runtime/index.js';
import { OkfError } from '../../okf/errors.js';
import { configAnnotation, forInput, forInputSync } from './for-input.js';

async function inputErrorOf(error: Error): Promise<InputError> {
  try {
    await forInput('source-config', async () => {
      throw error;
    });
  } catch (thrown) {
    if (thrown instanceof InputError) return thrown;
    throw thrown;
  }
  throw new Error('no error');
}

test('a config error names the input and points the annotation at the file and place', async () => {
  const error = await inputErrorOf(
    new ConfigError('config/sources.yml', 'is not valid YAML: line 2, column 1: x', {
      line: 2,
      column: 1,
    }),
  );
  expect(error.message).toBe(
    'Input \'source-config\': "config/sources.yml": is not valid YAML: line 2, column 1: x',
  );
  expect(error.annotation).toEqual({ file: 'config/sources.yml', startLine: 2, startColumn: 1 });
});

test('the file alone when the place is unknown; paths are normalized', () => {
  expect(configAnnotation(new ConfigError('./config//a.json', 'is empty'))).toEqual({
    file: 'config/a.json',
  });
  expect(configAnnotation(new ConfigError('a/../b.json', 'is empty'))).toEqual({
    file: 'b.json',
  });
});

test('no file outside the workspace: absolute, leaving it, empty, or with line breaks', () => {
  for (const file of ['/etc/sources.json', '../sources.json', 'a/../../b.json', '', 'a\nb.json'])
    expect({ file, annotation: configAnnotation(new ConfigError(file, 'x')) }).toEqual({
      file,
      annotation: undefined,
    });
});

test('an OKF error names the input, whether the check waits or not', async () => {
  const bad = new OkfError('bad_ref', 'Malformed OKF ref "x"');
  const viaAsync = await inputErrorOf(bad);
  expect(viaAsync.message).toBe('Input \'source-config\': Malformed OKF ref "x"');
  expect(() =>
    forInputSync('rows', () => {
      throw new OkfError('bad_option', 'rows "9:1" is not a range');
    }),
  ).toThrow(new InputError('rows', 'rows "9:1" is not a range'));
  const other = new TypeError('a bug');
  expect(() =>
    forInputSync('rows', () => {
      throw other;
    }),
  ).toThrow(other);
});
