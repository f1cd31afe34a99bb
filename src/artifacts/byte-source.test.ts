import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_RANGE_LIMITS,
  HttpRangeSource,
  parseContentRange,
  type RangeLimits,
} from './byte-source.js';
import { rangeFetch, type RangeFaults } from '../../test-support/range-fetch.js';

const quick: RangeLimits = { ...DEFAULT_RANGE_LIMITS, retryDelayMs: 1, attempts: 3 };

function source(bytes: Uint8Array, faults: RangeFaults = {}, limits = quick) {
  const { fetch, log } = rangeFetch(bytes, faults);
  return {
    blob: new HttpRangeSource('Artifact "x"', 'http://127.0.0.1/x', bytes.length, limits, fetch),
    log,
  };
}

test('ranged reads give exactly the bytes of the blob, for any ranges', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.uint8Array({ minLength: 1, maxLength: 2000 }),
      fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 8 }),
      async (bytes, picks) => {
        const { blob } = source(bytes);
        for (const [a, b] of picks) {
          const start = a % (bytes.length + 1);
          const end = start + (b % (bytes.length - start + 1));
          expect(Buffer.from(await blob.read(start, end))).toEqual(
            Buffer.from(bytes.subarray(start, end)),
          );
        }
        expect(blob.counted.bytes).toBeLessThanOrEqual(picks.length * bytes.length);
      },
    ),
  );
});

describe('a blob that is not what its listing says is refused', () => {
  const bytes = randomBytes(1000);

  test('cut answers are tried again, then refused', async () => {
    const { blob, log } = source(bytes, { cutTo: 10 });
    await expect(blob.read(0, 100)).rejects.toMatchObject({
      code: 'backend',
      message: expect.stringContaining('cut at 10 of 100 bytes'),
    });
    expect(log.ranges).toHaveLength(3);
  });

  test('a blob shorter than listed: 416 past its end', async () => {
    const { fetch } = rangeFetch(bytes.subarray(0, 500));
    const blob = new HttpRangeSource('Artifact "x"', 'http://h/x', 1000, quick, fetch);
    await expect(blob.read(900, 1000)).rejects.toMatchObject({
      code: 'unsafe',
      message: expect.stringContaining('shorter than its listed 1000 bytes'),
    });
  });

  test('a blob that lies about its size', async () => {
    const { blob } = source(bytes, { total: 1001 });
    await expect(blob.read(0, 10)).rejects.toMatchObject({
      code: 'unsafe',
      message: expect.stringContaining('the stored blob is 1001 bytes, its listing says 1000'),
    });
  });

  test('a blob that serves other bytes halfway (another entity tag)', async () => {
    const { blob } = source(bytes, { switchAt: 1, other: randomBytes(1000) });
    await blob.read(0, 10);
    await expect(blob.read(10, 20)).rejects.toMatchObject({
      code: 'unsafe',
      message: expect.stringContaining('the blob changed between two range requests'),
    });
  });

  test('a server that ignores the range is refused, not downloaded', async () => {
    const { blob } = source(bytes, { ignoreRange: true });
    await expect(blob.read(0, 10)).rejects.toMatchObject({
      code: 'unsafe',
      message: expect.stringContaining('HTTP 200 to a range request'),
    });
  });
});

describe('bounds and retries', () => {
  const bytes = randomBytes(1000);

  test('transient 503s are tried again', async () => {
    const { blob } = source(bytes, { failFirst: 2 });
    expect(Buffer.from(await blob.read(5, 9))).toEqual(bytes.subarray(5, 9));
    expect(blob.counted.requests).toBe(3);
  });

  test('the number of requests, the size of one and the bytes in all are bounded', async () => {
    const few = source(bytes, {}, { ...quick, maxRequests: 2 }).blob;
    await few.read(0, 1);
    await few.read(1, 2);
    await expect(few.read(2, 3)).rejects.toMatchObject({ code: 'too_large' });
    const small = source(bytes, {}, { ...quick, maxRequestBytes: 100 }).blob;
    await expect(small.read(0, 101)).rejects.toMatchObject({ code: 'too_large' });
    const total = source(bytes, {}, { ...quick, maxTotalBytes: 150 }).blob;
    await total.read(0, 100);
    await expect(total.read(100, 200)).rejects.toMatchObject({ code: 'too_large' });
  });

  test('reads outside the blob are programming errors', async () => {
    const { blob } = source(bytes);
    await expect(blob.read(990, 1001)).rejects.toBeInstanceOf(RangeError);
    await expect(blob.read(5, 4)).rejects.toBeInstanceOf(RangeError);
  });
});

test('Content-Range parsing', () => {
  expect(parseContentRange('bytes 0-9/100')).toEqual({ start: 0, end: 10, total: 100 });
  expect(parseContentRange('bytes 9-0/100')).toBeUndefined();
  expect(parseContentRange('bytes 0-100/100')).toBeUndefined();
  expect(parseContentRange('bytes */100')).toBeUndefined();
  expect(parseContentRange(null)).toBeUndefined();
});
