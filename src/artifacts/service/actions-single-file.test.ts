// The GitHub backend's single-file uploads and reads of another run, with a fake client
// (the real client against the local service: action-tests/okf-ranges.test.ts).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { tmpdir } from 'node:os';
import { ActionsArtifactStore, type ArtifactClientLike } from './actions.js';

const findBy = { token: 't', workflowRunId: 9, repositoryOwner: 'o', repositoryName: 'r' };

function recordingClient() {
  const calls: { method: string; args: unknown[] }[] = [];
  const client: ArtifactClientLike = {
    async uploadArtifact(...args) {
      calls.push({ method: 'upload', args: [...args, await readFile(args[1][0]!, 'utf8')] });
      return { id: 1, size: 3 };
    },
    listArtifacts(...args) {
      calls.push({ method: 'list', args });
      return Promise.resolve({ artifacts: [{ name: 'a', id: 1, size: 3 }] });
    },
    getArtifact(...args) {
      calls.push({ method: 'get', args });
      return Promise.resolve({ artifact: { name: 'a', id: 1, size: 10 ** 12 } });
    },
    downloadArtifact(...args) {
      calls.push({ method: 'download', args });
      return Promise.reject(new Error('not here'));
    },
  };
  return { client, calls };
}

test('uploadFile stores one file unzipped, named as the artifact', async () => {
  const { client, calls } = recordingClient();
  const store = new ActionsArtifactStore({ tempRoot: tmpdir(), client, retentionDays: 3 });
  await store.uploadFile('okf-x-v1-0123456789abcdef', new TextEncoder().encode('PAR'));
  const [name, files, , options, content] = calls[0]!.args as [
    string,
    string[],
    string,
    unknown,
    string,
  ];
  expect([name, files.map((f) => basename(f)), options, content]).toEqual([
    'okf-x-v1-0123456789abcdef',
    ['okf-x-v1-0123456789abcdef'],
    { retentionDays: 3, skipArchive: true },
    'PAR',
  ]);
});

test('a store of another run passes findBy to every read and refuses writes', async () => {
  const { client, calls } = recordingClient();
  const store = new ActionsArtifactStore({ tempRoot: tmpdir(), client, findBy });
  // Not listed yet: each read looks its artifact up by name, in the other run.
  await expect(store.download('a')).rejects.toMatchObject({ code: 'too_large' });
  await expect(store.openBlob('a', { maxBytes: 100 })).rejects.toMatchObject({ code: 'too_large' });
  await store.list();
  expect(calls.map((c) => [c.method, c.args.at(-1)])).toEqual([
    ['get', { findBy }],
    ['get', { findBy }],
    ['list', { latest: true, findBy }],
  ]);
  await expect(store.upload('b', [{ name: 'f', data: 'x' }])).rejects.toMatchObject({
    code: 'no_store',
    message: expect.stringContaining('another workflow run (run 9)'),
  });
  await expect(store.uploadFile('b', new Uint8Array(1))).rejects.toMatchObject({
    code: 'no_store',
  });
  expect(calls).toHaveLength(3);
});
