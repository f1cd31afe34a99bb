// The GitHub backend's own logic, with a fake client (the real client against a
// local artifact service is exercised in action-tests/artifact-service.test.ts).

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { craftZip } from '../../../action-tests/artifact-service.js';
import { rejection } from '../../../test-support/errors.js';
import { tempDirs } from '../../../test-support/temp-dirs.js';
import { ActionsArtifactStore, type ArtifactClientLike } from './actions.js';

const tempDir = tempDirs('actions-store-test-');
let tempRoot: string;

beforeEach(async () => {
  tempRoot = await tempDir();
});

function notImplemented(): never {
  throw new Error('not used by this test');
}

/** A client serving one archive: what the download writes into the target dir. */
function downloadingClient(
  write: (dir: string) => Promise<void>,
  extra: Partial<ArtifactClientLike> = {},
): ArtifactClientLike {
  return {
    uploadArtifact: notImplemented,
    listArtifacts: notImplemented,
    getArtifact: async (name) => ({ artifact: { name, id: 7, size: 100 } }),
    downloadArtifact: async (_id, options) => {
      await write(options?.path ?? '');
      return { downloadPath: options?.path };
    },
    ...extra,
  };
}

test('upload stages the files in a fresh dir under tempRoot, passes retention, and cleans up', async () => {
  const seen: {
    name: string;
    files: string[];
    root: string;
    contents: string[];
    options: unknown;
  }[] = [];
  const client: ArtifactClientLike = {
    ...downloadingClient(async () => {}),
    uploadArtifact: async (name, files, root, options) => {
      seen.push({
        name,
        files: files.map((f) => basename(f)),
        root,
        contents: await Promise.all(files.map((f) => readFile(f, 'utf8'))),
        options,
      });
      return { id: 1, size: 10 };
    },
  };
  await new ActionsArtifactStore({ tempRoot, retentionDays: 5, client }).upload('rss-x-a1', [
    { name: 'a.json', data: 'A' },
    { name: 'b.json', data: new TextEncoder().encode('B') },
  ]);
  expect(seen).toEqual([
    {
      name: 'rss-x-a1',
      files: ['a.json', 'b.json'],
      root: expect.stringContaining(tempRoot),
      contents: ['A', 'B'],
      options: { retentionDays: 5 },
    },
  ]);
  expect(seen[0]?.files.every((f) => !f.includes('/'))).toBe(true);
  expect(await readdir(tempRoot)).toEqual([]);
});

test('a 409 from the service becomes ArtifactError exists; other failures are backend errors', async () => {
  const failing = (message: string): ArtifactClientLike => ({
    ...downloadingClient(async () => {}),
    uploadArtifact: async () => {
      throw new Error(message);
    },
  });
  const conflict = await rejection(
    new ActionsArtifactStore({
      tempRoot,
      client: failing(
        'Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: an artifact with this name already exists on the workflow run',
      ),
    }).upload('rss-x-a1', [{ name: 'a', data: 'x' }]),
  );
  expect(conflict).toMatchObject({ code: 'exists' });
  const other = await rejection(
    new ActionsArtifactStore({
      tempRoot,
      client: failing('Failed to CreateArtifact: ::error::\nboom'),
    }).upload('rss-x-a1', [{ name: 'a', data: 'x' }]),
  );
  expect(other).toMatchObject({ code: 'backend' });
  // The server's text is quoted onto one line: it cannot inject a workflow command.
  expect((other as Error).message).not.toContain('\n');
  expect(await readdir(tempRoot)).toEqual([]);
});

test('list keeps only names this store can handle, sorted by code units', async () => {
  const client: ArtifactClientLike = {
    ...downloadingClient(async () => {}),
    listArtifacts: async () => ({
      artifacts: [
        { name: 'rss-b-a1', id: 2, size: 20 },
        { name: 'a/b', id: 3, size: 1 },
        { name: 'Rss-a-a1', id: 1, size: 10 },
        { name: 'x\n::error::y', id: 4, size: 1 },
      ],
    }),
  };
  expect(await new ActionsArtifactStore({ tempRoot, client }).list()).toEqual([
    { name: 'Rss-a-a1', size: 10 },
    { name: 'rss-b-a1', size: 20 },
  ]);
});

