import fc from 'fast-check';
import { MAX_ARTIFACTS_PER_JOB } from '../runcontext/packing.js';
import { checkArtifactsPerJob } from './legs.js';

test('without a leg id, refuses more sources than one job may create artifacts (500)', () => {
  expect(() => checkArtifactsPerJob(500)).not.toThrow();
  expect(() => checkArtifactsPerJob(501)).toThrow(
    /501 artifacts, over the 500 one job may create: set leg-id to pack them/,
  );
});

test('property: refuses exactly the counts over what one job may create', () => {
  fc.assert(
    fc.property(fc.nat(2 * MAX_ARTIFACTS_PER_JOB), (sources) => {
      let refused = false;
      try {
        checkArtifactsPerJob(sources);
      } catch {
        refused = true;
      }
      expect(refused).toBe(sources > MAX_ARTIFACTS_PER_JOB);
    }),
  );
});
