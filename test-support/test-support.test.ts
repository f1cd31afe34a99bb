import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rejection } from './rejection.js';
import { tempDirs } from './temp-dirs.js';

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
