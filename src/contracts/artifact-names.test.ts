import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  ArtifactNameError,
  assertArtifactName,
  assertFileName,
  attemptName,
  attemptsByKey,
  fanHash,
  fanLegArtifactName,
  fansOfLegArtifacts,
  nameSlug,
  gatherStateArtifactName,
  legArtifactName,
  legFileName,
  legMetricsArtifactName,
  legMetricsFileName,
  MAX_STATE_VERSION,
  newestFirst,
  parseFanLegArtifactName,
  parseGatherStateArtifactName,
  parsePartialArtifactName,
  parseRssLegFileName,
  partialArtifactName,
  splitAttemptName,
  MAX_NAME_BYTES,
  nameProblem,
  newestAttempt,
  parseAttemptName,
  packArtifactName,
  parseLegArtifactName,
  parsePackArtifactName,
  runAttempt,
} from './artifact-names.js';

// Leg ids as source configs allow them (^[a-z0-9][a-z0-9_-]{0,63}$), which
// includes ids that themselves look like attempt suffixes ("x-a1").
const legId = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,63}$/u);
const attempt = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
const kind = fc.constantFrom('rss' as const, 'github' as const);

describe('nameProblem', () => {
  test.each([
    ['', /empty/u],
    ['a/b', /separator/u],
    ['a\\b', /separator/u],
    ['..', /'\.\.'/u],
    ['../evil', /separator|'\.\.'/u],
    ['a..b', /'\.\.'/u],
    ['.hidden', /starts with '\.'/u],
    ['name.', /ends with/u],
    ['name ', /ends with/u],
    ['a\u0000b', /control/u],
    ['a\u001bb', /control/u],
    ['a\u0085b', /control/u],
    ['a\tb', /control/u],
    ['a\rb', /"\\r"/u],
    ['a\nb', /"\\n"/u],
    ['a"b', /character/u],
    ['a:b', /character/u],
    ['a<b', /character/u],
    ['a>b', /character/u],
    ['a|b', /character/u],
    ['a*b', /character/u],
    ['a?b', /character/u],
    ['a\ud800b', /surrogate/u],
    ['x'.repeat(MAX_NAME_BYTES + 1), /longer/u],
    ['é'.repeat(MAX_NAME_BYTES / 2 + 1), /longer/u],
  ])('refuses %j', (name, why) => {
    expect(nameProblem(name)).toMatch(why);
    expect(() => assertArtifactName(name)).toThrow(ArtifactNameError);
    expect(() => assertFileName(name)).toThrow(/Invalid file name/u);
  });

  test.each([
    'run-context-a1',
    'rss_artifact.json',
    'a',
    'Données 2026.json',
    'x'.repeat(MAX_NAME_BYTES),
    'a.b-c_d',
  ])('accepts %j', (name) => {
    expect(nameProblem(name)).toBeNull();
  });

  test('the error message quotes the hostile name on one line', () => {
    expect(() => assertArtifactName('a\nb')).toThrow(
      'Invalid artifact name "a\\nb": contains the character "\\n"',
    );
  });

  test('any accepted name is a single safe path segment', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (name) => {
        if (nameProblem(name) !== null) return;
        expect(name).not.toMatch(/[/\\\u0000-\u001f]/u);
        expect(name.startsWith('.')).toBe(false);
        expect(name.includes('..')).toBe(false);
      }),
    );
  });
});

