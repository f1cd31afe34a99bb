import fc from 'fast-check';
import type { RssMatrixLeg } from './fan-plan.js';
import {
  billedMinutes,
  checkShape,
  chunkJobs,
  DEFAULT_MAX_LISTED_ARTIFACTS,
  jobSources,
  MAX_FLAT_LEGS,
  MAX_MATRIX_JOBS,
  maxListedArtifacts,
  packLegs,
  RESERVED_ARTIFACTS,
  ShapeError,
  type PackedMatrixLeg,
  type Packing,
} from './packing.js';

function legs(n: number, required: (seq: number) => boolean = () => false): RssMatrixLeg[] {
  return Array.from({ length: n }, (_, seq) => ({
    source_id: `s${seq}`,
    seq,
    expected: n,
    fan_id: 'r:rss',
    required: required(seq),
  }));
}

const packingArb: fc.Arbitrary<Packing> = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map((n) => ({ kind: 'sources-per-leg' as const, n })),
  fc.integer({ min: 1, max: 40 }).map((n) => ({ kind: 'max-legs' as const, n })),
);

describe('packLegs', () => {
  it('keeps the single-source matrix entries unchanged with one source per leg', () => {
    const planned = legs(5);
    expect(packLegs(planned, { kind: 'sources-per-leg', n: 1 })).toEqual(planned);
    expect(packLegs(planned, { kind: 'max-legs', n: 5 })).toEqual(planned);
  });

  it('covers every source once, in priority order, within the packing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), packingArb, (n, packing) => {
        const planned = legs(n, (seq) => seq % 7 === 3);
        const jobs = packLegs(planned, packing);
        const ids = jobs.flatMap((j) =>
          'source_ids' in j ? j.source_ids.split(',') : [j.source_id],
        );
        expect(ids).toEqual(planned.map((l) => l.source_id));
        if (packing.kind === 'max-legs') expect(jobs.length).toBeLessThanOrEqual(packing.n);
        const per = Math.max(...jobSources(jobs));
        if (packing.kind === 'sources-per-leg') expect(per).toBeLessThanOrEqual(packing.n);
        for (const job of jobs) {
          if (!('leg_id' in job)) continue;
          const mine = job.source_ids.split(',');
          expect(job.sources).toBe(mine.length);
          expect(job.required).toBe(planned.some((l) => mine.includes(l.source_id) && l.required));
        }
        // Leg ids sort in plan order and are distinct.
        const legIds = jobs.filter((j): j is PackedMatrixLeg => 'leg_id' in j).map((j) => j.leg_id);
        expect([...legIds].sort()).toEqual(legIds);
        expect(new Set(legIds).size).toBe(legIds.length);
      }),
    );
  });

  it('refuses a packing below 1', () => {
    expect(() => packLegs(legs(3), { kind: 'sources-per-leg', n: 0 })).toThrow(/>= 1/);
  });
});

describe('chunkJobs', () => {
  it('splits into four matrices of at most 256 jobs, in order, empty ones last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_FLAT_LEGS }), (n) => {
        const jobs = Array.from({ length: n }, (_, i) => i);
        const chunks = chunkJobs(jobs);
        expect(chunks).toHaveLength(4);
        expect(chunks.flat()).toEqual(jobs);
        for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(MAX_MATRIX_JOBS);
        const sizes = chunks.map((c) => c.length);
        expect(
          sizes.findIndex((s) => s === 0) === -1 ||
            sizes.slice(sizes.indexOf(0)).every((s) => s === 0),
        ).toBe(true);
      }),
    );
  });
});

describe('checkShape', () => {
  const limits = { maxListedArtifacts: 100_000 };

  it('accepts 1,024 legs and refuses 1,025, naming packing and nesting', () => {
    expect(() => checkShape(MAX_FLAT_LEGS, 0, limits)).not.toThrow();
    expect(() => checkShape(MAX_FLAT_LEGS + 1, 0, limits)).toThrow(ShapeError);
    expect(() => checkShape(MAX_FLAT_LEGS + 1, 0, limits)).toThrow(/sources-per-leg.*nest/);
  });

  it('refuses one artifact past the listing limit, naming packing', () => {
    const at = { maxListedArtifacts: DEFAULT_MAX_LISTED_ARTIFACTS };
    const most = DEFAULT_MAX_LISTED_ARTIFACTS - RESERVED_ARTIFACTS - 4;
    expect(() => checkShape(most, 4, at)).not.toThrow();
    expect(() => checkShape(most + 1, 4, at)).toThrow(
      /1001 artifacts.*over the 1000 .*ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT.*sources-per-leg/,
    );
  });

  it('reads the listing limit as the toolkit does', () => {
    expect(maxListedArtifacts({})).toBe(1000);
    expect(maxListedArtifacts({ ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT: '2000' })).toBe(2000);
    expect(() => maxListedArtifacts({ ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT: '0' })).toThrow(
      /integer >= 1/,
    );
  });
});

describe('billedMinutes', () => {
  it('bills each job rounded up to the minute', () => {
    // 30 s set-up + 15 s per source: one source is 45 s (1 min), 4 sources 90 s (2 min).
    expect(billedMinutes([1])).toBe(1);
    expect(billedMinutes([4])).toBe(2);
    expect(billedMinutes(new Array<number>(256).fill(1))).toBe(256);
    expect(billedMinutes([64, 64, 64, 64])).toBe(4 * 17);
  });

  it('never costs more packed than one job per source', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), packingArb, (n, packing) => {
        const packed = jobSources(packLegs(legs(n), packing));
        expect(billedMinutes(packed)).toBeLessThanOrEqual(
          billedMinutes(new Array<number>(n).fill(1)),
        );
      }),
    );
  });
});
