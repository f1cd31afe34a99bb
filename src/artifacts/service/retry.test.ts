import fc from 'fast-check';
import {
  DEFAULT_ARTIFACT_RETRY,
  isTransient,
  retryWaitMs,
  TransientServiceError,
  withRetry,
  type ArtifactRetryPolicy,
} from './retry.js';
import { RetriesExhaustedError, type RetryClock } from '../../http/retry-loop.js';

/** A clock whose sleeps advance time at once, recording each wait. */
function fakeClock(): RetryClock & { waits: number[] } {
  let now = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
    random: () => 0.5,
  };
}

const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });

test('network errors, the client wrapped network error and our transient answers are transient', () => {
  expect(isTransient(reset)).toBe(true);
  expect(isTransient(new TypeError('fetch failed', { cause: reset }))).toBe(true);
  expect(
    isTransient(
      new Error('Failed to ListArtifacts: Unable to make request: ECONNRESET\nIf you are using…'),
    ),
  ).toBe(true);
  expect(isTransient(new TransientServiceError('503'))).toBe(true);
  expect(isTransient(new Error('Failed to make request after 5 attempts: (503)'))).toBe(false);
  expect(isTransient(new Error('Received non-retryable error: (409) Conflict'))).toBe(false);
  expect(isTransient(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe(false);
});

test('a transient failure is retried until it clears', async () => {
  const clock = fakeClock();
  let calls = 0;
  const result = await withRetry(
    async (attempt) => {
      calls += 1;
      if (attempt < 3) throw reset;
      return 'ok';
    },
    DEFAULT_ARTIFACT_RETRY,
    clock,
  );
  expect(result).toBe('ok');
  expect(calls).toBe(3);
  expect(clock.waits).toEqual([125, 250]);
});

test('a final error is thrown at once, without a retry', async () => {
  const clock = fakeClock();
  const final = new Error('(409) Conflict');
  await expect(withRetry(() => Promise.reject(final), DEFAULT_ARTIFACT_RETRY, clock)).rejects.toBe(
    final,
  );
  expect(clock.waits).toEqual([]);
});

test('a service that stays down fails after the attempts, saying how many and how long', async () => {
  const clock = fakeClock();
  const error = await withRetry(
    () => Promise.reject(new TransientServiceError('GetSignedArtifactURL answered 503\nmore')),
    DEFAULT_ARTIFACT_RETRY,
    clock,
  ).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RetriesExhaustedError);
  expect((error as Error).message).toBe('GetSignedArtifactURL answered 503 (5 attempts in 1.9 s)');
  expect(clock.waits).toHaveLength(4);
});

test('Retry-After is honoured up to the cap', () => {
  const policy = DEFAULT_ARTIFACT_RETRY;
  expect(retryWaitMs(0, new TransientServiceError('429', 2000), policy, () => 0)).toBe(2000);
  expect(retryWaitMs(0, new TransientServiceError('429', 600_000), policy, () => 0)).toBe(
    policy.capMs,
  );
});

test('property: no attempt starts past the deadline, and there are never more than `attempts`', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        attempts: fc.integer({ min: 1, max: 8 }),
        baseMs: fc.integer({ min: 1, max: 5000 }),
        capMs: fc.integer({ min: 1, max: 20_000 }),
        deadlineMs: fc.integer({ min: 0, max: 60_000 }),
      }),
      fc.integer({ min: 0, max: 30_000 }),
      async (policy: ArtifactRetryPolicy, retryAfter) => {
        const clock = fakeClock();
        const starts: number[] = [];
        await withRetry(
          () => {
            starts.push(clock.now());
            return Promise.reject(new TransientServiceError('down', retryAfter));
          },
          policy,
          clock,
        ).catch(() => undefined);
        expect(starts.length).toBeLessThanOrEqual(policy.attempts);
        expect(starts.every((t) => t <= policy.deadlineMs)).toBe(true);
        expect(clock.waits.every((w) => w <= policy.capMs)).toBe(true);
      },
    ),
  );
});
