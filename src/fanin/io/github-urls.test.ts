// A shard artifact whose repositories carry javascript: or file: URLs, or unbounded lists, is
// an invalid artifact at the fan-in even with a correct checksum: the values never reach
// data/raw/{week}.json.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FanInDiagnostics, Repository } from '../../contracts/index.js';
import { runFanIn } from './run.js';
import {
  MemoryArtifactStore,
  shardLeg,
  shardRepositories,
  uploadRun,
} from '../../../test-support/fanin.js';

const NOW = Date.parse('2026-06-08T06:00:00Z');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fanin-urls-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * A fan-in where the repository only shard seq 0 (new_repos) has is changed by `repository`,
 * checksum recomputed.
 */
async function fanInWith(repository: Partial<Repository>) {
  const store = new MemoryArtifactStore();
  await uploadRun(store, {
    github: (seq) => {
      if (seq !== 0) return shardLeg(seq);
      const [shared, own] = shardRepositories('new_repos');
      return shardLeg(0, { repositories: [shared!, { ...own!, ...repository }] });
    },
  });
  const result = await runFanIn({ outputDir: dir }, { store, now: () => NOW });
  const diagnostics = JSON.parse(
    await readFile(result.paths.diagnostics as string, 'utf8'),
  ) as FanInDiagnostics;
  const record = diagnostics.artifacts.find((a) => a.name === 'github-new_repos-a1');
  const github = result.paths.github ? await readFile(result.paths.github, 'utf8') : '';
  return { result, record, github };
}

describe('fan-in: URLs and bounds of shard repositories', () => {
  test.each([
    ['a javascript: url', { url: 'javascript:alert(document.domain)' }, '/repositories/1/url'],
    ['a file: api_url', { api_url: 'file:///etc/passwd' }, '/repositories/1/api_url'],
    ['a data: url', { url: 'data:text/html,x' }, '/repositories/1/url'],
    [
      '10,000 topics',
      { topics: Array.from({ length: 10_000 }, (_, i) => `t${i}`) },
      '/repositories/1/topics',
    ],
    ['a description of 4,001', { description: 'd'.repeat(4001) }, '/repositories/1/description'],
  ])('%s: the artifact is rejected (schema)', async (_what, repository, pointer) => {
    const { result, record, github } = await fanInWith(repository);
    expect(record).toMatchObject({ verdict: 'rejected', reason: 'schema' });
    expect(record?.errors.map((e) => e.pointer)).toContain(pointer);
    // new_repos is a required shard: the fan-in fails closed and writes no GitHub output.
    expect(result.status).toBe('failed');
    expect(github).not.toMatch(/javascript:|file:|data:/);
  });

  test('the same shard with http(s) URLs is accepted', async () => {
    const { record, github } = await fanInWith({ url: 'http://github.com/acme/x' });
    expect(record?.verdict).toBe('accepted');
    expect(github).toContain('"http://github.com/acme/x"');
  });
});