describe('leg artifact names', () => {
  test('parse(format(x)) = x for every valid leg id and attempt', () => {
    fc.assert(
      fc.property(kind, legId, attempt, (k, id, a) => {
        const name = legArtifactName(k, id, a);
        expect(name).toBe(`${k}-${id}-a${a}`);
        expect(parseLegArtifactName(name)).toEqual({ kind: k, id, attempt: a });
      }),
    );
  });

  test('format(parse(s)) = s whenever parse accepts s (names have one reading)', () => {
    const candidate = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc
        .tuple(kind, fc.string({ maxLength: 12 }), fc.stringMatching(/^-a[0-9]{1,3}$/u))
        .map(([k, id, s]) => `${k}-${id}${s}`),
    );
    fc.assert(
      fc.property(candidate, (name) => {
        const parsed = parseLegArtifactName(name);
        if (parsed !== null)
          expect(legArtifactName(parsed.kind, parsed.id, parsed.attempt)).toBe(name);
      }),
    );
  });

  test('ids containing "-" and "-a<digits>" parse from the right', () => {
    expect(parseLegArtifactName('rss-my-feed-a2-a13')).toEqual({
      kind: 'rss',
      id: 'my-feed-a2',
      attempt: 13,
    });
    expect(parseLegArtifactName('github-topic_primary-a1')).toEqual({
      kind: 'github',
      id: 'topic_primary',
      attempt: 1,
    });
  });

  test.each([
    'rss-a1', // empty id
    'rss--a1', // empty id
    'rss-x-a0',
    'rss-x-a01',
    'rss-x-a',
    'rss-x',
    'rss-x-a1.json',
    'github-x-a99999999999999999999', // beyond safe integers
    'gitlab-x-a1',
    'run-context-a1',
    'rss-../x-a1',
    'rss-x\n-a1',
  ])('refuses %j', (name) => {
    expect(parseLegArtifactName(name)).toBeNull();
  });

  test('legArtifactName refuses bad parts', () => {
    expect(() => legArtifactName('rss', 'a/b', 1)).toThrow(ArtifactNameError);
    expect(() => legArtifactName('rss', '', 1)).toThrow(/empty leg id/u);
    expect(() => legArtifactName('rss', 'x', 0)).toThrow(RangeError);
    expect(() => legArtifactName('rss', 'x', 1.5)).toThrow(RangeError);
    expect(() => legArtifactName('ftp' as 'rss', 'x', 1)).toThrow(/Unknown leg kind/u);
  });
});

describe('attempt names', () => {
  test('parseAttemptName(attemptName(b, n), b) = n', () => {
    const base = fc.stringMatching(/^[a-z][a-z0-9-]{0,30}$/u);
    fc.assert(
      fc.property(base, attempt, (b, n) => {
        expect(parseAttemptName(attemptName(b, n), b)).toBe(n);
      }),
    );
  });

  test('parseAttemptName only matches the exact base', () => {
    expect(parseAttemptName('run-context-a3', 'run-context')).toBe(3);
    expect(parseAttemptName('run-context-x-a3', 'run-context')).toBeNull();
    expect(parseAttemptName('run-context-a03', 'run-context')).toBeNull();
    expect(parseAttemptName('run-context-a', 'run-context')).toBeNull();
    expect(parseAttemptName('run-contex-a3', 'run-context')).toBeNull();
  });

  test('newestAttempt picks the highest attempt, numerically', () => {
    const names = [
      'run-context-a2',
      'run-context-a10',
      'run-context-a9',
      'rss-x-a50',
      'run-context-x-a99',
    ];
    expect(newestAttempt(names, 'run-context')).toEqual({ name: 'run-context-a10', attempt: 10 });
    expect(newestAttempt(['rss-x-a1'], 'run-context')).toBeNull();
  });

  test('newestAttempt does not depend on the order of names', () => {
    fc.assert(
      fc.property(fc.uniqueArray(attempt, { minLength: 1, maxLength: 8 }), (attempts) => {
        const names = attempts.map((n) => attemptName('b', n));
        const expected = Math.max(...attempts);
        expect(newestAttempt(names, 'b')?.attempt).toBe(expected);
        expect(newestAttempt([...names].reverse(), 'b')?.attempt).toBe(expected);
      }),
    );
  });
});

describe('runAttempt', () => {
  test('reads GITHUB_RUN_ATTEMPT, defaults to 1', () => {
    expect(runAttempt({})).toBe(1);
    expect(runAttempt({ GITHUB_RUN_ATTEMPT: '' })).toBe(1);
    expect(runAttempt({ GITHUB_RUN_ATTEMPT: '3' })).toBe(3);
  });

  test.each(['0', '-1', 'x', '1.5', '01', '1e3', '99999999999999999999'])('refuses %j', (value) => {
    expect(() => runAttempt({ GITHUB_RUN_ATTEMPT: value })).toThrow(/GITHUB_RUN_ATTEMPT/u);
  });
});

