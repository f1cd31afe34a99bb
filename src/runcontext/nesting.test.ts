import fc from 'fast-check';
import type { RssMatrixLeg } from './fan-plan.js';
import { checkNestedShape, chunkMatrix, chunkOfPackId, nestedPackId, nestJobs } from './nesting.js';
import { checkShape, MAX_FLAT_LEGS, MAX_MATRIX_JOBS, ShapeError } from './packing.js';

function legs(n: number): RssMatrixLeg[] {
  return Array.from({ length: n }, (_, seq) => ({
    source_id: `s${seq}`,
    seq,
    expected: n,
    fan_id: 'run:rss',
    required: false,
  }));
}

/** The source ids a job crawls. */
function ids(job: ReturnType<typeof nestJobs>[number][number]): string[] {
  return 'source_ids' in job ? job.source_ids.split(',') : [job.source_id];
}

describe('nestJobs', () => {
  it('cuts the sources into chunks in plan order, packing within each chunk', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 5 }),
        (n, size, per) => {
          const chunks = nestJobs(legs(n), { kind: 'sources-per-leg', n: per }, size);
          expect(chunks.length).toBe(Math.ceil(n / size));
          chunks.forEach((jobs, k) => {
            const inChunk = jobs.flatMap(ids);
            const want = legs(n)
              .slice(k * size, (k + 1) * size)
              .map((l) => l.source_id);
            expect(inChunk).toEqual(want);
            for (const job of jobs) expect(ids(job).length).toBeLessThanOrEqual(per);
          });
          const legIds = chunks.flat().map((j) => ('leg_id' in j ? j.leg_id : j.source_id));
          expect(new Set(legIds).size).toBe(legIds.length);
          expect([...legIds].sort()).toEqual(per === 1 ? [...legIds].sort() : legIds);
        },
      ),
    );
  });

  it('names each packed job after its chunk, padded to sort in plan order', () => {
    const chunks = nestJobs(legs(25), { kind: 'sources-per-leg', n: 2 }, 2);
    const ids = chunks.map((jobs) => jobs.map((j) => ('leg_id' in j ? j.leg_id : '')));
    expect(ids.slice(0, 2)).toEqual([['c00p0'], ['c01p0']]);
    ids.forEach((list, k) => list.forEach((id) => expect(chunkOfPackId(id)).toBe(k)));
    fc.assert(
      fc.property(fc.nat(300), fc.nat(300), (chunk, index) => {
        expect(chunkOfPackId(nestedPackId(chunk, chunk + 1, index, index + 1))).toBe(chunk);
      }),
    );
    expect(['p0', 'p12', 'c1', 'cxp1', 'c1p'].map(chunkOfPackId)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('lists the chunks as the outer matrix, each with its inner matrix', () => {
    const chunks = nestJobs(legs(5), { kind: 'sources-per-leg', n: 1 }, 2);
    const matrix = chunkMatrix(chunks, 2, JSON.stringify);
    expect(matrix.include.map(({ matrix: _m, ...rest }) => rest)).toEqual([
      { chunk: 0, chunks: 3, chunk_size: 2, sources: 2, jobs: 2 },
      { chunk: 1, chunks: 3, chunk_size: 2, sources: 2, jobs: 2 },
      { chunk: 2, chunks: 3, chunk_size: 2, sources: 1, jobs: 1 },
    ]);
    expect(JSON.parse(matrix.include[2]?.matrix ?? '')).toEqual({ include: [legs(5)[4]] });
  });
});

describe('the shapes a nested run refuses', () => {
  const limits = { maxListedArtifacts: 100_000 };

  it('with nesting off, more than 4 x 256 legs x sources-per-leg is refused naming chunk-size', () => {
    expect(() => checkShape(MAX_FLAT_LEGS + 1, 0, limits)).toThrow(
      /1025 RSS legs: one run holds at most 1024 .*sources-per-leg.*chunk-size/,
    );
    // The same legs nested in chunks of 256 are fine.
    const chunks = nestJobs(legs(MAX_FLAT_LEGS + 1), { kind: 'sources-per-leg', n: 1 }, 256);
    expect(() => checkNestedShape(chunks, 256)).not.toThrow();
    expect(() =>
      checkShape(MAX_FLAT_LEGS + 1, 0, { ...limits, nestedChunks: chunks.length }),
    ).not.toThrow();
  });

  it('refuses a chunk of more jobs than a matrix holds, and more chunks than the outer matrix', () => {
    const big = nestJobs(legs(600), { kind: 'sources-per-leg', n: 2 }, 600);
    expect(() => checkNestedShape(big, 600)).toThrow(ShapeError);
    expect(() => checkNestedShape(big, 600)).toThrow(/makes 300 jobs in a chunk/);
    expect(() =>
      checkNestedShape(nestJobs(legs(600), { kind: 'sources-per-leg', n: 2 }, 512), 512),
    ).not.toThrow();
    const many = nestJobs(legs(MAX_MATRIX_JOBS + 1), { kind: 'sources-per-leg', n: 1 }, 1);
    expect(() => checkNestedShape(many, 1)).toThrow(
      /257 chunks of 1 sources: the outer matrix holds at most 256/,
    );
  });

  it('counts one partial artifact per chunk toward the listing limit', () => {
    expect(() => checkShape(10, 0, { maxListedArtifacts: 20, nestedChunks: 2 })).not.toThrow();
    expect(() => checkShape(10, 0, { maxListedArtifacts: 20, nestedChunks: 3 })).toThrow(
      /make 21 artifacts/,
    );
  });
});
