import fc from 'fast-check';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  sameApartFromVolatile,
  sameBytesApartFromVolatile,
  writeOutput,
  writeOutputs,
} from './files.js';
import { serializedText } from '../outputs.js';
import type { OutputPart, Serialized } from '../output-parts.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fanin-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const output = (parts: OutputPart[]): Serialized => ({ parts: () => parts });
const stamped = (ts: string, body = 'x'.repeat(10)) =>
  output([
    { text: `{"a":"${body}","merged_at":"` },
    { text: ts, volatile: true },
    { text: '"}\n' },
  ]);

describe('writing outputs', () => {
  it('writes text and byte parts of any size and encoding byte for byte, atomically', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.string({ unit: 'grapheme', maxLength: 30 }),
            // Medium parts, a few at a time in one batch.
            fc.integer({ min: (64 << 10) - 2, max: (64 << 10) + 2 }).map((n) => 'a'.repeat(n)),
            // Larger than the 1 MiB batch, and around its edge.
            fc.integer({ min: (1 << 20) - 3, max: (1 << 20) + 3 }).map((n) => 'é'.repeat(n >> 1)),
          ),
          { maxLength: 6 },
        ),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        async (texts, asBytes) => {
          // Text parts, and parts already encoded (straight from the legs' buffers).
          const parts: OutputPart[] = texts.map((text, i) =>
            asBytes[i] ? { bytes: new Uint8Array(Buffer.from(text, 'utf8')) } : { text },
          );
          const path = join(dir, 'out.json');
          await writeOutput(path, output(parts));
          expect(await readFile(path, 'utf8')).toBe(texts.join(''));
          expect(serializedText(output(parts))).toBe(texts.join(''));
          expect(await sameApartFromVolatile(path, output(parts))).toBe(true);
        },
      ),
      { numRuns: 15 },
    );
    expect((await readdir(dir)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('writes many batches while the next is being packed, bytes intact', async () => {
    // Thousands of small parts: batches of ~1 MiB, each written while the next is packed.
    const parts: OutputPart[] = Array.from({ length: 6000 }, (_, i) => {
      const text = `${i}:${'abcdefghij'.repeat(1 + (i % 150))};`;
      return i % 3 === 0 ? { bytes: new Uint8Array(Buffer.from(text)) } : { text };
    });
    const expected = serializedText(output(parts));
    const path = join(dir, 'batches.json');
    await writeOutput(path, output(parts));
    expect(await readFile(path, 'utf8')).toBe(expected);
    expect(expected.length).toBeGreaterThan(4 << 20);
  });

  it('writes byte parts that are only valid until the next part is taken', async () => {
    const texts = Array.from({ length: 300 }, (_, i) => `${i}`.repeat(1 + ((i * 7919) % 9000)));
    // Every byte part is a view of one buffer, overwritten for the next part.
    const shared = Buffer.alloc(40_000);
    const reused: Serialized = {
      *parts() {
        for (const text of texts) {
          const length = shared.write(text);
          yield { bytes: shared.subarray(0, length) };
          shared.fill('#');
        }
      },
    };
    const path = join(dir, 'reused.json');
    await writeOutput(path, reused);
    expect(await readFile(path, 'utf8')).toBe(texts.join(''));
    expect(await sameApartFromVolatile(path, reused)).toBe(true);
  });

  it('puts several outputs in place only when every one was written', async () => {
    const [a, b] = [join(dir, 'a.json'), join(dir, 'b.json')];
    await writeFile(a, 'old a');
    const failing: Serialized = {
      *parts() {
        yield { text: 'x'.repeat(3 << 20) }; // a few batches written first
        throw new Error('a leg file changed');
      },
    };
    await expect(
      writeOutputs([
        { path: a, serialized: output([{ text: 'new a' }]) },
        { path: b, serialized: failing },
      ]),
    ).rejects.toThrow('a leg file changed');
    expect(await readdir(dir)).toEqual(['a.json']); // no temporary file left behind
    expect(await readFile(a, 'utf8')).toBe('old a');

    expect(
      await writeOutputs([
        { path: a, serialized: output([{ text: 'new a' }]) },
        { path: b, serialized: output([{ text: 'new b' }]) },
      ]),
    ).toEqual(['written', 'written']);
    expect([await readFile(a, 'utf8'), await readFile(b, 'utf8')]).toEqual(['new a', 'new b']);
  });

  it('leaves a file untouched when only the volatile timestamp differs', async () => {
    const path = join(dir, 'o.json');
    expect(await writeOutput(path, stamped('2026-06-08T06:00:00Z'))).toBe('written');
    const before = await stat(path);
    expect(await writeOutput(path, stamped('2027-01-01T00:00:00Z'))).toBe('unchanged');
    expect(await readFile(path, 'utf8')).toContain('2026-06-08T06:00:00Z');
    expect((await stat(path)).mtimeMs).toBe(before.mtimeMs);
    // Any other byte, the size, or a non-timestamp in the volatile place: rewritten.
    expect(await writeOutput(path, stamped('2026-06-08T06:00:00Z', 'y'.repeat(10)))).toBe(
      'written',
    );
    expect(await writeOutput(path, stamped('2026-06-08T06:00:00Z', 'y'.repeat(11)))).toBe(
      'written',
    );
    await writeFile(path, serializedText(stamped('XXXX-06-08T06:00:00Z', 'y'.repeat(11))));
    expect(await sameApartFromVolatile(path, stamped('2026-06-08T06:00:00Z', 'y'.repeat(11)))).toBe(
      false,
    );
  });

  it('compares large outputs across batch boundaries', async () => {
    const path = join(dir, 'big.json');
    const big = (ts: string, last: string) =>
      output([
        { text: 'a'.repeat(1 << 20) },
        { text: ts, volatile: true },
        { text: `${'b'.repeat(3 << 20)}${last}` },
      ]);
    await writeOutput(path, big('2026-06-08T06:00:00Z', 'c'));
    expect(await sameApartFromVolatile(path, big('2030-01-01T00:00:00Z', 'c'))).toBe(true);
    expect(await sameApartFromVolatile(path, big('2030-01-01T00:00:00Z', 'd'))).toBe(false);
    expect(
      await sameApartFromVolatile(join(dir, 'missing.json'), big('2030-01-01T00:00:00Z', 'c')),
    ).toBe(false);
    expect(await sameApartFromVolatile(dir, big('2030-01-01T00:00:00Z', 'c'))).toBe(false);
    // A file that holds the output and more, or less of it, is another file.
    const whole = serializedText(big('2026-06-08T06:00:00Z', 'c'));
    await writeFile(path, `${whole} `);
    expect(await sameApartFromVolatile(path, big('2030-01-01T00:00:00Z', 'c'))).toBe(false);
    await writeFile(path, whole.slice(0, -1));
    expect(await sameApartFromVolatile(path, big('2030-01-01T00:00:00Z', 'c'))).toBe(false);
  });
});