describe('packed leg artifact names', () => {
  const legId = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,30}$/u);

  test('round-trip, and are never read as the leg artifact of a source', () => {
    fc.assert(
      fc.property(legId, fc.integer({ min: 1, max: 1_000_000 }), (id, attempt) => {
        const name = packArtifactName(id, attempt);
        expect(name).toBe(`pack-rss-${id}-a${attempt}`);
        expect(parsePackArtifactName(name)).toEqual({ legId: id, attempt });
        expect(parseLegArtifactName(name)).toBeNull();
      }),
    );
  });

  test.each([
    'rss-a-a1',
    'pack-rss--a1',
    'pack-rss-p0',
    'pack-rss-p0-a0',
    'pack-rss-p0-a01',
    'pack-rss-../x-a1',
  ])('refuses %j', (name) => {
    expect(parsePackArtifactName(name)).toBeNull();
  });
});

describe('which attempt wins', () => {
  const attempted = fc.record({
    name: fc.stringMatching(/^[a-z]{1,3}$/u),
    attempt: fc.integer({ min: 1, max: 5 }),
  });

  test('newestFirst is a total order: the newest attempt first, then the smaller name', () => {
    fc.assert(
      fc.property(attempted, attempted, (a, b) => {
        const order = newestFirst(a, b);
        // Antisymmetric; `+ 0` because -Math.sign(0) is -0, which toBe tells from 0.
        expect(Math.sign(order)).toBe(-Math.sign(newestFirst(b, a)) + 0);
        if (a.attempt !== b.attempt) expect(order < 0).toBe(a.attempt > b.attempt);
        else expect(order === 0).toBe(a.name === b.name);
      }),
    );
  });

  test('attemptsByKey does not depend on the order of names', () => {
    const names = fc.uniqueArray(
      fc
        .tuple(fc.integer({ min: 0, max: 4 }), attempt)
        .map(([chunk, n]) => partialArtifactName(chunk, Math.min(n, 999_999_999))),
      { maxLength: 12 },
    );
    const byChunk = (list: string[]) =>
      attemptsByKey(list, (name) => {
        const parsed = parsePartialArtifactName(name);
        return parsed && { key: parsed.chunk, attempt: parsed.attempt };
      });
    const reordered = (list: string[]) =>
      fc.tuple(
        fc.constant(list),
        fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
      );
    fc.assert(
      fc.property(names.chain(reordered), ([list, shuffled]) => {
        const groups = byChunk(shuffled);
        expect([...groups]).toEqual([...byChunk(list)]);
        expect([...groups.keys()]).toEqual([...groups.keys()].sort((a, b) => a - b));
        for (const group of groups.values()) {
          expect(group.map((g) => g.attempt)).toEqual(
            group.map((g) => g.attempt).sort((a, b) => b - a),
          );
        }
        expect([...groups.values()].flat()).toHaveLength(list.length);
      }),
    );
  });
});

describe('every name round-trips through its parser', () => {
  const base = fc.stringMatching(/^[a-z][a-z0-9-]{0,30}$/u);
  const small = fc.integer({ min: 1, max: 999_999_999 });
  const fanId = fc.string({ minLength: 1, maxLength: 40 });

  test('splitAttemptName(attemptName(b, n)) = {b, n}', () => {
    fc.assert(
      fc.property(base, attempt, (b, n) => {
        expect(splitAttemptName(attemptName(b, n))).toEqual({ base: b, attempt: n });
      }),
    );
    expect(splitAttemptName('-a1')).toBeNull();
    expect(splitAttemptName('x-a01')).toBeNull();
  });

  test('partials', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), small, (chunk, n) => {
        expect(parsePartialArtifactName(partialArtifactName(chunk, n))).toEqual({
          chunk,
          attempt: n,
        });
      }),
    );
    for (const name of ['partial-rss-c01-a1', 'partial-rss-c1-a1000000000', 'partial-rss-c-a1']) {
      expect(parsePartialArtifactName(name)).toBeNull();
    }
  });

  test("emitted legs, only under their own fan's hash", () => {
    fc.assert(
      fc.property(fanId, fc.integer({ min: 0, max: 999_999_999 }), small, (id, seq, n) => {
        const name = fanLegArtifactName(id, seq, n);
        expect(parseFanLegArtifactName(name, id)).toEqual({ seq, attempt: n });
        expect(parseFanLegArtifactName(name, `${id}x`)).toBeNull();
      }),
    );
  });

  test('gather states', () => {
    fc.assert(
      fc.property(fanId, fc.integer({ min: 1, max: MAX_STATE_VERSION }), (id, version) => {
        const name = gatherStateArtifactName('kpi', id, version);
        expect(parseGatherStateArtifactName(name, 'kpi', id)).toBe(version);
        expect(parseGatherStateArtifactName(name, 'kp', id)).toBeNull();
      }),
    );
  });

  test('leg files and metrics', () => {
    fc.assert(
      fc.property(legId, kind, attempt, (id, k, n) => {
        if (k === 'rss') expect(parseRssLegFileName(legFileName(k, id))).toBe(id);
        else expect(parseRssLegFileName(legFileName(k, id))).toBeNull();
        const record = { kind: k, leg_id: id, attempt: n };
        expect(parseAttemptName(legMetricsArtifactName(record), `metrics-${k}-${id}`)).toBe(n);
        expect(legMetricsFileName(record)).toBe(`metrics-${k}-${id}.json`);
      }),
    );
  });
});

