import fc from 'fast-check';
import { canonicalJson, checksumOf } from '../../canonical/index.js';
import type { Article, Repository } from '../../contracts/index.js';
import {
  exampleArticle,
  exampleRepository,
  OPTIONAL_REPOSITORY_FIELDS,
} from '../../../test-support/contracts-examples.js';
import {
  articleJson,
  checksumOfJsons,
  checksumOfRuns,
  hashKey,
  packStrings,
  packedStart,
  repositoryJson,
} from './record-json.js';
import { legacyRepository } from '../outputs.js';
import {
  anyArticle as article,
  articleText as text,
  reordered,
} from '../../../test-support/articles.js';

describe('articleJson', () => {
  it('is the RFC 8785 canonical JSON of any article, whatever its key order', () => {
    fc.assert(
      fc.property(article, fc.boolean(), (a, reverse) => {
        const shuffled = reordered(a, reverse);
        expect(articleJson(shuffled)).toBe(canonicalJson(a));
      }),
      { numRuns: 300 },
    );
  });

  it('escapes control characters and keeps non-ASCII text as JCS does', () => {
    const a = exampleArticle({ title: 'a\u0000b\u001f"\\\n é 😀 \u2028', relevance_score: 1e-7 });
    expect(articleJson(a)).toBe(canonicalJson(a));
  });

  const packedChecksum = (list: Article[]) =>
    checksumOfRuns([packStrings(list.map(articleJson)).bytes]);

  it('packs items so that each can be cut out again, in a buffer of its own', () => {
    fc.assert(
      fc.property(fc.array(article, { maxLength: 8 }), (list) => {
        const jsons = list.map(articleJson);
        const { bytes, ends } = packStrings(jsons);
        expect(Buffer.from(bytes).toString('utf8')).toBe(jsons.join(','));
        jsons.forEach((json, i) => {
          const item = bytes.subarray(packedStart(ends, i), ends[i]);
          expect(Buffer.from(item).toString('utf8')).toBe(json);
        });
        // Transferable to a worker without detaching Node's shared buffer pool.
        expect(bytes.byteOffset).toBe(0);
        expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
      }),
    );
  });

  it('packs long lists of ASCII strings (joined in pieces) and of any strings alike', () => {
    const ascii = Array.from(
      { length: 3000 },
      (_, i) => `https://a.test/${i}/${'x'.repeat(i % 97)}`,
    );
    for (const items of [ascii, [...ascii.slice(0, 1500), 'é', ...ascii.slice(1500)], [], ['']]) {
      const { bytes, ends } = packStrings(items);
      expect(Buffer.from(bytes).toString('utf8')).toBe(items.join(','));
      expect(
        Array.from(ends, (end, i) =>
          Buffer.from(bytes.subarray(packedStart(ends, i), end)).toString(),
        ),
      ).toEqual(items);
    }
  });

  it('hashes packed items like checksumOf hashes the array', () => {
    fc.assert(
      fc.property(fc.array(article, { maxLength: 8 }), (list) => {
        expect(packedChecksum(list)).toBe(checksumOf(list));
      }),
    );
    const many = Array.from({ length: 800 }, (_, i) =>
      exampleArticle({ url: `https://example.com/${i}`, title: 'x'.repeat(i % 200) }),
    );
    expect(packedChecksum(many)).toBe(checksumOf(many));
    // Multi-byte text.
    const huge = [
      exampleArticle({ title: 'é'.repeat(40_000) }),
      exampleArticle({ title: '😀'.repeat(20_000) }),
    ];
    expect(packedChecksum(huge)).toBe(checksumOf(huge));
    expect(packedChecksum([])).toBe(checksumOf([]));
  });

  it('hashes runs of items as the array of all their items', () => {
    fc.assert(
      fc.property(fc.array(article, { maxLength: 8 }), fc.nat(8), (list, cut) => {
        const at = Math.min(cut, list.length);
        const runs = [list.slice(0, at), list.slice(at)]
          .filter((part) => part.length > 0)
          .map((part) => packStrings(part.map(articleJson)).bytes);
        expect(checksumOfRuns(runs)).toBe(checksumOf(list));
      }),
    );
  });
});

