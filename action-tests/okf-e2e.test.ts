// End to end through the real @actions/artifact client: the legs of a run uploaded, a
// fan-in job with okf: true publishes the news as OKF, and a later job of the same run
// reads a slice of it with okf-read, from the ref alone.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ArtifactFile, ArtifactStore } from '../src/artifacts/index.js';
import { uploadRun } from '../test-support/fanin.js';
import { runStep } from '../src/local/step.js';
import { craftZip, startArtifactService, type ArtifactService } from './artifact-service.js';

const RUN = 41;
let service: ArtifactService;
let dir: string;

/** Uploads straight into the service, as the leg jobs of the run would have. */
function legsOf(svc: ArtifactService): ArtifactStore {
  return {
    upload: async (name: string, files: ArtifactFile[]) => {
      svc.inject(RUN, name, craftZip(files.map((f) => ({ name: f.name, data: f.data }))), {
        jobId: 'legs',
      });
    },
    list: () => Promise.reject(new Error('not used')),
    download: () => Promise.reject(new Error('not used')),
  };
}

beforeAll(async () => {
  service = await startArtifactService();
  dir = await mkdtemp(join(tmpdir(), 'okf-e2e-'));
  await uploadRun(legsOf(service));
});
afterAll(async () => {
  await service?.close();
  await rm(dir, { recursive: true, force: true });
});

test('fan-in with okf: true, then okf-read and okf-stats in later jobs of the run', async () => {
  const fanIn = await runStep(
    'fan-in',
    { 'output-dir': join(dir, 'out'), okf: 'true' },
    { cwd: dir, runId: String(RUN), env: service.env(RUN, 'fan-in'), timeoutMs: 120_000 },
  );
  expect([fanIn.exitCode, fanIn.stderr]).toEqual([0, '']);
  const item = JSON.parse(fanIn.outputs['news-okf']!) as {
    ref: string;
    schema: { rows: number; columns: Record<string, unknown> };
  };
  expect(item.ref).toMatch(/^okf:news-\d{4}-w\d{2}#v1$/u);
  expect(service.artifacts().some((a) => a.name.startsWith('okf-news-'))).toBe(true);

  const news = JSON.parse(await readFile(fanIn.outputs['news-path']!, 'utf8')) as {
    articles: { url: string; source: string }[];
  };
  expect(item.schema.rows).toBe(news.articles.length);

  const read = await runStep(
    'okf-read',
    { ref: item.ref, fields: 'url,source', rows: '1:3' },
    { cwd: dir, runId: String(RUN), env: service.env(RUN, 'report') },
  );
  expect([read.exitCode, read.stderr]).toEqual([0, '']);
  expect(JSON.parse(read.outputs['result']!).rows).toEqual(
    news.articles.slice(1, 3).map((a) => ({ url: a.url, source: a.source })),
  );

  const stats = await runStep(
    'okf-stats',
    { ref: item.ref, field: 'relevance_score', numeric: 'true' },
    { cwd: dir, runId: String(RUN), env: service.env(RUN, 'report') },
  );
  expect(stats.exitCode).toBe(0);
  expect(JSON.parse(stats.outputs['result']!)).toMatchObject({
    field: 'relevance_score',
    count: news.articles.length,
  });
}, 240_000);
