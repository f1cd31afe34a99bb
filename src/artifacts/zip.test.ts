import fc from 'fast-check';
import { deflateRawSync } from 'node:zlib';
import { craftZip, type CraftedEntry } from '../../action-tests/artifact-service.js';
import { ArtifactError } from './errors.js';
import { resolveLimits, type Limits } from './limits.js';
import { nameProblem } from '../contracts/artifact-names.js';
import { readZip } from './zip.js';
import { thrownBy } from '../../test-support/errors.js';

const limits: Limits = resolveLimits({ maxBytes: 1_000_000, maxFiles: 100 });

function refusal(zip: Buffer, lim: Limits = limits): ArtifactError {
  return thrownBy(ArtifactError, () => readZip(zip, 'rss-x-a1', lim));
}

function text(map: Map<string, Buffer>): Record<string, string> {
  return Object.fromEntries([...map].map(([k, v]) => [k, v.toString('utf8')]));
}

test('reads stored and deflated entries, UTF-8 names and empty files', () => {
  const zip = craftZip([
    { name: 'a.json', data: '{"a":1}', method: 'store' },
    { name: 'données.json', data: 'é'.repeat(1000) },
    { name: 'empty', data: '' },
  ]);
  expect(text(readZip(zip, 'x', limits))).toEqual({
    'a.json': '{"a":1}',
    'données.json': 'é'.repeat(1000),
    empty: '',
  });
});

test.each<[string, CraftedEntry[], RegExp]>([
  ['a ../evil entry', [{ name: '../evil', data: 'x' }], /"\.\.\/evil"/u],
  ['an absolute path', [{ name: '/etc/passwd', data: 'x' }], /separator/u],
  ['a backslash path', [{ name: '..\\evil', data: 'x' }], /separator/u],
  ['a nested file', [{ name: 'sub/a.json', data: 'x' }], /separator/u],
  ['a directory entry', [{ name: 'sub/', data: '' }], /directory/u],
  ['a symlink', [{ name: 'link', data: '/etc/passwd', mode: 0o120777 }], /symlink/u],
  ['a directory by mode', [{ name: 'dir', data: '', mode: 0o040755 }], /directory/u],
  ['a fifo by mode', [{ name: 'fifo', data: '', mode: 0o010644 }], /not a regular file/u],
  ['a hidden file', [{ name: '.env', data: 'x' }], /starts with/u],
  [
    'a duplicate entry',
    [
      { name: 'a', data: '1' },
      { name: 'a', data: '2' },
    ],
    /duplicate/u,
  ],
  [
    'a different local name',
    [{ name: 'a.json', localName: '../a.json', data: 'x' }],
    /different local name/u,
  ],
  ['an encrypted entry', [{ name: 'a', data: 'x', flags: 0x0801 }], /encrypted/u],
  ['a non-UTF-8-flagged non-ASCII name', [{ name: 'é', data: 'x', flags: 0 }], /not marked UTF-8/u],
  ['a wrong CRC', [{ name: 'a', data: 'hello', crc: 1 }], /CRC/u],
  [
    'a size smaller than the data',
    [{ name: 'a', data: 'hello world', declaredSize: 5 }],
    /declared size/u,
  ],
  [
    'a size larger than the data',
    [{ name: 'a', data: 'hello', declaredSize: 50 }],
    /declared size/u,
  ],
  [
    'stored sizes that disagree',
    [{ name: 'a', data: 'hello', method: 'store', declaredSize: 4 }],
    /inconsistent/u,
  ],
])('refuses %s', (_, entries, why) => {
  const error = refusal(craftZip(entries));
  expect(error.code).toBe('unsafe');
  expect(error.message).toMatch(why);
});

test('a zip bomb is refused from its declared size, before inflating', () => {
  const zip = craftZip([{ name: 'bomb', data: Buffer.alloc(2_000_000) }]);
  expect(zip.length).toBeLessThan(5000);
  expect(refusal(zip)).toMatchObject({ code: 'too_large' });
});