test('download asks for the raw archive, verifies the digest and reads it strictly', async () => {
  const zip = craftZip([
    { name: 'b.json', data: 'B' },
    { name: 'a.json', data: 'A' },
  ]);
  let asked: unknown;
  const client = downloadingClient(
    async (dir) => {
      await writeFile(join(dir, 'artifact'), zip);
    },
    {
      getArtifact: async (name) => ({
        artifact: { name, id: 7, size: zip.length, digest: 'sha256:abc' },
      }),
      downloadArtifact: async (id, options) => {
        asked = { id, ...options };
        await writeFile(join(options?.path ?? '', 'artifact'), zip);
        return {};
      },
    },
  );
  const files = await new ActionsArtifactStore({ tempRoot, client }).download('rss-x-a1');
  expect([...files.keys()]).toEqual(['a.json', 'b.json']);
  expect(asked).toEqual({
    id: 7,
    path: expect.stringContaining(tempRoot),
    skipDecompress: true,
    expectedHash: 'sha256:abc',
  });
  expect(await readdir(tempRoot)).toEqual([]);
});

test('a digest mismatch is refused', async () => {
  const client = downloadingClient(async () => {}, {
    downloadArtifact: async (_id, options) => {
      await writeFile(join(options?.path ?? '', 'artifact'), craftZip([{ name: 'a', data: 'x' }]));
      return { digestMismatch: true };
    },
  });
  expect(
    await rejection(new ActionsArtifactStore({ tempRoot, client }).download('rss-x-a1')),
  ).toMatchObject({
    code: 'unsafe',
    message: expect.stringMatching(/digest/u),
  });
});

test('a download that is not exactly one regular file is refused', async () => {
  const two = downloadingClient(async (dir) => {
    await writeFile(join(dir, 'a'), 'x');
    await writeFile(join(dir, 'b'), 'y');
  });
  expect(
    await rejection(new ActionsArtifactStore({ tempRoot, client: two }).download('rss-x-a1')),
  ).toMatchObject({ code: 'unsafe' });
  const none = downloadingClient(async () => {});
  expect(
    await rejection(new ActionsArtifactStore({ tempRoot, client: none }).download('rss-x-a1')),
  ).toMatchObject({ code: 'unsafe' });
});

test('an archive over the budget is refused before download, by its listed size', async () => {
  let downloaded = false;
  const client = downloadingClient(
    async () => {
      downloaded = true;
    },
    { getArtifact: async (name) => ({ artifact: { name, id: 1, size: 50_000 } }) },
  );
  const error = await rejection(
    new ActionsArtifactStore({ tempRoot, client }).download('rss-x-a1', {
      maxBytes: 1000,
      maxFiles: 2,
    }),
  );
  expect(error).toMatchObject({ code: 'too_large' });
  expect(downloaded).toBe(false);
});

test('not found and lookup failures are told apart', async () => {
  const notFound = downloadingClient(async () => {}, {
    getArtifact: async () => {
      throw Object.assign(new Error('Artifact not found for name: x'), {
        name: 'ArtifactNotFoundError',
      });
    },
  });
  expect(
    await rejection(new ActionsArtifactStore({ tempRoot, client: notFound }).download('rss-x-a1')),
  ).toMatchObject({ code: 'not_found' });
  const broken = downloadingClient(async () => {}, {
    getArtifact: async () => {
      throw new Error(
        'Failed to ListArtifacts: Received non-retryable error: Failed request: (401)',
      );
    },
  });
  expect(
    await rejection(new ActionsArtifactStore({ tempRoot, client: broken }).download('rss-x-a1')),
  ).toMatchObject({ code: 'backend' });
});

test('bad names and retention are refused before the client is touched', async () => {
  const store = new ActionsArtifactStore({ tempRoot, client: downloadingClient(async () => {}) });
  await expect(store.upload('../x', [{ name: 'a', data: '' }])).rejects.toThrow(
    /Invalid artifact name/u,
  );
  await expect(store.download('a/b')).rejects.toThrow(/Invalid artifact name/u);
  expect(() => new ActionsArtifactStore({ tempRoot, retentionDays: 0 })).toThrow(RangeError);
});