test('the names module imports only Node and the ground floor, so every layer may use it', () => {
  const source = readFileSync(new URL('./artifact-names.ts', import.meta.url), 'utf8');
  const imports = [...source.matchAll(/^import[^']*'([^']+)'/gmu)].map((m) => m[1]);
  expect(imports.length).toBeGreaterThan(0);
  expect(imports.filter((spec) => !/^(node:|\.\.\/base\/)/u.test(spec!))).toEqual([]);
});

describe('readable fan leg names', () => {
  test('carry a slug of the fan id and the matrix value beside the hash', () => {
    const hash = fanHash('12345:claims');
    expect(fanLegArtifactName('12345:claims', 0, 1)).toBe(`fan-12345_claims-${hash}-0-a1`);
    expect(fanLegArtifactName('12345:claims', 3, 2, { region: 'eu-west' })).toBe(
      `fan-12345_claims-${hash}-3-eu-west-a2`,
    );
    // Two dimensions, in the order of their names; a long value is left out.
    expect(fanLegArtifactName('f', 1, 1, { os: 'linux', node: 20 })).toMatch(/-1-20_linux-a1$/);
    expect(fanLegArtifactName('f', 1, 1, { text: 'x'.repeat(30) })).toMatch(
      /^fan-f-[0-9a-f]{12}-1-a1$/,
    );
    // A fan id with nothing readable keeps the name of earlier releases.
    expect(fanLegArtifactName('::', 0, 1)).toBe(`fan-${fanHash('::')}-0-a1`);
    expect(nameSlug('a..b:"c"/d', 40)).toBe('a.b_c_d');
  });

  test('names of earlier releases (fan-<hash>-<seq>-a<attempt>) are still read', () => {
    const fanId = 'week:claims';
    expect(parseFanLegArtifactName(`fan-${fanHash(fanId)}-4-a2`, fanId)).toEqual({
      seq: 4,
      attempt: 2,
    });
    expect(parseFanLegArtifactName(`fan-${fanHash(fanId)}-4-eu-a2`, fanId)).toEqual({
      seq: 4,
      attempt: 2,
    });
    expect(parseFanLegArtifactName(`fan-${fanHash('other')}-4-a2`, fanId)).toBeNull();
    expect(parseFanLegArtifactName(`fan-week_claims-${fanHash(fanId)}-x-a2`, fanId)).toBeNull();
    expect(parseFanLegArtifactName(`fan-week_claims-${fanHash(fanId)}-4--a2`, fanId)).toBeNull();
  });

  test('property: every fan id and matrix value give a valid name that parses back', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 200 }),
        fc.nat(999_999),
        fc.integer({ min: 1, max: 999 }),
        fc.option(fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.string(), fc.integer()))),
        (fanId, seq, attempt, matrix) => {
          const name = fanLegArtifactName(fanId, seq, attempt, matrix);
          expect(nameProblem(name)).toBeNull();
          expect(parseFanLegArtifactName(name, fanId)).toEqual({ seq, attempt });
          expect(fansOfLegArtifacts([name])).toHaveLength(1);
        },
      ),
    );
  });

  test('fansOfLegArtifacts lists each fan once, by slug and hash', () => {
    const names = [
      fanLegArtifactName('run:a', 0, 1),
      fanLegArtifactName('run:a', 1, 1, { r: 'eu' }),
      fanLegArtifactName('run:b', 0, 1),
      'rss-techcrunch-a1',
    ];
    expect(fansOfLegArtifacts(names)).toEqual([
      `run_a (${fanHash('run:a')})`,
      `run_b (${fanHash('run:b')})`,
    ]);
  });
});
