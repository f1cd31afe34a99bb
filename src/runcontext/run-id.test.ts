import fc from 'fast-check';
import { ContractError } from '../contracts/index.js';
import { buildRunContext, runId, type RunContextCore } from './run-id.js';
import { EXAMPLE_CONTEXT_CORE } from '../../test-support/contracts-examples.js';

const CORE: RunContextCore = { ...EXAMPLE_CONTEXT_CORE };

const PARTS = {
  week: CORE.week,
  since: CORE.since,
  until: CORE.until,
  sourceConfigChecksum: CORE.source_config_checksum,
  topicConfigChecksum: CORE.topic_config_checksum,
  codeSha: CORE.code_sha,
  now: Date.parse('2026-06-05T17:42:56.700Z'),
};

describe('runId', () => {
  test('week + the first 12 hex of SHA-256 of the canonical JSON (checked with Python)', () => {
    expect(runId(CORE)).toBe('2026-W23-987f10267450');
  });

  test('run_id and created_at are not covered', () => {
    expect(
      runId({ ...CORE, run_id: '2026-W23-000000000000', created_at: '2030-01-01T00:00:00Z' }),
    ).toBe(runId(CORE));
  });
});

describe('buildRunContext', () => {
  test('the nine fields, created_at in whole seconds', () => {
    expect(buildRunContext(PARTS)).toEqual({
      ...CORE,
      run_id: '2026-W23-987f10267450',
      created_at: '2026-06-05T17:42:56Z',
    });
  });

  test('refuses parts the contract refuses', () => {
    expect(() => buildRunContext({ ...PARTS, codeSha: 'sha256:' + 'c'.repeat(64) })).toThrow(
      ContractError,
    );
    expect(() => buildRunContext({ ...PARTS, sourceConfigChecksum: 'a'.repeat(64) })).toThrow(
      ContractError,
    );
  });
});

describe('run_id properties', () => {
  const hex = (n: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${n}}$`));
  const timestamp = fc
    .integer({ min: Date.parse('1990-01-01T00:00:00Z'), max: Date.parse('2100-01-01T00:00:00Z') })
    .map((ms) => new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19) + 'Z');
  const core: fc.Arbitrary<RunContextCore> = fc.record({
    schema_version: fc.constant('run_context_v1' as const),
    week: fc
      .tuple(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 52 }))
      .map(([y, w]) => `${y}-W${String(w).padStart(2, '0')}`),
    since: timestamp,
    until: timestamp,
    source_config_checksum: hex(64).map((h) => `sha256:${h}`),
    topic_config_checksum: hex(64).map((h) => `sha256:${h}`),
    code_sha: hex(64),
  });

  test('stable under key order', () => {
    fc.assert(
      fc.property(core, fc.func(fc.integer()), (context, order) => {
        const keys = Object.keys(context).sort((a, b) => order(a) - order(b) || (a < b ? -1 : 1));
        const reordered = Object.fromEntries(
          keys.map((k) => [k, context[k as keyof RunContextCore]]),
        );
        expect(runId(reordered as RunContextCore)).toBe(runId(context));
      }),
    );
  });

  test('changes with any covered field, never with created_at', () => {
    // Every field of the core but schema_version, which has one value.
    const covered = Object.keys(CORE) as (keyof RunContextCore)[];
    const field = fc.constantFrom(...covered.filter((key) => key !== 'schema_version'));
    fc.assert(
      fc.property(core, core, field, timestamp, timestamp, (a, b, key, t1, t2) => {
        fc.pre(a[key] !== b[key]);
        const changed = { ...a, [key]: b[key] };
        expect(runId(changed)).not.toBe(runId(a));
        expect(runId({ ...a, created_at: t1 })).toBe(runId({ ...a, created_at: t2 }));
      }),
    );
  });

  test('buildRunContext: same parts, same run_id, whatever the clock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (now) => {
        expect(buildRunContext({ ...PARTS, now }).run_id).toBe(buildRunContext(PARTS).run_id);
      }),
    );
  });
});
