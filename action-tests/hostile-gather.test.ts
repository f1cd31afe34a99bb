// The reliability suite for emit, gather, okf-read and okf-stats (`npm run test:hostile`):
// the cases of action-tests/hostile/gather.ts against the built bundles, each held to the
// verdict of harness.ts and to its own specific outcome.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DEADLINE_MS, limiter, verdict } from './hostile/harness.js';
import { GATHER_CASES } from './hostile/gather.js';

const CONCURRENCY = Number(process.env['HOSTILE_CONCURRENCY'] ?? 4);
const results = new Map<string, string[]>();
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'hostile-gather-'));
  const limit = limiter(CONCURRENCY);
  await Promise.all(
    GATHER_CASES.map((c, i) =>
      limit(async () => {
        const dir = await mkdtemp(join(root, `case-${i}-`));
        try {
          const result = await c.run(dir, DEFAULT_DEADLINE_MS);
          const problems = [...verdict(c.action, result, c.exit), ...(await c.check(result))];
          results.set(c.name, problems);
        } catch (error) {
          results.set(c.name, [`the case could not run: ${String(error)}`]);
        }
      }),
    ),
  );
}, 600_000);

afterAll(() => rm(root, { recursive: true, force: true }));

describe.each([...new Set(GATHER_CASES.map((c) => c.group))])('%s', (group) => {
  test.each(GATHER_CASES.filter((c) => c.group === group).map((c) => [c.name]))('%s', (name) => {
    expect(results.get(name)).toEqual([]);
  });
});