describe('repositoryJson', () => {
  const nullable = fc.option(text, { nil: null });
  const repository: fc.Arbitrary<Repository> = fc
    .record({
      id: fc.nat(),
      name: text,
      description: nullable,
      language: nullable,
      license: nullable,
      stars: fc.nat(),
      forks: fc.nat(),
      archived: fc.boolean(),
      topics: fc.array(text, { maxLength: 3 }),
      stars_gained: fc.option(fc.integer(), { nil: null }),
    })
    .map((fields) => exampleRepository(fields));

  it('is the RFC 8785 canonical JSON of any repository, and of its legacy record', () => {
    fc.assert(
      fc.property(repository, fc.boolean(), (r, reverse) => {
        const shuffled = reordered(r, reverse);
        expect(repositoryJson(shuffled)).toBe(canonicalJson(r));
        // Legacy records leave stars_gained out when unknown.
        expect(repositoryJson(legacyRepository(r))).toBe(canonicalJson(legacyRepository(r)));
      }),
      { numRuns: 300 },
    );
  });

  // A writer of only the contract's fields leaves out any of the identifying ones.
  const OPTIONAL_FIELDS = OPTIONAL_REPOSITORY_FIELDS;
  const withFieldsLeftOut = fc
    .tuple(repository, fc.subarray([...OPTIONAL_FIELDS]))
    .map(([r, dropped]) => {
      const out: Record<string, unknown> = { ...r };
      for (const key of dropped) delete out[key];
      return out as unknown as Repository;
    });

  it('is the canonical JSON of a record without the optional fields, and of its legacy record', () => {
    fc.assert(
      fc.property(withFieldsLeftOut, fc.boolean(), (r, reverse) => {
        const shuffled = reordered(r, reverse);
        expect(repositoryJson(shuffled)).toBe(canonicalJson(r));
        const legacy = legacyRepository(r);
        expect(repositoryJson(legacy)).toBe(canonicalJson(legacy));
        // A field the shard did not carry is null in the legacy record, never made up.
        for (const key of OPTIONAL_FIELDS) {
          expect(legacy[key]).toBe(Object.hasOwn(r, key) ? r[key] : null);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('hashes lists like checksumOf', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(repository, withFieldsLeftOut), { maxLength: 5 }), (list) => {
        expect(checksumOfJsons(list.map(repositoryJson))).toBe(checksumOf(list));
      }),
    );
  });
});

describe('hashKey', () => {
  /** FNV-1a's state after `text` from state `h` (hashKey before its final mix). */
  const fnv = (h: number, text: string): number => {
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return h;
  };
  /**
   * Two blocks of text that take state `h` to one state (a birthday search). The blocks are
   * numbers spread over 32 bits, in base 36: consecutive ones give states that collide late.
   */
  function collidingBlocks(h: number): [string, string, number] {
    const seen = new Map<number, string>();
    for (let n = 0; ; n++) {
      const block = (Math.imul(n, 0x9e3779b1) >>> 0).toString(36);
      const next = fnv(h, block);
      const other = seen.get(next);
      if (other !== undefined) return [other, block, next];
      seen.set(next, block);
    }
  }

  test('a seed spreads keys written to collide from the unseeded basis', () => {
    // Collisions chain: ten stages of two colliding blocks give 2^10 urls of one hash.
    let keys = ['https://a.test/'];
    let state = fnv(0x811c9dc5, 'https://a.test/');
    for (let stage = 0; stage < 10; stage++) {
      const [a, b, next] = collidingBlocks(state);
      keys = keys.flatMap((key) => [key + a, key + b]);
      state = next;
    }
    expect(new Set(keys.map((key) => hashKey(key))).size).toBe(1);
    for (const seed of [1, 0x5eed, 2 ** 32 - 1]) {
      expect(new Set(keys.map((key) => hashKey(key, seed))).size).toBeGreaterThan(1000);
    }
  });
});
