import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signedArtifactBlob } from './signed-url.js';

const claims = { scp: 'Actions.GenericRead Actions.Results:run-1:job-1' };
const token = `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`;
const NAME = 'okf-a-v1-0123456789abcdef';
const listed = {
  artifacts: [
    {
      name: NAME,
      database_id: '7',
      size: '1234',
      digest: 'sha256:00',
      workflow_run_backend_id: 'run-1',
      workflow_job_run_backend_id: 'job-9',
    },
  ],
};
const retry = { attempts: 5, baseMs: 1, capMs: 1, deadlineMs: 10_000 };

type Answer = { status: number; body: string };
const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) });

let server: Server;
let answers: Answer[] = [];
let calls: { path: string; body: unknown; auth: string | undefined }[] = [];
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      calls.push({ path: req.url ?? '', body: JSON.parse(text), auth: req.headers.authorization });
      const answer = answers.shift() ?? json(500, { msg: 'no answer left' });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  env = { ACTIONS_RUNTIME_TOKEN: token, ACTIONS_RESULTS_URL: `http://127.0.0.1:${port}/x` };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  answers = [];
  calls = [];
});

test('lists the artifact by name, then asks its signed URL for the job that uploaded it', async () => {
  answers = [json(200, listed), json(200, { signed_url: 'https://blob.example.net/c/b?sig=s' })];
  const blob = await signedArtifactBlob(NAME, env, { retry });
  expect(blob).toEqual({
    name: NAME,
    id: 7,
    size: 1234,
    digest: 'sha256:00',
    url: 'https://blob.example.net/c/b?sig=s',
  });
  const rpc = '/twirp/github.actions.results.api.v1.ArtifactService/';
  expect(calls).toEqual([
    {
      path: `${rpc}ListArtifacts`,
      body: {
        workflow_run_backend_id: 'run-1',
        workflow_job_run_backend_id: 'job-1',
        name_filter: NAME,
      },
      auth: `Bearer ${token}`,
    },
    {
      path: `${rpc}GetSignedArtifactURL`,
      body: { workflow_run_backend_id: 'run-1', workflow_job_run_backend_id: 'job-9', name: NAME },
      auth: `Bearer ${token}`,
    },
  ]);
});

test('5xx, 429 and answers that are not JSON are tried again; 4xx is not', async () => {
  answers = [
    json(503, { msg: 'busy' }),
    { status: 200, body: '<html>' },
    json(429, {}),
    json(200, listed),
    json(200, { signed_url: 'https://b.example.net/c/b' }),
  ];
  await expect(signedArtifactBlob(NAME, env, { retry })).resolves.toMatchObject({ size: 1234 });
  expect(calls).toHaveLength(5);
  calls = [];
  answers = [json(403, { msg: 'token is not for this workflow run' })];
  await expect(signedArtifactBlob('x', env, { retry })).rejects.toMatchObject({
    code: 'backend',
    message: expect.stringContaining('answered 403'),
  });
  expect(calls).toHaveLength(1);
  calls = [];
  answers = Array.from({ length: 5 }, () => json(500, {}));
  await expect(signedArtifactBlob('x', env, { retry })).rejects.toMatchObject({
    code: 'backend',
    message: expect.stringContaining('5 attempts'),
  });
  expect(calls).toHaveLength(5);
});

test('a listing that names the artifact twice or gives no whole size is refused', async () => {
  const twice = { artifacts: [listed.artifacts[0], listed.artifacts[0]] };
  answers = [json(200, twice)];
  await expect(signedArtifactBlob(NAME, env, { retry })).rejects.toMatchObject({ code: 'unsafe' });
  answers = [json(200, { artifacts: [{ ...listed.artifacts[0], size: '12.5' }] })];
  await expect(signedArtifactBlob(NAME, env, { retry })).rejects.toMatchObject({ code: 'unsafe' });
  answers = [json(200, listed), json(200, { signed_url: 'file:///etc/passwd' })];
  await expect(signedArtifactBlob(NAME, env, { retry })).rejects.toMatchObject({ code: 'backend' });
});

test('an artifact the run does not have, and a token without the results scope', async () => {
  answers = [json(200, { artifacts: [] })];
  await expect(signedArtifactBlob('x', env, { retry })).rejects.toMatchObject({
    code: 'not_found',
  });
  const unscoped = { ...env, ACTIONS_RUNTIME_TOKEN: 'a.b.c' };
  await expect(signedArtifactBlob('x', unscoped)).rejects.toMatchObject({
    code: 'no_store',
    message: expect.stringContaining('Actions.Results scope'),
  });
  await expect(signedArtifactBlob('x', {})).rejects.toMatchObject({ code: 'no_store' });
});
