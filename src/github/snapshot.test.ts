import fc from 'fast-check';
import { canonicalJson } from '../canonical/index.js';
import { validate } from '../contracts/index.js';
import {
  assertEarlierWeek,
  buildStarSnapshot,
  mergeStarSnapshots,
  parseStarSnapshot,
  SnapshotError,
} from './snapshot.js';

const entry = fc.record({
  full_name: fc.constantFrom('a/x', 'a/y', 'b/x', 'c/z', 'd/w'),
  stars: fc.nat({ max: 100_000 }),
});

describe('the snapshot version', () => {
  test('reads a legacy snapshot without schema_version, refuses an unknown one', () => {
    const legacy = {
      week: '2026-W22',
      captured_at: '2026-06-01T06:00:00Z',
      repository_count: 0,
      stars: {},
    };
    expect(parseStarSnapshot(JSON.stringify(legacy), 'legacy.json')).toEqual(legacy);
    expect(() =>
      parseStarSnapshot(
        JSON.stringify({ ...legacy, schema_version: 'star_snapshot_v2' }),
        'new.json',
      ),
    ).toThrow(SnapshotError);
  });
});

describe('buildStarSnapshot', () => {
  test('counts each repository once, keeping its highest count, and validates', () => {
    const snapshot = buildStarSnapshot('2026-W23', '2026-06-08T06:00:00Z', [
      { full_name: 'a/x', stars: 10 },
      { full_name: 'b/y', stars: 3 },
      { full_name: 'a/x', stars: 12 },
    ]);
    expect(snapshot).toEqual({
      schema_version: 'star_snapshot_v1',
      week: '2026-W23',
      captured_at: '2026-06-08T06:00:00Z',
      repository_count: 2,
      stars: { 'a/x': 12, 'b/y': 3 },
    });
    expect(validate('star_snapshot_v1', snapshot)).toEqual({ ok: true });
  });

  test('property: the canonical bytes do not depend on the input order', () => {
    fc.assert(
      fc.property(fc.array(entry), (entries) => {
        const a = buildStarSnapshot('2026-W23', '2026-06-08T06:00:00Z', entries);
        const b = buildStarSnapshot('2026-W23', '2026-06-08T06:00:00Z', [...entries].reverse());
        expect(canonicalJson(b)).toBe(canonicalJson(a));
        expect(a.repository_count).toBe(new Set(entries.map((e) => e.full_name)).size);
      }),
    );
  });
});

describe('parseStarSnapshot', () => {
  const good = JSON.stringify(
    buildStarSnapshot('2026-W22', '2026-06-01T06:00:00Z', [{ full_name: 'a/x', stars: 5 }]),
  );

  test('reads a valid snapshot', () => {
    expect(parseStarSnapshot(Buffer.from(good), 'prev.json').stars).toEqual({ 'a/x': 5 });
  });

  test('refuses duplicate names (two readings of one file could differ)', () => {
    const dup =
      '{"week":"2026-W22","captured_at":"2026-06-01T06:00:00Z","repository_count":1,"stars":{"a/x":5,"a/x":9}}';
    expect(() => parseStarSnapshot(dup, 'prev.json')).toThrow(/duplicate/i);
  });

  test('refuses a count that disagrees with the stars', () => {
    const wrong = good.replace('"repository_count":1', '"repository_count":2');
    expect(() => parseStarSnapshot(wrong, 'prev.json')).toThrow(SnapshotError);
  });

  test('refuses what the contract refuses, naming the source, as a snapshot error', () => {
    for (const text of ['{"week":"2026-22","stars":{}}', '{"week":', '{"week":1,"week":2}']) {
      expect(() => parseStarSnapshot(text, 'prev.json')).toThrow(SnapshotError);
    }
    expect(() => parseStarSnapshot('{"week":"2026-22","stars":{}}', 'prev.json')).toThrow(
      /prev\.json/,
    );
  });
});

describe('mergeStarSnapshots', () => {
  test('union of one week, highest count, latest capture', () => {
    const a = buildStarSnapshot('2026-W22', '2026-06-01T06:00:00Z', [
      { full_name: 'a/x', stars: 5 },
    ]);
    const b = buildStarSnapshot('2026-W22', '2026-06-01T07:00:00Z', [
      { full_name: 'a/x', stars: 7 },
      { full_name: 'b/y', stars: 1 },
    ]);
    expect(mergeStarSnapshots([a, b])).toEqual({
      schema_version: 'star_snapshot_v1',
      week: '2026-W22',
      captured_at: '2026-06-01T07:00:00Z',
      repository_count: 2,
      stars: { 'a/x': 7, 'b/y': 1 },
    });
  });

  test('refuses snapshots of different weeks, and nothing at all', () => {
    const a = buildStarSnapshot('2026-W22', '2026-06-01T06:00:00Z', []);
    const b = buildStarSnapshot('2026-W21', '2026-05-25T06:00:00Z', []);
    expect(() => mergeStarSnapshots([a, b])).toThrow(/different weeks/);
    expect(() => mergeStarSnapshots([])).toThrow(SnapshotError);
  });

  test('property: commutative and associative', () => {
    const snap = fc
      .tuple(fc.array(entry), fc.integer({ min: 0, max: 23 }))
      .map(([entries, hour]) =>
        buildStarSnapshot(
          '2026-W22',
          `2026-06-01T${String(hour).padStart(2, '0')}:00:00Z`,
          entries,
        ),
      );
    fc.assert(
      fc.property(snap, snap, snap, (a, b, c) => {
        expect(canonicalJson(mergeStarSnapshots([a, b]))).toBe(
          canonicalJson(mergeStarSnapshots([b, a])),
        );
        expect(canonicalJson(mergeStarSnapshots([mergeStarSnapshots([a, b]), c]))).toBe(
          canonicalJson(mergeStarSnapshots([a, mergeStarSnapshots([b, c])])),
        );
      }),
    );
  });
});

describe('assertEarlierWeek', () => {
  const snap = buildStarSnapshot('2026-W22', '2026-06-01T06:00:00Z', []);
  test('accepts an earlier week, across years too', () => {
    expect(() => assertEarlierWeek(snap, '2026-W23', 'prev')).not.toThrow();
    expect(() =>
      assertEarlierWeek({ ...snap, week: '2025-W52' }, '2026-W01', 'prev'),
    ).not.toThrow();
  });
  test('refuses the same or a later week', () => {
    expect(() => assertEarlierWeek(snap, '2026-W22', 'prev')).toThrow(/not of a week before/);
    expect(() => assertEarlierWeek(snap, '2026-W21', 'prev')).toThrow(SnapshotError);
  });
});
