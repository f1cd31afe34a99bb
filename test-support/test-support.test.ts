import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rejectedWith, rejection, thrownBy } from './errors.js';
import { putFile, tempDirs } from './temp-dirs.js';

describe('tempDirs', () => {
  const tempDir = tempDirs('test-support-');
  let previous: string[] = [];

  test('makes distinct, writable directories', async () => {
    const [a, b] = [await tempDir(), await tempDir()];
    expect(a).not.toBe(b);
    await writeFile(join(a, 'f'), 'x');
    previous = [a, b];
  });

  test('removed every directory of the previous test', () => {
    expect(previous).toHaveLength(2);
    for (const dir of previous) expect(existsSync(dir)).toBe(false);
  });
});

describe('putFile', () => {
  const tempDir = tempDirs('test-support-files-');

  test('writes a file at its slash path, parents made, a later write over an earlier one', async () => {
    const dir = await tempDir();
    await putFile(dir, 'a/b/c.txt', 'deep');
    await putFile(dir, 'top.txt', 'top');
    await putFile(dir, 'a/b/c.txt', 'again');
    expect(await readFile(join(dir, 'a', 'b', 'c.txt'), 'utf8')).toBe('again');
    expect(await readFile(join(dir, 'top.txt'), 'utf8')).toBe('top');
  });
});

describe('rejection', () => {
  test('gives what the promise rejected with', async () => {
    const error = new RangeError('no');
    expect(await rejection(Promise.reject(error))).toBe(error);
    expect(await rejection(Promise.reject('text'))).toBe('text');
  });

  test('fails when the promise fulfils', async () => {
    await expect(rejection(Promise.resolve(1))).rejects.toThrow('expected a rejection');
  });
});

describe('rejectedWith and thrownBy', () => {
  test('give the error of the expected class', async () => {
    const error = new RangeError('no');
    expect(await rejectedWith(RangeError, Promise.reject(error))).toBe(error);
    expect(
      thrownBy(RangeError, () => {
        throw error;
      }),
    ).toBe(error);
  });

  test('let an error of another class through unchanged', async () => {
    const other = new TypeError('other');
    await expect(rejectedWith(RangeError, Promise.reject(other))).rejects.toBe(other);
    expect(() =>
      thrownBy(RangeError, () => {
        throw other;
      }),
    ).toThrow(other);
  });

  test('fail when nothing is thrown', async () => {
    await expect(rejectedWith(RangeError, Promise.resolve())).rejects.toThrow(
      'expected a rejection',
    );
    expect(() => thrownBy(RangeError, () => 1)).toThrow('expected a RangeError');
  });
});
