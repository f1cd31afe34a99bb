import fc from 'fast-check';
import { codeSha, type ManifestEntry } from './code-sha.js';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const C = 'c'.repeat(64);

describe('codeSha', () => {
  test('matches an independent computation (Python hashlib over the sorted lines)', () => {
    const entries: ManifestEntry[] = [
      { path: 'schemas/common.json.bak', sha256: C },
      { path: 'dist/make-run-context/index.js', sha256: A },
      { path: 'schemas/common.json', sha256: B },
    ];
    expect(codeSha(entries)).toBe(
      '286e0bfbef432a18ead617e206d6d11aeb7ea9522101d6f2c591f2e4d1f76eee',
    );
  });

  test('an empty manifest is the SHA-256 of nothing', () => {
    expect(codeSha([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  test('refuses paths that would blur the line format, and bad digests', () => {
    expect(() => codeSha([{ path: 'a\nb', sha256: A }])).toThrow(RangeError);
    expect(() => codeSha([{ path: 'a\0b', sha256: A }])).toThrow(RangeError);
    expect(() => codeSha([{ path: '', sha256: A }])).toThrow(RangeError);
    expect(() => codeSha([{ path: 'a', sha256: A.toUpperCase() }])).toThrow(RangeError);
    expect(() => codeSha([{ path: 'a', sha256: 'sha256:' + A }])).toThrow(RangeError);
  });

  const entry = fc.record({
    path: fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((p) => !p.includes('\0') && !p.includes('\n')),
    sha256: fc.stringMatching(/^[0-9a-f]{64}$/),
  });

  test('property: independent of order and repeats', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), fc.integer(), (entries, seed) => {
        const shuffled = [...entries, ...entries.slice(0, 3)].sort(
          (x, y) => ((x.path.length * 31 + seed) % 7) - ((y.path.length * 17 + seed) % 7),
        );
        expect(codeSha(shuffled)).toBe(codeSha(entries));
      }),
    );
  });

  test('property: a changed digest or path changes the result', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(entry, { minLength: 1, maxLength: 8, selector: (e) => e.path }),
        fc.nat(),
        (entries, i) => {
          const k = i % entries.length;
          const target = entries[k]!;
          const flipped = target.sha256[0] === '0' ? '1' : '0';
          const otherDigest = entries.map((e, j) =>
            j === k ? { ...e, sha256: flipped + e.sha256.slice(1) } : e,
          );
          const otherPath = entries.map((e, j) =>
            j === k ? { ...e, path: `${e.path}~moved` } : e,
          );
          expect(codeSha(otherDigest)).not.toBe(codeSha(entries));
          expect(codeSha(otherPath)).not.toBe(codeSha(entries));
        },
      ),
    );
  });
});