test('a zip bomb that lies about its size is cut off at the declared size', () => {
  const zip = craftZip([{ name: 'bomb', data: Buffer.alloc(5_000_000), declaredSize: 10 }]);
  expect(refusal(zip)).toMatchObject({
    code: 'unsafe',
    message: expect.stringMatching(/declared size/u),
  });
});

test('per-file and file-count limits', () => {
  const zip = craftZip([
    { name: 'a', data: 'x'.repeat(100) },
    { name: 'b', data: 'y'.repeat(100) },
  ]);
  expect(readZip(zip, 'x', resolveLimits({ maxBytes: 200 })).size).toBe(2);
  expect(refusal(zip, resolveLimits({ maxBytes: 199 }))).toMatchObject({ code: 'too_large' });
  expect(refusal(zip, resolveLimits({ maxFileBytes: 99 }))).toMatchObject({ code: 'too_large' });
  expect(refusal(zip, resolveLimits({ maxFiles: 1 }))).toMatchObject({ code: 'too_large' });
});

test('refuses what is not a well-formed single-disk zip', () => {
  const good = craftZip([{ name: 'a', data: 'hello' }]);
  expect(refusal(Buffer.alloc(0)).message).toMatch(/not a zip/u);
  expect(refusal(Buffer.from('PK not really')).message).toMatch(/not a zip/u);
  expect(refusal(Buffer.concat([good, Buffer.from('trailing')])).message).toMatch(/not a zip/u);
  expect(refusal(good.subarray(10)).code).toBe('unsafe');

  const zip64 = Buffer.from(good);
  zip64.writeUInt32LE(0xffffffff, zip64.length - 6); // central directory offset
  expect(refusal(zip64).message).toMatch(/zip64/u);

  const multiDisk = Buffer.from(good);
  multiDisk.writeUInt16LE(1, multiDisk.length - 18);
  expect(refusal(multiDisk).message).toMatch(/multi-disk/u);

  const method = Buffer.from(good);
  const cd = method.readUInt32LE(method.length - 6);
  method.writeUInt16LE(12, cd + 10); // bzip2
  expect(refusal(method).message).toMatch(/compression method 12/u);
});

test('accepts exactly the flat archives it is given (round trip)', () => {
  const name = fc.string({ minLength: 1, maxLength: 20 }).filter((n) => nameProblem(n) === null);
  const files = fc.uniqueArray(fc.tuple(name, fc.uint8Array({ maxLength: 300 }), fc.boolean()), {
    selector: ([n]) => n,
    maxLength: 6,
  });
  fc.assert(
    fc.property(files, (entries) => {
      const zip = craftZip(
        entries.map(([n, data, store]) => ({ name: n, data, method: store ? 'store' : 'deflate' })),
      );
      const read = readZip(zip, 'x', limits);
      expect([...read.keys()]).toEqual(entries.map(([n]) => n));
      for (const [n, data] of entries) expect(read.get(n)?.equals(Buffer.from(data))).toBe(true);
    }),
  );
});

test('corrupted archives are refused with an ArtifactError, never a crash', () => {
  const base = craftZip([
    { name: 'a.json', data: '{"a":[1,2,3]}' },
    { name: 'b.bin', data: deflateRawSync(Buffer.from('x')), method: 'store' },
  ]);
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.nat(base.length - 1), fc.integer({ min: 0, max: 255 })), {
        minLength: 1,
        maxLength: 4,
      }),
      (edits) => {
        const zip = Buffer.from(base);
        for (const [at, value] of edits) zip[at] = value;
        try {
          const files = readZip(zip, 'x', limits);
          for (const name of files.keys()) expect(nameProblem(name)).toBeNull();
        } catch (error) {
          expect(error).toBeInstanceOf(ArtifactError);
        }
      },
    ),
    { numRuns: 2000 },
  );
});