describe('two outputs in memory', () => {
  const iso = fc
    .integer({ min: 0, max: 4_000_000_000 })
    .map((s) => new Date(s * 1000).toISOString().replace('.000Z', 'Z'));
  const hex = fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((b) => Buffer.from(b).toString('hex'));
  const file = (merged: string, checksum: string, body: string) =>
    Buffer.from(
      JSON.stringify({ body, merged_at: merged, metadata: { artifact_checksum: checksum } }),
    );

  it('are the same when only their timestamps and checksums differ', () => {
    fc.assert(
      fc.property(iso, iso, hex, hex, fc.string(), (t1, t2, c1, c2, body) => {
        expect(sameBytesApartFromVolatile(file(t1, c1, body), file(t2, c2, body))).toBe(true);
      }),
    );
  });

  it('differ when any other byte differs', () => {
    fc.assert(
      fc.property(iso, hex, fc.string(), fc.string(), (t, c, b1, b2) => {
        fc.pre(b1 !== b2);
        expect(sameBytesApartFromVolatile(file(t, c, b1), file(t, c, b2))).toBe(false);
      }),
    );
    // A number, a non-volatile string, or a volatile value set against another value.
    const pairs: [string, string][] = [
      ['{"n":2026}', '{"n":2027}'],
      ['{"s":"2026-06-08T06:00:00Z"}', '{"s":"2026-06-08T06:00:00X"}'],
      ['{"a":"2026","b":"1"}', '{"a":"2026","b":"2"}'],
      ['{"a":"x","m":"2026-06-08"}', '{"a":"y","m":"2026-06-09"}'],
    ];
    for (const [a, b] of pairs)
      expect(sameBytesApartFromVolatile(Buffer.from(a), Buffer.from(b))).toBe(false);
  });
});
