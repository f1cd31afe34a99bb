import { link, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { canonicalJson } from '../../canonical/index.js';
import { MAX_OUTPUT_BYTES, readResultEnvelope, resultText, writeResult } from './result.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'result-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('writeResult', () => {
  it('replaces the file as a whole (a new file renamed into place), creating folders', async () => {
    const path = join(dir, 'out', 'result.json');
    await writeResult(path, { old: true }, []);
    // A second name for the old file: writing in place would change it too.
    await link(path, join(dir, 'old.json'));
    const frames = [{ fan_id: 'regions', seq: 1, expected: 2 }];
    const out = await writeResult(path, { b: [1, 2], a: 'x' }, frames);
    expect(out).toEqual({ text: '{"a":"x","b":[1,2]}', bytes: 19, fits: true });
    expect(await readFile(path, 'utf8')).toBe(
      '{"fan":[{"expected":2,"fan_id":"regions","seq":1}],"format":"squadscope-result/1","result":{"a":"x","b":[1,2]},"schema_version":1}\n',
    );
    expect(readResultEnvelope(JSON.parse(await readFile(path, 'utf8')), 'r')).toEqual({
      frames,
      result: { a: 'x', b: [1, 2] },
    });
    expect(await readFile(join(dir, 'old.json'), 'utf8')).toBe(
      '{"fan":[],"format":"squadscope-result/1","result":{"old":true},"schema_version":1}\n',
    );
    expect(await readdir(join(dir, 'out'))).toEqual(['result.json']);
  });

  it('writes a result too large for an output and says it does not fit', async () => {
    const path = join(dir, 'big.json');
    await writeFile(path, 'previous');
    const out = await writeResult(path, 'x'.repeat(MAX_OUTPUT_BYTES), []);
    expect(out.fits).toBe(false);
    expect(out.bytes).toBe(MAX_OUTPUT_BYTES + 2);
    expect((await readFile(path)).length).toBe(MAX_OUTPUT_BYTES + 73);
  });

  it('refuses a result file of another version or without frames; other JSON is not one', () => {
    const base = { format: 'squadscope-result/1', schema_version: 1, fan: [], result: 1 };
    expect(readResultEnvelope({ result: 1 }, 'r')).toBeNull();
    expect(readResultEnvelope([base], 'r')).toBeNull();
    expect(() => readResultEnvelope({ ...base, schema_version: 2 }, 'r')).toThrow(
      /schema_version 2, not 1/,
    );
    expect(() => readResultEnvelope({ ...base, fan: [{ fan_id: 'x' }] }, 'r')).toThrow(
      /without a valid fan/,
    );
  });

  it('answers canonical JSON of any JSON value, fitting when at most the limit (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const out = resultText(value);
        expect(out.text).toBe(canonicalJson(value ?? null));
        expect(out.fits).toBe(out.bytes <= MAX_OUTPUT_BYTES);
      }),
    );
  });
});
