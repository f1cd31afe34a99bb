import { signedArtifactBlob } from './signed-url.js';

const claims = { scp: 'Actions.GenericRead Actions.Results:run-1:job-1' };
const token = `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`;
const env = { ACTIONS_RUNTIME_TOKEN: token, ACTIONS_RESULTS_URL: 'https://results.example.com/x' };
const listed = {
  artifacts: [
    {
      name: 'okf-a-v1-0123456789abcdef',
      database_id: '7',
      size: '1234',
      digest: 'sha256:00',
      workflow_run_backend_id: 'run-1',
      workflow_job_run_backend_id: 'job-9',
    },
  ],
};

/** A service answering with `answers` in turn, recording the calls. */
function service(answers: (() => Response)[]) {
  const calls: { url: string; body: unknown; auth: string | null }[] = [];
  const fetch = (url: string, init: RequestInit) => {
    calls.push({
      url,
      body: JSON.parse(String(init.body)),
      auth: new Headers(init.headers).get('authorization'),
    });
    return Promise.resolve(answers.shift()!());
  };
  return { fetch, calls };
}
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status });

test('lists the artifact by name, then asks its signed URL for the job that uploaded it', async () => {
  const { fetch, calls } = service([
    json(200, listed),
    json(200, { signed_url: 'https://blob.example.net/c/b?sig=s' }),
  ]);
  const blob = await signedArtifactBlob('okf-a-v1-0123456789abcdef', env, { fetch });
  expect(blob).toEqual({
    name: 'okf-a-v1-0123456789abcdef',
    id: 7,
    size: 1234,
    digest: 'sha256:00',
    url: 'https://blob.example.net/c/b?sig=s',
  });
  const rpc = 'https://results.example.com/twirp/github.actions.results.api.v1.ArtifactService/';
  expect(calls).toEqual([
    {
      url: `${rpc}ListArtifacts`,
      body: {
        workflow_run_backend_id: 'run-1',
        workflow_job_run_backend_id: 'job-1',
        name_filter: 'okf-a-v1-0123456789abcdef',
      },
      auth: `Bearer ${token}`,
    },
    {
      url: `${rpc}GetSignedArtifactURL`,
      body: {
        workflow_run_backend_id: 'run-1',
        workflow_job_run_backend_id: 'job-9',
        name: 'okf-a-v1-0123456789abcdef',
      },
      auth: `Bearer ${token}`,
    },
  ]);
});

test('5xx, 429 and answers that are not JSON are tried again; 4xx is not', async () => {
  const flaky = service([
    json(503, { msg: 'busy' }),
    () => new Response('<html>', { status: 502 }),
    json(429, {}),
    json(200, listed),
    json(200, { signed_url: 'https://b.example.net/c/b' }),
  ]);
  const opts = { fetch: flaky.fetch, retryDelayMs: 1 };
  await expect(signedArtifactBlob('okf-a-v1-0123456789abcdef', env, opts)).resolves.toMatchObject({
    size: 1234,
  });
  const denied = service([json(403, { msg: 'token is not for this workflow run' })]);
  await expect(
    signedArtifactBlob('x', env, { fetch: denied.fetch, retryDelayMs: 1 }),
  ).rejects.toMatchObject({ code: 'backend', message: expect.stringContaining('(403)') });
  expect(denied.calls).toHaveLength(1);
  const down = service(Array.from({ length: 5 }, () => json(500, {})));
  await expect(
    signedArtifactBlob('x', env, { fetch: down.fetch, retryDelayMs: 1 }),
  ).rejects.toMatchObject({ code: 'backend' });
  expect(down.calls).toHaveLength(5);
});

test('an artifact the run does not have, and a token without the results scope', async () => {
  const none = service([json(200, { artifacts: [] })]);
  await expect(signedArtifactBlob('x', env, { fetch: none.fetch })).rejects.toMatchObject({
    code: 'not_found',
  });
  await expect(
    signedArtifactBlob('x', { ...env, ACTIONS_RUNTIME_TOKEN: 'a.b.c' }, { fetch: none.fetch }),
  ).rejects.toMatchObject({ code: 'no_store' });
  await expect(signedArtifactBlob('x', {})).rejects.toMatchObject({ code: 'no_store' });
});
